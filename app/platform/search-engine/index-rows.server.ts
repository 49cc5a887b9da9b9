import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import type { RowSource, Vocabulary } from './definition'
import type { FacetKey } from './index-query'
import { PACK_VALUE } from './packed-row'

/**
 * Reading rows for the in-memory index, from the definition's source (definition.ts: the product
 * says which rows and what their text holds). Each row comes as one text, its fields split by \x1e
 * and list values by \x1f, read in place by the encoder (packed-row.ts, row-encoding.ts): the driver
 * turns every column of every row into a JS value, and one string a row costs the process a third of
 * what twenty columns did (docs/benchmarks.md#boot-at-1000000-providers).
 */

/** A changed row: its text, live or not (a row that left the directory is taken out), and when it changed. */
export type ChangedRow = { packed: string; short_id: number; id: string; live: boolean; updated_at: string }

/** One row as the index keeps it (a patch: index-snapshot.server.ts). */
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
 * Live rows with `afterShortId` < short id ≤ `upTo`, in short id order, as row texts
 * (packed-row.ts), each read only as it is encoded. (One text for the whole range, string_agg,
 * halved the collector's work but cost PostgreSQL half as much again: docs/benchmarks.md#boot-at-1000000-providers.)
 */
export async function readRowTexts(
	db: Db,
	source: RowSource,
	afterShortId: number,
	upTo: number,
): Promise<string[]> {
	const result = await db.execute(
		sql`select ${source.rowText} from ${source.from} where short_id > ${afterShortId} and short_id <= ${upTo}
			and (${source.live}) order by short_id`,
	)
	return rowsOf<{ packed: string }>(result).map((r) => r.packed)
}

/** The lowest and highest short id, read before a build's rows (a provider who signs up later is a change). */
export async function readShortIdBounds(db: Db, source: RowSource): Promise<{ first: number; last: number }> {
	const result = await db.execute(
		sql`select coalesce(min(short_id), 0)::int as first, coalesce(max(short_id), 0)::int as last from ${source.table}`,
	)
	const [bounds] = rowsOf<{ first: number; last: number }>(result)
	return { first: Number(bounds.first), last: Number(bounds.last) }
}

/**
 * The newest change, read before a build's rows: a row changed while they stream in is newer, so
 * the first look for changes after the build reads it again.
 */
export async function readLatestChange(db: Db, source: RowSource): Promise<string> {
	const latest = sql.join(
		source.changes.map((c) => sql`(select max(updated_at) from ${c.table})`),
		sql`, `,
	)
	const result = await db.execute(sql`select coalesce(greatest(${latest})::text, '-infinity') as latest`)
	return rowsOf<{ latest: string }>(result)[0]?.latest ?? '-infinity'
}

/**
 * Rows changed after `since` minus `overlapSeconds`, live or not, oldest change first: the ids each
 * change table's index finds, a row's newest change once.
 */
export async function readChangedRows(
	db: Db,
	source: RowSource,
	since: string,
	overlapSeconds: number,
	limit: number,
): Promise<ChangedRow[]> {
	const after = sql`${since}::timestamptz - make_interval(secs => ${overlapSeconds})`
	const changes = sql.join(
		source.changes.map(
			(c) => sql`select ${c.rowId} as row_id, updated_at as at from ${c.table} where updated_at > ${after}`,
		),
		sql` union all `,
	)
	const result = await db.execute(
		sql`with changed as (
				select row_id, max(at) as at from (${changes}) c group by row_id order by at limit ${limit}
			)
			select ${source.rowText}, short_id, id, (${source.live}) as live, changed.at::text as updated_at
			from ${source.from} join changed on changed.row_id = ${source.table}.id
			order by changed.at`,
	)
	return rowsOf<ChangedRow>(result).map((r) => ({ ...r, short_id: Number(r.short_id) }))
}

/**
 * Short ids of rows deleted lately (the source's `deleted`; for providers,
 * docs/product.md#deleting-an-account): a deleted row leaves no updated_at behind, so this is how
 * every server's index hears of it.
 */
export async function readDeletedShortIds(db: Db, source: RowSource): Promise<number[]> {
	const result = await db.execute(source.deleted)
	return (result as { rows: Array<{ short_id: number }> }).rows.map((r) => r.short_id)
}

/** The words of the rows with `afterShortId` < short id ≤ `upTo`: their stems, and the name's tokens. */
export async function readTextTokens(
	db: Db,
	source: RowSource,
	tokenize: Vocabulary['tokenize'],
	afterShortId: number,
	upTo: number,
): Promise<Array<{ short_id: number; lexemes: string[]; nameTokens: string[] }>> {
	const result = await db.execute(
		sql`select short_id, array_to_string(tsvector_to_array(${source.words}), chr(31)) as lexemes,
			${source.name} as name
			from ${source.table} where short_id > ${afterShortId} and short_id <= ${upTo} order by short_id`,
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

/** Stems of visitors' words kept between searches (PostgreSQL stems them once). */
const STEM_CACHE_ENTRIES = 10_000

/** PostgreSQL's English stems of visitors' words, each asked once (until the cache is full). */
export class StemCache {
	private readonly stems = new Map<string, string[]>()
	constructor(private readonly db: Db) {}

	/** The stems of each token (one small query for the tokens not seen before). */
	async of(tokens: string[]): Promise<Map<string, string[]>> {
		const missing = tokens.filter((t) => !this.stems.has(t))
		if (missing.length) {
			if (this.stems.size + missing.length > STEM_CACHE_ENTRIES) this.stems.clear()
			for (const [token, stems] of await stemWords(this.db, missing)) this.stems.set(token, stems)
		}
		return new Map(tokens.map((t) => [t, this.stems.get(t) ?? []]))
	}
}

/**
 * Short ids whose text matches a tsquery: among `shortIds` (rows changed since the word index was
 * built, by primary key), or through the index on the words column (a GIN index) while the word index is being built.
 */
export async function matchTsqueryInDb(
	db: Db,
	source: RowSource,
	tsquery: string,
	shortIds: number[] | null,
): Promise<number[]> {
	if (shortIds?.length === 0) return []
	const where = shortIds
		? sql`short_id = any(${`{${shortIds.join(',')}}`}::int[]) and ${source.words} @@ ${tsquery}::tsquery`
		: sql`${source.words} @@ ${tsquery}::tsquery`
	const result = await db.execute(
		sql`select coalesce(array_agg(short_id), '{}') as ids from ${source.table} where ${where}`,
	)
	const ids = (result as { rows: Array<{ ids: number[] | string }> }).rows[0]?.ids ?? []
	// node-postgres and PGlite both parse int[]; keep a fallback for the text form.
	return Array.isArray(ids)
		? ids.map(Number)
		: ids.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number)
}
