import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import { consultationBookings, consultationDays } from '~/db/schema'
import { AppError, isAppError } from '~/lib/errors'
import type { Locale } from '~/lib/i18n'
import { enqueueEmails, noteQueued } from '~/platform/email/outbox.server'
import {
	consumeRateLimits,
	type RateLimitRule,
	rateLimitRefusal,
} from '~/platform/rate-limit/rate-limit.server'
import { attemptInFlight, isDayFull, startAttempt, writeBooking } from './booking-write.server'
import type { BookingInput } from './consultations.schema'
import { consultationTranslator } from './consultations-i18n.server'
import {
	type EmailBooking,
	type EmailProvider,
	type EmailSite,
	providerEmail,
	visitorEmail,
} from './consultation-emails.server'
import { dayIn, openTimes, type Slot } from './open-times'
import {
	getConsultationSettings,
	loadBookableProvider,
	loadConsultationState,
	refreshNextConsultation,
	type StoredSettings,
} from './settings.server'
import { timeInWords } from './time-words'

// docs/product.md#free-consultations: booking and cancelling. A slot is taken by the database, not
// by a check-then-insert: the insert relies on the partial unique index on (provider_id, start_at)
// among booked rows (ON CONFLICT: a taken slot inserts nothing), which is 'That time was just
// taken'. per_day is kept by the
// counter row of consultation_days, raised in the booking's statement by an upsert that refuses past
// the limit (the row's lock orders concurrent bookings of one day): booking-write.server.ts.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY_MS = 24 * HOUR

/** Per client address, like the contact form's (app/features/contact/contact.server.ts). */
export const BOOKING_RATE_LIMITS = {
	perIpShort: { bucket: 'consultation:ip:10m', limit: 5, windowMs: 10 * MINUTE },
	perIpDay: { bucket: 'consultation:ip:day', limit: 20, windowMs: DAY_MS },
	perProviderDay: { bucket: 'consultation:provider:day', limit: 100, windowMs: DAY_MS },
} satisfies Record<string, RateLimitRule>

export type BookingContext = {
	viewerId: string | null
	clientIp: string
	site: EmailSite
	locale?: Locale
	now?: Date
}

/** The open times shown with a refusal, so the person can pick another at once. */
const NEXT_COUNT = 3

/** A refused booking: the form's message, and the next open times to offer instead. */
export class BookingRefusal extends AppError {
	readonly next: Slot[]
	constructor(
		code: 'invalid' | 'slot_taken' | 'forbidden',
		message: string,
		next: Slot[],
		fields?: Record<string, string>,
	) {
		super(code, message, fields ? { fields } : {})
		this.next = next
	}
}

/** The address's limits; a refusal in the visitor's language. */
async function limit(db: Db, hits: { rule: RateLimitRule; key: string }[], locale: Locale, now?: Date) {
	try {
		await consumeRateLimits(db, hits, now)
	} catch (error) {
		if (!isAppError(error, 'rate_limited')) throw error
		throw localised(error, locale)
	}
}

/** A rate limit's refusal, said in the visitor's language with its wait. */
function localised(error: AppError, locale: Locale): AppError {
	const retryAfterSeconds = error.retryAfterSeconds ?? 60
	const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
	return new AppError(
		'rate_limited',
		consultationTranslator(locale)('consultations.refusal.rate_limited', { minutes }),
		{ retryAfterSeconds },
	)
}

export function hashCancelToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

/**
 * Why this start cannot be booked (a message key), or null when it is an open time. `open` are the
 * open times without bookings of that day, `free` the same with them.
 */
function startRefusal(
	settings: StoredSettings,
	start: Date,
	now: Date,
	open: Slot[],
	free: Slot[],
): string | null {
	const iso = start.toISOString()
	if (start.getTime() <= now.getTime()) return 'past'
	if (start.getTime() < now.getTime() + settings.notice_hours * HOUR) return 'too_soon'
	if (start.getTime() >= now.getTime() + settings.horizon_days * DAY_MS) return 'too_far'
	if (!open.some((slot) => slot.start === iso)) return 'outside'
	if (!free.some((slot) => slot.start === iso)) return 'taken'
	return null
}

/**
 * Books one open time of a provider for a visitor and queues both e-mails with the invite, in one
 * statement. Throws not_found, forbidden (turned off, not accepting, own profile), invalid (the
 * field at fault, or a start that is not open), slot_taken (409), rate_limited.
 */
export async function bookConsultation(
	db: Db,
	input: BookingInput,
	ctx: BookingContext,
): Promise<{ id: string; start: string; end: string }> {
	const locale = ctx.locale ?? 'en'
	const now = ctx.now ?? new Date()
	const t = consultationTranslator(locale)
	// The address's two limits in one round trip and, at the same time (it only reads), the provider,
	// their settings and their booked times in one query (settings.server.ts); the address's refusal
	// comes first. The provider's limit is counted only for an attempt that tries the database
	// (below): an address already refused, a made-up id or a refused time must not use up a
	// provider's day (nor leave a counter row for each made-up id).
	const [limited, state] = await Promise.allSettled([
		limit(
			db,
			[
				{ rule: BOOKING_RATE_LIMITS.perIpShort, key: ctx.clientIp },
				{ rule: BOOKING_RATE_LIMITS.perIpDay, key: ctx.clientIp },
			],
			locale,
			ctx.now,
		),
		loadConsultationState(db, input.recipient_user, ctx.viewerId, now),
	])
	if (limited.status === 'rejected') throw limited.reason
	if (state.status === 'rejected') throw state.reason
	const { provider, settings, booked } = state.value
	if (!settings?.enabled || !provider.accepting || settings.windows.length === 0)
		throw new BookingRefusal('forbidden', t('consultations.refusal.off'), [])
	if (provider.isOwn) throw new AppError('forbidden', 'You cannot book a call with yourself.')
	if (settings.by === 'phone' && !input.phone) {
		const message = t('consultations.refusal.phone_required')
		throw new BookingRefusal('invalid', message, [], { phone: message })
	}

	const start = new Date(input.start)
	const end = new Date(start.getTime() + settings.minutes * MINUTE)
	const day = dayIn(start, settings.time_zone)
	/** Throws the refusal: the message, then the next open times in the visitor's zone. */
	const refuse = (reason: string, bookedNow = booked): never => {
		const slots = openTimes(settings, bookedNow, now, { limit: NEXT_COUNT })
		const message = [
			t(`consultations.refusal.${reason}`, { hours: settings.notice_hours, days: settings.horizon_days }),
			slots.length > 0
				? t('consultations.refusal.next', {
						times: slots.map((s) => timeInWords(new Date(s.start), input.time_zone, locale)).join('; '),
					})
				: t('consultations.refusal.none_next'),
		].join(' ')
		if (reason === 'taken' || reason === 'day_full') throw new BookingRefusal('slot_taken', message, slots)
		throw new BookingRefusal('invalid', message, slots, { start: message })
	}
	const range = { from: day, days: 1 }
	const reason = startRefusal(
		settings,
		start,
		now,
		openTimes({ ...settings, per_day: null }, [], now, range),
		openTimes(settings, booked, now, range),
	)
	if (reason === 'taken' && settings.per_day !== null) {
		const sameDay = booked.filter((b) => b.local_day === day).length
		if (sameDay >= settings.per_day) refuse('day_full')
	}
	if (reason) refuse(reason)

	const token = randomBytes(32).toString('base64url')
	const emailProvider: EmailProvider = {
		id: provider.id,
		name: provider.name,
		email: provider.email,
		time_zone: settings.time_zone,
		minutes: settings.minutes,
		by: settings.by,
		video_link: settings.video_link,
		profile_path: provider.profile_path,
	}
	const row = {
		id: randomUUID(),
		provider_id: provider.id,
		start_at: start,
		end_at: end,
		local_day: day,
		name: input.name,
		email: input.email,
		phone: input.phone || null,
		note: input.note || null,
		time_zone: input.time_zone,
		locale,
		uid: `${randomUUID()}@consultations`,
		cancel_token_hash: hashCancelToken(token),
		created_at: new Date(),
	}
	// An attempt at this slot already in flight in this process: wait for it; if it booked the slot,
	// this one is refused as the unique index would refuse it, without a write of its own.
	const slot = `${provider.id} ${start.toISOString()}`
	const ahead = attemptInFlight(slot)
	if (ahead && (await ahead)) refuse('taken', [...booked, row])
	const settle = startAttempt(slot)
	try {
		// Built only by the attempt that tries the database (the others of this process wait above):
		// only an attempt that loses to another process builds them in vain.
		const emails = [
			visitorEmail('booked', row, emailProvider, ctx.site, token),
			providerEmail('booked', row, emailProvider, ctx.site),
		]
		const providerLimit = BOOKING_RATE_LIMITS.perProviderDay
		const written = await writeBooking(db, { row, per_day: settings.per_day, emails, providerLimit }, now)
		const refusal = rateLimitRefusal(providerLimit, written.provider_hits, now)
		if (refusal) throw localised(refusal, locale)
		// Someone booked this slot between the read above and the write: the next times leave it out.
		if (!written.booked) refuse('taken', [...booked, row])
		noteQueued(emails)
		settle(true)
	} catch (error) {
		settle(false)
		// The day's last call was booked between the read above and the write.
		if (isDayFull(error)) refuse('day_full', [...booked, row])
		throw error
	}
	// The card's 'Next free call' and the filter, after the insert so contested bookings wait less;
	// computed from what this booking already read, plus itself.
	const [next] = openTimes(settings, [...booked, row], now, { limit: 1 })
	await refreshNextConsultation(db, provider.id, now, { next })
	return { id: row.id, start: start.toISOString(), end: end.toISOString() }
}

const CANCEL_REFUSED = 'This cancel link is not valid, or the call was already cancelled.'

/**
 * Cancels a booking through the link in the visitor's e-mail (a random token, only its SHA-256 kept):
 * the slot opens again and both get the cancellation with the same UID. A forged or used link is
 * refused (not_found, conflict) and changes nothing.
 */
export async function cancelConsultation(
	db: Db,
	token: string,
	site: EmailSite,
	now = new Date(),
): Promise<{ id: string }> {
	if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('not_found', CANCEL_REFUSED)
	const cancelled = await db.transaction(async (tx) => {
		const [row] = await tx
			.select()
			.from(consultationBookings)
			.where(eq(consultationBookings.cancel_token_hash, hashCancelToken(token)))
			.for('update')
			.limit(1)
		if (!row) throw new AppError('not_found', CANCEL_REFUSED)
		if (row.status !== 'booked') throw new AppError('conflict', CANCEL_REFUSED)
		await tx
			.update(consultationBookings)
			.set({ status: 'cancelled', cancelled_at: new Date() })
			.where(eq(consultationBookings.id, row.id))
		await tx
			.update(consultationDays)
			.set({ booked: sql`greatest(${consultationDays.booked} - 1, 0)` })
			.where(and(eq(consultationDays.provider_id, row.provider_id), eq(consultationDays.day, row.local_day)))
		const emails = await emailsFor(tx, row.provider_id, site)
		if (emails) {
			const booking: EmailBooking = { ...row, locale: row.locale }
			await enqueueEmails(tx, [
				visitorEmail('cancelled', booking, emails, site),
				providerEmail('cancelled', booking, emails, site),
			])
		}
		// The slot is open again: the card's 'Next free call' may be earlier.
		await refreshNextConsultation(tx, row.provider_id, now)
		return { id: row.id }
	})
	providersChanged(db)
	return cancelled
}

/** The provider's side of the e-mails, whatever their profile's state now (a booking stands). */
export async function emailsFor(
	db: Db,
	provider_id: string,
	_site: EmailSite,
): Promise<EmailProvider | null> {
	const settings = await getConsultationSettings(db, provider_id)
	const provider = await loadBookableProvider(db, provider_id, null).catch(() => null)
	if (!settings || !provider) return null
	return {
		id: provider.id,
		name: provider.name,
		email: provider.email,
		time_zone: settings.time_zone,
		minutes: settings.minutes,
		by: settings.by,
		video_link: settings.video_link,
		profile_path: provider.profile_path,
	}
}

/** The booked call a cancel link points to (for the page's question), or null for a forged or used link. */
export async function cancellableBooking(
	db: Db,
	token: string,
): Promise<{ start_at: Date; time_zone: string } | null> {
	if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
	const [row] = await db
		.select({ start_at: consultationBookings.start_at, time_zone: consultationBookings.time_zone })
		.from(consultationBookings)
		.where(
			and(
				eq(consultationBookings.cancel_token_hash, hashCancelToken(token)),
				eq(consultationBookings.status, 'booked'),
			),
		)
		.limit(1)
	return row ?? null
}
