import { sql } from 'drizzle-orm'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import { getDb } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { singleton } from '~/lib/singleton.server'

/**
 * Prometheus metrics (docs/product.md#logs-metrics-and-error-reports). Counters are bumped where
 * things happen (one call in each module); gauges of state (the outbox, the database pool) are read
 * when Prometheus scrapes, so nothing is polled in between. Scraped from METRICS_PORT or with
 * METRICS_TOKEN (server/metrics.ts); never public.
 */

type PoolStats = { totalCount: number; idleCount: number; waitingCount: number }

/** The outbox read once per scrape, shared by its three gauges. */
type OutboxStats = { pending: number; oldestPendingSeconds: number; failed: number; retrying: number }

async function readOutbox(): Promise<OutboxStats> {
	const db = await getDb()
	const [row] = await db
		.select({
			pending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending')::int`,
			retrying: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending' and ${emailOutbox.attempts} > 0)::int`,
			failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
			oldest: sql<
				number | null
			>`extract(epoch from now() - min(${emailOutbox.created_at}) filter (where ${emailOutbox.status} = 'pending'))::float8`,
		})
		.from(emailOutbox)
	return {
		pending: Number(row.pending),
		retrying: Number(row.retrying),
		failed: Number(row.failed),
		oldestPendingSeconds: Number(row.oldest ?? 0),
	}
}

/** node-postgres's pool behind Drizzle ($client); PGlite has none. */
async function readPool(): Promise<PoolStats | null> {
	const client = ((await getDb()) as unknown as { $client?: Partial<PoolStats> }).$client
	return typeof client?.totalCount === 'number' ? (client as PoolStats) : null
}

function createMetrics() {
	const registry = new Registry()
	collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 })
	const search = { size: 0, builtAt: 0 }
	let outbox: { at: number; stats: Promise<OutboxStats> } | null = null
	/** One query per scrape (the three gauges are collected together). */
	const outboxStats = () => {
		if (!outbox || Date.now() - outbox.at > 1000) outbox = { at: Date.now(), stats: readOutbox() }
		return outbox.stats
	}
	const outboxGauge = (name: string, help: string, pick: (stats: OutboxStats) => number) =>
		new Gauge({
			name,
			help,
			registers: [registry],
			async collect() {
				this.set(pick(await outboxStats()))
			},
		})

	outboxGauge('openroom_outbox_pending', 'E-mails waiting in the outbox.', (s) => s.pending)
	outboxGauge(
		'openroom_outbox_oldest_pending_age_seconds',
		'Age of the oldest e-mail still waiting (0 when none).',
		(s) => s.oldestPendingSeconds,
	)
	outboxGauge(
		'openroom_outbox_retrying',
		'Waiting e-mails whose delivery failed at least once.',
		(s) => s.retrying,
	)
	outboxGauge('openroom_outbox_failed', 'E-mails given up on (refused or out of attempts).', (s) => s.failed)

	new Gauge({
		name: 'openroom_db_pool_connections',
		help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite.',
		labelNames: ['state'],
		registers: [registry],
		async collect() {
			const pool = await readPool()
			if (!pool) return
			this.set({ state: 'total' }, pool.totalCount)
			this.set({ state: 'idle' }, pool.idleCount)
			this.set({ state: 'waiting' }, pool.waitingCount)
		},
	})
	new Gauge({
		name: 'openroom_search_index_size',
		help: 'Live providers in the in-memory search index at its last full build.',
		registers: [registry],
		collect() {
			this.set(search.size)
		},
	})
	new Gauge({
		name: 'openroom_search_index_age_seconds',
		help: 'Seconds since the search index was last built in full.',
		registers: [registry],
		collect() {
			this.set(search.builtAt ? (Date.now() - search.builtAt) / 1000 : 0)
		},
	})

	return {
		registry,
		search,
		httpDuration: new Histogram({
			name: 'openroom_http_request_duration_seconds',
			help: 'Time to answer a request, by route pattern and status.',
			labelNames: ['method', 'route', 'status'],
			buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
			registers: [registry],
		}),
		searchRebuild: new Histogram({
			name: 'openroom_search_index_rebuild_seconds',
			help: 'Time to build the search index in full.',
			buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
			registers: [registry],
		}),
		pageCache: new Counter({
			name: 'openroom_page_cache_requests_total',
			help: 'Cacheable listing requests, by result (hit, miss).',
			labelNames: ['result'],
			registers: [registry],
		}),
		pageCacheBytes: new Counter({
			name: 'openroom_page_cache_hit_bytes_total',
			help: 'Bytes of pages answered from the page cache.',
			registers: [registry],
		}),
		rateLimitRefusals: new Counter({
			name: 'openroom_rate_limit_refusals_total',
			help: 'Requests refused by a rate limit, by bucket.',
			labelNames: ['bucket'],
			registers: [registry],
		}),
	}
}

/** One set per process (a development reload would register every metric twice). */
export function metrics() {
	return singleton('metrics', createMetrics)
}

export function countRateLimitRefusal(bucket: string): void {
	metrics().rateLimitRefusals.inc({ bucket })
}

/** A cacheable listing request: the cached page's body when it was answered from the cache. */
export function countPageCache(hitBody: string | undefined): void {
	const m = metrics()
	m.pageCache.inc({ result: hitBody === undefined ? 'miss' : 'hit' })
	if (hitBody !== undefined) m.pageCacheBytes.inc(Buffer.byteLength(hitBody))
}

export function recordSearchIndexBuild(size: number, durationMs: number): void {
	const m = metrics()
	m.search.size = size
	m.search.builtAt = Date.now()
	m.searchRebuild.observe(durationMs / 1000)
}

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
	metrics().httpDuration.observe({ method, route, status: String(status) }, seconds)
}
