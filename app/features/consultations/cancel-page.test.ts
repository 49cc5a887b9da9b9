import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { consultationBookings, emailOutbox } from '~/db/schema'
import { action, loader } from '~/routes/consultation-cancel'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { bookConsultation } from './booking.server'
import { saveConsultationSettings } from './settings.server'
import { TUESDAY_MORNINGS } from './consultations.test-support'

// docs/product.md#free-consultations: the visitor's cancel link, without JavaScript.

const site = { siteName: 'Openroom', publicUrl: 'http://localhost:3000', mailFrom: 'no-reply@localhost' }
const status = (value: unknown) => (value as { init?: { status?: number } | null }).init?.status ?? 200

test('the link asks first, cancels once on POST, and a forged or used link answers 4xx and changes nothing', async () => {
	const { db } = await createTestDb()
	const p = await insertProvider(db)
	await saveConsultationSettings(db, p.id, {
		...TUESDAY_MORNINGS,
		by: 'video',
	})
	const now = new Date('2026-11-29T17:00:00Z')
	await bookConsultation(
		db,
		{
			recipient_user: p.id,
			start: '2026-12-01T14:00:00.000Z',
			name: 'Sam',
			email: 'sam@example.com',
			time_zone: 'Europe/Madrid',
		},
		{ viewerId: null, clientIp: '203.0.113.1', site, now, locale: 'es' },
	)
	const [mail] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'sam@example.com'))
	const token = /\/es\/consultation\/cancel\/([\w-]+)/.exec(mail.text)?.[1] ?? ''
	expect(token).toHaveLength(43)
	const asked = await loader(routeArgs(db, `/es/consultation/cancel/${token}`, { token }) as never)
	expect(asked).toMatchObject({
		problem: false,
		time: 'martes 1 de diciembre, 15:00 (hora de Europa central)',
	})
	const forged = 'A'.repeat(43)
	expect(
		status(await loader(routeArgs(db, `/consultation/cancel/${forged}`, { token: forged }) as never)),
	).toBe(404)
	expect(
		status(
			await action(
				routeArgs(db, `/consultation/cancel/${forged}`, { token: forged }, { method: 'POST' }) as never,
			),
		),
	).toBe(404)
	expect((await db.select().from(consultationBookings))[0].status).toBe('booked')
	expect(
		await action(routeArgs(db, `/consultation/cancel/${token}`, { token }, { method: 'POST' }) as never),
	).toEqual({ done: true })
	expect(
		status(
			await action(routeArgs(db, `/consultation/cancel/${token}`, { token }, { method: 'POST' }) as never),
		),
	).toBe(409)
	expect((await db.select().from(consultationBookings))[0].status).toBe('cancelled')
	expect(await db.select().from(emailOutbox)).toHaveLength(4)
})
