// npm run backup (docs/product.md#backup-and-restore): one .tar.gz holding the database dump, the
// uploaded files of DATA_DIR/media, and manifest.json (engine, migration level, rows per table, and
// the size and SHA-256 of every other file), written last as the checksums are taken on the way.
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ArchiveEntry, writeTarGz } from './tar-archive.server'
import { countRows, type MigrationLevel, migrationLevel, type SqlClient } from './snapshot.server'

export const MANIFEST = 'manifest.json'
export const PGLITE_DUMP = 'database/pglite.tar'
export const PG_DUMP = 'database/postgres.dump'
export const MEDIA_DIR = 'media'

export type Manifest = {
	format: 'openroom-backup'
	version: 1
	createdAt: string
	engine: 'pglite' | 'postgres'
	migrations: MigrationLevel
	tables: Record<string, number>
	files: Array<{ path: string; size: number; sha256: string }>
	/** S3 media are not in the archive: the bucket's versioning is their backup. */
	mediaInArchive: boolean
}

type BackupOptions = {
	dataDir: string
	databaseUrl?: string
	out: string
	/** PGlite only: go ahead although postmaster.pid says the directory is open (after a crash). */
	force?: boolean
	/** S3_BUCKET is set: the media live in the bucket. */
	mediaInBucket?: boolean
}

export class BackupRefusal extends Error {}

/** The embedded database's directory is open in a process (a server, or one that crashed). */
export function pgliteInUse(dir: string): boolean {
	return existsSync(path.join(dir, 'postmaster.pid'))
}

export const IN_USE_MESSAGE = (dir: string) =>
	`The embedded database at ${dir} is open in another process (postmaster.pid is there): stop the server first, then run this again. If no server is running (it stopped without closing the database), pass --force.`

/** Files under a folder, as '/'-separated paths relative to it (uploads still being written skipped). */
export async function listFiles(root: string, prefix = ''): Promise<string[]> {
	let entries: import('node:fs').Dirent[]
	try {
		entries = await readdir(path.join(root, prefix), { withFileTypes: true })
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
		throw error
	}
	const out: string[] = []
	for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
		const name = `${prefix}${entry.name}`
		if (entry.isDirectory()) out.push(...(await listFiles(root, `${name}/`)))
		else if (entry.isFile() && !entry.name.endsWith('.tmp')) out.push(name)
	}
	return out
}

/** The password goes through the environment, not the command line (visible to every user). */
export function pgConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
	const url = new URL(databaseUrl)
	const password = decodeURIComponent(url.password)
	url.password = ''
	return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

export function requireClientTool(tool: 'pg_dump' | 'pg_restore'): void {
	const probe = spawnSync(tool, ['--version'], { encoding: 'utf8' })
	if (probe.error)
		throw new BackupRefusal(
			`${tool} was not found. Backups of a PostgreSQL database (DATABASE_URL) use the PostgreSQL client tools: install them (Debian: apt-get install postgresql-client, the server's major version or newer) and run this again.`,
		)
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] })
		let stderr = ''
		child.stderr.on('data', (chunk) => {
			stderr += chunk
		})
		child.on('error', reject)
		child.on('close', (code) =>
			code === 0
				? resolve()
				: reject(new Error(`${command} failed (${code}): ${stderr.trim().slice(0, 2000)}`)),
		)
	})
}

type Dumped = {
	engine: Manifest['engine']
	migrations: MigrationLevel
	tables: Record<string, number>
	entry: ArchiveEntry
}

async function dumpPglite(dataDir: string, force: boolean): Promise<Dumped> {
	const dir = path.resolve(dataDir, 'pglite')
	if (!existsSync(path.join(dir, 'PG_VERSION')))
		throw new BackupRefusal(`There is no embedded database at ${dir} to back up.`)
	if (pgliteInUse(dir) && !force) throw new BackupRefusal(IN_USE_MESSAGE(dir))
	const { PGlite } = await import('@electric-sql/pglite')
	const client = await PGlite.create(dir)
	try {
		const sql = client as unknown as SqlClient
		const [migrations, tables] = [await migrationLevel(sql), await countRows(sql)]
		// PGlite's own dump of its directory, taken with the database open and idle: consistent.
		const dump = await client.dumpDataDir('none')
		const bytes = new Uint8Array(await dump.arrayBuffer())
		return {
			engine: 'pglite',
			migrations,
			tables,
			entry: {
				name: PGLITE_DUMP,
				size: bytes.byteLength,
				body: async function* () {
					yield bytes
				},
			},
		}
	} finally {
		await client.close()
	}
}

async function dumpPostgres(databaseUrl: string, workDir: string): Promise<Dumped> {
	requireClientTool('pg_dump')
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: databaseUrl })
	await client.connect()
	try {
		// One snapshot for the counts and the dump, so they describe the same moment while the app runs.
		await client.query('begin transaction isolation level repeatable read read only')
		const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id')
		const sql = client as unknown as SqlClient
		const [migrations, tables] = [await migrationLevel(sql), await countRows(sql)]
		const file = path.join(workDir, 'postgres.dump')
		const { url, env } = pgConnection(databaseUrl)
		await run(
			'pg_dump',
			['-Fc', '--no-owner', '--no-acl', `--snapshot=${rows[0].id}`, '-f', file, `--dbname=${url}`],
			env,
		)
		await client.query('commit')
		const size = (await stat(file)).size
		return {
			engine: 'postgres',
			migrations,
			tables,
			entry: { name: PG_DUMP, size, body: () => createReadStream(file) },
		}
	} finally {
		await client.end()
	}
}

/** Writes the archive; returns its manifest. Throws BackupRefusal with a message for the operator. */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
	const workDir = await mkdtemp(path.join(tmpdir(), 'openroom-backup-'))
	try {
		const dumped = options.databaseUrl
			? await dumpPostgres(options.databaseUrl, workDir)
			: await dumpPglite(options.dataDir, options.force ?? false)
		// The files after the database: every file a row names was there before the dump was taken.
		const mediaRoot = path.resolve(options.dataDir, 'media')
		const mediaFiles = options.mediaInBucket ? [] : await listFiles(mediaRoot)
		const entries: ArchiveEntry[] = [dumped.entry]
		for (const name of mediaFiles) {
			const file = path.join(mediaRoot, name)
			const size = (await stat(file)).size
			entries.push({ name: `${MEDIA_DIR}/${name}`, size, body: () => createReadStream(file) })
		}
		const files: Manifest['files'] = []
		const manifest: Manifest = {
			format: 'openroom-backup',
			version: 1,
			createdAt: new Date().toISOString(),
			engine: dumped.engine,
			migrations: dumped.migrations,
			tables: dumped.tables,
			files,
			mediaInArchive: !options.mediaInBucket,
		}
		async function* withManifest(): AsyncGenerator<ArchiveEntry> {
			for (const entry of entries) {
				const hash = createHash('sha256')
				yield {
					...entry,
					body: async function* () {
						for await (const chunk of entry.body()) {
							hash.update(chunk)
							yield chunk
						}
						files.push({ path: entry.name, size: entry.size, sha256: hash.digest('hex') })
					},
				}
			}
			const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
			yield {
				name: MANIFEST,
				size: text.byteLength,
				body: async function* () {
					yield text
				},
			}
		}
		await writeTarGz(options.out, withManifest())
		return manifest
	} finally {
		await rm(workDir, { recursive: true, force: true })
	}
}
