import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { loader as slotsLoader } from '~/routes/api/slots'
import { loader as userLoader } from '~/routes/api/user'
import { loader as userSlotsLoader } from '~/routes/api/user-slots'
import { callApi } from '../../../tests/api-contract'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { saveConsultationSettings } from './settings.server'

// docs/product.md#free-consultations in the JSON API (callApi checks each answer against the OpenAPI
// document): `consultation` on a User doc, the owner's settings, and GET /api/user/{id}/slots.

const SETTINGS = {
	enabled: true,
	minutes: 20 as const,
	by: 'video' as const,
	video_link: 'https://meet.example.com/ana',
	time_zone: 'America/Chicago',
	windows: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, from: '09:00', to: '12:00' })),
	notice_hours: 12,
	days_off: ['2030-01-01'],
}

type Provider = Awaited<ReturnType<typeof insertProvider>>
async function userDoc(db: Db, p: Provider, viewer: Provider | null = null) {
	const args = routeArgs(db, `/api/user?id=${p.id}`, {}, viewer ? { user: sessionUserFor(viewer) } : {})
	const body = await (await callApi(userLoader, args)).json()
	return body.docs[0]
}

describe('consultation in the API', () => {
	test('anyone reads { minutes, by, next_at } while there is an open time; the owner reads their settings', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		expect((await userDoc(db, p)).consultation).toBeNull()
		expect((await userDoc(db, p, p)).consultation).toBeNull()
		await saveConsultationSettings(db, p.id, SETTINGS)
		const open = await slots(db, `/api/slots?user=${p.id}`, slotsLoader)
		const pub = (await userDoc(db, p)).consultation
		expect(pub).toEqual({ minutes: 20, by: 'video', next_at: open.slots[0].start })
		expect(pub.next_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/)
		// Never the link, the windows or the zone to visitors.
		expect(Object.keys(pub).sort()).toEqual(['by', 'minutes', 'next_at'])
		const own = (await userDoc(db, p, p)).consultation
		expect(own).toEqual({ ...SETTINGS, per_day: null, horizon_days: 21, next_at: pub.next_at })
		// Not accepting: no bookings, so nothing to offer.
		const { providers } = await import('~/db/schema')
		const { eq } = await import('drizzle-orm')
		await db
			.update(providers)
			.set({ availability: 'Not Accepting New Clients' })
			.where(eq(providers.id, p.id))
		expect((await userDoc(db, p)).consultation).toBeNull()
	})

	test('GET /api/user/{id}/slots lists what GET /api/slots lists; a bad id or range is a 4xx', async () => {
		const { db } = await createTestDb()
		const p = await insertProvider(db)
		await saveConsultationSettings(db, p.id, SETTINGS)
		const byQuery = await slots(db, `/api/slots?user=${p.id}&days=7`, slotsLoader)
		const byPath = await slots(db, `/api/user/${p.id}/slots?days=7`, userSlotsLoader, { id: p.id })
		expect(byPath).toEqual(byQuery)
		expect(byPath.slots.length).toBeGreaterThan(0)
		expect(Object.keys(byPath.slots[0]).sort()).toEqual(['end', 'start'])
		const status = async (url: string, id: string) =>
			(await callApi(userSlotsLoader, routeArgs(db, url, { id }))).status
		expect(await status('/api/user/nope/slots', 'nope')).toBe(404)
		const unknown = '00000000-0000-4000-8000-000000000000'
		expect(await status(`/api/user/${unknown}/slots`, unknown)).toBe(404)
		expect(await status(`/api/user/${p.id}/slots?days=0`, p.id)).toBe(400)
		expect(await status(`/api/user/${p.id}/slots?from=tomorrow`, p.id)).toBe(400)
	})
})

async function slots(
	db: Db,
	url: string,
	loader: typeof slotsLoader | typeof userSlotsLoader,
	params: Record<string, string> = {},
) {
	const response = await callApi(
		loader as typeof userSlotsLoader,
		routeArgs(db, url, params as { id: string }),
	)
	expect(response.status).toBe(200)
	return response.json()
}
