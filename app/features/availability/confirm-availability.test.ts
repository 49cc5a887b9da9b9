import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { action } from '~/routes/api/confirm-availability'
import { originCheck } from '../../../server/security'
import { callApi } from '../../../tests/api-contract'
import { insertProvider, routeArgs, sessionUserFor } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'

// POST /api/confirm_availability: the owner's 'Still accurate' (docs/product.md#availability-freshness).

const LONG_AGO = new Date('2025-01-01T00:00:00Z')
type Provider = typeof providers.$inferSelect

async function reload(db: Db, id: string) {
	const [row] = await db.select().from(providers).where(eq(providers.id, id))
	return row
}

function confirm(db: Db, user: Provider | null, body: unknown = {}, headers: Record<string, string> = {}) {
	return callApi(
		action,
		routeArgs(
			db,
			'/api/confirm_availability',
			{},
			{
				method: 'POST',
				body: JSON.stringify(body),
				headers: { 'Content-Type': 'application/json', ...headers },
				user: user ? sessionUserFor(user) : null,
			},
		),
	)
}

describe('POST /api/confirm_availability', () => {
	test('the owner confirms: the date is now, the availability unchanged, the reminder cycle restarts', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, {
			availability: 'Waitlist for New Clients',
			availability_confirmed_at: LONG_AGO,
			availability_reminders: 2,
			availability_reminded_at: LONG_AGO,
		})
		const before = Date.now()
		const response = await confirm(db, owner, { id: owner.id })
		expect(response.status).toBe(200)
		const body = (await response.json()) as { docs: Array<{ id: string; availability_confirmed_at: string }> }
		expect(body.docs[0].id).toBe(owner.id)
		const after = await reload(db, owner.id)
		expect(after.availability_confirmed_at.getTime()).toBeGreaterThanOrEqual(before)
		expect(body.docs[0].availability_confirmed_at).toBe(after.availability_confirmed_at.toISOString())
		expect(after.availability).toBe('Waitlist for New Clients')
		expect(after.availability_reminders).toBe(0)
		expect(after.availability_reminded_at).toBeNull()
		expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before)
		// An empty body confirms one's own too.
		expect((await confirm(db, owner)).status).toBe(200)
	})

	test("only for the owner: logged out 401, someone else's id 403, and nothing changes", async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { availability_confirmed_at: LONG_AGO })
		const other = await insertProvider(db, { availability_confirmed_at: LONG_AGO })
		expect((await confirm(db, null)).status).toBe(401)
		const forbidden = await confirm(db, other, { id: owner.id })
		expect(forbidden.status).toBe(403)
		expect((await confirm(db, owner, { id: 'not-an-id' })).status).toBe(400)
		expect((await confirm(db, owner, { id: owner.id, availability: 'x' })).status).toBe(400)
		expect((await reload(db, owner.id)).availability_confirmed_at).toEqual(LONG_AGO)
		expect((await reload(db, other.id)).availability_confirmed_at).toEqual(LONG_AGO)
	})

	test('a cross-site POST is refused before it reaches the endpoint (Origin check)', async () => {
		const { db } = await createTestDb()
		const owner = await insertProvider(db, { availability_confirmed_at: LONG_AGO })
		const app = new Hono()
		app.use(originCheck(() => ['http://localhost:3000']))
		app.post('/api/confirm_availability', (c) => {
			const args = routeArgs(
				db,
				'/api/confirm_availability',
				{},
				{
					method: 'POST',
					body: '{}',
					headers: { 'Content-Type': 'application/json' },
					user: sessionUserFor(owner),
				},
			)
			return action({ ...args, request: c.req.raw })
		})
		const post = (origin: string) =>
			app.request('http://localhost:3000/api/confirm_availability', {
				method: 'POST',
				headers: { Origin: origin, 'Content-Type': 'application/json' },
				body: '{}',
			})
		expect((await post('https://evil.example')).status).toBe(403)
		expect((await reload(db, owner.id)).availability_confirmed_at).toEqual(LONG_AGO)
		expect((await post('http://localhost:3000')).status).toBe(200)
		expect((await reload(db, owner.id)).availability_confirmed_at.getTime()).toBeGreaterThan(
			LONG_AGO.getTime(),
		)
	})
})
