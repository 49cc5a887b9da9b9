import type { Db } from '~/db/client.server'
import { log } from '~/lib/log.server'
import { Bitset } from './bitset'
import type { FacetKey } from './facets'
import {
	type IndexEntry,
	matchAllLexemesInDb,
	matchLexemesInDb,
	queryLexemes,
	type RankedEntry,
	readChangedEntries,
	readEntries,
	readLexemes,
} from './index-rows.server'
import { compareRankKeys, dayKey } from './ranking'

/**
 * The in-memory index behind search. Every live provider has a position in today's rank order;
 * each facet key, and each word stem of the free text, maps to a bitset of positions. Filtering is
 * an AND of bitsets, the exact count a popcount, a page the next set bits, and the facet counts
 * popcounts against the result: none of them touch the database. See docs/search.md.
 *
 * Freshness: before answering, a search reads the providers changed since the last look (an indexed
 * updated_at range, usually empty) and patches them in place; the whole index is rebuilt when the day
 * changes (new rotation), hourly (to drop deleted rows and re-rank patched ones), and when a large
 * batch changed at once. The word index is built in the background after the facets; until then,
 * and for rows patched since, free text is matched by PostgreSQL.
 */

const CHUNK = 2_500
const TEXT_CHUNK = 1_000
const DELTA_LIMIT = 2_000
const CHECK_EVERY_MS = 1_000
const OVERLAP_MS = 10_000
/** Filter sets whose counts are kept (each about 32 KB at 250,000 providers). */
const CACHE_ENTRIES = 256
const FULL_REBUILD_EVERY_MS = 60 * 60_000

const yieldToOtherRequests = () => new Promise((resolve) => setImmediate(resolve))

function bitsetOf(positions: ArrayLike<number>, capacity: number): Bitset {
	const bits = new Bitset(capacity)
	for (let i = 0; i < positions.length; i++) bits.set(positions[i])
	return bits
}

/** One snapshot: positions fixed at build time, bits patched by later changes. */
class Snapshot {
	readonly facets = new Map<FacetKey, Bitset>()
	readonly live: Bitset
	/** Positions patched since the word index was built: their text is checked in the database. */
	textStale: Bitset
	/** Stem → positions: a bitset for common stems, a sorted list for rare ones (1/32 of the memory). */
	words: Map<string, Bitset | Int32Array> | null = null
	readonly ids: string[]
	readonly shortIds: number[]
	readonly positionByShortId = new Map<number, number>()

	constructor(
		entries: RankedEntry[],
		readonly day: string,
		readonly capacity: number,
	) {
		entries.sort((a, b) => compareRankKeys(a.rank, b.rank))
		this.ids = entries.map((e) => e.id)
		this.shortIds = entries.map((e) => e.shortId)
		this.live = new Bitset(capacity)
		this.textStale = new Bitset(capacity)
		entries.forEach((entry, position) => {
			this.positionByShortId.set(entry.shortId, position)
			this.place(position, entry)
		})
	}

	get size(): number {
		return this.ids.length
	}

	private place(position: number, entry: IndexEntry): void {
		this.live.set(position)
		for (const key of entry.keys) {
			let bits = this.facets.get(key)
			if (!bits) {
				bits = new Bitset(this.capacity)
				this.facets.set(key, bits)
			}
			bits.set(position)
		}
	}

	/** Bumped by every patch: cached answers of an older version are dropped. */
	version = 0

	private unplace(position: number): void {
		this.live.clear(position)
		for (const bits of this.facets.values()) bits.clear(position)
	}

	/** Applies a changed row; returns false when there is no room left (a rebuild is due). */
	patch(entry: IndexEntry): boolean {
		this.version++
		const existing = this.positionByShortId.get(entry.shortId)
		if (existing !== undefined) {
			this.unplace(existing)
			this.textStale.set(existing)
			if (entry.live) this.place(existing, entry)
			return true
		}
		if (!entry.live) return true
		if (this.size >= this.capacity) return false
		const position = this.size
		this.ids.push(entry.id)
		this.shortIds.push(entry.shortId)
		this.positionByShortId.set(entry.shortId, position)
		this.textStale.set(position)
		this.place(position, entry)
		return true
	}

	/** Builds the word index: stem → positions, read in chunks so other requests keep running. */
	async buildWords(db: Db): Promise<void> {
		const started = performance.now()
		const postings = new Map<string, number[]>()
		let after = 0
		for (;;) {
			const chunk = await readLexemes(db, after, TEXT_CHUNK)
			for (const { shortId, lexemes } of chunk) {
				const position = this.positionByShortId.get(shortId)
				if (position === undefined) continue
				for (const lexeme of lexemes) {
					let list = postings.get(lexeme)
					if (!list) {
						list = []
						postings.set(lexeme, list)
					}
					list.push(position)
				}
			}
			if (chunk.length < TEXT_CHUNK) break
			after = chunk[chunk.length - 1].shortId
			await yieldToOtherRequests()
		}
		const words = new Map<string, Bitset | Int32Array>()
		const denseFrom = this.capacity / 32
		for (const [lexeme, positions] of postings) {
			words.set(
				lexeme,
				positions.length >= denseFrom ? bitsetOf(positions, this.capacity) : Int32Array.from(positions),
			)
		}
		this.words = words
		log.info(`search word index built: ${words.size} stems in ${Math.round(performance.now() - started)} ms`)
	}
}

export type IndexQuery = {
	keys: FacetKey[]
	/** Word stems that must all appear in the name, headline or summary. */
	lexemes?: string[]
	skip: number
	limit: number
	countKeys?: FacetKey[]
}
export type IndexResult = { count: number; ids: string[]; facetCounts: Map<FacetKey, number> }

export class SearchIndex {
	private snapshot: Snapshot | null = null
	private lastUpdatedAt = '-infinity'
	private lastCheck = 0
	/** When a change newer than lastUpdatedAt was last seen (wall clock). */
	private lastChangeSeenAt = 0
	private builtAt = 0
	private refreshing: Promise<void> | null = null
	private rebuilding: Promise<void> | null = null
	private readonly cache = new Map<string, Evaluated>()
	private cacheVersion = -1
	private cacheSnapshot: Snapshot | null = null

	constructor(private readonly db: Db) {}

	/** Builds the facet index now (start-up, tests); the word index follows in the background. */
	async rebuild(now = new Date(), options: { awaitWords?: boolean } = {}): Promise<void> {
		const started = performance.now()
		const day = dayKey(now)
		const entries: RankedEntry[] = []
		let maxUpdated = '-infinity'
		let after = 0
		for (;;) {
			const chunk = await readEntries(this.db, after, CHUNK, day)
			for (const entry of chunk) {
				if (entry.updatedAt > maxUpdated) maxUpdated = entry.updatedAt
				if (entry.live) entries.push(entry)
			}
			if (chunk.length < CHUNK) break
			after = chunk[chunk.length - 1].shortId
			// PGlite blocks the event loop while it queries: let other requests run between chunks.
			await yieldToOtherRequests()
		}
		const snapshot = new Snapshot(
			entries,
			day,
			entries.length + Math.max(1024, Math.ceil(entries.length * 0.05)),
		)
		this.snapshot = snapshot
		this.lastUpdatedAt = maxUpdated
		this.builtAt = Date.now()
		this.lastCheck = Date.now()
		log.info(
			`search index built: ${entries.length} live providers in ${Math.round(performance.now() - started)} ms`,
		)
		const words = snapshot.buildWords(this.db).catch((error) => log.error('search word index failed', error))
		if (options.awaitWords) await words
	}

	/** Changes whenever any search answer may change (a rebuild or a patched provider). */
	stamp(): string {
		return this.snapshot ? `${this.snapshot.day}:${this.builtAt}:${this.snapshot.version}` : 'empty'
	}

	/** Forgets cached answers (benchmarks measure uncached queries with it). */
	clearCache(): void {
		this.cache.clear()
	}

	/** Marks the index stale so the next search reads recent changes first (read-your-writes). */
	invalidate(): void {
		this.lastCheck = 0
	}

	/** Makes sure the index reflects the database (cheap when nothing changed). */
	async ensureFresh(now = new Date()): Promise<void> {
		if (!this.snapshot) {
			this.rebuilding ??= this.rebuild(now).finally(() => {
				this.rebuilding = null
			})
			await this.rebuilding
			return
		}
		const stale = this.snapshot.day !== dayKey(now) || Date.now() - this.builtAt > FULL_REBUILD_EVERY_MS
		if (stale && !this.rebuilding) {
			// Keep answering from the current snapshot while the new one is built.
			this.rebuilding = this.rebuild(now)
				.catch((error) => log.error('search index rebuild failed', error))
				.finally(() => {
					this.rebuilding = null
				})
		}
		if (Date.now() - this.lastCheck < CHECK_EVERY_MS) return
		this.refreshing ??= this.applyChanges(now).finally(() => {
			this.refreshing = null
		})
		await this.refreshing
	}

	private async applyChanges(now: Date): Promise<void> {
		this.lastCheck = Date.now()
		const snapshot = this.snapshot
		// For a little while after a change, re-read a few seconds before it too: a transaction can commit
		// after a later-stamped one. Patching is idempotent; afterwards only newer rows are read.
		const overlap = Date.now() - this.lastChangeSeenAt < OVERLAP_MS
		const changed = await readChangedEntries(
			this.db,
			this.lastUpdatedAt,
			overlap ? OVERLAP_MS / 1000 : 0,
			DELTA_LIMIT + 1,
			snapshot?.day ?? dayKey(now),
		)
		if (changed.length === 0) return
		if (!snapshot || changed.length > DELTA_LIMIT || !changed.every((entry) => snapshot.patch(entry))) {
			await this.rebuild(now)
			return
		}
		const latest = changed[changed.length - 1].updatedAt
		if (latest > this.lastUpdatedAt) {
			this.lastUpdatedAt = latest
			this.lastChangeSeenAt = Date.now()
		}
	}

	/** The stems of a visitor's text; empty when it has only stop words (then it cannot narrow anything). */
	textLexemes(text: string): Promise<string[]> {
		return queryLexemes(this.db, text)
	}

	/** Positions whose text has every stem: the word index, plus the database for patched rows. */
	private async matchText(snapshot: Snapshot, lexemes: string[]): Promise<Bitset> {
		const setAll = (bits: Bitset, shortIds: number[]) => {
			for (const shortId of shortIds) {
				const position = snapshot.positionByShortId.get(shortId)
				if (position !== undefined) bits.set(position)
			}
		}
		if (!snapshot.words) {
			// The word index is still being built: the database answers for everyone meanwhile.
			const matched = new Bitset(snapshot.capacity)
			setAll(matched, await matchAllLexemesInDb(this.db, lexemes))
			return matched
		}
		let matched = snapshot.live
		for (const lexeme of lexemes) {
			const postings = snapshot.words.get(lexeme)
			matched = matched.and(
				postings instanceof Bitset ? postings : bitsetOf(postings ?? [], snapshot.capacity),
			)
		}
		const stale = snapshot.textStale.slice(0, snapshot.capacity)
		if (stale.length > 0) {
			for (const p of stale) matched.clear(p)
			setAll(
				matched,
				await matchLexemesInDb(
					this.db,
					stale.map((p) => snapshot.shortIds[p]),
					lexemes,
				),
			)
		}
		return matched
	}

	get size(): number {
		return this.snapshot?.size ?? 0
	}

	/** Count, one page of provider ids in rank order, and the count each extra key would give. */
	async query(q: IndexQuery): Promise<IndexResult> {
		const snapshot = this.snapshot
		if (!snapshot) throw new Error('search index used before it was built')
		const cached = this.evaluate(snapshot, q)
		const evaluated = cached instanceof Promise ? await cached : cached
		const positions = evaluated.result.slice(q.skip, q.limit)
		return {
			count: evaluated.count,
			ids: positions.map((p) => snapshot.ids[p]),
			facetCounts: evaluated.facetCounts,
		}
	}

	/**
	 * The matching set with its count and facet counts, cached per filter set until the index
	 * changes: the counts for a broad listing (a whole state) are the costly part, and every page of
	 * that listing, and every visitor, asks the same question.
	 */
	private evaluate(snapshot: Snapshot, q: IndexQuery): Evaluated | Promise<Evaluated> {
		const cacheKey = `${q.keys.join('|')}#${(q.lexemes ?? []).join(' ')}#${q.countKeys ? q.countKeys.length : 0}`
		if (this.cacheVersion !== snapshot.version || this.cacheSnapshot !== snapshot) {
			this.cache.clear()
			this.cacheVersion = snapshot.version
			this.cacheSnapshot = snapshot
		}
		const hit = this.cache.get(cacheKey)
		if (hit && (!q.countKeys || hit.facetCounts.size >= q.countKeys.length)) {
			// Refresh its place in the LRU order.
			this.cache.delete(cacheKey)
			this.cache.set(cacheKey, hit)
			return hit
		}
		const compute = async (): Promise<Evaluated> => {
			let result = q.lexemes?.length ? await this.matchText(snapshot, q.lexemes) : snapshot.live
			for (const key of q.keys) result = result.and(snapshot.facets.get(key) ?? new Bitset(snapshot.capacity))
			result = result.and(snapshot.live)
			const facetCounts = new Map<FacetKey, number>()
			if (q.countKeys?.length) {
				const words = result.nonZeroWords()
				for (const key of q.countKeys) {
					const bits = snapshot.facets.get(key)
					facetCounts.set(key, bits ? result.countAnd(bits, words) : 0)
				}
			}
			const evaluated = { result, count: result.count(), facetCounts }
			// Text answers depend on rows patched since the word index: only cache filter-only sets.
			if (!q.lexemes?.length && snapshot.version === this.cacheVersion) {
				this.cache.set(cacheKey, evaluated)
				if (this.cache.size > CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value as string)
			}
			return evaluated
		}
		return compute()
	}
}

type Evaluated = { result: Bitset; count: number; facetCounts: Map<FacetKey, number> }

const indexes = new WeakMap<Db, SearchIndex>()

/** The search index of a database, one per process (and per test database). */
export function getSearchIndex(db: Db): SearchIndex {
	let index = indexes.get(db)
	if (!index) {
		index = new SearchIndex(db)
		indexes.set(db, index)
	}
	return index
}
