import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrateDb, openDb } from '~/db/client.server'
import { seedDemo } from '~/features/demo/seed-demo.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { startSmtpSink } from '../e2e/support/smtp-sink'
import { createOpsDatabase, type Instance, OPS_DATABASE_URL, startInstance } from './support/instance'

// docs/product.md#follow-ups, durable and claimed: two built instances on one PostgreSQL, both
// SIGKILLed after the messages went out and before their follow-ups were due, then both started
// again at once. Every message gets exactly one follow-up. Ports 3790-3791.
const PORTS = [3790, 3791]
const DELAY_S = 3
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

type Doc = { id: string; short_id: number }

describe.skipIf(!OPS_DATABASE_URL)('follow-ups on two instances over one PostgreSQL', () => {
	let database: { url: string; drop: () => Promise<void> }
	let smtp: Awaited<ReturnType<typeof startSmtpSink>>
	let instances: Instance[] = []

	const start = () =>
		Promise.all(
			PORTS.map((port) =>
				startInstance({
					port,
					databaseUrl: database.url,
					env: {
						SMTP_URL: `smtp://localhost:${smtp.port}`,
						FOLLOW_UP_DELAY: `${DELAY_S}s`,
						// Each message comes from its own client address (the contact limits count by address).
						TRUST_PROXY: 'true',
					},
				}),
			),
		)

	beforeAll(async () => {
		database = await createOpsDatabase(OPS_DATABASE_URL as string, 'follow_ups')
		const handle = await openDb({ databaseUrl: database.url })
		await migrateDb(handle)
		await loadReferenceData(handle.db)
		await seedDemo(handle.db, { count: 120 })
		await handle.close()
		smtp = await startSmtpSink()
	})

	afterAll(async () => {
		await Promise.all(instances.map((i) => i.stop('SIGKILL')))
		await smtp?.close()
		await database?.drop()
	})

	test('SIGKILL both while follow-ups are pending, restart both: exactly one follow-up per message', async () => {
		instances = await start()
		const listing = await fetch(`${instances[0].url}/api/user?state=CA&availability=accepting&pageSize=6`)
		const docs = ((await listing.json()) as { docs: Doc[] }).docs
		expect(docs.length).toBeGreaterThanOrEqual(6)

		const visitors = docs.map((_, i) => `ops-visitor-${i}-${Date.now()}@example.com`)
		for (const [i, doc] of docs.entries()) {
			const instance = instances[i % 2]
			const sent = await fetch(`${instance.url}/api/contact`, {
				method: 'POST',
				headers: {
					'content-type': 'application/json',
					accept: 'application/json',
					origin: instance.url,
					'x-forwarded-for': `203.0.113.${10 + i}`,
				},
				body: JSON.stringify({
					name: `Visitor ${i}`,
					private_message: 'Hello, do you have an opening on Tuesday evenings?',
					author_email: visitors[i],
					recipient_user: doc.id,
					not_robot: true,
				}),
			})
			expect(sent.status, await sent.clone().text()).toBe(201)
		}

		// Every message delivered to its therapist and recorded as sent (the follow-up's clock starts
		// there), then both die. Only the sink's copy is not enough: a kill between the SMTP answer and
		// the outbox's 'sent' leaves the delivery under its send lease (five minutes), sent again after
		// it, so that message's follow-up would be due minutes after this test looks.
		const delivered = async () => {
			const client = new pg.Client({ connectionString: database.url })
			await client.connect()
			const { rows } = await client.query<{ n: number }>(
				`select count(*)::int as n from contact_messages m join email_outbox o on o.id = m.delivery_email_id
				where o.status = 'sent' and m.author_email like 'ops-visitor-%'`,
			)
			await client.end()
			return rows[0].n
		}
		const deadline = Date.now() + 30_000
		while ((await delivered()) < docs.length && Date.now() < deadline) await sleep(100)
		expect(await delivered()).toBe(docs.length)
		expect(smtp.received.filter((m) => /^Reply-To: .*ops-visitor-/m.test(m.raw))).toHaveLength(docs.length)
		await Promise.all(instances.map((i) => i.stop('SIGKILL')))
		const followUpsTo = (visitor: string) =>
			smtp.received.filter((m) => m.to.includes(visitor) && m.raw.includes('get back to you?')).length
		const before = visitors.map(followUpsTo)

		// Past the due time, both start again at once and race for the same rows.
		await sleep(DELAY_S * 1000 + 1000)
		instances = await start()
		// Each message's follow-up is queued exactly once. One queued just before the kill may sit in
		// the outbox under its send lease (five minutes) before it goes: late, never lost, never twice.
		const queued = async () => {
			const client = new pg.Client({ connectionString: database.url })
			await client.connect()
			const { rows } = await client.query<{ to: string; n: number }>(
				`select "to", count(*)::int as n from email_outbox where meta->>'kind' = 'follow_up' group by "to"`,
			)
			await client.end()
			return visitors.map((v) => rows.find((r) => r.to === v)?.n ?? 0)
		}
		const settle = Date.now() + 30_000
		while ((await queued()).some((n) => n === 0) && Date.now() < settle) await sleep(250)
		// Two more job rounds (every 5 s) on both instances: nothing is queued or sent twice.
		await sleep(11_000)
		expect(await queued()).toEqual(visitors.map(() => 1))
		expect(visitors.map(followUpsTo).every((n) => n <= 1)).toBe(true)
		expect(before.every((n) => n <= 1)).toBe(true)
	})
})
