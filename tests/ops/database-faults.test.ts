import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSmtpSink } from '../e2e/support/smtp-sink'
import { type Instance, startInstance } from './support/instance'
import { createPgCluster, type PgCluster, pgClusterUnavailable } from './support/pg-cluster'

// PostgreSQL stopped and started under a running instance (docs/product.md#faults), on a cluster
// of the test's own: the shared 15/main is never restarted. Needs root and the PostgreSQL binaries.
const PG_PORT = Number(process.env.FAULTS_PG_PORT ?? 5499)
const APP_PORT = 3760
const BOOT_PORT = 3761
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2573)
const FAIL_FAST_MS = 5_000
const RECOVER_WITHIN_MS = 30_000
const why = pgClusterUnavailable()
if (why) console.log(`database fault tests skipped: ${why}`)

type Sample = {
	path: string
	status: number
	ms: number
	sent_at: number
	body: string
	type: string
	retryAfter: string | null
}

let clientNumber = 0

async function get(base: string, path: string): Promise<Sample> {
	const sent_at = Date.now()
	// Each request from its own address, so the public API's per-client budget is not what answers.
	const n = ++clientNumber
	const headers = { 'X-Forwarded-For': `198.51.${(n >> 8) & 255}.${n & 255}` }
	try {
		const response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(15_000) })
		const body = await response.text()
		const type = response.headers.get('content-type') ?? ''
		const retryAfter = response.headers.get('retry-after')
		return { path, status: response.status, ms: Date.now() - sent_at, sent_at, body, type, retryAfter }
	} catch (error) {
		return {
			path,
			status: 0,
			ms: Date.now() - sent_at,
			sent_at,
			body: String(error),
			type: '',
			retryAfter: null,
		}
	}
}

/** A 503 in the form its caller reads: the error shape for JSON, the friendly page for HTML. */
function isProperUnavailable(sample: Sample): boolean {
	if (sample.status !== 503 || !sample.retryAfter) return false
	if (sample.type.startsWith('application/json')) {
		const body = JSON.parse(sample.body) as { error?: { code?: string; message?: string } }
		return body.error?.code === 'unavailable' && typeof body.error.message === 'string'
	}
	// A client-side navigation's data request: React Router's stream, holding the same error.
	if (sample.type.startsWith('text/x-script')) return sample.body.includes('unavailable')
	return sample.type.startsWith('text/html') && sample.body.includes('Back in a moment')
}

async function waitUntil(what: () => Promise<boolean>, withinMs: number): Promise<number> {
	const started = Date.now()
	while (Date.now() - started < withinMs) {
		if (await what()) return Date.now() - started
		await new Promise((r) => setTimeout(r, 100))
	}
	throw new Error(`not within ${withinMs} ms`)
}

describe.skipIf(why !== null)('PostgreSQL restarted under load', () => {
	let cluster: PgCluster
	let instance: Instance | undefined
	beforeAll(() => {
		cluster = createPgCluster(PG_PORT)
	})
	afterAll(async () => {
		await instance?.stop()
		cluster?.destroy()
	})

	test('requests fail fast with 503 while it is down, and the same process recovers when it is back', async () => {
		const sink = await startSmtpSink({ port: SMTP_PORT, host: '127.0.0.1' })
		instance = await startInstance({
			port: APP_PORT,
			databaseUrl: cluster.url,
			env: {
				SEED_DEMO: 'always',
				DEMO_COUNT: '60',
				TRUST_PROXY: 'true',
				SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
				MAIL_FROM: 'Openroom <no-reply@openroom.test>',
			},
		})
		const base = instance.url
		const listing = await get(base, '/therapists')
		expect(listing.status).toBe(200)
		const profile = listing.body.match(/href="(\/therapist\/[^"?#]+)"/)?.[1]
		expect(profile).toBeTruthy()
		const paths = [
			'/therapists',
			'/therapists?page=2',
			profile as string,
			'/api/tag',
			'/api/user',
			`/api/user?short_id=${profile?.split('/').at(-1)}`,
			`${profile}.data`,
			'/login',
		]
		for (const path of paths) expect((await get(base, path)).status, path).toBe(200)

		// Load: four clients, each going round the paths, for the whole outage.
		const samples: Sample[] = []
		let loading = true
		const client = async (offset: number) => {
			for (let i = offset; loading; i++) samples.push(await get(base, paths[i % paths.length]))
		}
		const clients = [0, 1, 2, 3].map(client)
		await new Promise((r) => setTimeout(r, 1_000))

		const stoppedAt = Date.now()
		cluster.stop()
		const stopMs = Date.now() - stoppedAt
		// Until a 503 in the right shape is seen on a database-backed page: the time to fail fast.
		const failFastMs = await waitUntil(async () => {
			const sample = await get(base, profile as string)
			return isProperUnavailable(sample)
		}, FAIL_FAST_MS)
		await new Promise((r) => setTimeout(r, 4_000))
		const ready = await get(base, '/readyz')
		expect(ready.status).toBe(503)
		expect(JSON.parse(ready.body)).toMatchObject({ status: 'not_ready', database: false })

		const restartedAt = Date.now()
		cluster.start()
		const readyMs = await waitUntil(
			async () => (await get(base, '/readyz')).status === 200,
			RECOVER_WITHIN_MS,
		)
		let lastCheck: string[] = []
		const pagesMs = await waitUntil(async () => {
			const results = await Promise.all(paths.map((path) => get(base, path)))
			lastCheck = results
				.filter((r) => r.status !== 200)
				.map((r) => `${r.path} ${r.status} ${r.body.slice(0, 300)}`)
			return results.every((r) => r.status === 200)
		}, RECOVER_WITHIN_MS).catch((error) => {
			throw new Error(`${error.message}: ${lastCheck.join('\n')}\n${instance?.output().slice(-3000)}`)
		})
		loading = false
		await Promise.all(clients)

		const during = samples.filter((s) => s.sent_at >= stoppedAt && s.sent_at < restartedAt)
		const unavailable = during.filter((s) => s.status === 503)
		const slowest = Math.max(...during.map((s) => s.ms))
		const byPath = paths.map((path) => {
			const mine = during.filter((s) => s.path === path)
			return `${path}: ${mine.filter((s) => s.status === 503).length}/${mine.length} × 503`
		})
		console.log(
			`database faults: pg_ctl stop ${stopMs} ms; first 503 ${failFastMs} ms after the stop; ` +
				`${during.length} requests during the outage (${unavailable.length} × 503, ` +
				`${during.length - unavailable.length} × 200 from memory), slowest ${slowest} ms; ` +
				`after the start: /readyz 200 in ${readyMs} ms, every page 200 in ${readyMs + pagesMs} ms\n  ${byPath.join('\n  ')}`,
		)
		expect(during.length).toBeGreaterThan(20)
		expect(unavailable.length).toBeGreaterThan(0)
		for (const sample of during) {
			expect(sample.ms, `${sample.path} took ${sample.ms} ms`).toBeLessThan(FAIL_FAST_MS)
			if (sample.status !== 200) {
				expect(
					isProperUnavailable(sample),
					`${sample.path}: ${sample.status} ${sample.body.slice(0, 200)}`,
				).toBe(true)
			}
		}
		// The background jobs kept running through the outage: an e-mail queued now is delivered.
		// And the search index follows the database again: a name changed now is found.
		const db = new pg.Client({ connectionString: cluster.url })
		await db.connect()
		await db.query(
			`insert into email_outbox ("to", subject, text, html) values ('after@example.test', 'After', 'x', '<p>x</p>')`,
		)
		const short_id = Number(profile?.split('/').at(-1))
		await db.query(`update providers set first_name = 'Zebediah', updated_at = now() where short_id = $1`, [
			short_id,
		])
		await db.end()
		const indexMs = await waitUntil(async () => {
			const found = await get(base, '/therapists?q=zebediah')
			return found.status === 200 && found.body.includes(`/${short_id}"`) && found.body.includes('Zebediah')
		}, 10_000)
		console.log(`search index found a change made after the outage in ${indexMs} ms`)
		const mailMs = await waitUntil(
			async () => sink.received.some((m) => m.to.includes('after@example.test')),
			20_000,
		)
		console.log(`outbox job delivered an e-mail queued after the outage in ${mailMs} ms`)
		await sink.close()
		// The very same process answered throughout: no restart, no crash.
		expect(instance.process.exitCode).toBeNull()
		expect(instance.output()).not.toMatch(/Unexpected Server Error|uncaught|unhandled/i)
	})

	test('a database down at start: the process listens, is not ready, and boots once it is back', async () => {
		await instance?.stop()
		instance = undefined
		cluster.stop()
		const booting = await startInstance({
			port: BOOT_PORT,
			databaseUrl: cluster.url,
			waitFor: 'listening',
		})
		instance = booting
		const started = Date.now()
		const ready = await get(booting.url, '/readyz')
		expect(ready.status).toBe(503)
		expect(JSON.parse(ready.body)).toMatchObject({ booted: false })
		const page = await get(booting.url, '/therapists')
		expect(isProperUnavailable(page)).toBe(true)
		expect(page.ms).toBeLessThan(FAIL_FAST_MS)
		const api = await get(booting.url, '/api/tag')
		expect(isProperUnavailable(api)).toBe(true)
		// Still retrying a few seconds later, rather than exited.
		await new Promise((r) => setTimeout(r, 3_000))
		expect(booting.process.exitCode).toBeNull()

		const waitedMs = Date.now() - started
		cluster.start()
		const bootMs = await waitUntil(async () => (await get(booting.url, '/readyz')).status === 200, 30_000)
		expect((await get(booting.url, '/therapists')).status).toBe(200)
		console.log(
			`database down at start: not ready for ${waitedMs} ms without exiting, ready ${bootMs} ms after the database came back`,
		)
	})
})
