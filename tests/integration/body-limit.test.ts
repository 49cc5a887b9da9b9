import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { discardBody } from '../../server/body-limit'
import { createHonoApp, type PageHandler } from '../../server/create-app'

// A JSON body over the limit (server/create-app.ts) is refused with 413 in the API's error shape,
// and the client receives that answer: the server discards what is still arriving before it closes
// (docs/product.md#input). Served over HTTP in process, as server/app.ts serves the app, since the
// failure was a reset seen only by a real client on a real socket.

const handler: PageHandler = async (req) => Response.json({ received: (await req.text()).length })

let server: ServerType
let base: string
let root: string
beforeAll(async () => {
	root = mkdtempSync(path.join(os.tmpdir(), 'openroom-body-limit-'))
	const app = createHonoApp({ handler, staticRoot: root, boot: async () => {} })
	await new Promise<void>((resolve) => {
		server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
			base = `http://127.0.0.1:${info.port}`
			resolve()
		})
	})
})
afterAll(async () => {
	await new Promise<void>((resolve) => server.close(() => resolve()))
	rmSync(root, { recursive: true, force: true })
})

const run = promisify(execFile)

type Answer = { status?: number; body?: string; error?: string }

/**
 * The client, in its own process: in one process the server's reads and the client's writes take
 * turns on one event loop and the race never shows. It POSTs `bytes` of JSON `times` times from
 * node:http, with a Content-Length or chunked, in 64 KB writes as a client uploading a file does,
 * and prints one answer per line: the status and body, or the socket error (a reset, EPIPE).
 */
const CLIENT = `
import { request } from 'node:http'
const [url, framing, bytes, times] = process.argv.slice(1)
const size = Number(bytes)
const piece = Buffer.alloc(64 * 1024, 'a')
const post = () => new Promise((resolve) => {
	const headers = { 'Content-Type': 'application/json', Origin: new URL(url).origin }
	if (framing === 'content-length') headers['Content-Length'] = size
	const req = request(url, { method: 'POST', headers, agent: false }, (res) => {
		let body = ''
		res.setEncoding('utf8')
		res.on('data', (text) => { body += text })
		res.on('end', () => resolve({ status: res.statusCode, body }))
		res.on('error', (error) => resolve({ error: error.code ?? error.message }))
	})
	req.on('error', (error) => resolve({ error: error.code ?? error.message }))
	let sent = 0
	const write = () => {
		if (sent === 0) { req.write('{"text":"'); sent = 9 }
		while (sent < size - 2) {
			const part = piece.subarray(0, Math.min(piece.length, size - 2 - sent))
			sent += part.length
			if (!req.write(part)) { req.once('drain', write); return }
		}
		req.end('"}')
	}
	write()
})
for (let i = 0; i < Number(times); i++) console.log(JSON.stringify(await post()))
`

async function post(p: string, bytes: number, framing: 'content-length' | 'chunked', times = 1) {
	const args = ['--input-type=module', '-e', CLIENT, `${base}${p}`, framing, String(bytes), String(times)]
	const { stdout } = await run(process.execPath, args, { encoding: 'utf8', timeout: 60_000 })
	return stdout
		.trim()
		.split('\n')
		.map((line) => JSON.parse(line) as Answer)
}

const TEN_MB = 10 * 1024 * 1024

const tooLarge = (message: string) => ({
	status: 413,
	body: JSON.stringify({ error: { code: 'too_large', message } }),
})

describe('a body over the limit', () => {
	test.each(['content-length', 'chunked'] as const)(
		'10 MB of JSON with %s: the client receives the 413 and its error body, every time',
		async (framing) => {
			const answers = await post('/api/contact', TEN_MB, framing, 10)
			expect(answers).toEqual(Array(10).fill(tooLarge('The request is too large.')))
		},
	)

	test('a 40 MB photo upload with its length declared: the 413 with the photo message', async () => {
		const answers = await post('/uploads/user', 40 * 1024 * 1024, 'content-length', 3)
		expect(answers).toEqual(Array(3).fill(tooLarge('Please choose a file less than 30MB in size.')))
	})

	test('a body under the limit still reaches the handler', async () => {
		expect(await post('/api/contact', 512 * 1024, 'chunked')).toEqual([
			{ status: 200, body: JSON.stringify({ received: 512 * 1024 }) },
		])
	})
})

describe('discarding a refused body is bounded', () => {
	const endless = (chunk: Uint8Array | null) =>
		new ReadableStream<Uint8Array>({
			pull(controller) {
				if (chunk) controller.enqueue(chunk)
				// Without a chunk: a client that stopped sending but keeps the connection open.
				else return new Promise(() => {})
			},
		}).getReader()

	test('a body that ends within the bounds is read to its end', async () => {
		const body = new Response('x'.repeat(100_000)).body!.getReader()
		expect(await discardBody(body, { maxBytes: 200_000, maxMs: 5_000 })).toBe(true)
	})

	test('past the byte bound it is given up on', async () => {
		expect(await discardBody(endless(new Uint8Array(64 * 1024)), { maxBytes: 1_000_000, maxMs: 5_000 })).toBe(
			false,
		)
	})

	test('past the time bound it is given up on', async () => {
		const started = Date.now()
		expect(await discardBody(endless(null), { maxBytes: 1_000_000, maxMs: 200 })).toBe(false)
		expect(Date.now() - started).toBeLessThan(2_000)
	})
})
