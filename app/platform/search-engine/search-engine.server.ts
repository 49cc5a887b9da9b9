import type { Db } from '~/db/client.server'
import { log } from '~/lib/log.server'
import { roundMiles, zipGeography } from '~/platform/geo/zip-geography.server'
import { recordSearchIndexBuild } from '~/platform/observability/metrics.server'
import { Bitset, BitsetPool } from './bitset'
import type { SearchIndexDefinition } from './definition'
import {
	matchTsqueryInDb,
	readChangedRows,
	readDeletedShortIds,
	readLatestChange,
	StemCache,
} from './index-rows.server'
import { readIndexRows } from './index-read.server'
import type { Evaluated, FacetKey, IndexQuery, IndexResult } from './index-query'
import { Snapshot } from './index-snapshot.server'
import type { KeywordMatch } from './keyword-index'
import { nearSet, type Part, segmentedSlice, withBandSets } from './near'

/**
 * The in-memory index behind search, over the rows its definition names (definition.ts; the
 * directory's: app/features/search/index-definition.server.ts). Every live row has a position in
 * today's rank order; each facet key, and each word stem of the free text, maps to a bitset of
 * positions. Filtering is an AND of bitsets, the exact count a popcount, a page the next set bits,
 * and the facet counts popcounts against the result: none of them touch the database. See docs/search.md.
 *
 * Freshness: before answering, a search reads the rows changed since the last look (an indexed
 * updated_at range, usually empty) and patches them in place, and drops deleted rows (the source's
 * deletion marks, docs/product.md#deleting-an-account); the whole index is rebuilt when the day
 * changes (new rotation), hourly (to drop deleted rows and re-rank patched ones), and when a large
 * batch changed at once. The word index is built in the background after the facets; until then,
 * and for rows patched since, free text is matched by PostgreSQL.
 */

const DELTA_LIMIT = 2_000
const CHECK_EVERY_MS = 1_000
const OVERLAP_MS = 10_000
/** Filter sets whose counts are kept (each about 32 KB at 250,000 providers). */
const CACHE_ENTRIES = 256
/** Sets kept for reuse: enough for the questions running at once, each a few sets. */
const POOLED_SETS = 64
const FULL_REBUILD_EVERY_MS = 60 * 60_000

class SearchIndex {
	private snapshot: Snapshot | null = null
	private lastUpdatedAt = '-infinity'
	private lastCheck = 0
	/** When a change newer than lastUpdatedAt was last seen (wall clock). */
	private lastChangeSeenAt = 0
	private builtAt = 0
	private refreshing: Promise<void> | null = null
	private rebuilding: Promise<void> | null = null
	private readonly background = new Set<Promise<unknown>>()
	private stopping = false
	private readonly cache = new Map<string, Evaluated>()
	/** The sets answers are built in, given back when no cached answer or query holds them. */
	private readonly pool = new BitsetPool(POOLED_SETS)
	private cacheVersion = -1
	private cacheSnapshot: Snapshot | null = null
	private readonly stems: StemCache

	constructor(
		private readonly db: Db,
		private readonly definition: SearchIndexDefinition,
	) {
		// A write elsewhere in this process (a profile save, a confirmation): read changes at once.
		definition.source.onChanged(db, () => this.invalidate())
		this.stems = new StemCache(db)
	}

	/**
	 * Builds the facet index now (start-up, tests); the word index follows in the background. On
	 * PostgreSQL, from `workerFrom` short ids up (WORKER_FROM), the rows are read and encoded by two
	 * worker threads, half each (index-encoding.server.ts), and this thread fills the snapshot.
	 */
	async rebuild(
		now = new Date(),
		options: { awaitWords?: boolean; words?: false; workerFrom?: number } = {},
	): Promise<void> {
		const started = performance.now()
		const definition = this.definition
		const day = definition.dayOf(now)
		const latest = await readLatestChange(this.db, definition.source)
		const { rows, encodingMs, workersMs } = await readIndexRows(
			this.db,
			definition,
			day,
			now,
			options.workerFrom,
		)
		const live = rows.size
		const snapshotStarted = performance.now()
		const snapshot = new Snapshot(rows, day, live + Math.max(1024, Math.ceil(live * 0.05)), definition)
		const snapshotMs = performance.now() - snapshotStarted
		this.snapshot = snapshot
		this.lastUpdatedAt = latest
		this.builtAt = Date.now()
		this.lastCheck = Date.now()
		const ms = performance.now() - started
		recordSearchIndexBuild(live, ms)
		// Where the time went: what is not encoding or the snapshot is waiting for the database.
		log.info(
			`search index built: ${live} live providers in ${Math.round(ms)} ms (encoding rows ${Math.round(encodingMs)} ms, snapshot ${Math.round(snapshotMs)} ms, waiting for rows ${Math.round(ms - encodingMs - snapshotMs)} ms${workersMs.length ? `; in worker threads, encoding ${workersMs.map(Math.round).join(' and ')} ms` : ''})`,
		)
		if (options.words === false) return // benchmarks of the facet side alone
		const words = this.track(
			snapshot
				.buildWords(this.db, () => this.stopping)
				.catch((error) => {
					if (!this.stopping) log.error('search word index failed', error)
				}),
		)
		if (options.awaitWords) await words
	}

	/** Work that runs on after the call that started it (the word index), until it settles. */
	private track<T>(work: Promise<T>): Promise<T> {
		this.background.add(work)
		void work.finally(() => this.background.delete(work))
		return work
	}

	/**
	 * The process is stopping and the database about to close: background builds end at their next
	 * page, and one whose query the closing fails says nothing (a word index at a million providers
	 * takes half a minute; a restart is not an error).
	 */
	stop(): void {
		this.stopping = true
	}

	/** Waits for background reads of the database, so it can be closed without failing them. */
	async settle(): Promise<void> {
		while (this.background.size > 0 || this.rebuilding || this.refreshing) {
			await Promise.allSettled([...this.background, this.rebuilding, this.refreshing])
		}
	}

	/** Changes whenever any search answer may change (a rebuild or a patched provider). */
	stamp(): string {
		return this.snapshot ? `${this.snapshot.day}:${this.builtAt}:${this.snapshot.version}` : 'empty'
	}

	/** Forgets cached answers (benchmarks measure uncached queries with it). */
	clearCache(): void {
		for (const evaluated of this.cache.values()) this.uncache(evaluated)
		this.cache.clear()
	}

	/** The cache has let go of an answer (after deleting it from the map). */
	private uncache(evaluated: Evaluated): void {
		evaluated.cached = false
		this.recycle(evaluated)
	}

	/**
	 * An answer's sets go back to the pool once the cache has dropped it and no query is reading
	 * them: a query holds its answer from the cache's hand-over (or the computation) to its page.
	 */
	private recycle(evaluated: Evaluated): void {
		if (evaluated.readers > 0 || evaluated.cached || evaluated.recycled) return
		evaluated.recycled = true
		this.pool.give(evaluated.result)
		this.pool.give(evaluated.strong)
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
		const stale =
			this.snapshot.day !== this.definition.dayOf(now) || Date.now() - this.builtAt > FULL_REBUILD_EVERY_MS
		if (stale && !this.rebuilding) {
			// Keep answering from the current snapshot while the new one is built.
			this.rebuilding = this.rebuild(now)
				.catch((error) => {
					if (!this.stopping) log.error('search index rebuild failed', error)
				})
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
		const changed = await readChangedRows(
			this.db,
			this.definition.source,
			this.lastUpdatedAt,
			overlap ? OVERLAP_MS / 1000 : 0,
			DELTA_LIMIT + 1,
		)
		// Deleted accounts: every look, as a rebuild that began before a deletion may still hold them.
		const deleted = await readDeletedShortIds(this.db, this.definition.source)
		if (snapshot && deleted.length) snapshot.forget(deleted)
		if (changed.length === 0) return
		if (!snapshot || changed.length > DELTA_LIMIT || !changed.every((row) => snapshot.patch(row, now))) {
			await this.rebuild(now)
			return
		}
		const latest = changed[changed.length - 1].updated_at
		if (latest > this.lastUpdatedAt) {
			this.lastUpdatedAt = latest
			this.lastChangeSeenAt = Date.now()
		}
	}

	/** Keyword matching on the in-memory index; the database only for rows patched since (by id). */
	private matchText(snapshot: Snapshot, text: string): Promise<KeywordMatch | null> {
		return snapshot.keywords.match(text, {
			capacity: snapshot.capacity,
			facets: snapshot.facets,
			textStale: snapshot.textStale,
			textStaleCount: snapshot.textStaleCount,
			pool: this.pool,
			stems: (tokens) => this.stems.of(tokens),
			textInDb: async (tsquery, positions) => {
				const shortIds = positions ? positions.map((p) => snapshot.shortIds[p]) : null
				const found = await matchTsqueryInDb(this.db, this.definition.source, tsquery, shortIds)
				return found.flatMap((id) => snapshot.positionByShortId.get(id) ?? [])
			},
		})
	}

	get size(): number {
		return this.snapshot?.size ?? 0
	}

	/** Live offices per city (cityKey → count), for city pages (city-pages.server.ts). */
	cityCounts(): ReadonlyMap<string, number> {
		return this.snapshot?.cityCounts ?? new Map()
	}

	/** Count, one page of provider ids in rank order, and the count each extra key would give. */
	async query(q: IndexQuery): Promise<IndexResult> {
		const snapshot = this.snapshot
		if (!snapshot) throw new Error('search index used before it was built')
		const cached = this.evaluate(snapshot, q)
		const evaluated = cached instanceof Promise ? await cached : cached
		let positions: number[]
		try {
			positions =
				evaluated.bands || evaluated.strong
					? this.orderedSlice(snapshot, evaluated, q.skip, q.limit)
					: evaluated.result.slice(q.skip, q.limit)
		} finally {
			evaluated.readers--
			this.recycle(evaluated)
		}
		const near = q.near
		return {
			count: evaluated.count,
			ids: positions.map((p) => snapshot.ids.get(p)),
			facetCounts: evaluated.facetCounts,
			miles: near
				? positions.map((p) => roundMiles(zipGeography().miles(snapshot.pointOf[p], near.lat, near.lng)))
				: undefined,
		}
	}

	/**
	 * The definition's classes (availability); then, near a ZIP, distance band; then, with text,
	 * those outside its textLast (confirmed) before the others (stale) and strong matches (a label, a
	 * place or the name) before those found only in the text (docs/product.md#ranking); the index's
	 * rank order inside.
	 */
	private orderedSlice(snapshot: Snapshot, evaluated: Evaluated, skip: number, limit: number): number[] {
		const { classes: classKeys, textLast } = this.definition.order
		const classes = classKeys.map((key) => snapshot.facets.get(key) ?? NO_POSITIONS)
		const textLayers: Part[][] = []
		if (evaluated.strong) {
			const stale = snapshot.facets.get(textLast) ?? NO_POSITIONS
			textLayers.push([{ not: stale }, stale], [evaluated.strong, { not: evaluated.strong }])
		}
		const slice = (bandLayers: Bitset[][]) =>
			segmentedSlice(evaluated.result, [classes, ...bandLayers, ...textLayers], skip, limit)
		return evaluated.bands
			? withBandSets(evaluated.bands, snapshot.byPoint, snapshot.capacity, (bands) => slice([bands]))
			: slice([])
	}

	/**
	 * The matching set with its count and facet counts, cached per filter set until the index
	 * changes: the counts for a broad listing (a whole state) are the costly part, and every page of
	 * that listing, and every visitor, asks the same question.
	 */
	private evaluate(snapshot: Snapshot, q: IndexQuery): Evaluated | Promise<Evaluated> {
		// A text answer is read from the database until the word index is built, then from memory:
		// the two are kept apart, as the same question asked before and after.
		const words = q.text && snapshot.keywords.words ? 'w' : ''
		// The counted keys by name: two lists of the same length (a listing's, the health page's) differ.
		const near = q.near ? `${q.near.lat},${q.near.lng},${q.near.miles}` : ''
		const cacheKey = `${q.keys.join('|')}#${q.text ?? ''}#${words}#${near}#${q.countKeys?.join('|') ?? ''}`
		if (this.cacheVersion !== snapshot.version || this.cacheSnapshot !== snapshot) {
			this.clearCache()
			this.cacheVersion = snapshot.version
			this.cacheSnapshot = snapshot
		}
		const hit = this.cache.get(cacheKey)
		if (hit) {
			// Refresh its place in the LRU order.
			this.cache.delete(cacheKey)
			this.cache.set(cacheKey, hit)
			hit.readers++
			return hit
		}
		const compute = async (): Promise<Evaluated> => {
			const text = q.text ? await this.matchText(snapshot, q.text) : null
			const near = q.near
				? nearSet(zipGeography(), q.near, snapshot, this.pool, this.definition.nearBands)
				: null
			// One set of the directory's size per question (the near set, or else the text's match, is
			// already one), from the pool: the rest is intersected in place (docs/benchmarks.md, the
			// near page at 1,000,000).
			const result = near
				? near.within.andWith(snapshot.live)
				: text
					? text.matched.andWith(snapshot.live)
					: this.pool.take(snapshot.capacity).orWith(snapshot.live)
			if (near && text) {
				result.andWith(text.matched)
				this.pool.give(text.matched)
			}
			for (const key of q.keys) result.andWith(snapshot.facets.get(key) ?? NO_POSITIONS)
			const count = result.count()
			const facetCounts = new Map<FacetKey, number>()
			if (q.countKeys?.length) {
				const counts = snapshot.countFacets(result, count, q.countKeys)
				for (const [i, key] of q.countKeys.entries()) facetCounts.set(key, counts[i])
			}
			const evaluated: Evaluated = {
				result,
				count,
				facetCounts,
				strong: text?.strong,
				bands: near?.bands,
				readers: 1,
				cached: false,
			}
			// Every patch bumps the version and empties the cache, so a text answer (which asks the
			// database about rows patched since the word index) is kept only while no row changed.
			if (snapshot.version === this.cacheVersion && this.cacheSnapshot === snapshot) {
				this.cache.set(cacheKey, evaluated)
				evaluated.cached = true
				if (this.cache.size > CACHE_ENTRIES) {
					const [oldestKey, oldest] = this.cache.entries().next().value as [string, Evaluated]
					this.cache.delete(oldestKey)
					this.uncache(oldest)
				}
			}
			return evaluated
		}
		return compute()
	}
}

/** A facet no provider has yet: no position (an intersection with it is empty). */
const NO_POSITIONS = new Bitset(0)

export type { SearchIndex }

/** The search indexes of a definition: one per database (one per process, and per test database). */
export function createSearchIndex(definition: SearchIndexDefinition) {
	const indexes = new WeakMap<Db, SearchIndex>()
	return {
		/** The index of a database, made on first use. */
		get(db: Db): SearchIndex {
			let index = indexes.get(db)
			if (!index) {
				index = new SearchIndex(db, definition)
				indexes.set(db, index)
			}
			return index
		},
		/** Waits for the index of a database, if it has one, to finish reading it (before the database closes). */
		settle: async (db: Db): Promise<void> => indexes.get(db)?.settle(),
		/** Ends the background builds of a database's index before it closes (server/app.ts, on shutdown). */
		stop: (db: Db): void => indexes.get(db)?.stop(),
	}
}
