import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeEach, expect, test } from 'vitest'
import { dbContext } from '~/db/context'
import type { Db } from '~/db/client.server'
import { contactMessages, followUpAnswers, listingStats } from '~/db/schema'
import { loader as listingPage } from '~/routes/account-listing'
import { loader as apiUser } from '~/routes/api/user'
import { loader as profile } from '~/routes/therapist'
import { loader as listing } from '~/routes/therapists'
import { insertProvider, routeArgs, sessionUserFor, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { createHonoApp, type PageHandler } from '../../../server/create-app'
import { countProfileView, flushListingStats, pendingListingStats } from './counters.server'
import { exportAccountData } from '~/features/account-data/export-data.server'

// docs/product.md#your-listing: appearances and views are counted in memory, without anything about
// the visitor, and added to listing_stats in one batch; crawlers and non-live ids are not counted.

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

const statsOf = async (db: Db) =>
	(await db.select().from(listingStats)).map(({ provider_id, appearances, views }) => ({
		provider_id,
		appearances,
		views,
	}))

const openProfile = (db: Db, p: { short_id: number; url_tag: string }, userAgent: string, user = null) =>
	profile(
		routeArgs(
			db,
			`/therapist/${p.url_tag}/${p.short_id}`,
			{ first: p.url_tag, second: String(p.short_id) },
			{ headers: { 'user-agent': userAgent }, user },
		),
	)

const openListing = (db: Db, userAgent: string) =>
	listing(
		routeArgs(
			db,
			'/therapists/california',
			{ first: 'california' },
			{ headers: { 'user-agent': userAgent } },
		),
	)

beforeEach(async () => {
	// Counts left by another test go to a database where their ids name nobody.
	const { db } = await createTestDb()
	await flushListingStats(db)
})

test('profile views and listing appearances are counted once per page, crawlers not, and written in one batch', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { licensed_states: ['CA'] })
	const ben = await insertProvider(db, { licensed_states: ['CA'] })

	await openListing(db, BROWSER)
	await openListing(db, BROWSER)
	await openListing(db, GOOGLEBOT)
	await openProfile(db, ana, BROWSER)
	await openProfile(db, ana, GOOGLEBOT)
	await openProfile(db, ana, '')
	// The owner's own visit is not a view.
	await openProfile(db, ben, BROWSER, sessionUserFor(ben) as never)

	// Nothing is written on a page view.
	expect(await statsOf(db)).toEqual([])
	expect(await flushListingStats(db)).toBe(2)
	expect(pendingListingStats()).toBe(0)
	expect(await flushListingStats(db)).toBe(0)
	const rows = await statsOf(db)
	expect(rows).toHaveLength(2)
	expect(rows).toContainEqual({ provider_id: ana.id, appearances: 2, views: 1 })
	expect(rows).toContainEqual({ provider_id: ben.id, appearances: 2, views: 0 })

	// The next batch adds to the day's row.
	await openProfile(db, ana, BROWSER)
	await apiUser(
		routeArgs(db, '/api/user?state=CA', {}, { headers: { 'user-agent': 'openroom-app/1.0 (Android)' } }),
	)
	expect(await flushListingStats(db)).toBe(2)
	expect(await statsOf(db)).toContainEqual({ provider_id: ana.id, appearances: 3, views: 2 })
})

test('ids that do not name a live provider are dropped', async () => {
	const { db } = await createTestDb()
	const draft = await insertProvider(db, { onboarded: false })
	const flagged = await insertProvider(db, { flagged: true })
	const live = await insertProvider(db)
	countProfileView(draft.id, BROWSER)
	countProfileView(flagged.id, BROWSER)
	countProfileView('00000000-0000-4000-8000-000000000000', BROWSER)
	countProfileView('not-an-id', BROWSER)
	countProfileView(live.id, BROWSER)
	expect(await flushListingStats(db)).toBe(1)
	expect(await statsOf(db)).toEqual([{ provider_id: live.id, appearances: 0, views: 1 }])
})

test("'Your listing' asks for a login, and shows the owner's own weeks: views, messages, phone clicks, answers, state share", async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { licensed_states: ['CA'] })
	const ben = await insertProvider(db, { licensed_states: ['CA'] })

	const anonymous = await thrownRedirect(() => listingPage(routeArgs(db, '/account/listing', {})))
	expect(anonymous.location).toBe('/login?redirectTo=%2Faccount%2Flisting')

	await openListing(db, BROWSER)
	await openProfile(db, ana, BROWSER)
	await flushListingStats(db)
	await db.insert(contactMessages).values([
		{ recipient_user: ana.id, name: 'Sam', author_email: 'sam@example.test', private_message: 'Hello there' },
		{ recipient_user: ana.id, is_phone: true },
		{ recipient_user: ana.id, is_phone: true },
		{ recipient_user: ben.id, is_phone: true },
	])
	await db.insert(followUpAnswers).values([
		{ provider_id: ana.id, outcome: 'yes' },
		{ provider_id: ana.id, outcome: 'not-yet' },
		{ provider_id: ben.id, outcome: 'cost' },
	])

	const page = await listingPage(routeArgs(db, '/account/listing', {}, { user: sessionUserFor(ana) }))
	const { weeks, state } = page.report
	expect(weeks).toHaveLength(12)
	expect(state).toEqual({ code: 'CA', name: 'California' })
	expect(weeks.slice(0, 11).every((w) => w.appearances === 0 && w.messages === 0)).toBe(true)
	expect(weeks[11]).toMatchObject({
		appearances: 1,
		views: 1,
		// Both CA providers were shown once: ana is at the state's average.
		stateShare: 100,
		messages: 1,
		phoneClicks: 2,
		answers: { yes: 1, 'not-yet': 1, 'not-taking': 0, cost: 0 },
	})
	expect(weeks[11].to).toBe(new Date().toISOString().slice(0, 10))

	// 'Download my data' carries the daily counts.
	const exported = await exportAccountData(db, sessionUserFor(ana), {
		siteName: 'Openroom',
		publicUrl: 'http://x',
	})
	expect(exported.listing_stats).toEqual([{ day: weeks[11].to, appearances: 1, views: 1 }])
})

test('a listing served from the page cache still counts its appearances', async () => {
	const { db } = await createTestDb()
	const ana = await insertProvider(db, { licensed_states: ['CA'] })
	// The real listing loader behind the server's page cache, rendering a stand-in page.
	const handler: PageHandler = async (request, context) => {
		context.set(dbContext, db)
		await listing({ ...routeArgs(db, request.url, { first: 'california' }), request, context })
		return new Response('<!doctype html><p>Therapists in California</p>', {
			headers: { 'Content-Type': 'text/html; charset=utf-8' },
		})
	}
	const root = mkdtempSync(path.join(os.tmpdir(), 'openroom-listing-stats-'))
	try {
		const app = createHonoApp({
			handler,
			staticRoot: root,
			boot: async () => {},
			searchStamp: async () => 's',
		})
		const get = (userAgent: string) =>
			app.request('http://localhost:3000/therapists/california', { headers: { 'User-Agent': userAgent } })
		expect((await get(BROWSER)).headers.get('x-page-cache')).toBeNull()
		expect((await get(BROWSER)).headers.get('x-page-cache')).toBe('hit')
		expect((await get(GOOGLEBOT)).headers.get('x-page-cache')).toBe('hit')
		await flushListingStats(db)
		expect(await statsOf(db)).toEqual([{ provider_id: ana.id, appearances: 2, views: 0 }])
	} finally {
		rmSync(root, { recursive: true, force: true })
	}
})
