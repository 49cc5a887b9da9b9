/**
 * npm run registry:import -- FILE [--full | --weekly] [--date YYYY-MM-DD] [--force]
 *
 * Loads an NPPES Data Dissemination file (the monthly full file or a weekly update,
 * npidata_pfile_*.csv) into the NPI registry the licence check reads (docs/deploy.md#the-npi-registry).
 * Opens the database like the app (DATABASE_URL, else PGlite under DATA_DIR). On PostgreSQL it runs
 * beside the live servers, who see the new registry at its commit; the embedded PGlite serves one
 * process at a time, so while a server holds it this says to stop the server first.
 *
 * package.json runs it as `node --max-semi-space-size=2`: young-generation spaces of 2 MB instead of
 * 16 MB, collected more often, keep the import's peak RSS lower at the same CPU time (at 250,000
 * lines: 338 MB instead of 412 MB, docs/benchmarks.md#npi-registry-import-issue-46).
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { RegistryFileError } from '~/features/licences/nppes-format'
import { assertNppesHeader, importRegistryFile } from '~/features/licences/registry-import.server'
import { pgliteInUse } from '~/platform/backup/backup.server'

const USAGE = `Usage: npm run registry:import -- FILE [--full | --weekly] [--date YYYY-MM-DD] [--force]

  FILE        an NPPES file, e.g. npidata_pfile_20050523-20261109.csv (full) or
              npidata_pfile_20261102-20261108.csv (weekly update); its name gives its kind and date
  --full      the file is a full file (replaces the registry), whatever its name
  --weekly    the file is a weekly update (its NPIs are upserted), whatever its name
  --date D    the file's date, YYYY-MM-DD, when its name does not say it
  --force     import a file no newer than the registry's, or a full file that drops half of it`

function fail(message: string, code = 2): never {
	console.error(code === 2 ? `${message}\n\n${USAGE}` : message)
	process.exit(code)
}

let parsed: ReturnType<typeof parse>
function parse() {
	return parseArgs({
		allowPositionals: true,
		options: {
			full: { type: 'boolean', default: false },
			weekly: { type: 'boolean', default: false },
			date: { type: 'string' },
			force: { type: 'boolean', default: false },
			help: { type: 'boolean', short: 'h', default: false },
		},
		strict: true,
	})
}
try {
	parsed = parse()
} catch (error) {
	fail(error instanceof Error ? error.message : String(error))
}
const { values, positionals } = parsed
if (values.help) {
	console.log(USAGE)
	process.exit(0)
}
if (positionals.length !== 1) fail('Give one file.')
if (values.full && values.weekly) fail('--full or --weekly, not both.')
const file = positionals[0]
if (!existsSync(file)) fail(`${file}: no such file.`, 1)

try {
	await assertNppesHeader(file)
} catch (error) {
	if (!(error instanceof RegistryFileError)) throw error
	fail(`${file}: ${error.message}`, 1)
}

const env = getEnv()
const dir = pgliteDir(env.DATA_DIR)
if (!env.DATABASE_URL && pgliteInUse(dir))
	fail(
		`The embedded database at ${dir} is open in the server: stop the server, run this again, then start the server. (On PostgreSQL, DATABASE_URL, the import runs beside the servers.)`,
		1,
	)

// PGlite's 128 MB of shared buffers would be most of the import's memory; the import reads each
// row once, so a small buffer pool costs it nothing (docs/benchmarks.md#npi-registry-import-issue-46).
const handle = await openDb({
	databaseUrl: env.DATABASE_URL,
	dataDir: dir,
	connections: 2,
	pgliteSettings: { shared_buffers: '16MB' },
})
const started = performance.now()
try {
	await migrateDb(handle)
	const summary = await importRegistryFile(handle.db, {
		file,
		kind: values.full ? 'full' : values.weekly ? 'weekly' : undefined,
		file_date: values.date,
		force: values.force,
		onProgress: (lines) => console.error(`  ${lines.toLocaleString('en-US')} lines read`),
	})
	const fmt = (n: number) => n.toLocaleString('en-US')
	console.log(
		`Imported ${summary.file_name} (${summary.kind} file of ${summary.file_date}) as import ${summary.import_id} in ${((performance.now() - started) / 1000).toFixed(1)} s: ${fmt(summary.rows_read)} lines, ${fmt(summary.rows_kept)} kept; ${fmt(summary.added)} added, ${fmt(summary.changed)} changed, ${fmt(summary.removed)} removed.`,
	)
} catch (error) {
	if (error instanceof RegistryFileError) {
		process.exitCode = 1
		console.error(`${file}: ${error.message}\nNothing was imported: the registry is as it was.`)
	} else throw error
} finally {
	await handle.close()
}
