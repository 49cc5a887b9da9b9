import { Validator } from '@seriousme/openapi-schema-validator'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { getApiReference } from '~/features/api-contract/reference.server'
import { getOpenApiDocument } from '~/features/api-contract/openapi.server'
import { PUBLIC_READ_LIMIT, preflightResponse, ReadLimiter } from '~/lib/public-read.server'
import routes from '~/routes'
import { loader as openapiLoader } from '~/routes/api/openapi'
import { loader as tagLoader } from '~/routes/api/tag'
import { action as userAction, loader as userLoader } from '~/routes/api/user'
import { loader as profileLoader } from '~/routes/therapist'
import { originCheck } from '../../server/security'
import { callApi, checkBodyPrivacyAndNames } from '../api-contract'
import { insertProvider, insertResponse, routeArgs, sessionUserFor } from '../factories'
import { createTestDb } from '../setup/db'
import type { Db } from '~/db/client.server'
import type { SessionUser } from '~/auth/context'

type Doc = Record<string, unknown>
const paths = getOpenApiDocument().paths as Record<string, Record<string, unknown>>

/** Every URL path routes.ts declares, with React Router's nesting resolved. */
function declaredPaths(): string[] {
	type Entry = { path?: string; children?: Entry[] }
	const out: string[] = []
	const walk = (entries: Entry[], prefix: string) => {
		for (const e of entries) {
			const full = e.path ? `${prefix}/${e.path}` : prefix
			// React Router's :id is OpenAPI's {id}.
			out.push(full.replace(/:(\w+)/g, '{$1}'))
			if (e.children) walk(e.children, full)
		}
	}
	walk(routes as Entry[], '')
	return out
}

describe('the OpenAPI document', () => {
	test('is valid OpenAPI 3.1', async () => {
		const result = await new Validator().validate(
			getOpenApiDocument() as unknown as Parameters<Validator['validate']>[0],
		)
		expect(result.errors ?? []).toEqual([])
		expect(result.valid).toBe(true)
		expect(getOpenApiDocument().openapi).toBe('3.1.0')
	})

	test('documents every /api, /auth and /uploads route of routes.ts', () => {
		const api = declaredPaths().filter((p) => /^\/(api|auth|uploads)\/[^*]+$/.test(p))
		expect(api.length).toBeGreaterThan(15)
		const missing = api.filter((p) => !(p in paths))
		expect(missing).toEqual([])
	})

	test('the reference page lists every endpoint of the document', () => {
		const listed = getApiReference().groups.flatMap((g) => g.endpoints.map((e) => `${e.method} ${e.path}`))
		const documented = Object.entries(paths).flatMap(([path, item]) =>
			Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
		)
		expect(listed.sort()).toEqual(documented.sort())
	})

	test('is served at /api/openapi.json', async () => {
		const response = await callApi(openapiLoader, routeArgs(null as never, '/api/openapi.json', {}))
		expect(response.status).toBe(200)
		expect((await response.json()).info.title).toBe('Openroom API')
	})

	test('the body check catches camelCase keys and private fields', () => {
		expect(() => checkBodyPrivacyAndNames('/api/user', { docs: [{ displayName: 'A' }] }, null)).toThrow(
			/camelCase/,
		)
		expect(() =>
			checkBodyPrivacyAndNames('/api/user', { docs: [{ id: 'x', email: 'a@b.c' }] }, null),
		).toThrow()
		expect(() =>
			checkBodyPrivacyAndNames('/api/user', { docs: [{ id: 'x', email: 'a@b.c' }] }, 'x'),
		).not.toThrow()
		expect(() => checkBodyPrivacyAndNames('/api/user', { addressOne: '1 Main St' }, null)).not.toThrow()
	})
})

describe('GET /api/user speaks the spec', () => {
	test('search docs carry the fields to build the profile URL, which answers; short_id finds the same doc', async () => {
		const { db } = await createTestDb()
		const provider = await insertProvider(db, {
			licensed_states: ['CA'],
			first_name: 'Ana',
			last_name: 'Lopez',
		})
		await insertResponse(db, { author_id: provider.id, is_complete: true, text: 'Therapy is a partnership.' })
		const search = await callApi(userLoader, routeArgs(db, '/api/user?state=CA', {}))
		const [card] = ((await search.json()) as { docs: Doc[] }).docs
		for (const key of ['short_id', 'url_tag', 'first_name', 'last_name', 'licensed_states'])
			expect(card).toHaveProperty(key)
		expect((card.first_response as Doc).text).toBe('Therapy is a partnership.')

		const url = `/therapist/${card.url_tag}/${card.short_id}`
		const page = await profileLoader(
			routeArgs(db, url, { first: String(card.url_tag), second: String(card.short_id) }),
		)
		expect(page.profile.id).toBe(provider.id)

		const byShort = await getDoc(db, `short_id=${card.short_id}`)
		const byId = await getDoc(db, `id=${card.id}`)
		expect(byShort).toEqual(byId)
		for (const [key, value] of Object.entries(card)) {
			if (key !== 'first_response' && key !== 'summary') expect(byShort[key]).toEqual(value)
		}
		expect(byShort.response_ids).toHaveLength(1)
	})

	/** GET /api/user?… → its first doc. */
	async function getDoc(db: Db, query: string, user: SessionUser | null = null): Promise<Doc> {
		const response = await callApi(userLoader, routeArgs(db, `/api/user?${query}`, {}, { user }))
		return ((await response.json()) as { docs: Doc[] }).docs[0]
	}

	function postDoc(db: Db, user: SessionUser, doc: Doc) {
		const headers = { 'Content-Type': 'application/json' }
		return callApi(
			userAction,
			routeArgs(db, '/api/user', {}, { method: 'POST', user, headers, body: JSON.stringify(doc) }),
		)
	}

	test('round trip: the owner reads their doc, changes the headline, posts it back: only the headline changes', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const user = sessionUserFor(owner)
		const before = await getDoc(db, `id=${owner.id}`, user)
		expect(before.email).toBe(owner.email)
		const posted = await postDoc(db, user, { ...before, headline: 'Marriage and Family Therapist' })
		expect(posted.status).toBe(200)
		expect(await getDoc(db, `id=${owner.id}`, user)).toEqual({
			...before,
			headline: 'Marriage and Family Therapist',
		})
	})

	test('a doc sent back may not change what is set elsewhere', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const user = sessionUserFor(owner)
		const doc = await getDoc(db, `id=${owner.id}`, user)
		const response = await postDoc(db, user, { ...doc, email: 'someone-else@example.com' })
		expect(response.status).toBe(400)
		expect((await response.json()).error.fields.email).toMatch(/request_update/)
	})
})

describe('public reads', () => {
	test('answer any origin without cookies, with a cache lifetime and an ETag; 304 when unchanged', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { licensed_states: ['CA'] })
		const headers = { Origin: 'https://referral-desk.example' }
		const first = await callApi(userLoader, routeArgs(db, '/api/user?state=CA', {}, { headers }))
		expect(first.status).toBe(200)
		expect(first.headers.get('Access-Control-Allow-Origin')).toBe('*')
		expect(first.headers.get('Access-Control-Allow-Credentials')).toBeNull()
		expect(first.headers.get('Set-Cookie')).toBeNull()
		expect(first.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/)
		const etag = first.headers.get('ETag')
		expect(etag).toMatch(/^W\/".+"$/)
		const again = await callApi(
			userLoader,
			routeArgs(db, '/api/user?state=CA', {}, { headers: { ...headers, 'If-None-Match': etag ?? '' } }),
		)
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
		expect(again.headers.get('ETag')).toBe(etag)
	})

	test("the owner's own doc is never cached publicly", async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db)
		const own = await callApi(
			userLoader,
			routeArgs(db, `/api/user?id=${owner.id}`, {}, { user: sessionUserFor(owner) }),
		)
		expect(own.headers.get('Cache-Control')).toBe('private, no-store')
	})

	test('a CORS preflight is answered for GET only', () => {
		const response = preflightResponse()
		expect(response.status).toBe(204)
		expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*')
		expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, HEAD')
	})

	test('a cross-origin POST is still refused', async () => {
		const app = new Hono()
		app.use(originCheck(() => ['http://localhost:3000']))
		app.post('/api/user', (c) => c.json({ ok: true }))
		const response = await app.request('http://localhost:3000/api/user', {
			method: 'POST',
			headers: { Origin: 'https://referral-desk.example', 'Content-Type': 'application/json' },
			body: '{}',
		})
		expect(response.status).toBe(403)
	})

	test('the read rate limit answers 429 with Retry-After in the error shape', async () => {
		const ip = '198.51.100.77'
		const began = Date.now()
		for (let i = 0; i < PUBLIC_READ_LIMIT.burst; i++) {
			const ok = await callApi(tagLoader, routeArgs(null as never, '/api/tag', {}, { ip }))
			expect(ok.status).toBe(200)
		}
		// The bucket refills while the burst is sent (a slow machine takes seconds): those refills pass too.
		let refused = await callApi(tagLoader, routeArgs(null as never, '/api/tag', {}, { ip }))
		for (
			let refills = Math.floor(((Date.now() - began) / 1000) * PUBLIC_READ_LIMIT.perSecond);
			refills > 0;
			refills--
		) {
			if (refused.status === 429) break
			expect(refused.status).toBe(200)
			refused = await callApi(tagLoader, routeArgs(null as never, '/api/tag', {}, { ip }))
		}
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
		expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('*')
		expect((await refused.json()).error.code).toBe('rate_limited')
		// Another address is not affected.
		expect(
			(await callApi(tagLoader, routeArgs(null as never, '/api/tag', {}, { ip: '198.51.100.78' }))).status,
		).toBe(200)
	})

	test('the budget refills over time', () => {
		const limiter = new ReadLimiter({ burst: 2, perSecond: 1 })
		expect(limiter.take('a', 0).ok).toBe(true)
		expect(limiter.take('a', 0).ok).toBe(true)
		expect(limiter.take('a', 0)).toEqual({ ok: false, retryAfterSeconds: 1 })
		expect(limiter.take('a', 1000).ok).toBe(true)
	})
})
