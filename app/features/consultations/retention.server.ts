import { asc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { consultationBookings, consultationDays, emailOutbox } from '~/db/schema'

// docs/product.md#free-consultations: the person's details of a booked consultation serve only the booking.
// They are deleted with the contact messages' retention, counted from the call's end, with the
// outbox copies of the e-mails about it; the provider's 'Download my data' lists them until then.

/** As contact messages (app/features/contact/retention.server.ts). */
export const BOOKING_RETENTION_DAYS = 90

/** Deletes the bookings whose call ended over 90 days ago, and their e-mails. Returns how many. */
export async function deleteExpiredBookings(db: Db, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - BOOKING_RETENTION_DAYS * 24 * 60 * 60_000)
	return db.transaction(async (tx) => {
		const deleted = await tx
			.delete(consultationBookings)
			.where(lt(consultationBookings.end_at, cutoff))
			.returning({ id: consultationBookings.id })
		const ids = deleted.map((row) => row.id)
		if (ids.length > 0)
			await tx.delete(emailOutbox).where(inArray(sql`${emailOutbox.meta}->>'consultation_id'`, ids))
		// The per-day counters of those days: no longer needed.
		await tx.delete(consultationDays).where(lt(consultationDays.day, cutoff.toISOString().slice(0, 10)))
		return deleted.length
	})
}

/** A provider's booked calls, for their 'Download my data'. */
export function providerBookings(db: Db, provider_id: string) {
	return db
		.select({
			start_at: consultationBookings.start_at,
			end_at: consultationBookings.end_at,
			status: consultationBookings.status,
			name: consultationBookings.name,
			email: consultationBookings.email,
			phone: consultationBookings.phone,
			note: consultationBookings.note,
			time_zone: consultationBookings.time_zone,
			created_at: consultationBookings.created_at,
			cancelled_at: consultationBookings.cancelled_at,
		})
		.from(consultationBookings)
		.where(eq(consultationBookings.provider_id, provider_id))
		.orderBy(asc(consultationBookings.start_at))
}
