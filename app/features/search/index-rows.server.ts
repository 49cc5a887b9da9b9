import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { REPLY_COUNTS_RELATION } from '~/features/therapists/reply-signal.server'
import type { FacetKey } from './facets'
import { LIST_FACETS } from './facets'
import { type IndexRow, PACK_VALUE } from './index-encoder'
import { tokenize } from './keywords'

export type { IndexRow } from './index-encoder'

/**
 * Reading providers for the in-memory index. The facet lists come packed into one string per row
 * (fields split by \x1e, values by \x1f, in LIST_FACETS' order): PGlite turns every column of every
 * row into a JS value, and one string is far cheaper than ten arrays.
 */

const PACKED_FACETS = sql.raw(
	`concat_ws(chr(30), ${LIST_FACETS.map(({ field }) => `array_to_string(${field}, chr(31))`).join(', ')})`,
)

/** isLiveProfile() as a column: the very condition search, posts and the sitemap filter on. */
const LIVE = sql`(${liveProviderCondition})`

const ROW_COLUMNS = sql`short_id, id, availability, online_therapy, min_cost, max_cost,
	photo is not null as has_photo, (phone <> '' or link <> '') as has_contact, license <> '' as has_license,
	length(summary) as summary_length, city, zip, state, wheelchair_accessible, evening_hours, weekend_hours, ${PACKED_FACETS} as packed,
	extract(epoch from availability_confirmed_at)::float8 as confirmed_epoch,
	coalesce(reply_counts.reply_answers, 0) as reply_answers, coalesce(reply_counts.replies_heard, 0) as replies_heard`

/** Providers with their reply signal's counts (docs/product.md#follow-ups). */
const FROM_PROVIDERS = sql`providers left join ${REPLY_COUNTS_RELATION} on reply_counts.provider_id = providers.id`

/** A changed row: live or not (a row that left the directory is taken out), and when it changed. */
export type ChangedRow = IndexRow & { live: boolean; updated_at: string }

/** One provider as the index keeps it (a patch: index-snapshot.server.ts). */
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
}

function rowsOf<T>(result: unknown): T[] {
	return (result as { rows: T[] }).rows
}

/**
 * One page of live providers after `afterShortId`, in short id order (a keyset page: no offset, no
 * cursor held open).
 */
export async function readRows(db: Db, afterShortId: number, limit: number): Promise<IndexRow[]> {
	const result = await db.execute(
		sql`select ${ROW_COLUMNS} from ${FROM_PROVIDERS} where short_id > ${afterShortId} and ${LIVE}
			order by short_id limit ${limit}`,
	)
	return rowsOf(result)
}

/**
 * The newest change, read before a build's rows: a row changed while they stream in is newer, so
 * the first look for changes after the build reads it again.
 */
export async function readLatestChange(db: Db): Promise<string> {
	const result = await db.execute(
		sql`select coalesce(max(updated_at)::text, '-infinity') as latest from providers`,
	)
	return rowsOf<{ latest: string }>(result)[0]?.latest ?? '-infinity'
}

/** Providers changed after `since` minus `overlapSeconds`, live or not, oldest change first. */
export async function readChangedRows(
	db: Db,
	since: string,
	overlapSeconds: number,
	limit: number,
): Promise<ChangedRow[]> {
	const result = await db.execute(
		sql`select ${ROW_COLUMNS}, ${LIVE} as live, updated_at::text as updated_at from ${FROM_PROVIDERS}
			where updated_at > ${since}::timestamptz - make_interval(secs => ${overlapSeconds})
			order by updated_at limit ${limit}`,
	)
	return rowsOf(result)
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
			lexemes: r.lexemes ? r.lexemes.split(PACK_VALUE) : [],
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
		out.set(r.w, r.lexemes ? r.lexemes.split(PACK_VALUE) : [])
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
