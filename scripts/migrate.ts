// npm run db:migrate: applies the migrations and reference data to the configured database.
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'

const env = getEnv()
const handle = await openDb({ databaseUrl: env.DATABASE_URL, dataDir: pgliteDir(env.DATA_DIR) })
await migrateDb(handle)
await loadReferenceData(handle.db)
await handle.close()
console.log(`migrated (${handle.kind})`)
