/**
 * npm run bench:consultations [-- --engine pglite|postgres --count 250000 --share 0.2 --database-url postgres://…]
 *
 * Free consultations at directory scale (docs/product.md#free-consultations): `count` providers, a
 * `share` of them with consultation settings and a few bookings each, on a throwaway PGlite (the
 * default) or, with `--engine postgres`, the PostgreSQL of --database-url, whose tables it empties
 * first: never point it at real data. Measures (1) one provider's open times for 21 days as
 * GET /api/slots computes them (listOpenTimes: the provider, settings and booked rows in one query, then
 * the time-zone walk) and (2) a booking under 20 concurrent attempts at one slot, per attempt (one
 * wins by the unique index, 19 are refused 'That time was just taken'). Results go to
 * docs/benchmarks.md, one section per engine, with the load average and the process's CPU time.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { consultationSettings } from '~/db/schema'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { bookConsultation } from '~/features/consultations/booking.server'
import {
	bookedTimes,
	getConsultationSettings,
	listOpenTimes,
	openTimesOf,
} from '~/features/consultations/settings.server'
import { arg, flag, stats, writeSection } from './lib'

// The outbox prints each e-mail when no SMTP_URL is set: the bench measures the booking, not the log.
process.env.SMTP_URL ??= 'smtp://127.0.0.1:9'
process.env.LOG_LEVEL ??= 'warn'

const COUNT = Number(arg('count', '250000'))
const SHARE = Number(arg('share', '0.2'))
const RUNS = Number(arg('runs', '400'))
const ROUNDS = Number(arg('rounds', '30'))
const ENGINE = arg('engine', arg('database-url') ? 'postgres' : 'pglite')
if (ENGINE !== 'pglite' && ENGINE !== 'postgres') throw new Error('--engine is pglite or postgres')
const databaseUrl = ENGINE === 'postgres' ? arg('database-url') : undefined
if (ENGINE === 'postgres' && !databaseUrl)
	throw new Error('--engine postgres needs --database-url of a throwaway database (its tables are emptied)')
const loadAtStart = loadavg()[0]

const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'openroom-bench-consultations-'))
const handle = await openDb(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir(dataDir as string) })
const db = handle.db
const site = {
	siteName: 'Openroom',
	publicUrl: 'http://localhost',
	mailFrom: 'Openroom <no-reply@localhost>',
}
try {
	await migrateDb(handle)
	if (databaseUrl) await db.execute(sql`truncate providers, rate_limits, email_outbox cascade`)
	const seedStart = performance.now()
	// Providers in bulk, live (the booking checks it); every fifth zone is one without summer time.
	await db.execute(sql`
		insert into providers (email, email_verified, first_name, last_name, headline, licensed_states, onboarded, availability)
		select 'bench' || g || '@example.test', true, 'Bench', 'Provider ' || g, 'Licensed Therapist', '{NY}', true, 'Accepting New Clients'
		from generate_series(1, ${COUNT}) g`)
	await db.execute(sql`
		insert into consultation_settings (provider_id, enabled, minutes, by, time_zone, windows, notice_hours, horizon_days, per_day)
		select id, true, (array[15, 20, 30])[1 + short_id % 3], 'phone',
			(array['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles', 'America/Phoenix'])[1 + short_id % 5],
			'[{"day":"mon","from":"09:00","to":"12:00"},{"day":"tue","from":"13:00","to":"17:00"},{"day":"wed","from":"09:00","to":"11:00"},{"day":"thu","from":"16:00","to":"19:00"},{"day":"sat","from":"10:00","to":"12:00"}]'::jsonb,
			24, 21, case when short_id % 4 = 0 then 3 else null end
		from providers where short_id % ${Math.round(1 / SHARE)} = 0`)
	// A few bookings each, on the hour, in the next three weeks.
	await db.execute(sql`
		insert into consultation_bookings (provider_id, start_at, end_at, local_day, name, email, time_zone, uid, cancel_token_hash)
		select s.provider_id, t, t + make_interval(mins => s.minutes), (t at time zone s.time_zone)::date, 'Visitor', 'v@example.test', 'America/New_York',
			s.provider_id || '-' || n, md5(s.provider_id || '-' || n)
		from consultation_settings s, generate_series(1, 3) n,
			lateral (select date_trunc('hour', now()) + make_interval(days => 2 + n * 5, hours => (n * 7) % 24) as t) x`)
	await db.execute(sql`analyze`)
	const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(0)
	const ids = (
		await db
			.select({ id: consultationSettings.provider_id })
			.from(consultationSettings)
			.orderBy(sql`random()`)
			.limit(2000)
	).map((row) => row.id)
	const [{ n: settingsCount }] = await db.select({ n: sql<number>`count(*)::int` }).from(consultationSettings)
	if (flag('parts')) {
		const t0 = performance.now()
		for (const id of ids.slice(0, 100)) await getConsultationSettings(db, id)
		const t1 = performance.now()
		for (const id of ids.slice(0, 100))
			await bookedTimes(db, id, new Date(), new Date(Date.now() + 21 * 86_400_000))
		console.log(
			`settings ${((t1 - t0) / 100).toFixed(2)} ms, bookings ${((performance.now() - t1) / 100).toFixed(2)} ms`,
		)
	}

	const now = new Date()
	for (const id of ids.slice(0, 50)) await listOpenTimes(db, id, {}, now) // warm-up
	const slotSamples: number[] = []
	let slotCount = 0
	const slotCpu = process.cpuUsage()
	for (let run = 0; run < RUNS; run++) {
		const t = performance.now()
		const slots = await listOpenTimes(db, ids[run % ids.length], {}, now)
		slotSamples.push(performance.now() - t)
		slotCount += slots.length
	}
	const slotCpuMs = cpuMs(process.cpuUsage(slotCpu)) / RUNS

	const insertSamples: number[] = []
	let winners = 0
	const insertCpu = process.cpuUsage()
	for (let round = 0; round < ROUNDS; round++) {
		const id = ids[ids.length - 1 - round]
		const [slot] = await openTimesOf(db, id, { limit: 1 }, new Date())
		const attempts = Array.from({ length: 20 }, async (_, i) => {
			const t = performance.now()
			const ok = await bookConsultation(
				db,
				{
					recipient_user: id,
					start: slot.start,
					name: 'Bench',
					email: `b${i}@example.test`,
					phone: '555-0100',
					note: null,
					time_zone: 'America/New_York',
				},
				{ viewerId: null, clientIp: `10.9.${round}.${i}`, site },
			).then(
				() => true,
				(error: { code?: string; message?: string }) => {
					if (error.code !== 'slot_taken' || !error.message?.startsWith('That time was just taken.'))
						throw error
					return false
				},
			)
			insertSamples.push(performance.now() - t)
			return ok
		})
		winners += (await Promise.all(attempts)).filter(Boolean).length
	}
	if (winners !== ROUNDS) throw new Error(`${winners} bookings for ${ROUNDS} contested slots`)
	const insertCpuMs = cpuMs(process.cpuUsage(insertCpu)) / (ROUNDS * 20)

	const s = stats(slotSamples)
	const b = stats(insertSamples)
	const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
	const engine = ENGINE === 'postgres' ? 'PostgreSQL (a pool of 10 connections)' : 'PGlite (one connection)'
	const load = `load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`
	const lines = [
		`## Free consultations on ${ENGINE === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
		'',
		`\`npm run bench:consultations${ENGINE === 'postgres' ? ' -- --engine postgres --database-url …' : ''}\` — ${now.toISOString().slice(0, 10)}, ${machine}; ${engine}, ${COUNT.toLocaleString('en')} providers, ${settingsCount.toLocaleString('en')} with consultation settings and 3 bookings each (seeded in ${seedSeconds} s); in process, other engineers' jobs sharing the 2 cores (${load}). CPU time is this process's (user + system) per request: the wall times below include waiting for the cores.`,
		'',
		'| What | Samples | p50 | p95 | p99 | max | CPU per request | Target |',
		'|---|---|---|---|---|---|---|---|',
		`| One provider's open times for 21 days (GET /api/slots; ${Math.round(slotCount / RUNS)} slots on average) | ${s.n} | ${s.p50} ms | ${s.p95} ms | ${s.p99} ms | ${s.max} ms | ${slotCpuMs.toFixed(2)} ms | p95 ≤ 5 ms |`,
		`| A booking under 20 concurrent attempts at one slot (${ROUNDS} slots: one booked, 19 refused each) | ${b.n} | ${b.p50} ms | ${b.p95} ms | ${b.p99} ms | ${b.max} ms | ${insertCpuMs.toFixed(2)} ms | p95 ≤ 50 ms |`,
	]
	console.log(lines.join('\n'))
	await writeSection(ENGINE === 'postgres' ? 'consultations-postgres' : 'consultations', lines.join('\n'))
} finally {
	await handle.close()
	if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

/** process.cpuUsage() microseconds, user and system, as milliseconds. */
function cpuMs(usage: NodeJS.CpuUsage): number {
	return (usage.user + usage.system) / 1000
}
