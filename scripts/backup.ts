/**
 * npm run backup -- [--out FILE] [--force]
 *
 * One .tar.gz of the configured database (DATABASE_URL, else PGlite under DATA_DIR) and the uploaded
 * files of DATA_DIR/media, with a manifest of counts and checksums (docs/product.md#backup-and-restore).
 * The embedded database serves one process at a time: stop the server first (the command refuses
 * otherwise). PostgreSQL is dumped with pg_dump while the app runs.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { getEnv } from '~/env.server'
import { BackupRefusal, createBackup } from '~/platform/backup/backup.server'

const USAGE = `Usage: npm run backup -- [--out FILE] [--force]

  --out FILE   where to write the archive (default: openroom-backup-<date and time>.tar.gz here)
  --force      PGlite: back up although postmaster.pid is there (only when no server is running)`

async function main() {
	const { values } = parseArgs({
		options: {
			out: { type: 'string' },
			force: { type: 'boolean', default: false },
			help: { type: 'boolean', short: 'h', default: false },
		},
	})
	if (values.help) {
		console.log(USAGE)
		return
	}
	const env = getEnv()
	const out = path.resolve(
		values.out ?? `openroom-backup-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`,
	)
	const started = performance.now()
	const manifest = await createBackup({
		dataDir: env.DATA_DIR,
		databaseUrl: env.DATABASE_URL,
		out,
		force: values.force,
		mediaInBucket: Boolean(env.S3_BUCKET),
	})
	const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
	const media = manifest.files.filter((f) => f.path.startsWith('media/')).length
	console.log(
		`Backed up ${manifest.engine} (migration ${manifest.migrations.last}, ${rows.toLocaleString('en-US')} rows in ${Object.keys(manifest.tables).length} tables) and ${media} media files to ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
	)
	if (!manifest.mediaInArchive)
		console.log('Media live in the S3 bucket and are not in the archive: its versioning is their backup.')
}

main().catch((error: unknown) => {
	console.error(error instanceof BackupRefusal ? error.message : error instanceof Error ? error.stack : error)
	process.exit(error instanceof BackupRefusal ? 2 : 1)
})
