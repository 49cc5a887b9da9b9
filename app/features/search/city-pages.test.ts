import { beforeAll, describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import { loader as listing } from '~/routes/therapists'
import { listingSitemapPaths } from './sitemap.server'
import { insertProvider, routeArgs, statusOf, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'

// City pages (docs/search.md#city-pages).

beforeAll(() => {
	zipGeography()
}, 120_000)

const listingArgs = (db: Db, url: string) => {
	const [, , first, second, third] = new URL(url, 'http://x').pathname.split('/')
	return routeArgs(db, url, { first, second, third })
}

/** Five Portland offices (one far out, in a Portland ZIP beyond 10 miles), four in Eugene. */
async function oregon(db: Db) {
	const office = (zip: string, city: string) => ({ zip, city, state: 'OR', licensed_states: ['OR'] })
	for (const zip of ['97201', '97205', '97209', '97214']) await insertProvider(db, office(zip, 'Portland'))
	await insertProvider(db, office('97205', 'Portland'))
	for (const zip of ['97401', '97402', '97403', '97404']) await insertProvider(db, office(zip, 'Eugene'))
}

describe('city pages', () => {
	test('a city with 5+ live offices has a page: its title, the near search around its centroid within 10 miles', async () => {
		const { db } = await createTestDb()
		await oregon(db)
		const page = await listing(listingArgs(db, '/therapists/oregon/portland'))
		expect(page.title).toBe('Therapists in Portland, OR')
		expect(page.city).toEqual({ name: 'Portland', slug: 'portland' })
		expect(page.canonical).toBe('/therapists/oregon/portland')
		expect(page.noindex).toBe(false)
		// Every card within 10 miles of the city's centroid: the five Portland offices.
		expect(page.page.count).toBe(5)
		for (const card of page.page.docs) {
			const miles = Number(/ (\d+\.\d) mi away/.exec(card.facts.place)?.[1])
			expect(miles).toBeLessThanOrEqual(10)
		}
		expect(page.nearOnline?.label).toBe('Online therapists licensed in Oregon')
		const anxiety = await listing(listingArgs(db, '/therapists/oregon/portland/anxiety'))
		expect(anxiety.title).toBe('Anxiety Therapists in Portland, OR')
		const online = await listing(listingArgs(db, '/therapists/oregon/portland/online-therapy'))
		expect(online.title).toBe('Online Therapists in Portland, OR')
	})

	test('a city below 5 is no page; the state page links its cities; the sitemap lists them', async () => {
		const { db } = await createTestDb()
		await oregon(db)
		expect(await statusOf(() => listing(listingArgs(db, '/therapists/oregon/eugene')))).toBe(404)
		expect(await statusOf(() => listing(listingArgs(db, '/therapists/oregon/narnia')))).toBe(404)
		expect(await statusOf(() => listing(listingArgs(db, '/therapists/oregon/portland/narnia')))).toBe(404)
		const state = await listing(listingArgs(db, '/therapists/oregon'))
		expect(state.cities).toEqual([{ name: 'Portland', href: '/therapists/oregon/portland' }])
		const paths = await listingSitemapPaths(db)
		expect(paths).toContain('/therapists/oregon/portland')
		expect(paths).not.toContain('/therapists/oregon/eugene')
	})

	test('a tag slug wins over a city slug; a ZIP typed on a city page goes to its state near the ZIP', async () => {
		const { db } = await createTestDb()
		await oregon(db)
		const anxiety = await listing(listingArgs(db, '/therapists/oregon/anxiety'))
		expect(anxiety.title).toBe('Anxiety Therapists in Oregon')
		expect(anxiety.city).toBeNull()
		const moved = await thrownRedirect(() =>
			listing(listingArgs(db, '/therapists/oregon/portland?near=97401')),
		)
		expect(moved.location).toBe('/therapists/oregon?near=97401')
	})
})
