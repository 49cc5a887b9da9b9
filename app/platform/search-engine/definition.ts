import type { SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import type { OfficePointLookup } from '~/platform/geo/zip-geography.server'
import type { FacetKey } from './index-query'
import type { RowEncoder } from './row-encoding'

/**
 * What the search engine is told by the product it serves: which rows it indexes and how it reads
 * them, how a row becomes keys and a rank, how a page is ordered and how a visitor's words are read.
 * The search feature builds one (app/features/search/index-definition.server.ts) and hands it to
 * createSearchIndex; the engine keeps the sets, answers questions and keeps up with the rows
 * (docs/search.md#the-engine-and-its-definition).
 */
export type SearchIndexDefinition = {
	source: RowSource
	/**
	 * A new encoder of row texts, one per build and per worker thread. `points` places offices in a
	 * worker thread (the ZIP geography's tables, sent by the main thread); without it, the geography.
	 */
	encoder(points?: OfficePointLookup): RowEncoder
	/** The day a rank order's rotation belongs to ('2026-11-22'): a new one rebuilds the index. */
	dayOf(now: Date): string
	order: PageOrder
	/** Upper bounds of near search's distance bands, in miles; past the last is one more band. */
	nearBands: readonly number[]
	vocabulary: Vocabulary
	worker: WorkerModule
}

/**
 * Where the rows are, as SQL the engine's queries are made of (index-rows.server.ts). Each row has
 * short_id (dense: an identity column) and id (a UUID); each table in `changes` has updated_at
 * (indexed: the changes are read by it).
 */
export type RowSource = {
	/** The table of the rows. */
	table: SQL
	/** The table with what a row's text reads besides (joins). */
	from: SQL
	/**
	 * Where a change to a row's text is seen: the table itself (its id) and each joined table a
	 * writer changes without touching the row (the id of the row it belongs to), by their updated_at.
	 */
	changes: ReadonlyArray<{ table: SQL; rowId: SQL }>
	/** A row's text over `from`, as the encoder reads it (packed-row.ts), named `packed`. */
	rowText: SQL
	/** Whether a row is in the index: a condition over `from`. */
	live: SQL
	/** A query of the short ids of rows deleted lately: a deleted row leaves no updated_at behind. */
	deleted: SQL
	/** The column of each row's words (a tsvector of PostgreSQL's English stems) and its name's text. */
	words: SQL
	name: SQL
	/** Calls `listener` when this process has written rows: the next question reads them first. */
	onChanged(db: Db, listener: () => void): void
}

/**
 * How a page of a result is ordered before the rank order: by the sets of `classes` in turn (they
 * share out every row); then, near a point, by distance band; then, with text, the rows outside
 * `textLast` first and, inside each part, the strong matches first (keyword-index.ts).
 */
export type PageOrder = { classes: readonly FacetKey[]; textLast: FacetKey }

/** How a visitor's words and the labels of keys are read (keyword-index.ts). */
export type Vocabulary = {
	/** Lower case, cut into words. */
	tokenize(text: string): string[]
	/** The words of a visitor's text that can narrow a search, without repeats. */
	queryWords(text: string): string[]
	/** What a word may match: itself, then the words that stand for it (each a list that must all match). */
	alternativesOf(word: string): string[][]
	/** A word folded as labels are ('disorders' → 'disorder'). */
	normalizeToken(token: string): string
	/** The label a visitor reads for a key, null for keys that are not words. */
	labelOfKey(key: FacetKey): string | null
	/** The words a label is found by. */
	labelTokens(label: string): string[]
	/** Every string one edit away from a word. */
	edits1(word: string): string[]
	/** Unknown words this long or longer are looked for one edit away. */
	typoMinLength: number
}

/**
 * The worker thread's module: a module of the product that calls serveIndexWorker with the same
 * definition (index-encoding.server.ts).
 */
export type WorkerModule = {
	/** From the sources (tests, scripts), loaded through tsx. */
	source: URL
	/** In the built server, from the working directory (an entry of its own: vite.config.ts). */
	built: string
}
