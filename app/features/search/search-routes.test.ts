import { describe, expect, test } from 'vitest'
import { loader as apiUser } from '~/routes/api/user'
import { loader as apiTag } from '~/routes/api/tag'
import { loader as home } from '~/routes/home'
import { loader as listing } from '~/routes/therapists'
import { insertProvider, routeArgs, statusOf, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { callApi } from '../../../tests/api-contract'

type ListingParams = { first?: string; second?: string }
const listingArgs = (db: Parameters<typeof routeArgs>[0], url: string) => {
	const [, , first, second] = new URL(url, 'http://x').pathname.split('/')
	return routeArgs<ListingParams>(db, url, { first, second })
}

describe('listing routes', () => {
	test('titles follow "{Online }{label}Therapists in {State}"', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { licensed_states: ['CA'] })
		const cases: Array<[string, string]> = [
			['/therapists/california', 'Therapists in California'],
			['/therapists/california/anxiety', 'Anxiety Therapists in California'],
			['/therapists/california/online-therapy', 'Online Therapists in California'],
			['/therapists/california/anxiety?online=1', 'Online Anxiety Therapists in California'],
			['/therapists/dc', 'Therapists in DC'],
			['/therapists/anxiety', 'Anxiety Therapists in the United States'],
		]
		for (const [url, title] of cases) {
			const data = await listing(listingArgs(db, url))
			expect(data.title).toBe(title)
		}
		const ca = await listing(listingArgs(db, '/therapists/california'))
		expect(ca.page.count).toBe(1)
		expect(ca.state?.code).toBe('CA')
	})

	test('unknown slugs answer 404, never an empty listing', async () => {
		const { db } = await createTestDb()
		expect(await statusOf(() => listing(listingArgs(db, '/therapists/narnia')))).toBe(404)
		expect(await statusOf(() => listing(listingArgs(db, '/therapists/california/narnia')))).toBe(404)
		expect(await statusOf(() => listing(listingArgs(db, '/therapists/anxiety/grief')))).toBe(404)
	})

	test('non-canonical URLs and the state picker redirect to the canonical listing', async () => {
		const { db } = await createTestDb()
		const r1 = await thrownRedirect(() => listing(listingArgs(db, '/therapists?state=new-york')))
		expect(r1.location).toBe('/therapists/new-york')
		const r2 = await thrownRedirect(() =>
			listing(listingArgs(db, '/therapists/texas?specialty=grief&insurance=&q=')),
		)
		expect(r2.location).toBe('/therapists/texas/grief')
		const r3 = await thrownRedirect(() => listing(listingArgs(db, '/therapists/texas?page=7')))
		expect(r3.location).toBe('/therapists/texas')
	})

	test('/?tag= filters by a known specialty and sends unknown tags to /therapists', async () => {
		const { db } = await createTestDb()
		expect((await thrownRedirect(async () => home(routeArgs(db, '/?tag=anxiety', {})))).location).toBe(
			'/therapists/anxiety',
		)
		expect((await thrownRedirect(async () => home(routeArgs(db, '/?tag=unknown', {})))).location).toBe(
			'/therapists',
		)
	})
})

describe('GET /api/user', () => {
	test('answers { docs, next, page, count } with public fields only', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { licensed_states: ['CA'], flagged_keyword: null })
		const res = await callApi(apiUser, routeArgs(db, '/api/user?state=CA&pageSize=10', {}))
		expect(res.status).toBe(200)
		const body = await res.json()
		expect(Object.keys(body).sort()).toEqual(['count', 'docs', 'next', 'page'])
		expect(body).toMatchObject({ count: 1, page: 1, next: null })
		const text = JSON.stringify(body)
		expect(text).not.toContain(p.email)
		for (const key of ['email', 'flagged_keyword']) expect(text).not.toContain(`"${key}"`)
		// Any spelling of the private hashes (password_hash, password_hash, token_hash…).
		expect(text).not.toMatch(/"(password|token)_?hash"/i)
	})

	test('answers one provider by id or short_id, and 404 for drafts and unknown ids', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const draft = await insertProvider(db, { onboarded: false })
		const byId = await (await callApi(apiUser, routeArgs(db, `/api/user?id=${p.id}`, {}))).json()
		expect(byId.docs).toHaveLength(1)
		expect(byId.docs[0].id).toBe(p.id)
		expect(JSON.stringify(byId)).not.toContain(p.email)
		const byShort = await (
			await callApi(apiUser, routeArgs(db, `/api/user?short_id=${p.short_id}`, {}))
		).json()
		expect(byShort.docs[0].id).toBe(p.id)
		expect((await callApi(apiUser, routeArgs(db, `/api/user?id=${draft.id}`, {}))).status).toBe(404)
		expect((await callApi(apiUser, routeArgs(db, '/api/user?short_id=999999', {}))).status).toBe(404)
		expect((await callApi(apiUser, routeArgs(db, '/api/user?id=abc', {}))).status).toBe(400)
	})

	test.each([
		['an unknown state', 'state=ZZ'],
		['page 0', 'page=0'],
		['pageSize 10,000', 'pageSize=10000'],
		['a 5 KB search string', `search=${'a'.repeat(5000)}`],
		['arrays of junk', 'issues=abc&issues=%00%01&issues[]=x'],
		['an unknown parameter', 'sort=desc'],
	])('refuses %s with a 400 and a clear message', async (_name, qs) => {
		const { db } = await createTestDb()
		const res = await callApi(apiUser, routeArgs(db, `/api/user?${qs}`, {}))
		expect(res.status).toBe(400)
		const body = await res.json()
		expect(body.error.code).toBe('invalid')
		expect(body.error.message.length).toBeGreaterThan(5)
	})

	test('GET /api/tag lists filter tags without introducing or deprecating ones', async () => {
		const res = await callApi(apiTag, routeArgs(null as never, '/api/tag?pageSize=200', {}))
		const body = await res.json()
		expect(body.docs.length).toBe(122)
		expect(body.docs[0]).toEqual({
			id: 1,
			slug: 'online-therapy',
			label: 'Online Therapy',
			category: 'Types',
			position: 0,
		})
		expect((await callApi(apiTag, routeArgs(null as never, '/api/tag?pageSize=5000', {}))).status).toBe(400)
	})
})
