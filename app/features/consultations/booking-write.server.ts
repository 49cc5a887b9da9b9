import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { hasSqlState } from '~/db/sqlstate'
import { consultationBookings, consultationDays } from '~/db/schema'
import { type OutgoingEmail, outboxInsertSql } from '~/platform/email/outbox.server'
import { type RateLimitRule, rateLimitHitsSql } from '~/platform/rate-limit/rate-limit.server'

// How a booking is written (docs/product.md#free-consultations): one statement, and one attempt per
// slot at a time in this process. Measured in docs/benchmarks.md#free-consultations-where-the-time-goes-issue-47.

export type BookingRow = Omit<typeof consultationBookings.$inferInsert, 'status'>

/**
 * The booking's write as one statement (atomic without a transaction, one round trip instead of
 * six): the provider's daily limit counted; if within it, the booking inserted unless its slot is
 * taken (ON CONFLICT on the slot's unique index: a taken slot is an answer, not an error, so the
 * connection goes back to the pool instead of being closed and opened again with its password
 * exchange); if inserted, the day's counter raised, refused past per_day; if raised, its e-mails
 * queued. A booking the day's counter refused must not stay: the last line then divides by zero,
 * which fails the statement and undoes all of it (22012, a full day: rare, only in a race).
 */
export async function writeBooking(
	db: Db,
	input: { row: BookingRow; per_day: number | null; emails: OutgoingEmail[]; providerLimit: RateLimitRule },
	now: Date,
): Promise<{ provider_hits: number; booked: boolean }> {
	const { row, per_day, emails, providerLimit } = input
	const result = await db.execute(sql`
		with provider_day as (${rateLimitHitsSql([{ rule: providerLimit, key: row.provider_id }], now)}),
		booking as (
			insert into ${consultationBookings} (id, provider_id, start_at, end_at, local_day, name, email, phone,
				note, time_zone, locale, uid, cancel_token_hash, created_at)
			select r.id, r.provider_id, r.start_at, r.end_at, r.local_day, r.name, r.email, r.phone, r.note,
				r.time_zone, r.locale, r.uid, r.cancel_token_hash, r.created_at
			from json_populate_record(null::consultation_bookings, ${JSON.stringify(row)}::json) r
			where (select count from provider_day) <= ${providerLimit.limit}
			on conflict (provider_id, start_at) where status = 'booked' do nothing
			returning local_day),
		counted as (
			insert into ${consultationDays} (provider_id, day, booked)
			select ${row.provider_id}::uuid, local_day, 1 from booking
			on conflict (provider_id, day) do update set booked = ${consultationDays}.booked + 1
			${per_day === null ? sql`` : sql`where ${consultationDays}.booked < ${per_day}`}
			returning booked),
		queued as (${outboxInsertSql(emails, sql`exists (select 1 from counted)`)} returning id)
		select (select count from provider_day) as provider_hits, (select count(*) from booking)::int as booked,
			(select count(*) from queued)::int as queued,
			case when exists (select 1 from booking) then 1 / (select count(*) from counted)::int end as day_open`)
	const [written] = (result as unknown as { rows: { provider_hits: number; booked: number }[] }).rows
	return { provider_hits: written.provider_hits, booked: written.booked > 0 }
}

/** The statement failed because the day's counter refused the booking (writeBooking's last line). */
export function isDayFull(error: unknown): boolean {
	return hasSqlState(error, '22012')
}

/**
 * The booking attempts in flight in this process, by slot (provider and start): whether each booked
 * it. Of 20 people pressing Book on one time at once, the first tries the database and the others
 * wait for it: when it wins they are refused at once, which spares each of them the write and the
 * winner their competition for the connections. It decides nothing on its own: when the first did
 * not book, the next tries, and between processes the unique index decides as before.
 */
const inFlight = new Map<string, Promise<boolean>>()

/** This process's attempt in flight at the slot, if any: it resolves to whether it booked it. */
export function attemptInFlight(slot: string): Promise<boolean> | undefined {
	return inFlight.get(slot)
}

/** Makes this attempt the one in flight at the slot; call the result with whether it booked. */
export function startAttempt(slot: string): (booked: boolean) => void {
	let settle!: (booked: boolean) => void
	const attempt = new Promise<boolean>((resolve) => {
		settle = resolve
	})
	inFlight.set(slot, attempt)
	return (booked) => {
		settle(booked)
		if (inFlight.get(slot) === attempt) inFlight.delete(slot)
	}
}
