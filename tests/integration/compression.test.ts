import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cspNonceContext } from '~/lib/request-context'
import { negotiate } from '../../server/compress'
import { createHonoApp, type PageHandler } from '../../server/create-app'

// The Hono app of server/ served over HTTP in process (as server/app.ts serves it), over a stand-in
// for React Router's handler and a build/client made here and precompressed by scripts/precompress.js
// (docs/decisions/0009-response-compression.md). Raw HTTP, since fetch would decode the bodies.

const text = (label: string, bytes: number) =>
	Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => `${label} line ${i} of some repeated text;\n`).join(
		'',
	)
const ENTRY_JS = text('console.log("entry")', 20_000)
const APP_CSS = text('.card { color: red }', 10_000)
const PHOTO = randomBytes(4096)
const VIDEO = randomBytes(4096)

/** A page streamed like React Router's: the shell at once, the rest after a pause. */
const page = (nonce: string, rest: string) =>
	`<!doctype html><html><head><script nonce="${nonce}">window.a=1</script></head><body>${text('<p>shell</p>', 2000)}${rest}</body></html>`

/** Set when the endless page's stream is cancelled (its reader went away). */
let endlessCancelled = false

const handler: PageHandler = async (request, context) => {
	const nonce = context.get(cspNonceContext)
	const { pathname } = new URL(request.url)
	const html = { 'Content-Type': 'text/html; charset=utf-8' }
	if (pathname === '/') {
		const [shell, rest] = page(nonce, '@@').split('@@')
		const encoder = new TextEncoder()
		const body = new ReadableStream<Uint8Array>({
			async start(controller) {
				controller.enqueue(encoder.encode(shell))
				await new Promise((r) => setTimeout(r, 400))
				controller.enqueue(encoder.encode(`${text('<li>late</li>', 3000)}${rest}`))
				controller.close()
			},
		})
		return new Response(body, { headers: html })
	}
	if (pathname === '/endless') {
		let timer: ReturnType<typeof setInterval> | undefined
		const body = new ReadableStream<Uint8Array>({
			start(controller) {
				timer = setInterval(() => controller.enqueue(new TextEncoder().encode(text('<p>more</p>', 2000))), 10)
			},
			cancel() {
				clearInterval(timer)
				endlessCancelled = true
			},
		})
		return new Response(body, { headers: html })
	}
	if (pathname === '/therapists/texas')
		return new Response(page(nonce, text('<li>card</li>', 5000)), { headers: html })
	if (pathname === '/api/small') return Response.json({ ok: true })
	if (pathname === '/api/big') return Response.json({ items: text('item', 4000).split('\n') })
	if (pathname === '/photo') return new Response(PHOTO, { headers: { 'Content-Type': 'image/webp' } })
	if (pathname === '/media/answer.webm') {
		return new Response(VIDEO, {
			status: 206,
			headers: {
				'Content-Type': 'video/webm',
				'Content-Range': `bytes 0-4095/100000`,
				'Content-Length': '4096',
			},
		})
	}
	return new Response('not found', { status: 404 })
}

let root: string
let server: ServerType
let port: number
beforeAll(async () => {
	root = mkdtempSync(path.join(os.tmpdir(), 'openroom-compress-'))
	mkdirSync(path.join(root, 'assets'))
	writeFileSync(path.join(root, 'assets/entry.client-abc123.js'), ENTRY_JS)
	writeFileSync(path.join(root, 'assets/app-abc123.css'), APP_CSS)
	writeFileSync(path.join(root, 'og-image.png'), PHOTO)
	writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
	execFileSync(process.execPath, ['scripts/precompress.js', root])
	const app = createHonoApp({
		handler,
		staticRoot: root,
		boot: async () => {},
		searchStamp: async () => 'stamp-1',
	})
	await new Promise<void>((resolve) => {
		server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
			port = info.port
			resolve()
		})
	})
})
afterAll(async () => {
	await new Promise((r) => server.close(r))
	rmSync(root, { recursive: true, force: true })
})

type Answer = { status: number; headers: Headers; body: Buffer; message: IncomingMessage }

/** The response as it arrives, its body not yet read (for the streaming test). */
function open(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<IncomingMessage> {
	return new Promise((resolve, reject) => {
		const req = request({ host: '127.0.0.1', port, path: p, method, headers }, resolve)
		req.on('error', reject)
		req.end()
	})
}

async function get(p: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
	const message = await open(p, headers, method)
	const chunks: Buffer[] = []
	for await (const chunk of message) chunks.push(chunk as Buffer)
	const h = new Headers()
	for (const [k, v] of Object.entries(message.headers)) if (typeof v === 'string') h.set(k, v)
	return { status: message.statusCode ?? 0, headers: h, body: Buffer.concat(chunks), message }
}

function decoded(res: Answer): string {
	const encoding = res.headers.get('content-encoding')
	if (encoding === 'br') return brotliDecompressSync(res.body).toString()
	if (encoding === 'gzip') return gunzipSync(res.body).toString()
	expect(encoding).toBeNull()
	return res.body.toString()
}

test('Accept-Encoding is negotiated with q-values, a wildcard and identity', () => {
	expect(negotiate('gzip, deflate, br, zstd')).toBe('br')
	expect(negotiate('gzip')).toBe('gzip')
	expect(negotiate('br;q=0, gzip;q=0.8')).toBe('gzip')
	expect(negotiate('gzip;q=1.0, br;q=0.5')).toBe('gzip')
	expect(negotiate('BR;Q=0.9, gzip;q=0.9')).toBe('br')
	expect(negotiate('*')).toBe('br')
	expect(negotiate('*;q=0.5, br;q=0')).toBe('gzip')
	expect(negotiate('identity')).toBeNull()
	expect(negotiate('identity, *;q=0')).toBeNull()
	expect(negotiate('')).toBeNull()
	expect(negotiate(undefined)).toBeNull()
	expect(negotiate('gzip, br', ['gzip'])).toBe('gzip')
})

test('Accept-Encoding is parsed as RFC 9110 writes it: whitespace, case, q=0, *, identity', () => {
	// Optional whitespace around `;`, `=`-free parameters and list commas.
	expect(negotiate('br ; q=1')).toBe('br')
	expect(negotiate('gzip ;q=0.5 ,  br ; q=0.4')).toBe('gzip')
	expect(negotiate(' , gzip , ')).toBe('gzip')
	// Names and the q parameter in any case.
	expect(negotiate('GZIP')).toBe('gzip')
	expect(negotiate('gzip;Q=0.5, br;q=0.4')).toBe('gzip')
	// q=0 refuses, in any spelling; a q of nothing usable is not a yes.
	expect(negotiate('br;q=0.000, gzip;q=0')).toBeNull()
	expect(negotiate('br;q=0, *')).toBe('gzip')
	expect(negotiate('br;q=abc')).toBeNull()
	// `*` stands for what is not named, and `*;q=0` refuses all of it.
	expect(negotiate('gzip;q=0.2, *;q=0.8')).toBe('br')
	expect(negotiate('*;q=0')).toBeNull()
	// identity ranks like any other coding: preferred to gzip here, refusable with a wildcard.
	expect(negotiate('gzip;q=0.5, identity')).toBeNull()
	expect(negotiate('gzip, identity;q=0')).toBe('gzip')
	// x-gzip is gzip (RFC 9110 section 8.4.1.3).
	expect(negotiate('x-gzip')).toBe('gzip')
})

test.each([
	['a page', '/therapists/texas'],
	['a precompressed asset', '/assets/app-abc123.css'],
])('%s honours `Accept-Encoding: br ; q=1`', async (_kind, p) => {
	const res = await get(p, { 'Accept-Encoding': 'br ; q=1' })
	expect(res.headers.get('content-encoding')).toBe('br')
	expect(decoded(res).length).toBeGreaterThan(1024)
})

describe.each([
	['a page', '/therapists/texas', 'text/html'],
	['the entry JS', '/assets/entry.client-abc123.js', 'text/javascript'],
	['the CSS', '/assets/app-abc123.css', 'text/css'],
	['a JSON answer', '/api/big', 'application/json'],
])('%s', (_name, p, type) => {
	test.each([
		['br', 'br'],
		['gzip', 'gzip'],
		['gzip, deflate, br', 'br'],
		['br;q=0, gzip', 'gzip'],
		['identity', null],
		[null, null],
	])('Accept-Encoding: %s → %s', async (accept, expected) => {
		const res = await get(p, accept === null ? {} : { 'Accept-Encoding': accept })
		expect(res.status).toBe(200)
		expect(res.headers.get('content-encoding')).toBe(expected)
		expect(res.headers.get('content-type')).toContain(type)
		expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
		const body = decoded(res)
		if (p === '/assets/entry.client-abc123.js') expect(body).toBe(ENTRY_JS)
		if (p === '/assets/app-abc123.css') expect(body).toBe(APP_CSS)
		if (p.startsWith('/assets/')) {
			expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
			if (expected) expect(Number(res.headers.get('content-length'))).toBeLessThan(body.length / 3)
		}
	})
})

test('the precompressed siblings are the highest levels, written by the build script', () => {
	const br = readFileSync(path.join(root, 'assets/entry.client-abc123.js.br'))
	const gz = readFileSync(path.join(root, 'assets/entry.client-abc123.js.gz'))
	expect(brotliDecompressSync(br).toString()).toBe(ENTRY_JS)
	expect(gunzipSync(gz).toString()).toBe(ENTRY_JS)
	// Files under 1 KB and images get none.
	expect(() => readFileSync(path.join(root, 'favicon.svg.br'))).toThrow()
	expect(() => readFileSync(path.join(root, 'og-image.png.br'))).toThrow()
})

test('a Range request for an asset is answered from the plain file, uncompressed', async () => {
	const res = await get('/assets/entry.client-abc123.js', { 'Accept-Encoding': 'br', Range: 'bytes=0-99' })
	expect(res.status).toBe(206)
	expect(res.headers.get('content-encoding')).toBeNull()
	expect(res.body.toString()).toBe(ENTRY_JS.slice(0, 100))
})

test('media ranges (206), images and small bodies are never compressed', async () => {
	const all = { 'Accept-Encoding': 'gzip, deflate, br' }
	const video = await get('/media/answer.webm', { ...all, Range: 'bytes=0-4095' })
	expect(video.status).toBe(206)
	expect(video.headers.get('content-encoding')).toBeNull()
	expect(video.body.equals(VIDEO)).toBe(true)

	for (const p of ['/photo', '/og-image.png']) {
		const image = await get(p, all)
		expect(image.headers.get('content-encoding'), p).toBeNull()
		expect(image.body.equals(PHOTO), p).toBe(true)
	}
	const small = await get('/api/small', all)
	expect(small.headers.get('content-encoding')).toBeNull()
	expect(JSON.parse(small.body.toString())).toEqual({ ok: true })
})

test('HEAD gets the headers of the GET and no body', async () => {
	const res = await get('/assets/app-abc123.css', { 'Accept-Encoding': 'br' }, 'HEAD')
	expect(res.headers.get('content-encoding')).toBe('br')
	expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0)
	expect(res.body.byteLength).toBe(0)
})

test.each(['br', 'gzip'])(
	'a streamed page is flushed as it streams (%s): the shell is not held back',
	async (accept) => {
		const started = performance.now()
		const message = await open('/', { 'Accept-Encoding': accept })
		expect(message.headers['content-encoding']).toBe(accept)
		const chunks: Buffer[] = []
		let firstByteMs = 0
		message.on('data', (chunk: Buffer) => {
			firstByteMs ||= performance.now() - started
			chunks.push(chunk)
		})
		const ended = new Promise((resolve) => message.once('end', resolve))
		// The handler pauses 400 ms after the shell: the shell must have arrived, whole, before that.
		await new Promise((r) => setTimeout(r, 250))
		expect(firstByteMs).toBeGreaterThan(0)
		expect(firstByteMs).toBeLessThan(250)
		const early = Buffer.concat(chunks)
		const partial =
			accept === 'br'
				? brotliDecompressSync(early, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
				: gunzipSync(early, { finishFlush: constants.Z_SYNC_FLUSH })
		expect(partial.toString()).toContain('<p>shell</p>')
		expect(partial.toString()).toMatch(/<p>shell<\/p> line 49 of some repeated text;\n$/)
		expect(partial.toString()).not.toContain('late')
		await ended
		const whole = Buffer.concat(chunks)
		const html = (accept === 'br' ? brotliDecompressSync(whole) : gunzipSync(whole)).toString()
		expect(html).toMatch(/<li>late<\/li>.*<\/html>$/s)
	},
)

test('a client that goes away mid-stream stops the renderer', async () => {
	const message = await open('/endless', { 'Accept-Encoding': 'br' })
	expect(message.headers['content-encoding']).toBe('br')
	await new Promise((resolve) => message.once('data', resolve))
	message.destroy()
	for (let i = 0; i < 50 && !endlessCancelled; i++) await new Promise((r) => setTimeout(r, 20))
	expect(endlessCancelled).toBe(true)
})

test('the listing page cache gives every response its own nonce, in every encoding', async () => {
	const bodies: string[] = []
	for (const accept of ['br', 'gzip', 'identity', 'br']) {
		const res = await get('/therapists/texas?cache=1', { 'Accept-Encoding': accept })
		expect(res.status).toBe(200)
		const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]
		expect(nonce).toBeTruthy()
		const body = decoded(res)
		expect(body).toContain(`<script nonce="${nonce}">`)
		for (const earlier of bodies) expect(earlier).not.toContain(`nonce="${nonce}"`)
		expect(res.headers.get('x-page-cache')).toBe(bodies.length === 0 ? null : 'hit')
		expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
		bodies.push(body)
	}
	const withoutNonce = bodies.map((b) => b.replace(/nonce="[^"]+"/g, 'nonce=""'))
	expect(new Set(withoutNonce).size).toBe(1)
})
