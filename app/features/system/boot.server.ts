import { getDbHandle, migrateDb } from '~/db/client.server'
import { getEnv } from '~/env.server'
import { loadReferenceData } from '~/features/reference/load-reference-data.server'
import { singleton } from '~/lib/singleton.server'
import { log } from '~/lib/log.server'
import { seedDemoOnFirstStart } from '~/features/demo/seed-demo.server'
import { getSearchIndex } from '~/features/search/search-index.server'
import { markBooted } from './health.server'

/**
 * Prepares the database once per process: migrations, reference data, and the demo directory on
 * the first start of an empty embedded database. Every request waits for it.
 */
export function ensureBooted(): Promise<void> {
	return singleton('boot', async () => {
		const started = performance.now()
		const env = getEnv()
		const handle = await getDbHandle()
		await migrateDb(handle)
		await loadReferenceData(handle.db)
		await seedDemoOnFirstStart(handle, env)
		await getSearchIndex(handle.db).ensureFresh()
		markBooted()
		log.info(`database ready (${handle.kind}) in ${Math.round(performance.now() - started)} ms`)
	})
}
