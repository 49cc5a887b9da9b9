import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providersChanged } from '~/db/changes'
import { consultationBookings, consultationDays } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { emailsFor } from './booking.server'
import { type EmailBooking, type EmailSite, providerEmail, visitorEmail } from './consultation-emails.server'
import { CONSULTATION_LIMITS } from './consultations.schema'
import { refreshNextConsultation } from './settings.server'
import { timeInWords } from './time-words'

// The provider's side of their bookings (docs/product.md#free-consultations): the upcoming calls on
// their own profile page, and Cancel with a message to the person (METHOD:CANCEL, the same UID).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const NOT_YOURS = 'We could not find that call among your upcoming calls.'

export type UpcomingCall = {
	id: string
	/** In the provider's zone, in words (their pages are English). */
	time: string
	name: string
	email: string
	phone: string | null
	note: string | null
}

/** The provider's booked calls that have not started yet, soonest first. */
export async function upcomingCalls(
	db: Db,
	provider_id: string,
	time_zone: string,
	now = new Date(),
): Promise<UpcomingCall[]> {
	const rows = await db
		.select()
		.from(consultationBookings)
		.where(
			and(
				eq(consultationBookings.provider_id, provider_id),
				eq(consultationBookings.status, 'booked'),
				gt(consultationBookings.start_at, now),
			),
		)
		.orderBy(asc(consultationBookings.start_at))
		.limit(100)
	return rows.map((row) => ({
		id: row.id,
		time: timeInWords(row.start_at, time_zone, 'en'),
		name: row.name,
		email: row.email,
		phone: row.phone,
		note: row.note,
	}))
}

/**
 * The provider cancels one of their upcoming calls: the slot opens again, the person gets the
 * cancellation (with the provider's message, in their language) and both get METHOD:CANCEL. Another
 * provider's call, or one already cancelled or past, is not_found and changes nothing.
 */
export async function cancelByProvider(
	db: Db,
	provider_id: string | null,
	booking_id: string,
	message: string,
	site: EmailSite,
	now = new Date(),
): Promise<void> {
	if (!provider_id) throw new AppError('unauthenticated', 'Please log in to cancel a call.')
	if (!UUID.test(booking_id)) throw new AppError('not_found', NOT_YOURS)
	const words = message.trim().slice(0, CONSULTATION_LIMITS.note)
	const emails = await emailsFor(db, provider_id, site)
	await db.transaction(async (tx) => {
		const [row] = await tx
			.select()
			.from(consultationBookings)
			.where(and(eq(consultationBookings.id, booking_id), eq(consultationBookings.provider_id, provider_id)))
			.for('update')
			.limit(1)
		if (row?.status !== 'booked' || row.start_at <= now) throw new AppError('not_found', NOT_YOURS)
		await tx
			.update(consultationBookings)
			.set({ status: 'cancelled', cancelled_at: now })
			.where(eq(consultationBookings.id, row.id))
		await tx
			.update(consultationDays)
			.set({ booked: sql`greatest(${consultationDays.booked} - 1, 0)` })
			.where(and(eq(consultationDays.provider_id, row.provider_id), eq(consultationDays.day, row.local_day)))
		if (emails) {
			const booking: EmailBooking = { ...row, locale: row.locale }
			const by = { provider: true as const, message: words || null }
			await enqueueEmail(tx, visitorEmail('cancelled', booking, emails, site, undefined, by))
			await enqueueEmail(tx, providerEmail('cancelled', booking, emails, site, by))
		}
		// The slot is open again: the card's 'Next free call' may be earlier (as the visitor's cancel does).
		await refreshNextConsultation(tx, row.provider_id, now)
	})
	providersChanged(db)
}
