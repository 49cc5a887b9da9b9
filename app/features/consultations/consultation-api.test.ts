import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { action as bookAction } from '~/routes/api/consultation'
import { loader as slotsLoader } from '~/routes/api/slots'
import { action as userAction } from '~/routes/api/user'
import { callApi } from '../../../tests/api-contract'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'

// docs/product.md#free-consultations, through the JSON API and its OpenAPI document (callApi checks
// every answer against it).

const EVERY_DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
	day,
	from: '00:00',
	to: '23:59',
}))
const SETTINGS = {
	enabled: true,
	minutes: 30,
	by: 'phone',
	time_zone: 'America/Chicago',
	windows: EVERY_DAY,
	notice_hours: 0,
}

async function saveSettings(
	db: Db,
	provider: Awaited<ReturnType<typeof insertProvider>>,
	consultation: unknown,
) {
	const response = await callApi(
		userAction,
		routeArgs(
			db,
			'/api/user',
			{},
			{
				method: 'POST',
				body: JSON.stringify({ consultation }),
				headers: { 'Content-Type': 'application/json' },
				user: sessionUserFor(provider),
			},
		),
	)
	return { status: response.status, body: await response.json() }
}

async function slots(db: Db, query: string) {
	const response = await callApi(slotsLoader, routeArgs(db, `/api/slots?${query}`, {}))
	return { status: response.status, body: await response.json() }
}

async function book(db: Db, body: Record<string, unknown>, ip?: string) {
	const response = await callApi(
		bookAction,
		routeArgs(
			db,
			'/api/consultation',
			{},
			{
				method: 'POST',
				body: JSON.stringify(body),
				headers: { 'Content-Type': 'application/json' },
				ip,
			},
		),
	)
	return {
		status: response.status,
		retryAfter: response.headers.get('Retry-After'),
		body: await response.json(),
	}
}

const person = (recipient_user: string, start: string) => ({
	recipient_user,
	start,
	name: 'Sam Lee',
	email: 'sam@example.com',
	phone: '555-0100',
	note: null,
	time_zone: 'America/Los_Angeles',
})

describe('the consultation API', () => {
	test('a provider saves consultation through POST /api/user; GET /api/slots lists the open times; POST /api/consultation books one, once', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		expect((await saveSettings(db, p, SETTINGS)).status).toBe(200)
		const open = await slots(db, `user=${p.id}&days=3`)
		expect(open.status).toBe(200)
		expect(open.body.slots.length).toBeGreaterThan(50)
		const first = open.body.slots[0].start
		const booked = await book(db, person(p.id, first))
		expect(booked.status).toBe(201)
		expect(booked.body).toMatchObject({ start: first })
		const again = await book(db, { ...person(p.id, first), email: 'kim@example.com' })
		expect(again.status).toBe(409)
		expect(again.body.error.code).toBe('slot_taken')
		expect(again.body.error.message).toMatch(
			/^That time was just taken\. Please pick another\. Next open times: /,
		)
		const after = await slots(db, `user=${p.id}&days=3`)
		expect(after.body.slots.map((s: { start: string }) => s.start)).not.toContain(first)
	})

	test('names the field at fault: 400 for the settings, the e-mail and a time that is not open', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		const bad = await saveSettings(db, p, {
			...SETTINGS,
			windows: [{ day: 'mon', from: '10:00', to: '09:00' }],
		})
		expect(bad.status).toBe(400)
		expect(bad.body.error.fields.consultation).toBe(
			'consultation.windows.0.to: The window must end after it starts.',
		)
		expect((await saveSettings(db, p, { ...SETTINGS, time_zone: 'Mars/Olympus' })).status).toBe(400)
		expect((await saveSettings(db, p, { ...SETTINGS, minutes: 25 })).status).toBe(400)
		await saveSettings(db, p, SETTINGS)
		const start = (await slots(db, `user=${p.id}`)).body.slots[0].start
		const email = await book(db, { ...person(p.id, start), email: 'not-an-address' })
		expect(email.status).toBe(400)
		expect(email.body.error.fields.email).toBe('Please enter a valid email.')
		const off = await book(db, person(p.id, '2020-01-01T00:00:00.000Z'))
		expect(off.status).toBe(400)
		expect(off.body.error.fields.start).toMatch(
			/^That time has passed\. Please pick another\. Next open times: /,
		)
		expect((await book(db, { ...person(p.id, start), phone: null })).body.error.fields.phone).toBe(
			'A phone number is needed for a phone call.',
		)
		expect((await slots(db, 'user=nope')).status).toBe(400)
	})

	test('a provider who turned consultations off has no open times and takes no booking', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await saveSettings(db, p, { ...SETTINGS, enabled: false })
		expect((await slots(db, `user=${p.id}`)).body.slots).toEqual([])
		const refused = await book(db, person(p.id, new Date(Date.now() + 3 * 86_400_000).toISOString()))
		expect(refused.status).toBe(403)
		expect(refused.body.error.message).toBe('This therapist is not taking consultation bookings right now.')
	})

	test('booking floods from one address: 429 with Retry-After', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await saveSettings(db, p, SETTINGS)
		const open = (await slots(db, `user=${p.id}`)).body.slots
		for (let i = 0; i < 5; i++)
			expect((await book(db, person(p.id, open[i].start), '192.0.2.50')).status).toBe(201)
		const flood = await book(db, person(p.id, open[5].start), '192.0.2.50')
		expect(flood.status).toBe(429)
		expect(Number(flood.retryAfter)).toBeGreaterThan(0)
		expect(flood.body.error.code).toBe('rate_limited')
	})
})
