import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { consultationBookings, providers } from '~/db/schema'
import { isAppError } from '~/lib/errors'
import type { Locale } from '~/lib/i18n'
import { type SignedTokenKind, tokenSigner, verifySignedToken } from '~/lib/signed-token.server'
import { emailsFor } from './booking.server'
import { type EmailSite, visitorInvite } from './consultation-emails.server'
import { getConsultationSettings, listOpenTimes, loadBookableProvider, openTimesOf } from './settings.server'
import { slotsByDay, timeOfDay, zoneChoices, zoneName } from './slot-days'
import { isTimeZone, timeInWords } from './time-words'

// The visitor's booking page (docs/product.md#free-consultations): the provider's open times grouped
// by day in the visitor's zone, and the confirmation after a booking. The confirmation's address
// carries a signed booking id (app/lib/signed-token.server.ts): only the person who booked has it.

/** Days of open times the page lists at once. */
const DAYS_SHOWN = 7

const CONFIRMATIONS: SignedTokenKind = {
	secret: 'consultation_signing_secret',
	purpose: 'consultation-booked',
}

export const confirmationSigner = (db: Db) => tokenSigner(db, CONFIRMATIONS)

export type BookingProfile = Awaited<ReturnType<typeof loadBookableProvider>>

/** The live profile of a short id, as a booking sees it; null when there is none to book with. */
export async function findBookingProfile(
	db: Db,
	short_id: number,
	viewerId: string | null,
): Promise<BookingProfile | null> {
	const [row] = await db
		.select({ id: providers.id })
		.from(providers)
		.where(eq(providers.short_id, short_id))
		.limit(1)
	if (!row) return null
	try {
		return await loadBookableProvider(db, row.id, viewerId)
	} catch (error) {
		if (isAppError(error, 'not_found')) return null
		throw error
	}
}

/**
 * What the booking page shows: whether the provider takes bookings, the call's length and kind, the
 * zone the times are in (a valid `zone` asked for, else the provider's), the picker's zones, and the
 * open times by day.
 */
export async function bookingPageData(
	db: Db,
	profile: BookingProfile,
	askedZone: string | null,
	locale: Locale,
	now = new Date(),
) {
	const settings = await getConsultationSettings(db, profile.id)
	const offered = Boolean(
		settings?.enabled && settings.windows.length > 0 && profile.accepting && !profile.isOwn,
	)
	const providerZone = settings?.time_zone ?? 'America/New_York'
	const zone = askedZone && isTimeZone(askedZone) ? askedZone : providerZone
	const slots = offered ? await openTimesOf(db, profile.id, {}, now) : []
	return {
		offered,
		minutes: settings?.minutes ?? 15,
		by: settings?.by ?? 'phone',
		zone,
		zone_name: zoneName(zone, locale),
		zones: zoneChoices(providerZone, zone, locale),
		days: slotsByDay(slots, zone, locale, DAYS_SHOWN),
	}
}

/**
 * The profile's 'Book a free call' teaser: the length and the next three open times in the provider's
 * zone (named), or null when there are none (off, not accepting, nothing open). Server-rendered: no
 * client code on the profile.
 */
export async function nextFreeCalls(db: Db, provider_id: string, locale: Locale, now = new Date()) {
	const settings = await getConsultationSettings(db, provider_id)
	if (!settings?.enabled) return null
	const slots = await listOpenTimes(db, provider_id, { limit: 3 }, now)
	if (slots.length === 0) return null
	const zone = settings.time_zone
	return {
		minutes: settings.minutes,
		zone_name: zoneName(zone, locale),
		times: slots.map((slot) => ({
			start: slot.start,
			label: `${slotsDayLabel(slot.start, zone, locale)}, ${timeOfDay(new Date(slot.start), zone, locale)}`,
		})),
	}
}

function slotsDayLabel(start: string, zone: string, locale: Locale): string {
	return slotsByDay([{ start, end: start }], zone, locale, 1)[0].label
}

/** The booking a confirmation token names, or null for a forged token or a booking no longer kept. */
async function bookingOf(db: Db, token: string) {
	const id = await verifySignedToken(db, CONFIRMATIONS, token)
	if (!id) return null
	const [row] = await db.select().from(consultationBookings).where(eq(consultationBookings.id, id)).limit(1)
	return row ?? null
}

/** The confirmation page: the time in the visitor's zone and in words, in the page's language. */
export async function bookingConfirmation(db: Db, token: string, locale: Locale) {
	const row = await bookingOf(db, token)
	if (!row) return null
	return {
		time: timeInWords(row.start_at, row.time_zone, locale),
		cancelled: row.status !== 'booked',
	}
}

/** The visitor's .ics invite (the e-mail's attachment), or null for a forged or unknown token. */
export async function confirmationInvite(db: Db, token: string, site: EmailSite): Promise<string | null> {
	const row = await bookingOf(db, token)
	if (!row) return null
	const provider = await emailsFor(db, row.provider_id, site)
	if (!provider) return null
	return visitorInvite(
		row.status === 'booked' ? 'booked' : 'cancelled',
		{ ...row, locale: row.locale },
		provider,
		site,
	)
}
