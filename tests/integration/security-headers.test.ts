import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { cspNonceContext } from '~/lib/request-context'
import { createHonoApp, type PageHandler } from '../../server/create-app'
import { contentSecurityPolicy, securityHeaders } from '../../server/security'

// The headers every answer carries (server/security.ts, hono's secureHeaders), through the Hono app
// of server/ over a stand-in for React Router's handler, as tests/integration/compression.test.ts does.

const handler: PageHandler = async (request, context) => {
	const { pathname } = new URL(request.url)
	if (pathname === '/page') {
		const nonce = context.get(cspNonceContext)
		return new Response(`<!doctype html><script nonce="${nonce}"></script>`, {
			headers: { 'Content-Type': 'text/html; charset=utf-8' },
		})
	}
	if (pathname === '/api/thing') return Response.json({ ok: true })
	// What the badge and the e-mail link pages set themselves (app/routes/badge.ts, app/lib/signed-link-page.server.ts).
	if (pathname === '/badge/1')
		return new Response('<svg/>', {
			headers: {
				'Content-Type': 'image/svg+xml',
				'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
				'Cross-Origin-Resource-Policy': 'cross-origin',
			},
		})
	if (pathname === '/availability')
		return new Response('ok', { headers: { 'Referrer-Policy': 'no-referrer' } })
	if (pathname === '/media/photo-512.webp')
		return new Response('webp', { headers: { 'Content-Type': 'image/webp' } })
	if (request.method === 'POST') return Response.json({ posted: true })
	return new Response('not found', { status: 404 })
}

let root: string
let app: Hono
beforeAll(() => {
	root = mkdtempSync(path.join(os.tmpdir(), 'openroom-headers-'))
	writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
	app = createHonoApp({ handler, staticRoot: root, boot: async () => {}, searchStamp: async () => 's' })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const get = (p: string, init?: RequestInit) => app.request(`http://localhost:3000${p}`, init)

/** The headers every answer has, whatever made it. */
const COMMON = {
	'x-content-type-options': 'nosniff',
	'referrer-policy': 'strict-origin-when-cross-origin',
	'x-frame-options': 'DENY',
	'permissions-policy': 'camera=(self), microphone=(self), geolocation=(self), interest-cohort=()',
	'cross-origin-opener-policy': 'same-origin',
	'cross-origin-resource-policy': 'same-origin',
	'origin-agent-cluster': '?1',
}

describe('every kind of answer carries the security headers', () => {
	test.each([
		['a page', '/page'],
		['JSON', '/api/thing'],
		['a static file', '/favicon.svg'],
		['a not-found page', '/nothing'],
		['a probe', '/healthz'],
	])('%s', async (_kind, p) => {
		const res = await get(p)
		for (const [name, value] of Object.entries(COMMON)) expect(res.headers.get(name), name).toBe(value)
		// Served over http in these tests: no Strict-Transport-Security, and nothing hono adds by default
		// beyond what we chose.
		for (const absent of [
			'strict-transport-security',
			'x-xss-protection',
			'x-dns-prefetch-control',
			'x-download-options',
			'x-permitted-cross-domain-policies',
		])
			expect(res.headers.has(absent), absent).toBe(false)
	})

	test('a page gets its own CSP with the nonce it rendered; anything else the policy without one', async () => {
		const page = await get('/page')
		const nonce = /nonce="([^"]+)"/.exec(await page.text())?.[1] as string
		expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy(nonce))
		expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`)
		const json = await get('/api/thing')
		expect(json.headers.get('content-security-policy')).toBe(contentSecurityPolicy(null))
		expect(contentSecurityPolicy(null)).toBe(
			"default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
		)
	})

	test("a handler's own header stays: the badge embeds anywhere, a token page sends no Referer", async () => {
		const badge = await get('/badge/1')
		expect(badge.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
		expect(badge.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
		expect((await get('/availability')).headers.get('referrer-policy')).toBe('no-referrer')
	})

	test('photos and recordings may be embedded by other sites (the public API lists their URLs)', async () => {
		const photo = await get('/media/photo-512.webp')
		expect(photo.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
		expect(photo.headers.get('x-content-type-options')).toBe('nosniff')
	})

	test('a refusal carries them too', async () => {
		const refused = await get('/api/thing', { method: 'POST' })
		expect(refused.status).toBe(403)
		for (const [name, value] of Object.entries(COMMON)) expect(refused.headers.get(name), name).toBe(value)
	})
})

test('Strict-Transport-Security only when the site is served over https', async () => {
	const over = (https: boolean) => {
		const one = new Hono()
		one.use(securityHeaders({ https }))
		one.get('/', (c) => c.text('ok'))
		return one.request('/')
	}
	expect((await over(true)).headers.get('strict-transport-security')).toBe(
		'max-age=15552000; includeSubDomains',
	)
	expect((await over(false)).headers.has('strict-transport-security')).toBe(false)
})

describe('state-changing requests need our Origin (or Referer) through the whole app', () => {
	const post = (headers: Record<string, string>) =>
		get('/anything', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json', ...headers },
			body: '{}',
		})

	test('refused without Origin and Referer, or from another site', async () => {
		const refused: Record<string, string>[] = [
			{},
			{ Origin: 'https://evil.example' },
			{ Referer: 'https://evil.example/' },
		]
		for (const headers of refused) {
			const res = await post(headers)
			expect(res.status).toBe(403)
			expect((await res.json()).error.code).toBe('forbidden')
		}
	})

	test('accepted from our Origin, or a Referer from our pages', async () => {
		expect((await post({ Origin: 'http://localhost:3000' })).status).toBe(200)
		expect((await post({ Referer: 'http://localhost:3000/therapist/1' })).status).toBe(200)
	})
})
