/**
 * npm run restore -- FILE [--force]
 *
 * Restores an archive made by npm run backup into the configured place (DATABASE_URL, else PGlite
 * under DATA_DIR, and DATA_DIR/media) after checking every checksum. The target must be empty unless
 * --force (docs/product.md#backup-and-restore). Stop the server first.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { getEnv } from '~/env.server'
import { BackupRefusal } from '~/platform/backup/backup.server'
import { restoreBackup } from '~/platform/backup/restore.server'

const USAGE = `Usage: npm run restore -- FILE [--force]

  FILE      an archive written by npm run backup
  --force   replace a non-empty target: PGlite's directory and the media are moved aside
            (DATA_DIR/pglite.before-restore-…), a PostgreSQL database is cleaned first`

async function main() {
	const { values, positionals } = parseArgs({
		allowPositionals: true,
		options: {
			force: { type: 'boolean', default: false },
			help: { type: 'boolean', short: 'h', default: false },
		},
	})
	if (values.help || positionals.length !== 1) {
		console.log(USAGE)
		process.exitCode = values.help ? 0 : 2
		return
	}
	const env = getEnv()
	const archive = path.resolve(positionals[0])
	const started = performance.now()
	const { manifest, movedAside } = await restoreBackup({
		archive,
		dataDir: env.DATA_DIR,
		databaseUrl: env.DATABASE_URL,
		force: values.force,
	})
	const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0)
	console.log(
		`Restored ${manifest.engine} from ${manifest.createdAt} (migration ${manifest.migrations.last}, ${rows.toLocaleString('en-US')} rows, ${manifest.files.filter((f) => f.path.startsWith('media/')).length} media files) in ${((performance.now() - started) / 1000).toFixed(1)} s; every checksum and row count matches.`,
	)
	for (const aside of movedAside) console.log(`The previous data was moved aside to ${aside}.`)
}

main().catch((error: unknown) => {
	console.error(error instanceof BackupRefusal ? error.message : error instanceof Error ? error.stack : error)
	process.exit(error instanceof BackupRefusal ? 2 : 1)
})
