import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { consultationSettings } from '~/db/schema'
import { findOwnProfile } from '~/features/profile-editing/own-profile.server'
import { loader as feedLoader } from '~/routes/consultation-feed'
import { loader as sitemapLoader } from '~/routes/sitemap'
import { action } from '~/routes/therapist'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { bookConsultation } from './booking.server'
import { cancelByProvider } from './provider-bookings.server'
import { hashToken } from '~/auth/tokens.server'
import { calendarFeed, makeCalendarFeed } from './calendar-feed.server'
import { saveConsultationSettings } from './settings.server'
import { TUESDAY_MORNINGS } from './consultations.test-support'

// The provider's private calendar feed (docs/product.md#free-consultations): made from the modal's
// form (posted to the owner's profile page), only its hash kept; the feed lists the bookings with the
// invite's UID and UTC times; a new link revokes the old (404); one provider's link never shows
// another's bookings.

type Provider = Awaited<ReturnType<typeof insertProvider>>
const site = { siteName: 'Openroom', publicUrl: 'http://localhost:3000', mailFrom: 'no-reply@localhost' }

async function setUp(db: Db, p: Provider) {
	await saveConsultationSettings(db, p.id, {
		...TUESDAY_MORNINGS,
		notice_hours: 0,
	})
}

async function book(db: Db, p: Provider, start: string, name: string) {
	return bookConsultation(
		db,
		{
			recipient_user: p.id,
			start,
			name,
			email: `${name.split(' ')[0].toLowerCase()}@example.com`,
			phone: '555-123-4567',
			note: '',
			time_zone: 'America/Los_Angeles',
		},
		{ viewerId: null, clientIp: `203.0.113.${Math.floor(Math.random() * 200) + 1}`, site },
	)
}

/** The owner's 'Create link' without JavaScript: the page answers with the link. */
async function postFeed(db: Db, p: Provider, user: Provider | null = p) {
	const body = new FormData()
	body.set('intent', 'consultation_feed')
	const path = `/therapist/${p.url_tag}/${p.short_id}?edit=consultation`
	const params = { first: p.url_tag, second: String(p.short_id) }
	const answer = (await action(
		routeArgs(db, path, params, { method: 'POST', body, user: user ? sessionUserFor(user) : null }) as never,
	)) as {
		data: { consultation_feed?: { url: string } }
		init: { status: number; headers?: Record<string, string> }
	}
	return answer
}

async function getFeed(db: Db, url: string) {
	const file = new URL(url).pathname.split('/').pop() ?? ''
	return (await feedLoader(routeArgs(db, new URL(url).pathname, { file }) as never)) as Response
}

const tokenOf = (url: string) => (new URL(url).pathname.split('/').pop() ?? '').replace(/\.ics$/, '')

describe('the provider’s calendar feed', () => {
	test('Create link stores only the hash; the feed lists the booking with the invite’s UID and DTSTART in UTC', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { url_tag: 'ana' })
		await setUp(db, p)
		const start = nextTuesdayAt(14)
		const booked = await book(db, p, start, 'Sam Reed')
		const answer = await postFeed(db, p)
		const url = answer.data.consultation_feed?.url ?? ''
		expect(url).toMatch(/^http:\/\/localhost:3000\/consultation\/feed\/[A-Za-z0-9_-]{43}\.ics$/)
		const [row] = await db
			.select()
			.from(consultationSettings)
			.where(eq(consultationSettings.provider_id, p.id))
		expect(row.feed_token_hash).toBe(hashToken(tokenOf(url)))
		expect(row.feed_token_hash).not.toContain(tokenOf(url))
		expect((await findOwnProfile(db, p.id))?.calendar_feed).toBe(true)

		const response = await getFeed(db, url)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
		expect(response.headers.get('Cache-Control')).toMatch(/private|no-store/)
		const ics = await response.text()
		expect(ics).toContain('METHOD:PUBLISH')
		expect(ics).toContain('X-WR-CALNAME:Openroom free calls')
		const [invite] = await db.query.consultationBookings.findMany({
			where: (b, { eq }) => eq(b.id, booked.id),
		})
		expect(ics).toContain(`UID:${invite.uid}`)
		expect(ics).toContain(`DTSTART:${start.replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`)
		expect(ics).toContain('SUMMARY:Free consultation with Sam Reed')
		// The person's address stays out of a feed.
		expect(ics).not.toContain('sam@example.com')
	})

	test('a cancelled call stays with STATUS:CANCELLED and the same UID', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await setUp(db, p)
		const booked = await book(db, p, nextTuesdayAt(14), 'Sam Reed')
		const url = await makeCalendarFeed(db, p.id, site.publicUrl)
		await cancelByProvider(db, p.id, booked.id, '', site)
		const ics = (await calendarFeed(db, tokenOf(url), site)) ?? ''
		const [row] = await db.query.consultationBookings.findMany()
		expect(ics).toContain(`UID:${row.uid}`)
		expect(ics).toContain('STATUS:CANCELLED')
	})

	test('Make a new link: the old one answers 404, like a forged one; logged out makes none', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await setUp(db, p)
		const first = (await postFeed(db, p)).data.consultation_feed?.url ?? ''
		const second = (await postFeed(db, p)).data.consultation_feed?.url ?? ''
		expect(second).not.toBe(first)
		const revoked = await getFeed(db, first)
		expect(revoked.status).toBe(404)
		expect(await revoked.text()).toBe('Not found.')
		expect((await getFeed(db, second)).status).toBe(200)
		const forged = `${site.publicUrl}/consultation/feed/${'A'.repeat(43)}.ics`
		expect((await getFeed(db, forged)).status).toBe(404)
		expect((await getFeed(db, `${site.publicUrl}/consultation/feed/nonsense`)).status).toBe(404)
		expect((await postFeed(db, p, null)).init.status).toBe(401)
		// The logged-out post changed nothing: the second link still stands.
		const [row] = await db
			.select()
			.from(consultationSettings)
			.where(eq(consultationSettings.provider_id, p.id))
		expect(row.feed_token_hash).toBe(hashToken(tokenOf(second)))
	})

	test('one provider’s link never shows another’s bookings', async () => {
		const { db } = await createTestDb()
		const a = await insertProvider(db)
		const b = await insertProvider(db)
		await setUp(db, a)
		await setUp(db, b)
		await book(db, a, nextTuesdayAt(14), 'Sam Reed')
		await book(db, b, nextTuesdayAt(14), 'Lee Park')
		const bUrl = (await postFeed(db, b)).data.consultation_feed?.url ?? ''
		const ics = await (await getFeed(db, bUrl)).text()
		expect(ics).toContain('Lee Park')
		expect(ics).not.toContain('Sam Reed')
		// A provider without settings has no feed to make.
		const c = await insertProvider(db)
		expect((await postFeed(db, c)).init.status).toBe(400)
	})

	test('no sitemap lists a feed', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await setUp(db, p)
		await makeCalendarFeed(db, p.id, site.publicUrl)
		for (const path of ['/sitemap-pages.xml', '/sitemap-profiles.xml?page=1']) {
			const response = await sitemapLoader(routeArgs(db, path, {}) as never).catch((e: unknown) => e)
			if (response instanceof Response) expect(await response.text()).not.toContain('/consultation/feed/')
		}
	})
})

function nextTuesdayAt(hourUtc: number): string {
	const day = new Date()
	day.setUTCHours(hourUtc, 0, 0, 0)
	do day.setUTCDate(day.getUTCDate() + 1)
	while (day.getUTCDay() !== 2)
	return day.toISOString()
}
