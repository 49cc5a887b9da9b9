import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { acceptsContact } from '~/features/therapists/live-profile'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { repliesRarely } from '~/features/therapists/reply-signal'
import { REPLY_COUNTS_RELATION } from '~/features/therapists/reply-signal.server'
import { type Availability, freshnessOf, shownAvailability } from '~/features/availability/freshness'
import {
	ACCEPTING_KEY,
	availabilityKey,
	CONFIRMED_30_KEY,
	CONFIRMED_90_KEY,
	type FacetKey,
	facetKeysOf,
	STALE_KEY,
	UNKNOWN_KEY,
} from './facets'
import { cityKey, zipGeography } from '~/platform/geo/zip-geography.server'
import { placeKeysOf } from './keyword-index'
import { tokenize } from './keywords'
import { availabilityClass, type RankKey, rankKey } from './ranking'

/**
 * Reading providers for the in-memory index. The facet lists come packed into one string per row
 * (fields split by \x1e, values by \x1f): PGlite turns every column of every row into a JS value,
 * and one string is far cheaper than ten arrays.
 */

const FIELD = '\x1e'
const VALUE = '\x1f'

const PACKED_FACETS = sql.raw(
	`concat_ws(chr(30), ${[
		'licensed_states',
		'issues',
		'approaches',
		'payments',
		'gender',
		'language',
		'focuses_age',
		'ethnicity',
		'sexuality',
		'faith',
	]
		.map((c) => `array_to_string(${c}, chr(31))`)
		.join(', ')})`,
)

/** isLiveProfile() as a column: the very condition search, posts and the sitemap filter on. */
const LIVE = sql`(${liveProviderCondition})`

const ROW_COLUMNS = sql`short_id, id, ${LIVE} as live, availability, online_therapy, min_cost, max_cost,
	photo is not null as has_photo, (phone <> '' or link <> '') as has_contact, license <> '' as has_license,
	length(summary) as summary_length, city, zip, state, wheelchair_accessible, evening_hours, weekend_hours, ${PACKED_FACETS} as packed, updated_at::text as updated_at,
	extract(epoch from availability_confirmed_at)::float8 as confirmed_epoch,
	coalesce(reply_counts.reply_answers, 0) as reply_answers, coalesce(reply_counts.replies_heard, 0) as replies_heard`

/** Providers with their reply signal's counts (docs/product.md#follow-ups). */
const FROM_PROVIDERS = sql`providers left join ${REPLY_COUNTS_RELATION} on reply_counts.provider_id = providers.id`

/** A provider row as read for the index (turned into an entry by toEntry). */
export type IndexRow = {
	short_id: number
	id: string
	live: boolean
	availability: string
	online_therapy: string
	min_cost: number | null
	max_cost: number | null
	has_photo: boolean
	has_contact: boolean
	has_license: boolean
	summary_length: number
	city: string
	zip: string
	state: string | null
	wheelchair_accessible: boolean
	evening_hours: boolean
	weekend_hours: boolean
	packed: string
	updated_at: string
	confirmed_epoch: number
	reply_answers: number
	replies_heard: number
}

/** One provider as the index keeps it. */
export type IndexEntry = {
	short_id: number
	id: string
	live: boolean
	/** Facet keys (a bitset each), availability included. */
	keys: FacetKey[]
	/** City, ZIP and ZIP-area keys (sparse: docs/search.md#keyword-search). */
	places: string[]
	/** The office's point for distances (zip-geography.server.ts), -1 without an office. */
	point: number
	/** The office's city (cityKey: 'OR|portland'), '' without an office: city pages count these. */
	city: string
	updated_at: string
}
export type RankedEntry = IndexEntry & { rank: RankKey }

function rowsOf(result: unknown): IndexRow[] {
	return (result as { rows: IndexRow[] }).rows
}

export function toEntry(row: IndexRow, day: string, now: Date): RankedEntry {
	const fields = row.packed.split(FIELD)
	const list = (i: number) => (fields[i] ? fields[i].split(VALUE) : [])
	const ints = (i: number) => list(i).map(Number)
	const source = {
		licensed_states: list(0),
		issues: ints(1),
		approaches: ints(2),
		payments: list(3),
		gender: list(4),
		language: list(5),
		focuses_age: list(6),
		ethnicity: list(7),
		sexuality: list(8),
		faith: list(9),
		online_therapy: row.online_therapy,
		min_cost: row.min_cost,
		max_cost: row.max_cost,
		wheelchair_accessible: row.wheelchair_accessible,
		evening_hours: row.evening_hours,
		weekend_hours: row.weekend_hours,
	}
	const freshness = freshnessOf(new Date(Number(row.confirmed_epoch) * 1000), now)
	const rank = rankKey(
		{
			short_id: row.short_id,
			availability: row.availability,
			hasPhoto: row.has_photo,
			summaryLength: Number(row.summary_length),
			hasContact: row.has_contact,
			hasLicense: row.has_license,
			issues: source.issues,
			approaches: source.approaches,
			payments: source.payments,
			min_cost: row.min_cost,
		},
		day,
		// Replying to under 30% ranks like an unconfirmed availability (docs/product.md#follow-ups).
		freshness.stale || repliesRarely(Number(row.reply_answers), Number(row.replies_heard)),
	)
	const keys = [...facetKeysOf(source), availabilityKey(availabilityClass(row.availability))]
	if (freshness.stale) keys.push(STALE_KEY)
	if (freshness.unknown) keys.push(UNKNOWN_KEY)
	if (freshness.days <= 30) keys.push(CONFIRMED_30_KEY)
	if (freshness.days <= 90) keys.push(CONFIRMED_90_KEY)
	if (shownAvailability(row.availability as Availability, freshness) === 'Accepting New Clients') {
		keys.push(ACCEPTING_KEY)
	}
	return {
		short_id: row.short_id,
		id: row.id,
		live: row.live,
		keys,
		// A hidden ZIP must not be found by searching for it (docs/product.md#availability).
		places: placeKeysOf(row.city, acceptsContact(row.availability) ? row.zip : ''),
		// A hidden ZIP does not place the office either: its city's centroid does.
		city:
			row.online_therapy !== 'Teletherapy Only' && row.state && row.city.trim()
				? cityKey(row.state, row.city)
				: '',
		point:
			row.online_therapy === 'Teletherapy Only'
				? -1
				: zipGeography().officePoint(row.zip, row.city, row.state, !acceptsContact(row.availability)),
		updated_at: row.updated_at,
		rank,
	}
}

/** One page of provider rows after `afterShortId`, in short id order (a keyset page: no offset, no cursor held open). */
export async function readRows(db: Db, afterShortId: number, limit: number): Promise<IndexRow[]> {
	const result = await db.execute(
		sql`select ${ROW_COLUMNS} from ${FROM_PROVIDERS} where short_id > ${afterShortId} order by short_id limit ${limit}`,
	)
	return rowsOf(result)
}

/** A page of providers after `afterShortId` as index entries (the build streams readRows instead). */
export async function readEntries(
	db: Db,
	afterShortId: number,
	limit: number,
	day: string,
	now = new Date(),
): Promise<RankedEntry[]> {
	return (await readRows(db, afterShortId, limit)).map((r) => toEntry(r, day, now))
}

/** Providers changed after `since` minus `overlapSeconds`, oldest change first. */
export async function readChangedEntries(
	db: Db,
	since: string,
	overlapSeconds: number,
	limit: number,
	day: string,
	now: Date,
): Promise<RankedEntry[]> {
	const result = await db.execute(
		sql`select ${ROW_COLUMNS} from ${FROM_PROVIDERS}
			where updated_at > ${since}::timestamptz - make_interval(secs => ${overlapSeconds})
			order by updated_at limit ${limit}`,
	)
	return rowsOf(result).map((r) => toEntry(r, day, now))
}

/**
 * Profile numbers of accounts deleted in the last two hours (docs/product.md#deleting-an-account):
 * a deleted row leaves no updated_at behind, so this is how every server's index hears of it.
 */
export async function readDeletedShortIds(db: Db): Promise<number[]> {
	const result = await db.execute(sql`select short_id from provider_deletions`)
	return (result as { rows: Array<{ short_id: number }> }).rows.map((r) => r.short_id)
}

/** The text of a chunk of providers: the stems of name, headline and summary, and the name's tokens. */
export async function readTextTokens(
	db: Db,
	afterShortId: number,
	limit: number,
): Promise<Array<{ short_id: number; lexemes: string[]; nameTokens: string[] }>> {
	const result = await db.execute(
		sql`select short_id, array_to_string(tsvector_to_array(search_text), chr(31)) as lexemes,
			first_name || ' ' || last_name as name
			from providers where short_id > ${afterShortId} order by short_id limit ${limit}`,
	)
	return (result as { rows: Array<{ short_id: number; lexemes: string | null; name: string }> }).rows.map(
		(r) => ({
			short_id: r.short_id,
			lexemes: r.lexemes ? r.lexemes.split(VALUE) : [],
			nameTokens: tokenize(r.name),
		}),
	)
}

/** Each token's English stems, made exactly as the indexed text's were (none for a stop word). */
export async function stemWords(db: Db, tokens: string[]): Promise<Map<string, string[]>> {
	// Tokens are letters and digits only (tokenize), so the array literal needs no quoting.
	const list = tokens.filter((t) => /^[a-z0-9]+$/.test(t))
	const out = new Map<string, string[]>(tokens.map((t) => [t, []]))
	if (list.length === 0) return out
	const result = await db.execute(
		sql`select w, array_to_string(tsvector_to_array(to_tsvector('english', w)), chr(31)) as lexemes
			from unnest(${`{${list.join(',')}}`}::text[]) as w`,
	)
	for (const r of (result as { rows: Array<{ w: string; lexemes: string | null }> }).rows) {
		out.set(r.w, r.lexemes ? r.lexemes.split(VALUE) : [])
	}
	return out
}

/**
 * Short ids whose text matches a tsquery: among `shortIds` (rows changed since the word index was
 * built, by primary key), or through the GIN index on search_text while the word index is being built.
 */
export async function matchTsqueryInDb(
	db: Db,
	tsquery: string,
	shortIds: number[] | null,
): Promise<number[]> {
	if (shortIds?.length === 0) return []
	const where = shortIds
		? sql`short_id = any(${`{${shortIds.join(',')}}`}::int[]) and search_text @@ ${tsquery}::tsquery`
		: sql`search_text @@ ${tsquery}::tsquery`
	const result = await db.execute(
		sql`select coalesce(array_agg(short_id), '{}') as ids from providers where ${where}`,
	)
	const ids = (result as { rows: Array<{ ids: number[] | string }> }).rows[0]?.ids ?? []
	// node-postgres and PGlite both parse int[]; keep a fallback for the text form.
	return Array.isArray(ids)
		? ids.map(Number)
		: ids.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
}
