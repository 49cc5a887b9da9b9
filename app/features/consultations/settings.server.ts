import { liveProfileColumns } from '~/features/therapists/live-profile.server'
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import { consultationBookings, consultationSettings, providers } from '~/db/schema'
import { contactRefusal } from '~/features/therapists/live-profile'
import { displayName, profilePath } from '~/features/therapists/format'
import { AppError } from '~/lib/errors'
import type { ConsultationSettingsInput } from './consultations.schema'
import {
	type BookedTime,
	type OpenTimeRange,
	type OpenTimeSettings,
	openTimes,
	type Slot,
} from './open-times'

// docs/product.md#free-consultations: a provider's settings, and their open times as the database
// holds them. The open times read one settings row and the provider's booked rows within the horizon
// through the partial unique index (consultation_bookings_slot_idx): no scan over other providers.

const HOUR = 3_600_000
const DAY_MS = 24 * HOUR
const UNKNOWN_PROVIDER = 'We could not find that therapist.'

export type StoredSettings = OpenTimeSettings & { by: 'phone' | 'video'; video_link: string | null }

export const DEFAULT_SETTINGS = { notice_hours: 24, horizon_days: 21, per_day: null, days_off: [] } as const

/** The provider's consultation settings as the API shows them (null: never set up). */
export async function getConsultationSettings(db: Db, provider_id: string): Promise<StoredSettings | null> {
	const [row] = await db
		.select()
		.from(consultationSettings)
		.where(eq(consultationSettings.provider_id, provider_id))
		.limit(1)
	if (!row) return null
	const { provider_id: _id, updated_at: _at, feed_token_hash: _feed, ...settings } = row
	return settings
}

/**
 * Saves the provider's settings (POST /api/user `consultation`). Bookings already made stay; a
 * changed length or window only changes the times offered from now on.
 */
export async function saveConsultationSettings(
	db: Db,
	provider_id: string,
	input: ConsultationSettingsInput,
	now = new Date(),
): Promise<void> {
	const values = {
		enabled: input.enabled,
		minutes: input.minutes,
		by: input.by,
		video_link: input.by === 'video' ? (input.video_link ?? null) : null,
		time_zone: input.time_zone,
		windows: input.windows,
		notice_hours: input.notice_hours ?? DEFAULT_SETTINGS.notice_hours,
		horizon_days: input.horizon_days ?? DEFAULT_SETTINGS.horizon_days,
		per_day: input.per_day ?? null,
		days_off: [...new Set(input.days_off ?? [])].sort(),
		updated_at: new Date(),
	}
	await db.transaction(async (tx) => {
		await tx
			.insert(consultationSettings)
			.values({ provider_id, ...values })
			.onConflictDoUpdate({ target: consultationSettings.provider_id, set: values })
		// The profile shows the offer: its cached page follows updated_at (docs/decisions/0002-search-index-in-memory.md).
		await tx.update(providers).set({ updated_at: sql`now()` }).where(eq(providers.id, provider_id))
		await refreshNextConsultation(tx, provider_id, now)
	})
	providersChanged(db)
}

/** The provider's booked consultations that start from `from` to `until`. */
export async function bookedTimes(
	db: Db,
	provider_id: string,
	from: Date,
	until: Date,
): Promise<BookedTime[]> {
	return db
		.select({
			start_at: consultationBookings.start_at,
			end_at: consultationBookings.end_at,
			local_day: consultationBookings.local_day,
		})
		.from(consultationBookings)
		.where(
			and(
				eq(consultationBookings.provider_id, provider_id),
				eq(consultationBookings.status, 'booked'),
				// A day's count (per_day) needs the whole of today's bookings, so look back a day.
				gte(consultationBookings.start_at, new Date(from.getTime() - DAY_MS)),
				lt(consultationBookings.start_at, until),
			),
		)
		.orderBy(asc(consultationBookings.start_at))
}

/** What a booking needs to know about the provider: who, where to write, and whether they take bookings. */
export async function loadBookableProvider(db: Db, provider_id: string, viewerId: string | null) {
	const [row] = await db
		.select({
			id: providers.id,
			short_id: providers.short_id,
			url_tag: providers.url_tag,
			email: providers.email,
			...liveProfileColumns,
			availability: providers.availability,
		})
		.from(providers)
		.where(eq(providers.id, provider_id))
		.limit(1)
	const refusal = row ? contactRefusal(row, viewerId) : 'not_found'
	if (!row || refusal === 'not_found') throw new AppError('not_found', UNKNOWN_PROVIDER)
	return {
		id: row.id,
		short_id: row.short_id,
		url_tag: row.url_tag,
		email: row.email,
		name: displayName(row),
		profile_path: profilePath(row),
		/** Not Accepting New Clients: no bookings, like no messages. */
		accepting: refusal !== 'not_accepting',
		isOwn: refusal === 'own_profile',
	}
}

/**
 * GET /api/slots: a live provider's open times (no personal data). A provider who is not accepting
 * or has consultations off has none. Throws not_found.
 */
export async function listOpenTimes(
	db: Db,
	provider_id: string,
	range: OpenTimeRange,
	now = new Date(),
): Promise<Slot[]> {
	const provider = await loadBookableProvider(db, provider_id, null)
	if (!provider.accepting) return []
	return openTimesOf(db, provider_id, range, now)
}

/** The open times from the stored settings and bookings (no check of the provider). */
export async function openTimesOf(
	db: Db,
	provider_id: string,
	range: OpenTimeRange,
	now: Date,
): Promise<Slot[]> {
	const settings = await getConsultationSettings(db, provider_id)
	if (!settings?.enabled) return []
	const until = new Date(now.getTime() + settings.horizon_days * DAY_MS)
	return openTimes(settings, await bookedTimes(db, provider_id, now, until), now, range)
}

/**
 * providers.consultation_next_at (the cards' 'Next free call' and the search filter read it, so no
 * card computes times): sets the provider's next open time (null: none) from their settings and bookings; bumps
 * updated_at only when it changed, so the index and the page cache follow without churn. Returns it.
 */
export async function refreshNextConsultation(
	db: Db,
	provider_id: string,
	now = new Date(),
): Promise<Date | null> {
	const [first] = await openTimesOf(db, provider_id, { limit: 1 }, now)
	const next = first ? new Date(first.start) : null
	const changed = await db
		.update(providers)
		.set({ consultation_next_at: next, updated_at: sql`now()` })
		.where(
			and(
				eq(providers.id, provider_id),
				sql`${providers.consultation_next_at} is distinct from ${next ? next.toISOString() : null}::timestamptz`,
			),
		)
		.returning({ id: providers.id })
	// The search index looks now (a write in a transaction is signalled by its caller after commit).
	if (changed.length > 0) providersChanged(db)
	return next
}
