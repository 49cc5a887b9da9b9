import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { consultationBookings, consultationDays, emailOutbox, rateLimits } from '~/db/schema'
import { createTestDb } from '../../../tests/setup/db'
import { insertProvider } from '../../../tests/factories'
import { BOOKING_RATE_LIMITS, BookingRefusal, bookConsultation, cancelConsultation } from './booking.server'
import type { BookingInput } from './consultations.schema'
import { sendConsultationReminders } from './reminders.server'
import { listOpenTimes, openTimesOf, saveConsultationSettings } from './settings.server'
import { TUESDAY_MORNINGS } from './consultations.test-support'

// docs/product.md#free-consultations. Sunday 29 November 2026, noon in New York.
const NOW = new Date('2026-11-29T17:00:00Z')
const TUESDAY_9AM = '2026-12-01T14:00:00.000Z'
const site = {
	siteName: 'Openroom',
	publicUrl: 'http://localhost:3000',
	mailFrom: 'Openroom <no-reply@localhost>',
}

let providers = 0
async function providerWithCalls(
	db: Db,
	overrides: Partial<Parameters<typeof saveConsultationSettings>[2]> = {},
) {
	const p = await insertProvider(db, {
		first_name: 'Ana',
		last_name: 'Reyes',
		email: `ana${++providers}@example.com`,
	})
	await saveConsultationSettings(db, p.id, {
		...TUESDAY_MORNINGS,
		...overrides,
	})
	return p
}

function request(recipient_user: string, overrides: Partial<BookingInput> = {}): BookingInput {
	return {
		recipient_user,
		start: TUESDAY_9AM,
		name: 'Sam Lee',
		email: 'sam@example.com',
		phone: '555-0100',
		note: 'Evenings are hard for me.',
		time_zone: 'America/Los_Angeles',
		...overrides,
	}
}

const ctx = (ip = '203.0.113.1', now = NOW) => ({ viewerId: null, clientIp: ip, site, now })

async function refusal(run: Promise<unknown>): Promise<BookingRefusal> {
	const error = await run.then(
		() => null,
		(e: unknown) => e,
	)
	expect(error).toBeInstanceOf(BookingRefusal)
	return error as BookingRefusal
}

describe('booking a free consultation', () => {
	test('one provider’s booking leaves another’s same time open (the open times read only their own bookings)', async () => {
		const { db } = await createTestDb()
		const booked = await providerWithCalls(db)
		const other = await providerWithCalls(db)
		await bookConsultation(db, request(booked.id), ctx())
		expect((await listOpenTimes(db, booked.id, { days: 7 }, NOW)).map((s) => s.start)).not.toContain(
			TUESDAY_9AM,
		)
		expect((await listOpenTimes(db, other.id, { days: 7 }, NOW)).map((s) => s.start)).toContain(TUESDAY_9AM)
		// The card's next time and the booking page read them without the provider's row.
		expect((await openTimesOf(db, other.id, { limit: 1 }, NOW))[0].start).toBe(TUESDAY_9AM)
		await bookConsultation(db, request(other.id, { email: 'kim@example.com' }), ctx('203.0.113.2'))
	})

	test('books an open time, takes it out of the open times, and queues both e-mails with the invite', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		const booked = await bookConsultation(db, request(p.id), ctx())
		expect(booked).toMatchObject({ start: TUESDAY_9AM, end: '2026-12-01T14:15:00.000Z' })
		const open = await listOpenTimes(db, p.id, { days: 7 }, NOW)
		expect(open.map((s) => s.start)).not.toContain(TUESDAY_9AM)
		expect(open).toHaveLength(7)
		const mails = await db.select().from(emailOutbox)
		expect(mails.map((m) => m.to).sort()).toEqual([p.email, 'sam@example.com'].sort())
		const visitor = mails.find((m) => m.to === 'sam@example.com')
		expect(visitor?.text).toContain('Tuesday 1 December, 6:00 am Pacific')
		const ics = visitor?.attachments?.[0]
		expect(ics?.content_type).toContain('method=REQUEST')
		expect(ics?.content).toContain('METHOD:REQUEST')
		expect(ics?.content).toContain('DTSTART:20261201T140000Z')
		const [row] = await db.select().from(consultationBookings)
		expect(ics?.content).toContain(`UID:${row.uid}`)
		const provider = mails.find((m) => m.to === p.email)
		expect(provider?.text).toContain('Tuesday 1 December, 9:00 am Eastern')
		expect(provider?.text).toContain('Evenings are hard for me.')
		expect(provider?.reply_to).toBe('sam@example.com')
	})

	test('20 people booking one slot at once: exactly one booking, the others told it was just taken', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		const results = await Promise.allSettled(
			Array.from({ length: 20 }, (_, i) =>
				bookConsultation(db, request(p.id, { email: `p${i}@example.com` }), ctx(`203.0.113.${i + 10}`)),
			),
		)
		const ok = results.filter((r) => r.status === 'fulfilled')
		expect(ok).toHaveLength(1)
		for (const r of results) {
			if (r.status === 'rejected') {
				expect(r.reason).toBeInstanceOf(BookingRefusal)
				expect((r.reason as BookingRefusal).code).toBe('slot_taken')
				expect((r.reason as BookingRefusal).message).toMatch(
					/^That time was just taken\. Please pick another\. Next open times: Tuesday 1 December, 6:15 am Pacific/,
				)
				expect((r.reason as BookingRefusal).next[0].start).toBe('2026-12-01T14:15:00.000Z')
			}
		}
		const rows = await db.select().from(consultationBookings).where(eq(consultationBookings.status, 'booked'))
		expect(rows).toHaveLength(1)
		expect(await db.select().from(emailOutbox)).toHaveLength(2)
	})

	test('per_day holds under concurrent bookings of different times of one day', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db, { per_day: 2 })
		const starts = ['14:00', '14:15', '14:30', '14:45', '15:00', '15:15'].map(
			(t) => `2026-12-01T${t}:00.000Z`,
		)
		const results = await Promise.allSettled(
			starts.map((start, i) => bookConsultation(db, request(p.id, { start }), ctx(`198.51.100.${i}`))),
		)
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
		const [day] = await db.select().from(consultationDays).where(eq(consultationDays.provider_id, p.id))
		expect(day.booked).toBe(2)
		expect(await listOpenTimes(db, p.id, { from: '2026-12-01', days: 1 }, NOW)).toEqual([])
	})

	test.each([
		['a time in the past', '2026-11-24T14:00:00.000Z', 'That time has passed.'],
		['a time outside the windows', '2026-12-01T18:00:00.000Z', 'That time is not one of the open times.'],
		['a time off the grid', '2026-12-01T14:05:00.000Z', 'That time is not one of the open times.'],
		[
			'a time too soon',
			'2026-11-30T14:00:00.000Z',
			'That time is too soon: this therapist asks for 24 hours of notice.',
		],
		[
			'a time too far ahead',
			'2027-01-05T14:00:00.000Z',
			'That time is too far ahead. Please pick one in the next 21 days.',
		],
	])('refuses %s with the field, its message and the next open times', async (_, start, message) => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		const error = await refusal(bookConsultation(db, request(p.id, { start }), ctx()))
		expect(error.code).toBe('invalid')
		expect(error.message).toContain(message)
		expect(error.fields?.start).toContain('Next open times: Tuesday 1 December, 6:00 am Pacific')
		expect(error.next).toHaveLength(3)
		expect(await db.select().from(consultationBookings)).toHaveLength(0)
	})

	test('refuses a provider who turned consultations off, and a phone call without a phone', async () => {
		const { db } = await createTestDb()
		const off = await providerWithCalls(db, { enabled: false })
		const error = await refusal(bookConsultation(db, request(off.id), ctx()))
		expect(error.code).toBe('forbidden')
		expect(error.message).toBe('This therapist is not taking consultation bookings right now.')
		const p = await providerWithCalls(db)
		const noPhone = await refusal(bookConsultation(db, request(p.id, { phone: null }), ctx()))
		expect(noPhone.fields?.phone).toBe('A phone number is needed for a phone call.')
	})

	test('speaks Spanish to a visitor who booked from a Spanish page', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		await bookConsultation(db, request(p.id), { ...ctx(), locale: 'es' })
		const [visitor] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'))
		expect(visitor.subject).toBe(
			'Su llamada gratuita con Ana Reyes: martes 1 de diciembre, 6:00 (hora del Pacífico)',
		)
		expect(visitor.text).toContain('Cancelar o elegir otra hora')
		const taken = await refusal(bookConsultation(db, request(p.id), { ...ctx('203.0.113.9'), locale: 'es' }))
		expect(taken.message).toMatch(/^Alguien acaba de reservar esa hora\./)
	})

	test('limits bookings per client address: 429 with the wait', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		const slots = await listOpenTimes(db, p.id, {}, NOW)
		for (const slot of slots.slice(0, 5))
			await bookConsultation(db, request(p.id, { start: slot.start }), ctx())
		const error = await bookConsultation(db, request(p.id, { start: slots[5].start }), ctx()).catch((e) => e)
		expect(error.code).toBe('rate_limited')
		expect(error.retryAfterSeconds).toBeGreaterThan(0)
		expect(error.message).toMatch(/^Too many bookings in a short time/)
	})

	test('an address already refused uses up nothing of the provider’s day, nor leaves a counter for made-up ids', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		const slots = await listOpenTimes(db, p.id, {}, NOW)
		for (const slot of slots.slice(0, 5))
			await bookConsultation(db, request(p.id, { start: slot.start }), ctx('203.0.113.7'))
		for (let i = 0; i < 3; i++) {
			const error = await bookConsultation(db, request(p.id, { start: slots[5].start }), ctx('203.0.113.7'))
				.then(() => null)
				.catch((e) => e)
			expect(error?.code).toBe('rate_limited')
			const made_up = await bookConsultation(
				db,
				request(`00000000-0000-4000-8000-00000000000${i}`),
				ctx('203.0.113.7'),
			)
				.then(() => null)
				.catch((e) => e)
			expect(made_up?.code).toBe('rate_limited')
		}
		const providerCounters = await db
			.select({ key: rateLimits.key, count: rateLimits.count })
			.from(rateLimits)
			.where(eq(rateLimits.bucket, BOOKING_RATE_LIMITS.perProviderDay.bucket))
		expect(providerCounters).toEqual([{ key: p.id, count: 5 }])
	})

	test('a provider past their day’s limit of bookings tried: 429 in the visitor’s language, and nothing written', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		const rule = BOOKING_RATE_LIMITS.perProviderDay
		const window_start = new Date(Math.floor(NOW.getTime() / rule.windowMs) * rule.windowMs)
		await db.insert(rateLimits).values({ bucket: rule.bucket, key: p.id, window_start, count: rule.limit })
		const error = await bookConsultation(db, request(p.id), { ...ctx(), locale: 'es' }).catch((e) => e)
		expect(error.code).toBe('rate_limited')
		expect(error.retryAfterSeconds).toBeGreaterThan(0)
		expect(error.message).toMatch(/^Demasiadas reservas en poco tiempo/)
		expect(await db.select().from(consultationBookings)).toHaveLength(0)
		expect(await db.select().from(consultationDays)).toHaveLength(0)
		expect(await db.select().from(emailOutbox)).toHaveLength(0)
		// Within the limit the same time books, with its two e-mails.
		await db.update(rateLimits).set({ count: 0 }).where(eq(rateLimits.key, p.id))
		await bookConsultation(db, request(p.id), ctx('203.0.113.99'))
		expect(await db.select().from(consultationBookings)).toHaveLength(1)
		expect(await db.select().from(emailOutbox)).toHaveLength(2)
	})

	test('cancels through the signed link: the slot opens again and both get METHOD:CANCEL with the same UID; a used or forged link changes nothing', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		await bookConsultation(db, request(p.id), ctx())
		const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'))
		const token = decodeURIComponent(/consultation\/cancel\/([\w-]+)/.exec(mail.text)?.[1] ?? '')
		expect(await cancelConsultation(db, 'forged-token', site).catch((e) => e.code)).toBe('not_found')
		expect(await cancelConsultation(db, `${token.slice(0, -1)}x`, site).catch((e) => e.code)).toBe(
			'not_found',
		)
		const [before] = await db.select().from(consultationBookings)
		expect(before.status).toBe('booked')
		await cancelConsultation(db, token, site)
		expect(await cancelConsultation(db, token, site).catch((e) => e.code)).toBe('conflict')
		const [row] = await db.select().from(consultationBookings)
		expect(row.status).toBe('cancelled')
		expect((await listOpenTimes(db, p.id, { days: 7 }, NOW))[0].start).toBe(TUESDAY_9AM)
		const cancels = await db
			.select()
			.from(emailOutbox)
			.where(and(eq(emailOutbox.to, p.email)))
		const cancel = cancels.find((m) => m.attachments?.[0].content.includes('METHOD:CANCEL'))
		expect(cancel?.attachments?.[0].content).toContain(`UID:${row.uid}`)
		expect(await db.select().from(emailOutbox)).toHaveLength(4)
		// The slot can be booked again.
		await bookConsultation(db, request(p.id, { email: 'kim@example.com' }), ctx('203.0.113.77'))
	})

	test('reminds both a day before the call, once, and not for a cancelled call', async () => {
		const { db } = await createTestDb()
		const p = await providerWithCalls(db)
		await bookConsultation(db, request(p.id), ctx())
		await bookConsultation(
			db,
			request(p.id, { start: '2026-12-01T14:15:00.000Z', email: 'kim@example.com' }),
			ctx('203.0.113.5'),
		)
		const [kim] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'kim@example.com'))
		await cancelConsultation(
			db,
			decodeURIComponent(/consultation\/cancel\/([\w-]+)/.exec(kim.text)?.[1] ?? ''),
			site,
		)
		expect(await sendConsultationReminders(db, site, new Date('2026-11-30T13:00:00Z'))).toBe(0)
		expect(await sendConsultationReminders(db, site, new Date('2026-11-30T14:30:00Z'))).toBe(1)
		expect(await sendConsultationReminders(db, site, new Date('2026-11-30T14:31:00Z'))).toBe(0)
		const reminders = (await db.select().from(emailOutbox)).filter(
			(m) => m.meta?.kind === 'consultation-reminder',
		)
		expect(reminders.map((m) => m.to).sort()).toEqual([p.email, 'sam@example.com'].sort())
		expect(reminders.find((m) => m.to === 'sam@example.com')?.subject).toBe(
			'Reminder: your call with Ana Reyes, Tuesday 1 December, 6:00 am Pacific',
		)
	})
})
