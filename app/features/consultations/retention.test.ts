import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { consultationBookings, consultationSettings, emailOutbox, providers } from '~/db/schema'
import { exportAccountData } from '~/features/account-data/export-data.server'
import { insertProvider, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { bookConsultation } from './booking.server'
import { deleteExpiredBookings } from './retention.server'
import { saveConsultationSettings } from './settings.server'

// docs/product.md#free-consultations: a booking's details are in the provider's export until the retention
// deletes them 90 days after the call, with their e-mails; deleting the account removes them.

const DAY = 86_400_000
const site = { siteName: 'Openroom', publicUrl: 'http://localhost:3000', mailFrom: 'Openroom <a@localhost>' }

test("the provider's export lists the settings and bookings; 90 days after the call they go, with their e-mails", async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db)
	const now = new Date()
	const windows = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
		day,
		from: '09:00',
		to: '17:00',
	}))
	await saveConsultationSettings(db, p.id, {
		enabled: true,
		minutes: 15,
		by: 'phone',
		time_zone: 'America/New_York',
		windows,
	})
	const [{ at }] = await db
		.select({ at: providers.consultation_next_at })
		.from(providers)
		.where(eq(providers.id, p.id))
	const booking = await bookConsultation(
		db,
		{
			recipient_user: p.id,
			start: (at as Date).toISOString(),
			name: 'Sam Lee',
			email: 'sam@example.com',
			phone: '555-0100',
			note: 'Mornings',
			time_zone: 'America/Los_Angeles',
		},
		{ viewerId: null, clientIp: '203.0.113.7', site, now },
	)
	const data = await exportAccountData(db, sessionUserFor(p), site, now)
	expect(data.consultation_settings).toMatchObject({ enabled: true, minutes: 15, windows })
	expect(data.consultation_bookings).toEqual([
		expect.objectContaining({
			name: 'Sam Lee',
			email: 'sam@example.com',
			note: 'Mornings',
			status: 'booked',
		}),
	])
	expect(JSON.stringify(data)).not.toContain('feed_token_hash')

	const mails = () => db.select().from(emailOutbox)
	expect((await mails()).length).toBe(2)
	// 89 days after the call: kept; 91: gone, with both e-mails.
	const end = new Date(booking.end)
	expect(await deleteExpiredBookings(db, new Date(end.getTime() + 89 * DAY))).toBe(0)
	expect(await deleteExpiredBookings(db, new Date(end.getTime() + 91 * DAY))).toBe(1)
	expect(await db.select().from(consultationBookings)).toEqual([])
	expect(await mails()).toEqual([])
})

test('deleting the account removes its settings and bookings', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db)
	await saveConsultationSettings(db, p.id, {
		enabled: true,
		minutes: 15,
		by: 'phone',
		time_zone: 'America/New_York',
		windows: [{ day: 'mon', from: '09:00', to: '10:00' }],
	})
	await db.insert(consultationBookings).values({
		provider_id: p.id,
		start_at: new Date(),
		end_at: new Date(),
		local_day: '2026-12-01',
		name: 'Sam',
		email: 'sam@example.com',
		time_zone: 'UTC',
		uid: 'x@consultations',
		cancel_token_hash: 'x',
	})
	// deleteAccount deletes the providers row (delete-account.server.ts); both tables cascade from it.
	await db.delete(providers).where(eq(providers.id, p.id))
	expect(await db.select().from(consultationSettings)).toEqual([])
	expect(await db.select().from(consultationBookings)).toEqual([])
})
