import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { flushErrorReports } from '~/platform/observability/error-reports.server'
import { createHonoApp, type PageHandler } from '../../server/create-app'
import { type ErrorReportSink, startErrorReportSink } from '../ops/support/error-report-sink'

// The Hono app of server/ over a stand-in for React Router's handler (as compression.test.ts builds
// it): access lines with request ids, /metrics kept private, and an error the handler throws
// reported once to a local Sentry-compatible sink, scrubbed (docs/product.md#logs-metrics-and-error-reports).
// The settings are read once per process, so they are set before anything is imported.
const SINK_PORT = 3825
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'info'
	process.env.SENTRY_DSN = 'http://publickey@localhost:3825/1'
})

/** Two routes, as the build describes them: the root layout and a page with a parameter. */
const routes = {
	root: { id: 'root', path: '' },
	'routes/item': { id: 'routes/item', parentId: 'root', path: 'items/:id' },
} as unknown as ServerBuild['routes']

const handler: PageHandler = async (request) => {
	const { pathname } = new URL(request.url)
	if (pathname === '/items/broken') throw new Error('could not load the item of ana@example.com')
	return new Response(`<p>${pathname}</p>`, { headers: { 'Content-Type': 'text/html' } })
}

let server: ServerType
let port: number
let root: string
let sink: ErrorReportSink

beforeAll(async () => {
	sink = await startErrorReportSink(SINK_PORT)
	root = mkdtempSync(path.join(os.tmpdir(), 'openroom-observability-'))
	writeFileSync(path.join(root, 'notes.txt'), 'static file')
	const app = createHonoApp({ handler, staticRoot: root, routes, boot: async () => {} })
	await new Promise<void>((resolve) => {
		server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
			port = info.port
			resolve()
		})
	})
})
afterAll(async () => {
	await new Promise((r) => server.close(r))
	await sink.close()
	rmSync(root, { recursive: true, force: true })
})

type Line = Record<string, unknown>
/** The JSON lines the app logs to the console while fn runs (info lines go to console.log under tests). */
async function logged(fn: () => Promise<void>, accessLines = 1): Promise<Line[]> {
	const lines: Line[] = []
	const collect = (text: unknown) => {
		lines.push(JSON.parse(String(text)))
	}
	const out = vi.spyOn(console, 'log').mockImplementation(collect)
	const err = vi.spyOn(console, 'error').mockImplementation(collect)
	await fn()
	// An access line is written once its response is finished: wait for as many as were asked for
	// (on a loaded machine the last one came after a fixed pause), then give the socket a moment.
	await vi.waitFor(() =>
		expect(lines.filter((l) => l.msg === 'request').length).toBeGreaterThanOrEqual(accessLines),
	)
	await new Promise((r) => setTimeout(r, 50))
	out.mockRestore()
	err.mockRestore()
	return lines
}

test('each request has one access line with its request id, route pattern, path without query and size', async () => {
	let page!: Response
	let file!: Response
	let pageBody = ''
	const lines = await logged(async () => {
		page = await fetch(`http://127.0.0.1:${port}/items/42?q=ana%40example.com&near=97201`, {
			headers: { 'X-Request-Id': 'lb-0000000001' },
		})
		pageBody = await page.text()
		file = await fetch(`http://127.0.0.1:${port}/notes.txt`)
		await file.text()
		await (await fetch(`http://127.0.0.1:${port}/healthz`)).text()
	}, 2)
	expect(page.headers.get('x-request-id')).toBe('lb-0000000001')
	const fileId = file.headers.get('x-request-id')
	expect(fileId).toMatch(/^[0-9a-f-]{36}$/)
	const access = lines.filter((line) => line.msg === 'request')
	expect(access).toEqual([
		expect.objectContaining({
			level: 'info',
			reqId: 'lb-0000000001',
			method: 'GET',
			route: '/items/:id',
			path: '/items/42',
			status: 200,
			bytes: Buffer.byteLength(pageBody),
			durationMs: expect.any(Number),
			instance: expect.any(String),
		}),
		expect.objectContaining({ reqId: fileId, route: 'static', path: '/notes.txt', status: 200, bytes: 11 }),
	])
	expect(JSON.stringify(lines)).not.toContain('ana@example.com')
	// The searched ZIP is the visitor's (docs/search.md#near-a-zip-code).
	expect(JSON.stringify(lines)).not.toContain('97201')
})

test('/metrics answers 404 on the public port without METRICS_TOKEN', async () => {
	const lines = await logged(async () => {
		const response = await fetch(`http://127.0.0.1:${port}/metrics`, {
			headers: { Authorization: 'Bearer guessed-token-0123456789' },
		})
		expect(response.status).toBe(404)
		await fetch(`http://127.0.0.1:${port}/items/1`).then((r) => r.text())
	})
	expect(lines.some((line) => line.path === '/metrics')).toBe(false)
})

test('a thrown server error is reported once with its request id, scrubbed; never for a bot', async () => {
	let failed!: Response
	const lines = await logged(async () => {
		// The bot's first: had it been reported, the visitor's same error would be the one dropped as a repeat.
		const byBot = await fetch(`http://127.0.0.1:${port}/items/broken`, {
			headers: { 'User-Agent': 'Googlebot/2.1' },
		})
		expect(byBot.status).toBe(500)
		failed = await fetch(`http://127.0.0.1:${port}/items/broken?token=abc&near=97201`, {
			headers: {
				'User-Agent': 'Mozilla/5.0',
				Cookie: 'openroom_session=SecretSessionValue0123456789abcdEFGH',
			},
		})
		expect(failed.status).toBe(500)
		await failed.text()
	})
	const requestId = failed.headers.get('x-request-id')
	// Logged with the request id, e-mail scrubbed.
	expect(lines).toContainEqual(
		expect.objectContaining({
			level: 'error',
			reqId: requestId,
			err: expect.objectContaining({ message: 'could not load the item of [email]' }),
		}),
	)
	await flushErrorReports()
	await vi.waitFor(() => expect(sink.events()).toHaveLength(1))
	await new Promise((r) => setTimeout(r, 500))
	expect(sink.events()).toHaveLength(1)
	const [event] = sink.events()
	expect(event.payload.tags).toEqual({ request_id: requestId })
	expect(event.payload.request).toEqual({ method: 'GET', url: `http://127.0.0.1:${port}/items/broken` })
	expect(JSON.stringify(event.payload.exception)).toContain('could not load the item of [email]')
	for (const body of sink.bodies) {
		expect(body).not.toContain('ana@example.com')
		expect(body).not.toContain('SecretSessionValue')
		expect(body).not.toContain('token=abc')
		expect(body).not.toContain('97201')
	}
})
