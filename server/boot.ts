import { getDbHandle, migrateDb } from '~/db/client.server'
import { isDatabaseUnavailable, unavailableReason } from '~/db/unavailable'
import { getEnv } from '~/env.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { forgetSingleton, singleton } from '~/lib/singleton.server'
import { log } from '~/lib/log.server'
import { seedDemoOnFirstStart } from '~/features/demo/seed-demo.server'
import { getSearchIndex } from '~/features/search/search-index.server'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import { markBooted } from '~/platform/jobs/health.server'
import { requireCheckedLicence } from '~/features/therapists/live-profile'

async function boot(): Promise<void> {
	const started = performance.now()
	const env = getEnv()
	// Before the index's first build: its live column reads the rule (docs/product.md#licence-checks).
	requireCheckedLicence(env.LICENSE_CHECK_REQUIRED)
	// Each step's time goes to the log: boot to ready is measured at 1,000,000 providers (docs/benchmarks.md).
	const steps: string[] = []
	const step = async (name: string, run: () => unknown) => {
		const stepStarted = performance.now()
		await run()
		steps.push(`${name} ${Math.round(performance.now() - stepStarted)} ms`)
	}
	const handle = await getDbHandle()
	await step('migrations', () => migrateDb(handle))
	await step('reference data', () => loadReferenceData(handle.db))
	await step('demo', () => seedDemoOnFirstStart(handle, env))
	// The index build loads the ZIP geography, which places every office (docs/search.md#near-a-zip-code):
	// on PostgreSQL once its worker threads have started, so they load their code meanwhile
	// (docs/benchmarks.md#boot-at-1000000-providers).
	await step('search index', () => getSearchIndex(handle.db).ensureFresh())
	// An empty directory has placed nothing: near searches need it all the same.
	await step('ZIP geography', () => zipGeography())
	markBooted()
	log.info(
		`database ready (${handle.kind}) in ${Math.round(performance.now() - started)} ms (${steps.join(', ')})`,
	)
}

/**
 * Prepares the database once per process: migrations, reference data, and the demo directory on
 * the first start of an empty embedded database. Every request waits for it. A boot that failed
 * (the database was down) is forgotten, so the next call tries again; each step is safe to repeat.
 */
export function ensureBooted(): Promise<void> {
	return singleton('boot', () =>
		boot().catch((error) => {
			forgetSingleton('boot')
			throw error
		}),
	)
}

/** Waits before the next try at start: 1 s, doubling, at most MAX_BOOT_RETRY_MS. */
const MAX_BOOT_RETRY_MS = 10_000

/**
 * The server's boot (docs/product.md#faults): while the database cannot be reached, it tries again
 * (1 s, 2 s, 4 s… then every 10 s) and the process keeps serving /healthz, /readyz (503, not booted)
 * and 503 pages meanwhile, so an orchestrator sees a live process that is not ready. Anything else
 * (a migration that fails, a wrong password, a missing database) is not going to mend itself:
 * it is thrown, and the process exits.
 */
export async function bootWhenDatabaseAnswers(
	wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
	for (let attempt = 0; ; attempt++) {
		try {
			await ensureBooted()
			return
		} catch (error) {
			if (!isDatabaseUnavailable(error)) throw error
			const delay = Math.min(1000 * 2 ** attempt, MAX_BOOT_RETRY_MS)
			log.warn(
				`database unavailable at start (${unavailableReason(error)}); trying again in ${delay / 1000} s`,
			)
			await wait(delay)
		}
	}
}
