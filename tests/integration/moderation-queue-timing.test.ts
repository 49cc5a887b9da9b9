import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { flaggedQueue, newProfilesQueue, reportQueue } from '~/features/moderation/queues.server'
import { createTestDb } from '../setup/db'

// docs/product.md#moderation: the console's queues answer in ≤ 200 ms with 10,000 open reports. The
// issue's 250,000 providers on PostgreSQL: QUEUE_PROVIDERS=250000 with TEST_DATABASE_URL set; here a
// number that seeds quickly on PGlite, each profile with a few open reports.

const PROVIDERS = Number(process.env.QUEUE_PROVIDERS ?? 5_000)
const REPORTS = 10_000

test(`each queue answers in ≤ 200 ms with ${REPORTS} open reports over ${PROVIDERS} providers`, async () => {
	const { db } = await createTestDb()
	await db.execute(sql`
		insert into providers (email, first_name, last_name, url_tag, headline, email_verified, onboarded, flagged, created_at, updated_at)
		select 'q' || n || '@example.test', 'Quinn', 'Row' || n, 'quinn-row' || n, 'LPC', true, true, n % 97 = 0,
			now() - (n % 60) * interval '1 day', now() - (n % 90) * interval '1 hour'
		from generate_series(1, ${PROVIDERS}) n`)
	await db.execute(sql`
		insert into reports (provider_id, reason, details, email, created_at)
		select p.id, (array['not_licensed','impersonation','wrong_details','inappropriate','other'])[1 + r % 5],
			'details ' || r, null, now() - (r % 1000) * interval '1 minute'
		from generate_series(1, ${REPORTS}) r
		join lateral (select id from providers where email = 'q' || (1 + r % (${PROVIDERS} / 4)) || '@example.test') p on true`)
	await db.execute(sql`analyze`)
	// Warm once (first-query planning), then measure.
	await Promise.all([reportQueue(db), flaggedQueue(db), newProfilesQueue(db)])
	const timed = async <T>(queue: () => Promise<T>): Promise<[T, number]> => {
		const started = performance.now()
		const result = await queue()
		return [result, performance.now() - started]
	}
	// One after the other: each queue on its own (the embedded database runs one query at a time).
	const [reports, reportsMs] = await timed(() => reportQueue(db))
	const [flagged, flaggedMs] = await timed(() => flaggedQueue(db))
	const [fresh, freshMs] = await timed(() => newProfilesQueue(db))
	const elapsed = Math.max(reportsMs, flaggedMs, freshMs)
	expect(reports.total).toBe(REPORTS)
	expect(reports.groups.length).toBe(50)
	expect(flagged.total).toBeGreaterThan(0)
	expect(fresh.total).toBeGreaterThan(0)
	console.log(
		`moderation queues: reports ${reportsMs.toFixed(0)} ms, flagged ${flaggedMs.toFixed(0)} ms, new ${freshMs.toFixed(0)} ms (${REPORTS} open reports, ${PROVIDERS} providers)`,
	)
	expect(elapsed).toBeLessThanOrEqual(200)
}, 300_000)
