import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { consultationBookings } from '~/db/schema'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { emailsFor } from './booking.server'
import { type EmailBooking, providerEmail, visitorEmail } from './consultation-emails.server'
import type { EmailSite } from './consultation-emails.server'

// docs/product.md#free-consultations: a reminder to both 24 hours before the call. Each booking is
// claimed with SKIP LOCKED in the transaction that queues its e-mails, so instances never send twice.

const REMIND_BEFORE_MS = 24 * 60 * 60_000
const BATCH = 50

/** Queues the reminders of the calls that start within 24 hours; returns how many bookings. */
export async function sendConsultationReminders(db: Db, site: EmailSite, now = new Date()): Promise<number> {
	return db.transaction(async (tx) => {
		const due = await tx
			.select()
			.from(consultationBookings)
			.where(
				and(
					eq(consultationBookings.status, 'booked'),
					isNull(consultationBookings.reminded_at),
					gt(consultationBookings.start_at, now),
					lte(consultationBookings.start_at, new Date(now.getTime() + REMIND_BEFORE_MS)),
				),
			)
			.orderBy(asc(consultationBookings.start_at))
			.limit(BATCH)
			.for('update', { skipLocked: true })
		for (const row of due) {
			const provider = await emailsFor(tx, row.provider_id, site)
			if (!provider) continue
			const booking: EmailBooking = { ...row, locale: row.locale }
			await enqueueEmail(tx, visitorEmail('reminder', booking, provider, site))
			await enqueueEmail(tx, providerEmail('reminder', booking, provider, site))
		}
		if (due.length > 0)
			await tx
				.update(consultationBookings)
				.set({ reminded_at: now })
				.where(
					inArray(
						consultationBookings.id,
						due.map((row) => row.id),
					),
				)
		return due.length
	})
}
