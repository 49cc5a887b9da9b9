import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { findVisibleUserDoc } from '~/features/api-contract/user-docs.server'
import { toUserCardDoc } from '~/features/api-contract/user-doc'
import { confirmAvailability } from '~/features/availability/confirm-availability.server'
import { AVAILABILITY_UNKNOWN, STALE_NOTICE } from '~/features/availability/freshness'
import { loadProfilePage } from '~/features/profile-page/profile-page.server'
import { ProfileCard } from '~/features/therapists/components/profile-card'
import { profileJsonLd, profileMeta } from '~/features/therapists/profile-meta'
import { loader as apiUser } from '~/routes/api/user'
import { callApi } from '../../../tests/api-contract'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { ACCEPTING_KEY } from './facets'
import { EMPTY_QUERY, type SearchQuery } from './search-query'
import { getSearchIndex } from './search-index.server'
import { searchTherapists } from './search-therapists.server'
import { profileSitemapEntries, SITEMAP_PATHS, sitemapIndex } from './sitemap.server'

// docs/product.md#availability-freshness, with a clock the test controls.

const NOW = new Date('2026-06-15T12:00:00Z')
const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * 86_400_000)
const q = (overrides: Partial<SearchQuery> = {}): SearchQuery => ({ ...EMPTY_QUERY, ...overrides })
const lastNames = (docs: Array<{ last_name: string }>) => docs.map((d) => d.last_name)

/** Builds the index as of `now`, words included (so nothing runs on after the test's database closes). */
const indexAt = (db: Db, now = NOW) => getSearchIndex(db).rebuild(now, { awaitWords: true })

/** Providers equal in everything the ranking looks at, apart from availability and its date. */
function insertEqual(db: Db, last_name: string, availability: string, confirmedDaysAgo: number, now = NOW) {
	return insertProvider(db, {
		last_name,
		availability: availability as 'Accepting New Clients',
		availability_confirmed_at: daysAgo(confirmedDaysAgo, now),
	})
}

describe('ranking by freshness', () => {
	test('unconfirmed for over 60 days ranks after every confirmed profile of its class, and keeps its class', async () => {
		const { db } = await createTestDb()
		// Six of each, so that the daily rotation cannot put them in this order by chance.
		for (let i = 0; i < 6; i++) {
			await insertEqual(db, `Stale${i}`, 'Accepting New Clients', 61)
			await insertEqual(db, `Fresh${i}`, 'Accepting New Clients', 3)
		}
		await insertEqual(db, 'WaitlistFresh', 'Waitlist for New Clients', 0)
		await indexAt(db)
		const page = await searchTherapists(db, q({ state: 'TX', pageSize: 20 }), { now: NOW })
		const order = lastNames(page.docs)
		expect(order.slice(0, 6).every((n) => n.startsWith('Fresh'))).toBe(true)
		expect(order.slice(6, 12).every((n) => n.startsWith('Stale'))).toBe(true)
		expect(order[12]).toBe('WaitlistFresh')

		// Keyword search orders strong matches within each (class, confirmed) group: the same rule.
		const text = await searchTherapists(db, q({ state: 'TX', text: 'austin', pageSize: 20 }), { now: NOW })
		expect(lastNames(text.docs)).toEqual(order)
	})

	test('60 days is not yet stale', async () => {
		const { db } = await createTestDb()
		for (let i = 0; i < 4; i++) {
			await insertEqual(db, `Sixty${i}`, 'Accepting New Clients', 60)
			await insertEqual(db, `Today${i}`, 'Accepting New Clients', 0)
		}
		await indexAt(db)
		const page = await searchTherapists(db, q({ state: 'TX' }), { now: NOW })
		// The rotation alone decides between them: not all of "Today" first (1 in 70 by chance).
		const first4 = lastNames(page.docs).slice(0, 4)
		expect(first4.every((n) => n.startsWith('Today'))).toBe(false)
	})

	test('at the 60-day boundary the line, the notice and the rank agree', async () => {
		const { db } = await createTestDb()
		const HOUR = 1 / 24
		// Days unconfirmed: just under, exactly, a minute over, and 60 days 23 hours.
		const ages = { Under: 60 - HOUR, Exactly: 60, Over: 60 + HOUR / 60, Late: 60 + 23 * HOUR }
		const expected = { Under: false, Exactly: false, Over: true, Late: true }
		const inserted = []
		for (const [name, days] of Object.entries(ages)) {
			// Three of each, so that the daily rotation cannot put them in this order by chance.
			for (let i = 0; i < 3; i++)
				inserted.push(await insertEqual(db, `${name}${i}`, 'Accepting New Clients', days))
		}
		await indexAt(db)
		const page = await searchTherapists(db, q({ state: 'TX', pageSize: 20 }), { now: NOW })
		const order = lastNames(page.docs)
		const stale = (last_name: string) => expected[last_name.slice(0, -1) as keyof typeof expected]
		// Rank: every confirmed profile before every stale one.
		expect(order.map(stale)).toEqual([...Array(6).fill(false), ...Array(6).fill(true)])
		for (const card of page.docs) {
			// The search card's line says 'over 2 months' exactly for the stale ones.
			expect(card.freshness.label.includes('over 2 months'), card.last_name).toBe(stale(card.last_name))
		}
		for (const p of inserted) {
			const profile = await loadProfilePage(db, { first: p.url_tag, second: String(p.short_id) }, null, NOW)
			if (profile.kind !== 'page') throw new Error('expected the page')
			const html = renderToStaticMarkup(
				createElement(ProfileCard, { profile: profile.profile, actions: null }),
			)
			const isStale = stale(p.last_name)
			expect(html.includes(STALE_NOTICE), p.last_name).toBe(isStale)
			expect(html.includes('Availability confirmed over 2 months ago'), p.last_name).toBe(isStale)
			expect(html.includes('Availability confirmed 8 weeks ago'), p.last_name).toBe(!isStale)
		}
	})
})

describe("the 'Accepting new clients' filter", () => {
	test('matches Accepting shown as such (not unknown), with its facet count', async () => {
		const { db } = await createTestDb()
		await insertEqual(db, 'Fresh', 'Accepting New Clients', 1)
		await insertEqual(db, 'Stale', 'Accepting New Clients', 90)
		await insertEqual(db, 'Unknown', 'Accepting New Clients', 181)
		await insertEqual(db, 'Waitlist', 'Waitlist for New Clients', 1)
		await insertEqual(db, 'Closed', 'Not Accepting New Clients', 1)
		await indexAt(db)
		const all = await searchTherapists(db, q({ state: 'TX' }), { now: NOW, withFacets: true })
		expect(all.count).toBe(5)
		expect(all.facets[ACCEPTING_KEY]).toBe(2)
		const accepting = await searchTherapists(db, q({ state: 'TX', accepting: true }), { now: NOW })
		expect(lastNames(accepting.docs)).toEqual(['Fresh', 'Stale'])
		expect(accepting.count).toBe(2)
	})

	test('GET /api/user?availability=accepting, and a bad value is a 400', async () => {
		const { db } = await createTestDb()
		const now = new Date()
		await insertEqual(db, 'Fresh', 'Accepting New Clients', 1, now)
		await insertEqual(db, 'Unknown', 'Accepting New Clients', 200, now)
		await insertEqual(db, 'Waitlist', 'Waitlist for New Clients', 1, now)
		await indexAt(db, now)
		const response = await callApi(apiUser, routeArgs(db, '/api/user?state=TX&availability=accepting', {}))
		const body = (await response.json()) as { count: number; docs: Array<Record<string, unknown>> }
		expect(body.count).toBe(1)
		expect(body.docs[0].last_name).toBe('Fresh')
		expect(body.docs[0].availability_confirmed_at).toEqual(expect.any(String))
		const bad = await callApi(apiUser, routeArgs(db, '/api/user?state=TX&availability=waitlist', {}))
		expect(bad.status).toBe(400)
	})
})

describe('over 180 days unconfirmed', () => {
	test("visitors see 'Availability unknown' on the profile and in the API; the owner sees their value; contact stays", async () => {
		const { db } = await createTestDb()
		const p = await insertEqual(db, 'Unknown', 'Accepting New Clients', 181)
		const params = { first: p.url_tag, second: String(p.short_id) }
		const page = await loadProfilePage(db, params, null, NOW)
		if (page.kind !== 'page') throw new Error('expected the page')
		expect(page.profile.freshness).toMatchObject({ stale: true, unknown: true })
		const html = renderToStaticMarkup(createElement(ProfileCard, { profile: page.profile, actions: null }))
		expect(html).toContain(AVAILABILITY_UNKNOWN)
		expect(html).not.toContain('Accepting New Clients')
		expect(html).toContain('Availability confirmed over 6 months ago')
		expect(html).toContain(STALE_NOTICE)

		const ld = profileJsonLd({ siteName: 'Openroom', publicUrl: 'https://openroom.test' }, page.profile)
		const [profilePage, person] = JSON.parse(JSON.stringify(ld['@graph'])) as Array<Record<string, unknown>>
		expect(profilePage).toMatchObject({ '@type': 'ProfilePage', dateModified: '2025-12-16' })
		expect(person.telephone).toBeDefined()

		const visitor = await findVisibleUserDoc(db, { id: p.id }, null, NOW)
		expect(visitor?.doc.availability).toBe(AVAILABILITY_UNKNOWN)
		expect(visitor?.doc.availability_confirmed_at).toBe(daysAgo(181).toISOString())
		const owner = await findVisibleUserDoc(db, { id: p.id }, p.id, NOW)
		expect(owner?.doc.availability).toBe('Accepting New Clients')

		await indexAt(db)
		const search = await searchTherapists(db, q({ state: 'TX' }), { now: NOW })
		expect(toUserCardDoc(search.docs[0]).availability).toBe(AVAILABILITY_UNKNOWN)

		// One confirmation restores it.
		await confirmAvailability(db, p.id, { now: NOW })
		const after = await findVisibleUserDoc(db, { id: p.id }, null, NOW)
		expect(after?.doc.availability).toBe('Accepting New Clients')
	})

	test('at 180 days the chip still says Accepting; over 60 days visitors read the notice', async () => {
		const { db } = await createTestDb()
		const stale = await insertEqual(db, 'Stale', 'Accepting New Clients', 180)
		const fresh = await insertEqual(db, 'Fresh', 'Accepting New Clients', 60)
		const render = async (p: typeof stale) => {
			const page = await loadProfilePage(db, { first: p.url_tag, second: String(p.short_id) }, null, NOW)
			if (page.kind !== 'page') throw new Error('expected the page')
			return renderToStaticMarkup(createElement(ProfileCard, { profile: page.profile, actions: null }))
		}
		const staleHtml = await render(stale)
		expect(staleHtml).toContain('Accepting New Clients')
		expect(staleHtml).toContain(STALE_NOTICE)
		const freshHtml = await render(fresh)
		expect(freshHtml).toContain('Availability confirmed 8 weeks ago')
		expect(freshHtml).not.toContain(STALE_NOTICE)
	})

	test('the profile leaves the sitemap and its page says noindex, by the same rule', async () => {
		const { db } = await createTestDb()
		const kept = await insertEqual(db, 'Kept', 'Accepting New Clients', 180)
		const gone = await insertEqual(db, 'Gone', 'Waitlist for New Clients', 181)
		const paths = (await profileSitemapEntries(db, 1, NOW)).map((e) => e.path)
		expect(paths).toContain(`/therapist/${kept.url_tag}/${kept.short_id}`)
		expect(paths).not.toContain(`/therapist/${gone.url_tag}/${gone.short_id}`)
		await indexAt(db)
		expect(await sitemapIndex(db, 'https://x.test', NOW)).toContain(
			`<loc>https://x.test${SITEMAP_PATHS.profiles(1)}</loc>`,
		)
		const robots = async (p: typeof kept) => {
			const page = await loadProfilePage(db, { first: p.url_tag, second: String(p.short_id) }, null, NOW)
			if (page.kind !== 'page') throw new Error('expected the page')
			const tags = profileMeta({ siteName: 'Openroom', publicUrl: 'https://x.test' }, page.profile)
			return {
				noindex: tags.some((t) => 'name' in t && t.name === 'robots' && t.content === 'noindex'),
				canonical: tags.find((t) => 'rel' in t && t.rel === 'canonical'),
			}
		}
		expect(await robots(kept)).toMatchObject({ noindex: false })
		// Left out of the sitemap: noindex, still canonical to itself.
		expect(await robots(gone)).toEqual({
			noindex: true,
			canonical: expect.objectContaining({
				href: `https://x.test/therapist/${gone.url_tag}/${gone.short_id}`,
			}),
		})
	})
})
