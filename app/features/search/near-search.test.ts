import { beforeAll, describe, expect, test } from 'vitest'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import { loader as apiUser } from '~/routes/api/user'
import { loader as listing } from '~/routes/therapists'
import { loader as home } from '~/routes/home'
import { loader as profile } from '~/routes/therapist'
import type { Db } from '~/db/client.server'
import { bandOf } from '~/platform/search-engine/near'
import { MILES_BANDS } from './near-options'
import { insertProvider, routeArgs, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { callApi } from '../../../tests/api-contract'

const listingArgs = (db: Db, url: string) => {
	const [, , first, second] = new URL(url, 'http://x').pathname.split('/')
	return routeArgs(db, url, { first, second })
}
const api = async (db: Db, qs: string) => {
	const res = await callApi(apiUser, routeArgs(db, `/api/user?${qs}`, {}))
	return { status: res.status, body: await res.json() }
}
// The geography loads once per process (a few seconds on a busy machine): not inside a test's time.
beforeAll(() => {
	zipGeography()
}, 120_000)

const CLASS = { 'Accepting New Clients': 0, 'Waitlist for New Clients': 1, 'Not Accepting New Clients': 2 }

/** Offices around 10001 (Manhattan); miles from its centroid in the comments. */
async function newYorkDirectory(db: Db) {
	const office = (zip: string, city: string, state = 'NY') => ({ zip, city, state })
	return {
		chelsea: await insertProvider(db, { ...office('10011', 'New York'), licensed_states: ['NY'] }), // 0.6
		murrayHill: await insertProvider(db, {
			...office('10016', 'New York'),
			licensed_states: ['NY'],
			availability: 'Waitlist for New Clients',
		}), // 1.1
		jerseyCity: await insertProvider(db, {
			...office('07302', 'Jersey City', 'NJ'),
			licensed_states: ['NJ', 'NY'],
		}), // 3.3
		brooklynNjOnly: await insertProvider(db, { ...office('11201', 'Brooklyn'), licensed_states: ['NJ'] }), // 4.0
		statenIsland: await insertProvider(db, { ...office('10301', 'Staten Island'), licensed_states: ['NY'] }), // 9.9
		yonkers: await insertProvider(db, { ...office('10701', 'Yonkers'), licensed_states: ['NY'] }), // 14.9
		nanuet: await insertProvider(db, { ...office('10954', 'Nanuet'), licensed_states: ['NY'] }), // 24.1
		philadelphia: await insertProvider(db, {
			...office('19103', 'Philadelphia', 'PA'),
			licensed_states: ['NY', 'PA'],
		}), // 83
		onlineOnly: await insertProvider(db, {
			...office('', '', ''),
			state: null,
			online_therapy: 'Teletherapy Only',
			licensed_states: ['NY'],
		}),
		// Not Accepting: the ZIP is hidden, so the office is placed at its city's centroid (1.4, not 3.3).
		upperEast: await insertProvider(db, {
			...office('10128', 'New York'),
			licensed_states: ['NY'],
			availability: 'Not Accepting New Clients',
		}),
	}
}

describe('near a ZIP: GET /api/user', () => {
	test('near=10001&miles=10: every doc within 10 miles, count as the listing, bands never go backwards', async () => {
		const { db } = await createTestDb()
		const p = await newYorkDirectory(db)
		const { status, body } = await api(db, 'near=10001&miles=10&pageSize=50')
		expect(status).toBe(200)
		const ids = body.docs.map((d: { id: string }) => d.id)
		expect(new Set(ids)).toEqual(
			new Set([p.chelsea.id, p.murrayHill.id, p.jerseyCity.id, p.statenIsland.id, p.upperEast.id]),
		)
		expect(body.count).toBe(5)
		for (const doc of body.docs) {
			expect(doc.distance_miles).toBeLessThanOrEqual(10)
			expect(doc.distance_miles).toBe(Math.round(doc.distance_miles * 10) / 10)
		}
		const byId = new Map(
			body.docs.map((d: { id: string; distance_miles: number }) => [d.id, d.distance_miles]),
		)
		expect(byId.get(p.chelsea.id)).toBeCloseTo(0.6, 1)
		expect(byId.get(p.jerseyCity.id)).toBeCloseTo(3.3, 1)
		expect(byId.get(p.upperEast.id)).toBeCloseTo(1.4, 1)
		// Availability class first, then the distance band, never backwards within a class.
		const order = body.docs.map((d: { availability: keyof typeof CLASS; distance_miles: number }) => [
			CLASS[d.availability],
			bandOf(d.distance_miles, MILES_BANDS),
		])
		expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]))
		expect(order.map((o: number[]) => o[0])).toEqual([0, 0, 0, 1, 2])
		expect(body.docs[2].id).toBe(p.statenIsland.id)

		const page = await listing(listingArgs(db, '/therapists/new-york?near=10001&miles=10'))
		expect(page.page.count).toBe(body.count)
		expect(page.page.docs.map((c) => c.short_id)).toEqual(
			body.docs.map((d: { short_id: number }) => d.short_id),
		)
	})

	test('25 miles by default; offices out of range, online-only providers and other states are left out', async () => {
		const { db } = await createTestDb()
		const p = await newYorkDirectory(db)
		const { body } = await api(db, 'near=10001&pageSize=50')
		const ids = new Set(body.docs.map((d: { id: string }) => d.id))
		expect(ids.has(p.yonkers.id) && ids.has(p.nanuet.id)).toBe(true)
		for (const out of [p.philadelphia, p.onlineOnly, p.brooklynNjOnly]) expect(ids.has(out.id)).toBe(false)
		expect(body.count).toBe(7)
		// Far in the 10–25 band but accepting: before the waitlisted provider a mile away.
		const accepting = body.docs.slice(0, 5).map((d: { id: string }) => d.id)
		expect(accepting.slice(3).sort()).toEqual([p.yonkers.id, p.nanuet.id].sort())
		const wide = await api(db, 'near=10001&miles=100&pageSize=50')
		expect(wide.body.docs.map((d: { id: string }) => d.id)).toContain(p.philadelphia.id)
		// Without near, no distances.
		const plain = await api(db, 'state=NY&pageSize=50')
		expect(plain.body.docs.every((d: object) => !('distance_miles' in d))).toBe(true)
	})

	test("the ZIP's state wins over a different state (near=97201&state=CA searches Oregon)", async () => {
		const { db } = await createTestDb()
		const portland = await insertProvider(db, {
			zip: '97205',
			city: 'Portland',
			state: 'OR',
			licensed_states: ['OR'],
		})
		await insertProvider(db, { zip: '90004', city: 'Los Angeles', state: 'CA', licensed_states: ['CA'] })
		const both = await api(db, 'near=97201&state=CA')
		expect(both.status).toBe(200)
		expect(both.body.docs.map((d: { id: string }) => d.id)).toEqual([portland.id])
		expect(both.body).toEqual((await api(db, 'near=97201')).body)
		// On pages, the listing of the ZIP's state.
		const moved = await thrownRedirect(() => listing(listingArgs(db, '/therapists/california?near=97201')))
		expect(moved.location).toBe('/therapists/oregon?near=97201')
		const national = await thrownRedirect(() =>
			listing(listingArgs(db, '/therapists/anxiety?near=97201&miles=5')),
		)
		expect(national.location).toBe('/therapists/oregon/anxiety?near=97201&miles=5')
	})

	test.each([
		['near', 'near=ABCDE'],
		['near', 'near=1000'],
		['near', 'near=99999'],
		['near', 'near=00000'],
		['miles', 'near=10001&miles=0'],
		['miles', 'near=10001&miles=101'],
		['miles', 'near=10001&miles=abc'],
		['miles', 'near=10001&miles=2.5'],
	])('refuses %s in %s with a 400 naming the field', async (field, qs) => {
		const { db } = await createTestDb()
		const { status, body } = await api(db, qs)
		expect(status).toBe(400)
		expect(body.error.code).toBe('invalid')
		expect(Object.keys(body.error.fields)).toEqual([field])
		expect(body.error.message.startsWith(`${field}:`)).toBe(true)
	})

	test('facet counts and filters apply to the near set', async () => {
		const { db } = await createTestDb()
		await newYorkDirectory(db)
		const page = await listing(listingArgs(db, '/therapists/new-york?near=10001&miles=10'))
		const accepting = await listing(listingArgs(db, '/therapists/new-york?accepting=1&near=10001&miles=10'))
		expect(accepting.page.count).toBe(3)
		const { unpackFacetCounts } = await import('./facet-counts')
		expect(unpackFacetCounts(page.page.facets, 'NY').accepting).toBe(3)
		const api3 = await api(db, 'near=10001&miles=10&availability=accepting')
		expect(api3.body.count).toBe(3)
		// Beside the results: the state's online therapists, with their count.
		expect(page.nearOnline).toEqual({
			href: '/therapists/new-york/online-therapy',
			count: 9,
			label: 'Online therapists licensed in New York',
		})
		const places = page.page.docs.map((c) => c.facts.place)
		expect(places).toContain('New York, NY · 0.6 mi away · Online')
		expect(places).toContain('Jersey City, NJ · 3.3 mi away · Online')
	})
})

describe('near a ZIP: listing pages', () => {
	test("the landing page's ZIP box leads to the near listing of the ZIP's state, or says what is wrong", async () => {
		const { db } = await createTestDb()
		const to = await thrownRedirect(async () => home(routeArgs(db, '/?near=97201&miles=10', {})))
		expect(to.location).toBe('/therapists/oregon?near=97201&miles=10')
		const plain = await thrownRedirect(async () => home(routeArgs(db, '/?near=+10001+&miles=25', {})))
		expect(plain.location).toBe('/therapists/new-york?near=10001')
		for (const typed of ['ABCDE', '99999', '']) {
			const answer = home(routeArgs(db, `/?near=${typed}`, {}))
			expect(answer).toEqual({ zip: { value: typed, error: 'Please enter a 5-digit US ZIP code.' } })
		}
	})

	test("a ZIP that is not one: the message beside the box, and the state's listing stays", async () => {
		const { db } = await createTestDb()
		await newYorkDirectory(db)
		for (const typed of ['ABCDE', '99999', '1234']) {
			const page = await listing(listingArgs(db, `/therapists/new-york?near=${typed}`))
			expect(page.zip).toEqual({ value: typed, error: 'Please enter a 5-digit US ZIP code.' })
			expect(page.query.near).toBeNull()
			expect(page.page.count).toBe(9)
			expect(page.noindex).toBe(true)
		}
		const ok = await listing(listingArgs(db, '/therapists/new-york?near=10001'))
		expect(ok.zip).toEqual({ value: '10001', error: null })
		expect(ok.page.count).toBe(7)
		// Search engines are pointed at the state's listing, never at the searched ZIP's address.
		expect(ok.canonical).toBe('/therapists/new-york')
		expect(ok.noindex).toBe(false)
		const filtered = await listing(listingArgs(db, '/therapists/new-york?gender=female&near=10001'))
		expect(filtered.canonical).toBe('/therapists/new-york?gender=female')
		expect(filtered.noindex).toBe(true)
		// An unusable miles value falls back to 25 on pages.
		const r = await thrownRedirect(() =>
			listing(listingArgs(db, '/therapists/new-york?near=10001&miles=500')),
		)
		expect(r.location).toBe('/therapists/new-york?near=10001')
	})
})

describe('near a ZIP: cards lead to profiles that say how far', () => {
	test("a near listing's cards link to the profile with near, which shows '0.6 mi away'", async () => {
		const { db } = await createTestDb()
		const p = await newYorkDirectory(db)
		const page = await listing(listingArgs(db, '/therapists/new-york?near=10001&miles=5'))
		const card = page.page.docs.find((c) => c.short_id === p.chelsea.short_id)
		expect(card?.near).toBe('10001')
		const args = (qs: string) =>
			routeArgs(db, `/therapist/${p.chelsea.url_tag}/${p.chelsea.short_id}${qs}`, {
				first: p.chelsea.url_tag,
				second: String(p.chelsea.short_id),
			})
		expect((await profile(args('?near=10001'))).milesAway).toBe('0.6 mi away')
		expect((await profile(args(''))).milesAway).toBeNull()
		expect((await profile(args('?near=ABCDE'))).milesAway).toBeNull()
		const plain = await listing(listingArgs(db, '/therapists/new-york'))
		expect(plain.page.docs.every((c) => c.near === undefined)).toBe(true)
	})
})

describe('near a ZIP: the searched place stays the visitor’s', () => {
	test('no table holds the searched ZIP after searches on the API and pages', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { zip: '97205', city: 'Portland', state: 'OR', licensed_states: ['OR'] })
		expect((await api(db, 'near=97201&miles=5')).body.count).toBe(1)
		await listing(listingArgs(db, '/therapists/oregon?near=97201'))
		await listing(listingArgs(db, '/therapists/oregon?near=9720'))
		const { sql } = await import('drizzle-orm')
		const tables = (await db.execute(
			sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
		)) as unknown as { rows: Array<{ table_name: string }> }
		expect(tables.rows.length).toBeGreaterThan(5)
		for (const { table_name } of tables.rows) {
			const found = (await db.execute(
				sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like '%97201%'`,
			)) as unknown as { rows: Array<{ n: number }> }
			expect(found.rows[0].n, table_name).toBe(0)
		}
	})
})
