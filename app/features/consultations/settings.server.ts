import { liveProfileColumns } from '~/features/therapists/live-profile.server'
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import { preparedPerDb } from '~/db/prepared'
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

// The open times and a booking read the settings and the booked rows in one query, not one each:
// on PGlite every round trip waits its turn in one process, and 20 contested bookings multiply it
// (docs/benchmarks.md, free consultations). The booked rows are bookedTimes()' rows (a day back,
// up to the horizon), aggregated through the partial unique index (consultation_bookings_slot_idx).
type BookedJson = { start_at: number; end_at: number; local_day: string }

// Qualified by hand: Drizzle writes a bare column name inside a select's own fields, which the
// subquery would read as its own b.provider_id (every provider's bookings).
const settingsOf = sql.raw('"consultation_settings"."provider_id"')
const horizonOf = sql.raw('"consultation_settings"."horizon_days"')

/** The booked rows from the placeholder `from` (a day before now) to `now` plus the horizon. */
const bookedSince = sql<BookedJson[] | null>`(
	select json_agg(json_build_object(
		'start_at', extract(epoch from b.start_at) * 1000,
		'end_at', extract(epoch from b.end_at) * 1000,
		'local_day', b.local_day) order by b.start_at)
	from ${consultationBookings} b
	where b.provider_id = ${settingsOf} and b.status = 'booked'
		and b.start_at >= ${sql.placeholder('from')}::timestamptz
		and b.start_at < ${sql.placeholder('now')}::timestamptz + make_interval(days => ${horizonOf}))`

/** bookedSince's placeholders, and the provider's. */
const stateParams = (provider_id: string, now: Date) => ({
	provider_id,
	from: new Date(now.getTime() - DAY_MS).toISOString(),
	now: now.toISOString(),
})

const settingsColumns = {
	settings_of: consultationSettings.provider_id,
	enabled: consultationSettings.enabled,
	minutes: consultationSettings.minutes,
	by: consultationSettings.by,
	video_link: consultationSettings.video_link,
	time_zone: consultationSettings.time_zone,
	windows: consultationSettings.windows,
	notice_hours: consultationSettings.notice_hours,
	horizon_days: consultationSettings.horizon_days,
	per_day: consultationSettings.per_day,
	days_off: consultationSettings.days_off,
}

type SettingsRow = { settings_of: string | null; booked: BookedJson[] | null }

function settingsAndBooked(row: SettingsRow): { settings: StoredSettings | null; booked: BookedTime[] } {
	const { settings_of, booked, ...rest } = row
	if (settings_of === null) return { settings: null, booked: [] }
	return {
		settings: rest as unknown as StoredSettings,
		booked: (booked ?? []).map((b) => ({
			start_at: new Date(b.start_at),
			end_at: new Date(b.end_at),
			local_day: b.local_day,
		})),
	}
}

const providerColumns = {
	id: providers.id,
	short_id: providers.short_id,
	url_tag: providers.url_tag,
	email: providers.email,
	...liveProfileColumns,
	availability: providers.availability,
}
type BookableRow = Pick<
	typeof providers.$inferSelect,
	Exclude<keyof typeof providerColumns, 'license_checked'>
> & {
	license_checked: boolean
}

export type BookableProvider = ReturnType<typeof bookable>

/** What a booking needs to know about the provider: who, where to write, and whether they take bookings. */
export async function loadBookableProvider(db: Db, provider_id: string, viewerId: string | null) {
	const [row] = await db.select(providerColumns).from(providers).where(eq(providers.id, provider_id)).limit(1)
	return bookable(row, viewerId)
}

function bookable(row: BookableRow | undefined, viewerId: string | null) {
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
 * The provider (as loadBookableProvider), their settings and their booked times from a day before
 * `now` to the horizon, in one query. Throws not_found.
 */
export async function loadConsultationState(
	db: Db,
	provider_id: string,
	viewerId: string | null,
	now: Date,
): Promise<{ provider: BookableProvider; settings: StoredSettings | null; booked: BookedTime[] }> {
	const row = await readState(db, provider_id, now)
	return { provider: bookable(row, viewerId), ...settingsAndBooked(row as SettingsRow) }
}

type StateRow = Awaited<ReturnType<ReturnType<typeof consultationStateQuery>['execute']>>[number]

/**
 * The reads of a provider's state in flight in this process, per database: a read asked while one of
 * the same provider is running shares it, as if asked a moment earlier. Twenty people opening or
 * booking one provider's times at once make one query, not twenty (on PGlite every query waits its
 * turn in this process: docs/benchmarks.md#free-consultations-where-the-time-goes-issue-47). A
 * shared read is as fresh as one asked a moment earlier; a time booked since is still refused by
 * the unique index when someone tries it.
 */
const stateReads = new WeakMap<Db, Map<string, Promise<StateRow | undefined>>>()

function readState(db: Db, provider_id: string, now: Date): Promise<StateRow | undefined> {
	let reads = stateReads.get(db)
	if (!reads) {
		reads = new Map()
		stateReads.set(db, reads)
	}
	const running = reads.get(provider_id)
	if (running) return running
	const read = consultationStateQuery(db)
		.execute(stateParams(provider_id, now))
		.then(([row]) => row)
		.finally(() => reads.delete(provider_id))
	reads.set(provider_id, read)
	return read
}

// Prepared: every open-times request and every booking attempt asks them (docs/benchmarks.md, issue 47).
const consultationStateQuery = preparedPerDb((db) =>
	db
		.select({ ...providerColumns, ...settingsColumns, booked: bookedSince })
		.from(providers)
		.leftJoin(consultationSettings, eq(consultationSettings.provider_id, providers.id))
		.where(eq(providers.id, sql.placeholder('provider_id')))
		.limit(1)
		.prepare('consultation_state'),
)
const openTimesQuery = preparedPerDb((db) =>
	db
		.select({ ...settingsColumns, booked: bookedSince })
		.from(consultationSettings)
		.where(eq(consultationSettings.provider_id, sql.placeholder('provider_id')))
		.limit(1)
		.prepare('consultation_open_times'),
)

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
	const { provider, settings, booked } = await loadConsultationState(db, provider_id, null, now)
	if (!provider.accepting || !settings?.enabled) return []
	return openTimes(settings, booked, now, range)
}

/** The open times from the stored settings and bookings (no check of the provider). */
export async function openTimesOf(
	db: Db,
	provider_id: string,
	range: OpenTimeRange,
	now: Date,
): Promise<Slot[]> {
	const [row] = await openTimesQuery(db).execute(stateParams(provider_id, now))
	if (!row) return []
	const { settings, booked } = settingsAndBooked(row as SettingsRow)
	if (!settings?.enabled) return []
	return openTimes(settings, booked, now, range)
}

/**
 * providers.consultation_next_at (the cards' 'Next free call' and the search filter read it, so no
 * card computes times): sets the provider's next open time (null: none) from their settings and bookings; bumps
 * updated_at only when it changed, so the index and the page cache follow without churn. Returns it.
 * `known`: the next open time the caller already computed from the same settings and bookings.
 */
export async function refreshNextConsultation(
	db: Db,
	provider_id: string,
	now = new Date(),
	known?: { next: Slot | undefined },
): Promise<Date | null> {
	const first = known ? known.next : (await openTimesOf(db, provider_id, { limit: 1 }, now))[0]
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
