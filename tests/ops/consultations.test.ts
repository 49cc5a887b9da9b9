import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateDb, openDb } from '~/db/client.server'
import { saveConsultationSettings } from '~/features/consultations/settings.server'
import { insertProvider } from '../factories'
import { createOpsDatabase, type Instance, OPS_DATABASE_URL, startInstance } from './support/instance'

// docs/product.md#free-consultations, 'nobody double-booked … the same across two instances on one
// PostgreSQL': two built instances, 20 visitors booking one slot at once, half through each. The slot
// is taken by the partial unique index, so one booking is made and the 19 others are told 'That time
// was just taken'. Ports 4420-4421.
const PORTS = [4420, 4421]
const EVERY_DAY = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({
	day,
	from: '00:00',
	to: '23:30',
}))

describe.skipIf(!OPS_DATABASE_URL)('free consultations on two instances over one PostgreSQL', () => {
	let database: { url: string; drop: () => Promise<void> }
	let instances: Instance[] = []
	let provider_id = ''

	beforeAll(async () => {
		database = await createOpsDatabase(OPS_DATABASE_URL as string, 'consultations')
		const handle = await openDb({ databaseUrl: database.url })
		await migrateDb(handle)
		const provider = await insertProvider(handle.db, { email: 'ops-consultations@example.com' })
		provider_id = provider.id
		await saveConsultationSettings(handle.db, provider.id, {
			enabled: true,
			minutes: 30,
			by: 'phone',
			time_zone: 'America/Chicago',
			windows: EVERY_DAY,
			notice_hours: 1,
		})
		await handle.close()
		// Each visitor from their own address (the booking limits count by address).
		instances = await Promise.all(
			PORTS.map((port) => startInstance({ port, databaseUrl: database.url, env: { TRUST_PROXY: 'true' } })),
		)
	})

	afterAll(async () => {
		await Promise.all(instances.map((i) => i.stop()))
		await database?.drop()
	})

	test('20 parallel bookings of one slot, half through each instance: one 201, 19 × 409 slot_taken, one row', async () => {
		const open = await fetch(`${instances[0].url}/api/slots?user=${provider_id}&days=3`)
		expect(open.status).toBe(200)
		const [slot] = ((await open.json()) as { slots: { start: string }[] }).slots
		expect(slot).toBeDefined()

		const answers = await Promise.all(
			Array.from({ length: 20 }, async (_, i) => {
				const instance = instances[i % 2]
				const response = await fetch(`${instance.url}/api/consultation`, {
					method: 'POST',
					headers: {
						'content-type': 'application/json',
						accept: 'application/json',
						origin: instance.url,
						'x-forwarded-for': `198.51.100.${10 + i}`,
					},
					body: JSON.stringify({
						recipient_user: provider_id,
						start: slot.start,
						name: `Visitor ${i}`,
						email: `ops-visitor-${i}@example.com`,
						phone: '555-0100',
						note: null,
						time_zone: 'America/New_York',
					}),
				})
				return {
					status: response.status,
					body: (await response.json()) as { error: { code: string; message: string } },
				}
			}),
		)
		const statuses = answers.map((a) => a.status)
		expect(
			statuses.filter((s) => s === 201),
			JSON.stringify(answers),
		).toHaveLength(1)
		expect(statuses.filter((s) => s === 409)).toHaveLength(19)
		for (const refused of answers.filter((a) => a.status === 409)) {
			expect(refused.body.error.code).toBe('slot_taken')
			expect(refused.body.error.message).toMatch(/^That time was just taken\. Please pick another\./)
		}

		const client = new pg.Client({ connectionString: database.url })
		await client.connect()
		const { rows } = await client.query<{ n: number; counted: number }>(
			`select (select count(*)::int from consultation_bookings where provider_id = $1 and status = 'booked') as n,
				(select coalesce(sum(booked), 0)::int from consultation_days where provider_id = $1) as counted`,
			[provider_id],
		)
		const mails = await client.query<{ n: number }>(
			`select count(*)::int as n from email_outbox where "to" like 'ops-visitor-%'`,
		)
		await client.end()
		// One booking, counted once for its day, and one confirmation: the refused left nothing behind.
		expect(rows[0]).toEqual({ n: 1, counted: 1 })
		expect(mails.rows[0].n).toBe(1)
	})
})
