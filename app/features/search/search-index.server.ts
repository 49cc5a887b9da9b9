import { asc, gt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { isLiveProfile } from '~/features/therapists/live-profile'
import { log } from '~/lib/log.server'
import { Bitset } from './bitset'
import { type FacetKey, facetKeysOf } from './facets'
import { compareRankKeys, dayKey, rankKey } from './ranking'

/**
 * The in-memory facet index behind search. Every live provider has a position in today's rank
 * order; each facet key maps to a bitset of positions. Filtering is an AND of bitsets, the exact
 * count a popcount, a page the next set bits, and the facet counts popcounts against the result,
 * so none of them touch the database. See docs/search.md.
 *
 * Freshness: before answering, a search reads the providers changed since the last look (an
 * indexed updated_at range, usually empty) and patches them in place; the whole index is rebuilt
 * when the day changes (new rotation), hourly (to drop deleted rows and re-rank patched ones), and
 * when a large batch changed at once.
 */

const INDEX_COLUMNS = {
	id: providers.id,
	shortId: providers.shortId,
	onboarded: providers.onboarded,
	emailVerified: providers.emailVerified,
	flagged: providers.flagged,
	firstName: providers.firstName,
	lastName: providers.lastName,
	headline: providers.headline,
	availability: providers.availability,
	photo: providers.photo,
	summaryLength: sql<number>`length(trim(${providers.summary}))`.mapWith(Number),
	phone: providers.phone,
	link: providers.link,
	license: providers.license,
	licensedStates: providers.licensedStates,
	issues: providers.issues,
	approaches: providers.approaches,
	onlineTherapy: providers.onlineTherapy,
	payments: providers.payments,
	gender: providers.gender,
	language: providers.language,
	focusesAge: providers.focusesAge,
	ethnicity: providers.ethnicity,
	sexuality: providers.sexuality,
	faith: providers.faith,
	minCost: providers.minCost,
	maxCost: providers.maxCost,
	updatedAt: sql<string>`${providers.updatedAt}::text`,
}

type IndexRow = {
	id: string
	shortId: number
	onboarded: boolean
	emailVerified: boolean
	flagged: boolean
	firstName: string
	lastName: string
	headline: string
	availability: string
	photo: string | null
	summaryLength: number
	phone: string
	link: string
	license: string
	licensedStates: string[]
	issues: number[]
	approaches: number[]
	onlineTherapy: string
	payments: string[]
	gender: string[]
	language: string[]
	focusesAge: string[]
	ethnicity: string[]
	sexuality: string[]
	faith: string[]
	minCost: number | null
	maxCost: number | null
	updatedAt: string
}

const CHUNK = 10_000
const DELTA_LIMIT = 2_000
const CHECK_EVERY_MS = 1_000
const FULL_REBUILD_EVERY_MS = 60 * 60_000

/** One snapshot of the index: immutable positions, mutable bits (patched by deltas). */
class Snapshot {
	readonly facets = new Map<FacetKey, Bitset>()
	live: Bitset
	readonly ids: string[]
	readonly shortIds: number[]
	readonly positionByShortId = new Map<number, number>()
	constructor(
		rows: IndexRow[],
		readonly day: string,
		readonly capacity: number,
	) {
		const ranked = rows
			.map((row) => ({ row, key: rankKey(row, day) }))
			.sort((a, b) => compareRankKeys(a.key, b.key))
		this.ids = ranked.map((r) => r.row.id)
		this.shortIds = ranked.map((r) => r.row.shortId)
		this.live = new Bitset(capacity)
		ranked.forEach(({ row }, position) => {
			this.positionByShortId.set(row.shortId, position)
			this.place(position, row)
		})
	}
	get size(): number {
		return this.ids.length
	}
	place(position: number, row: IndexRow): void {
		this.live.set(position)
		for (const key of facetKeysOf(row)) {
			let bits = this.facets.get(key)
			if (!bits) {
				bits = new Bitset(this.capacity)
				this.facets.set(key, bits)
			}
			bits.set(position)
		}
	}
	unplace(position: number): void {
		this.live.clear(position)
		for (const bits of this.facets.values()) bits.clear(position)
	}
	/** Applies a changed row; returns false when there is no room left (a rebuild is due). */
	patch(row: IndexRow): boolean {
		const existing = this.positionByShortId.get(row.shortId)
		const live = isLiveProfile({ ...row })
		if (existing !== undefined) {
			this.unplace(existing)
			if (live) this.place(existing, row)
			return true
		}
		if (!live) return true
		if (this.size >= this.capacity) return false
		const position = this.size
		this.ids.push(row.id)
		this.shortIds.push(row.shortId)
		this.positionByShortId.set(row.shortId, position)
		this.place(position, row)
		return true
	}
}

export type IndexQuery = {
	keys: FacetKey[]
	restrictTo?: Set<number> | null
	skip: number
	limit: number
	countKeys?: FacetKey[]
}
export type IndexResult = { count: number; ids: string[]; facetCounts: Map<FacetKey, number> }

export class SearchIndex {
	private snapshot: Snapshot | null = null
	private lastUpdatedAt = '-infinity'
	private lastCheck = 0
	private builtAt = 0
	private refreshing: Promise<void> | null = null
	private rebuilding: Promise<void> | null = null

	constructor(private readonly db: Db) {}

	/** Builds the whole index now (start-up, tests). */
	async rebuild(now = new Date()): Promise<void> {
		const started = performance.now()
		const rows: IndexRow[] = []
		let maxUpdated = '-infinity'
		let after = 0
		for (;;) {
			const chunk = (await this.db
				.select(INDEX_COLUMNS)
				.from(providers)
				.where(gt(providers.shortId, after))
				.orderBy(asc(providers.shortId))
				.limit(CHUNK)) as IndexRow[]
			for (const row of chunk) {
				if (row.updatedAt > maxUpdated) maxUpdated = row.updatedAt
				if (isLiveProfile(row)) rows.push(row)
			}
			if (chunk.length < CHUNK) break
			after = chunk[chunk.length - 1].shortId
			// Let other requests run between chunks: PGlite blocks the event loop while it queries.
			await new Promise((resolve) => setImmediate(resolve))
		}
		this.snapshot = new Snapshot(
			rows,
			dayKey(now),
			rows.length + Math.max(1024, Math.ceil(rows.length * 0.05)),
		)
		this.lastUpdatedAt = maxUpdated
		this.builtAt = Date.now()
		this.lastCheck = Date.now()
		log.info(
			`search index built: ${rows.length} live providers in ${Math.round(performance.now() - started)} ms`,
		)
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
		this.refreshing ??= this.applyChanges().finally(() => {
			this.refreshing = null
		})
		await this.refreshing
	}

	private async applyChanges(): Promise<void> {
		this.lastCheck = Date.now()
		const changed = (await this.db
			.select(INDEX_COLUMNS)
			.from(providers)
			// The overlap re-reads rows of transactions that committed after a later-stamped one (patching is idempotent).
			.where(sql`${providers.updatedAt} > ${this.lastUpdatedAt}::timestamptz - interval '10 seconds'`)
			.orderBy(asc(providers.updatedAt))
			.limit(DELTA_LIMIT + 1)) as IndexRow[]
		const latest = changed.at(-1)?.updatedAt
		if (!latest || latest <= this.lastUpdatedAt) return
		const snapshot = this.snapshot
		if (!snapshot || changed.length > DELTA_LIMIT || !changed.every((row) => snapshot.patch(row))) {
			await this.rebuild()
			return
		}
		this.lastUpdatedAt = latest
	}

	get size(): number {
		return this.snapshot?.size ?? 0
	}

	/** Count, one page of provider ids in rank order, and the count each extra key would give. */
	query(q: IndexQuery): IndexResult {
		const snapshot = this.snapshot
		if (!snapshot) throw new Error('search index used before it was built')
		let result = snapshot.live
		for (const key of q.keys) {
			const bits = snapshot.facets.get(key)
			result = bits ? result.and(bits) : new Bitset(snapshot.capacity)
		}
		if (q.restrictTo) {
			const allowed = new Bitset(snapshot.capacity)
			for (const shortId of q.restrictTo) {
				const position = snapshot.positionByShortId.get(shortId)
				if (position !== undefined) allowed.set(position)
			}
			result = result.and(allowed)
		}
		const facetCounts = new Map<FacetKey, number>()
		if (q.countKeys?.length) {
			const words = result.nonZeroWords()
			for (const key of q.countKeys) {
				const bits = snapshot.facets.get(key)
				facetCounts.set(key, bits ? result.countAnd(bits, words) : 0)
			}
		}
		const positions = result.slice(q.skip, q.limit)
		return { count: result.count(), ids: positions.map((p) => snapshot.ids[p]), facetCounts }
	}

	/** Facet keys present (with at least one live provider) among those given. */
	hasAny(keys: FacetKey[]): boolean {
		return this.query({ keys, skip: 0, limit: 0 }).count > 0
	}
}

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
