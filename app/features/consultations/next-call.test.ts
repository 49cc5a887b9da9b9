import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { emailOutbox, providers } from '~/db/schema'
import { loader as listing } from '~/routes/therapists'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { bookConsultation, cancelConsultation } from './booking.server'
import { refreshConsultationTimes } from './next-call.server'
import { saveConsultationSettings } from './settings.server'
import { dayInWords } from '~/lib/day-words'

// docs/product.md#free-consultations: the cards' 'Next free call' and the 'Offers a free consultation'
// filter read providers.consultation_next_at, kept fresh on save, booking, cancel and by the job.

const HOUR = 3_600_000
const site = { siteName: 'Openroom', publicUrl: 'http://localhost:3000', mailFrom: 'Openroom <a@localhost>' }
const EVERY_DAY = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
	day,
	from: '09:00',
	to: '17:00',
}))
const settings = (enabled = true) => ({
	enabled,
	minutes: 15 as const,
	by: 'phone' as const,
	time_zone: 'America/New_York',
	windows: EVERY_DAY,
})

const storedNext = async (db: Db, id: string) =>
	(await db.select({ at: providers.consultation_next_at }).from(providers).where(eq(providers.id, id)))[0].at

const texas = (db: Db, query = '', locale = '') =>
	listing(routeArgs(db, `${locale}/therapists/texas${query}`, { first: 'texas' }))

describe("the next free call: the card's line and the filter", () => {
	test('saving the settings writes the next open time; the card says its day in both languages; the filter finds it', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const other = await insertProvider(db)
		expect(await storedNext(db, p.id)).toBeNull()
		const now = new Date()
		await saveConsultationSettings(db, p.id, settings(), now)
		const at = await storedNext(db, p.id)
		expect(at).not.toBeNull()
		// 24 hours' notice, then the first open quarter hour of a window.
		expect((at as Date).getTime()).toBeGreaterThanOrEqual(now.getTime() + 24 * HOUR)
		expect((at as Date).getTime()).toBeLessThan(now.getTime() + 48 * HOUR)

		const page = await texas(db)
		const card = page.page.docs.find((c) => c.short_id === p.short_id)
		expect(card?.facts.nextCall).toBe(`Next free call: ${dayInWords(at as Date, 'America/New_York', 'en')}`)
		expect(card?.facts.nextCall).toMatch(/^Next free call: [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/)
		expect(page.page.docs.find((c) => c.short_id === other.short_id)?.facts).not.toHaveProperty('nextCall')
		const es = await texas(db, '', '/es')
		expect(es.page.docs.find((c) => c.short_id === p.short_id)?.facts.nextCall).toBe(
			`Próxima llamada gratuita: ${dayInWords(at as Date, 'America/New_York', 'es')}`,
		)

		const filtered = await texas(db, '?free_consultation=1')
		expect(filtered.page.docs.map((c) => c.short_id)).toEqual([p.short_id])

		// Turned off: no time, no line, not found by the filter.
		await saveConsultationSettings(db, p.id, settings(false), now)
		expect(await storedNext(db, p.id)).toBeNull()
		expect((await texas(db, '?free_consultation=1')).page.count).toBe(0)
	})

	test('booking the next time moves it later; cancelling opens it again', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const now = new Date()
		await saveConsultationSettings(db, p.id, settings(), now)
		const first = (await storedNext(db, p.id)) as Date
		await bookConsultation(
			db,
			{
				recipient_user: p.id,
				start: first.toISOString(),
				name: 'Sam Lee',
				email: 'sam@example.com',
				phone: '555-0100',
				note: null,
				time_zone: 'America/Los_Angeles',
			},
			{ viewerId: null, clientIp: '203.0.113.9', site, now },
		)
		expect((await storedNext(db, p.id))?.getTime()).toBe(first.getTime() + 15 * 60_000)
		// The visitor's e-mail carries the cancel link (the provider's, queued in the same statement, not).
		const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'))
		const token = /cancel\/([A-Za-z0-9_-]{43})/.exec(JSON.stringify(mail))?.[1]
		expect(token).toBeTruthy()
		await cancelConsultation(db, token as string, site, now)
		expect((await storedNext(db, p.id))?.getTime()).toBe(first.getTime())
	})

	test('the job replaces a time that came too close to book and finds one for an enabled provider without', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const q = await insertProvider(db)
		const now = new Date()
		await saveConsultationSettings(db, p.id, settings(), now)
		await saveConsultationSettings(db, q.id, settings(), now)
		const good = (await storedNext(db, p.id)) as Date
		// Within the notice (as if time had passed), and none at all for the other.
		await db
			.update(providers)
			.set({ consultation_next_at: new Date(now.getTime() + HOUR) })
			.where(eq(providers.id, p.id))
		await db.update(providers).set({ consultation_next_at: null }).where(eq(providers.id, q.id))
		expect(await refreshConsultationTimes(db, now)).toBe(2)
		expect((await storedNext(db, p.id))?.getTime()).toBe(good.getTime())
		expect((await storedNext(db, q.id))?.getTime()).toBe(good.getTime())
		// Nothing left to do: a second run changes nothing.
		expect(await refreshConsultationTimes(db, now)).toBe(0)
	})
})
