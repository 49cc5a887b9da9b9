import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { consultationBookings, emailOutbox } from '~/db/schema'
import { findOwnProfile } from '~/features/profile-editing/own-profile.server'
import { action } from '~/routes/therapist'
import { insertProvider, routeArgs, sessionUserFor, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { bookConsultation } from './booking.server'
import { getConsultationSettings, saveConsultationSettings } from './settings.server'
import { TUESDAY_MORNINGS } from './consultations.test-support'

// The provider's side (docs/product.md#free-consultations): the 'Free consultation' modal's form
// without JavaScript (posted to the owner's profile page), and their upcoming calls with Cancel.

type Provider = Awaited<ReturnType<typeof insertProvider>>
const site = { siteName: 'Openroom', publicUrl: 'http://localhost:3000', mailFrom: 'no-reply@localhost' }
const unwrap = (value: unknown) => value as { data: Record<string, never>; init: { status: number } }

function post(db: Db, p: Provider, fields: Record<string, string>, user: Provider | null = p) {
	const body = new FormData()
	for (const [k, v] of Object.entries(fields)) body.set(k, v)
	const path = `/therapist/${p.url_tag}/${p.short_id}?edit=consultation`
	const params = { first: p.url_tag, second: String(p.short_id) }
	return action(
		routeArgs(db, path, params, { method: 'POST', body, user: user ? sessionUserFor(user) : null }) as never,
	)
}

const FORM = {
	intent: 'consultation_save',
	enabled: 'on',
	minutes: '15',
	by: 'phone',
	video_link: '',
	time_zone: 'America/New_York',
	window_day_0: 'tue',
	window_from_0: '09:00',
	window_to_0: '11:00',
	window_day_1: '',
	window_from_1: '',
	window_to_1: '',
	notice_hours: '24',
	horizon_days: '21',
	per_day: '',
	days_off: '2026-12-24\n2026-12-31',
}

describe('the Free consultation modal without JavaScript', () => {
	test('adds a window row by submit, saves the settings and goes back to the profile', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { url_tag: 'ana' })
		const more = unwrap(await post(db, p, { ...FORM, intent: 'consultation_add_window' }))
		expect(more.data.consultation).toMatchObject({ saved: false })
		expect((more.data.consultation as { values: { windows: unknown[] } }).values.windows).toHaveLength(3)
		expect(await getConsultationSettings(db, p.id)).toBeNull()
		const saved = await thrownRedirect(async () => {
			throw await post(db, p, FORM)
		})
		expect(saved).toEqual({ status: 303, location: `/therapist/ana/${p.short_id}` })
		expect(await getConsultationSettings(db, p.id)).toMatchObject({
			...TUESDAY_MORNINGS,
			notice_hours: 24,
			horizon_days: 21,
			per_day: null,
			days_off: ['2026-12-24', '2026-12-31'],
		})
	})

	test('a window that ends before it starts is refused by name; someone logged out changes nothing', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const refused = unwrap(await post(db, p, { ...FORM, window_to_0: '08:00' }))
		expect(refused.init.status).toBe(400)
		expect(refused.data.consultation).toMatchObject({
			saved: false,
			message: 'Window 1: The window must end after it starts.',
		})
		expect(unwrap(await post(db, p, FORM, null)).init.status).toBe(401)
		expect(await getConsultationSettings(db, p.id)).toBeNull()
	})
})

describe('the provider’s upcoming calls', () => {
	test('lists the person’s details; Cancel with a message opens the slot and sends both METHOD:CANCEL', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db, { url_tag: 'ana' })
		const other = await insertProvider(db)
		await saveConsultationSettings(db, p.id, {
			...TUESDAY_MORNINGS,
			notice_hours: 0,
		})
		const booked = await bookConsultation(
			db,
			{
				recipient_user: p.id,
				start: nextTuesdayAt14Utc(),
				name: 'Sam Reed',
				email: 'sam@example.com',
				phone: '555-123-4567',
				note: 'About anxiety',
				time_zone: 'Europe/Madrid',
			},
			{ viewerId: null, clientIp: '203.0.113.9', site, locale: 'es' },
		)
		const own = await findOwnProfile(db, p.id)
		expect(own?.upcoming_calls).toEqual([
			expect.objectContaining({
				id: booked.id,
				name: 'Sam Reed',
				email: 'sam@example.com',
				note: 'About anxiety',
			}),
		])
		expect(own?.upcoming_calls?.[0].time).toMatch(/^Tuesday \d{1,2} [A-Z][a-z]+, \d{1,2}:00 am Eastern$/)
		// Another provider cannot cancel it.
		const notYours = unwrap(
			await post(db, p, { intent: 'consultation_cancel', booking_id: booked.id, message: '' }, other),
		)
		expect(notYours.init.status).toBe(404)
		const done = await thrownRedirect(async () => {
			throw await post(db, p, {
				intent: 'consultation_cancel',
				booking_id: booked.id,
				message: 'I am ill, sorry.',
			})
		})
		expect(done.status).toBe(303)
		expect((await db.select().from(consultationBookings))[0].status).toBe('cancelled')
		const [toPerson] = await db
			.select()
			.from(emailOutbox)
			.where(eq(emailOutbox.subject, (await cancelSubjects(db))[0]))
		expect(toPerson.text).toContain('I am ill, sorry.')
		const cancels = (await db.select().from(emailOutbox)).filter((m) =>
			m.attachments?.some((a) => a.content.includes('METHOD:CANCEL')),
		)
		expect(cancels.map((m) => m.to).sort()).toEqual([p.email, 'sam@example.com'].sort())
		expect((await findOwnProfile(db, p.id))?.upcoming_calls).toEqual([])
	})
})

/** The visitor's cancellation (Spanish: they booked in Spanish). */
async function cancelSubjects(db: Db) {
	return (await db.select().from(emailOutbox))
		.filter((m) => m.to === 'sam@example.com' && m.subject.startsWith('Cancelad'))
		.map((m) => m.subject)
}

function nextTuesdayAt14Utc(): string {
	const day = new Date()
	day.setUTCHours(14, 0, 0, 0)
	do day.setUTCDate(day.getUTCDate() + 1)
	while (day.getUTCDay() !== 2)
	return day.toISOString()
}
