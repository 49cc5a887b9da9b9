/**
 * npm run moderation -- list | clear <short_id> | confirm <short_id>
 *
 * Reviews profiles flagged by the keyword check (app/features/moderation/keywords.ts). Opens the
 * database like the app (DATABASE_URL, else PGlite under DATA_DIR). The embedded PGlite database
 * serves one process at a time: stop the server before running this against it.
 */
import { openDb, pgliteDir } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { runModerationCommand } from '~/features/moderation/moderation-cli.server'

const env = getEnv()
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.DATA_DIR) })
try {
	const { code, output } = await runModerationCommand(handle.db, process.argv.slice(2))
	if (code === 0) console.log(output)
	else console.error(output)
	process.exitCode = code
} finally {
	await handle.close()
}
