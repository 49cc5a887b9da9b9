/**
 * npm run role -- grant EMAIL admin | revoke EMAIL moderator | list
 *
 * Names staff (docs/deploy.md#the-first-admin). Opens the database like the app (DATABASE_URL, else
 * PGlite under DATA_DIR). On PostgreSQL it runs beside the running servers; the embedded PGlite
 * serves one process at a time, so while a server holds it this says to stop the server first.
 */
import { openDb, pgliteDir } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { runRoleCommand } from '~/features/staff/role-cli.server'
import { pgliteInUse } from '~/platform/backup/backup.server'

const env = getEnv()
const dir = pgliteDir(env.DATA_DIR)
if (!env.DATABASE_URL && pgliteInUse(dir)) {
	console.error(
		`The embedded database at ${dir} is open in the server: stop the server, run this again, then start the server.`,
	)
	process.exit(1)
}
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: dir })
try {
	const { code, output } = await runRoleCommand(handle.db, process.argv.slice(2))
	if (code === 0) console.log(output)
	else console.error(output)
	process.exitCode = code
} finally {
	await handle.close()
}
