import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ErrorReportSink, startErrorReportSink } from './support/error-report-sink'
import { createOpsDatabase, type Instance, OPS_DATABASE_URL, startInstance } from './support/instance'

// Logs, metrics and error reports of built instances (docs/product.md#logs-metrics-and-error-reports).
// Instance A has a metrics listener and SENTRY_DSN pointing at a local sink; B has neither, but a
// METRICS_TOKEN. The server error is real: the sessions table is renamed under the app, so reading a
// visitor's session cookie fails.

const PORT_A = 3820
const METRICS_PORT = 3821
const SINK_PORT = 3822
const PORT_B = 3823
const METRICS_TOKEN = 'ops-metrics-token-0123456789'

type AccessLine = Record<string, unknown> & { msg: string; reqId?: string }

function jsonLines(instance: Instance): AccessLine[] {
	return instance
		.output()
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line) as AccessLine)
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 5000): Promise<T> {
	const deadline = Date.now() + timeoutMs
	for (;;) {
		const value = read()
		if (value !== undefined) return value
		if (Date.now() > deadline) throw new Error('timed out')
		await new Promise((r) => setTimeout(r, 50))
	}
}

const accessLinesOf = (instance: Instance, requestId: string) =>
	jsonLines(instance).filter((line) => line.msg === 'request' && line.reqId === requestId)

describe.skipIf(!OPS_DATABASE_URL)('logs, metrics and error reports of a built instance', () => {
	let a: Instance
	let b: Instance
	let sink: ErrorReportSink
	let databaseUrl: string
	let drop: () => Promise<void>
	const sql = async (query: string) => {
		const client = new pg.Client({ connectionString: databaseUrl })
		await client.connect()
		await client.query(query)
		await client.end()
	}

	beforeAll(async () => {
		sink = await startErrorReportSink(SINK_PORT)
		const db = await createOpsDatabase(OPS_DATABASE_URL as string, 'obs')
		databaseUrl = db.url
		drop = db.drop
		a = await startInstance({
			port: PORT_A,
			databaseUrl,
			env: {
				LOG_LEVEL: 'info',
				METRICS_PORT: String(METRICS_PORT),
				SENTRY_DSN: sink.dsn,
				INSTANCE_ID: 'ops-a',
			},
		})
		b = await startInstance({ port: PORT_B, databaseUrl, env: { LOG_LEVEL: 'info', METRICS_TOKEN } })
	})
	afterAll(async () => {
		await a?.stop()
		await b?.stop()
		await sink?.close()
		await drop?.()
	})

	test('every request has one JSON access line with its request id, answered in X-Request-Id', async () => {
		const given = await fetch(`${a.url}/learn/anxiety?ref=newsletter&email=someone%40example.com`, {
			headers: { 'X-Request-Id': 'ops-given-0001' },
		})
		expect(given.status).toBe(200)
		expect(given.headers.get('x-request-id')).toBe('ops-given-0001')
		await given.arrayBuffer()
		const api = await fetch(`${a.url}/api/tag?pageSize=2`)
		const generated = api.headers.get('x-request-id') ?? ''
		expect(generated).toMatch(/^[0-9a-f-]{36}$/)
		const apiBody = await api.arrayBuffer()
		// A header that could forge a log line is replaced by a fresh id.
		const forged = await fetch(`${a.url}/favicon.ico`, { headers: { 'X-Request-Id': 'x"} {"msg":"forged' } })
		const fileId = forged.headers.get('x-request-id') ?? ''
		expect(fileId).toMatch(/^[0-9a-f-]{36}$/)
		await forged.arrayBuffer()
		await (await fetch(`${a.url}/healthz`, { headers: { 'X-Request-Id': 'ops-probe-0001' } })).arrayBuffer()

		const [page] = await waitFor(() => {
			const lines = accessLinesOf(a, 'ops-given-0001')
			return lines.length > 0 ? lines : undefined
		})
		expect(accessLinesOf(a, 'ops-given-0001')).toHaveLength(1)
		expect(page).toMatchObject({
			level: 'info',
			instance: 'ops-a',
			method: 'GET',
			route: '/learn/:topic',
			path: '/learn/anxiety',
			status: 200,
		})
		expect(page.durationMs).toEqual(expect.any(Number))
		expect(page.bytes).toBeGreaterThan(1000)
		const [apiLine] = await waitFor(() =>
			accessLinesOf(a, generated).length ? accessLinesOf(a, generated) : undefined,
		)
		expect(apiLine).toMatchObject({
			route: '/api/tag',
			path: '/api/tag',
			status: 200,
			bytes: apiBody.byteLength,
		})
		const [fileLine] = await waitFor(() =>
			accessLinesOf(a, fileId).length ? accessLinesOf(a, fileId) : undefined,
		)
		expect(fileLine).toMatchObject({ route: 'static', path: '/favicon.ico', status: 200 })
		// Probes are not logged at info level, and no e-mail address reaches the log.
		expect(accessLinesOf(a, 'ops-probe-0001')).toEqual([])
		expect(a.output()).not.toMatch(/"path":"\/(healthz|readyz)"/)
		expect(a.output()).not.toContain('someone@example.com')
		expect(a.output()).not.toContain('forged')
	})

	test('/metrics is not public: a separate listener, or the token on the public port', async () => {
		expect((await fetch(`${a.url}/metrics`)).status).toBe(404)
		expect(
			(await fetch(`${a.url}/metrics`, { headers: { Authorization: 'Bearer anything-at-all' } })).status,
		).toBe(404)
		// The same anonymous listing twice: the second is answered from the page cache.
		for (let i = 0; i < 2; i++) await (await fetch(`${a.url}/therapists`)).arrayBuffer()
		const scraped = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)
		expect(scraped.status).toBe(200)
		const text = await scraped.text()
		expect(text).toMatch(
			/openroom_http_request_duration_seconds_count\{method="GET",route="\/learn\/:topic",status="200"\} [1-9]/,
		)
		expect(text).toMatch(/openroom_page_cache_requests_total\{result="hit"\} [1-9]/)
		expect(text).toMatch(/openroom_page_cache_hit_bytes_total [1-9]\d{3,}/)
		for (const name of [
			'openroom_outbox_pending 0',
			'openroom_outbox_oldest_pending_age_seconds 0',
			'openroom_outbox_failed 0',
			'openroom_search_index_size',
			'openroom_search_index_age_seconds',
			'openroom_search_index_rebuild_seconds_count 1',
			'openroom_db_pool_connections{state="total"}',
			'nodejs_eventloop_lag_seconds',
		]) {
			expect(text).toContain(name)
		}

		expect((await fetch(`${b.url}/metrics`)).status).toBe(404)
		expect(
			(await fetch(`${b.url}/metrics`, { headers: { Authorization: 'Bearer wrong-token-0123456789' } }))
				.status,
		).toBe(404)
		const withToken = await fetch(`${b.url}/metrics`, {
			headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
		})
		expect(withToken.status).toBe(200)
		expect(await withToken.text()).toContain('openroom_http_request_duration_seconds')
	})

	test('a server error is reported once, with its request id and no personal data; never for a bot or without SENTRY_DSN', async () => {
		await sql('alter table sessions rename to sessions_moved')
		try {
			const secret = 'SessionCookieValue0123456789abcdefGHIJ'
			// The bot's first: had it been reported, the visitor's same error would be the one dropped as a repeat.
			const byBot = await fetch(`${a.url}/api/tag`, {
				headers: {
					Cookie: `openroom_session=${secret}`,
					'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
				},
			})
			expect(byBot.status).toBe(500)
			const failed = await fetch(`${a.url}/api/tag?pageSize=1`, {
				headers: {
					'X-Request-Id': 'ops-error-0001',
					Cookie: `openroom_session=${secret}`,
					'User-Agent': 'Mozilla/5.0',
				},
			})
			expect(failed.status).toBe(500)
			const [event] = await waitFor(() => (sink.events().length > 0 ? sink.events() : undefined))
			expect(event.payload.tags).toMatchObject({ request_id: 'ops-error-0001' })
			expect(JSON.stringify(event.payload.exception)).toContain('sessions')
			expect(event.payload.request).toEqual({ method: 'GET', url: `${a.url}/api/tag` })
			for (const body of sink.bodies) {
				expect(body).not.toContain(secret)
				// A failed query's parameters (here the cookie's hash) are not repeated.
				expect(body).not.toMatch(/params: (?!\[redacted\])/)
			}
			// The error line in the log carries the same request id.
			expect(jsonLines(a).some((line) => line.level === 'error' && line.reqId === 'ops-error-0001')).toBe(
				true,
			)

			const withoutDsn = await fetch(`${b.url}/api/tag`, {
				headers: { Cookie: `openroom_session=${secret}`, 'User-Agent': 'Mozilla/5.0' },
			})
			expect(withoutDsn.status).toBe(500)
			await new Promise((r) => setTimeout(r, 2000))
			expect(sink.events()).toHaveLength(1)
		} finally {
			await sql('alter table sessions_moved rename to sessions')
		}
	})
})
