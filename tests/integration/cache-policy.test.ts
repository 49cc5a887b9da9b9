import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { userContext } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { loader as openApiLoader } from '~/routes/api/openapi'
import { loader as tagLoader } from '~/routes/api/tag'
import { loader as userLoader } from '~/routes/api/user'
import { insertProvider, routeArgs } from '../factories'
import { createTestDb } from '../setup/db'
import { createHonoApp, type PageHandler } from '../../server/create-app'

// What browsers and shared caches may keep (server/cache-policy.ts, docs/decisions/0005): through the
// Hono app of server/ over a stand-in for React Router's handler, which signs the request in as the
// root middleware does when the session cookie names a provider.

const SIGNED_IN = 'openroom_session=valid'
const html = { 'Content-Type': 'text/html; charset=utf-8' }

const handler: PageHandler = async (request, context) => {
	if (request.headers.get('cookie') === SIGNED_IN)
		context.set(userContext, { id: 'p1', short_id: 1, url_tag: 'avery', sessionId: 's1' })
	const { pathname } = new URL(request.url)
	if (pathname === '/account' || pathname.startsWith('/therapists'))
		return new Response('<!doctype html><p>avery@example.com</p>', { headers: html })
	if (pathname === '/account.data')
		return new Response('[{"email":"avery@example.com"}]', { headers: { 'Content-Type': 'text/x-script' } })
	if (pathname === '/confirm')
		return new Response('<!doctype html>', { headers: { ...html, 'Cache-Control': 'no-store' } })
	if (pathname === '/api/own') return Response.json({ email: 'avery@example.com' })
	if (pathname === '/api/tag')
		return Response.json({ docs: [] }, { headers: { 'Cache-Control': 'public, max-age=300' } })
	if (pathname === '/auth/login')
		return Response.json({ ok: true }, { headers: { 'Set-Cookie': `${SIGNED_IN}; HttpOnly` } })
	if (pathname === '/go') return new Response(null, { status: 302, headers: { Location: '/account' } })
	return new Response('<!doctype html><p>Not found</p>', { status: 404, headers: html })
}

let root: string
let app: Hono
beforeAll(() => {
	root = mkdtempSync(path.join(os.tmpdir(), 'openroom-cache-'))
	app = createHonoApp({ handler, staticRoot: root, boot: async () => {}, searchStamp: async () => 's' })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const get = (p: string, signedIn: boolean) =>
	app.request(`http://localhost:3000${p}`, { headers: signedIn ? { Cookie: SIGNED_IN } : {} })
const policy = (res: Response) => [res.headers.get('cache-control'), res.headers.get('vary')]

describe('rendered for a session: private, no-store', () => {
	test.each([
		['the account page', '/account'],
		['its data request', '/account.data'],
		['a listing page (never from the page cache)', '/therapists/texas'],
		['a not-found page', '/nothing'],
		['a JSON answer without a policy of its own', '/api/own'],
		['a page that said no-store', '/confirm'],
	])('%s', async (_kind, p) => {
		const res = await get(p, true)
		expect(res.headers.get('cache-control')).toBe('private, no-store')
		expect(res.headers.get('x-page-cache')).toBeNull()
	})

	test('pages say they vary by cookie', async () => {
		expect((await get('/account', true)).headers.get('vary')).toMatch(/\bCookie\b/)
		expect((await get('/account.data', true)).headers.get('vary')).toMatch(/\bCookie\b/)
		// The offer of the Spanish twin depends on Accept-Language (docs/product.md#languages).
		expect((await get('/account', true)).headers.get('vary')).toMatch(/\bAccept-Language\b/)
	})

	test('an answer that sets the session cookie, even to a visitor not yet signed in', async () => {
		const res = await app.request('http://localhost:3000/auth/login', {
			method: 'POST',
			headers: { Origin: 'http://localhost:3000' },
		})
		expect(res.headers.get('cache-control')).toBe('private, no-store')
	})

	test('a JSON answer that chose a public policy keeps it', async () => {
		expect((await get('/api/tag', true)).headers.get('cache-control')).toBe('public, max-age=300')
	})
})

describe('anonymous', () => {
	test.each([
		['a page', '/account'],
		['a listing page', '/therapists/texas'],
		['a data request', '/account.data'],
		['a not-found page', '/nothing'],
	])('%s may be kept, never reused without asking again', async (_kind, p) => {
		const res = await get(p, false)
		expect(policy(res)).toEqual(['public, max-age=0, must-revalidate', expect.stringMatching(/\bCookie\b/)])
	})

	test('a listing served from the page cache says the same', async () => {
		await get('/therapists/ohio', false)
		const hit = await get('/therapists/ohio', false)
		expect(hit.headers.get('x-page-cache')).toBe('hit')
		expect(hit.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
	})

	test('a page with its own policy, JSON and a redirect keep theirs', async () => {
		expect((await get('/confirm', false)).headers.get('cache-control')).toBe('no-store')
		expect((await get('/api/own', false)).headers.get('cache-control')).toBeNull()
		const redirect = await get('/go', false)
		expect(redirect.status).toBe(302)
		expect(redirect.headers.get('cache-control')).toBeNull()
	})
})

describe('the public API', () => {
	test('/api/tag and /api/openapi.json are the same for everyone: no Vary: Cookie', async () => {
		// Neither reads the database.
		const db = {} as Db
		for (const [loader, url] of [
			[tagLoader, '/api/tag'],
			[openApiLoader, '/api/openapi.json'],
		] as const) {
			const res = await loader(routeArgs(db, url, {}))
			expect(res.status).toBe(200)
			expect(res.headers.get('vary')).toBe('Accept-Encoding')
		}
	})

	test('a 304 from /api/user keeps the Vary of its 200', async () => {
		const { db } = await createTestDb()
		const provider = await insertProvider(db)
		const url = `/api/user?id=${provider.id}`
		const first = await userLoader(routeArgs(db, url, {}))
		expect(first.status).toBe(200)
		const again = await userLoader(
			routeArgs(db, url, {}, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } }),
		)
		expect(again.status).toBe(304)
		expect(again.headers.get('vary')).toBe(first.headers.get('vary'))
		expect(again.headers.get('vary')).toMatch(/Accept-Encoding/)
		expect(again.headers.get('vary')).toMatch(/Cookie/)
	}, 120_000)
})
