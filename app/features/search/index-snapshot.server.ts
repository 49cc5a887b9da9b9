import type { Db } from '~/db/client.server'
import { log } from '~/lib/log.server'
import { Bitset } from './bitset'
import type { FacetKey } from './facets'
import { type IndexEntry, type RankedEntry, readTextTokens } from './index-rows.server'
import { KeywordIndex, tokensToPostings } from './keyword-index'
import { compareRankKeys } from './ranking'

// One build of the search index (search-index.server.ts keeps the current one and answers queries
// from it): the rank order, a bitset per facet key and the word index (docs/search.md).

const TEXT_CHUNK = 1_000

/** Lets other requests run between the chunks of a build. */
export const yieldToOtherRequests = () => new Promise((resolve) => setImmediate(resolve))

/** One snapshot: positions fixed at build time, bits patched by later changes. */
export class Snapshot {
	readonly facets = new Map<FacetKey, Bitset>()
	readonly live: Bitset
	/** Positions patched since the word index was built: their text is checked in the database. */
	textStale: Bitset
	/** Labels, places, names and text words (docs/search.md#keyword-search). */
	readonly keywords = new KeywordIndex()
	readonly ids: string[]
	readonly shortIds: number[]
	readonly positionByShortId = new Map<number, number>()
	/** Each position's office point (zip-geography.server.ts), -1 for none; and each point's positions. */
	readonly pointOf: Int32Array
	readonly byPoint = new Map<number, number[]>()
	/** Each position's office city (cityKey), and how many live offices each city has (city pages). */
	private readonly cityOf: string[] = []
	readonly cityCounts = new Map<string, number>()

	constructor(
		entries: RankedEntry[],
		readonly day: string,
		readonly capacity: number,
	) {
		entries.sort((a, b) => compareRankKeys(a.rank, b.rank))
		this.ids = entries.map((e) => e.id)
		this.shortIds = entries.map((e) => e.short_id)
		this.live = new Bitset(capacity)
		this.textStale = new Bitset(capacity)
		this.pointOf = new Int32Array(capacity).fill(-1)
		entries.forEach((entry, position) => {
			this.positionByShortId.set(entry.short_id, position)
			this.place(position, entry)
		})
	}

	get size(): number {
		return this.ids.length
	}

	private place(position: number, entry: IndexEntry): void {
		this.live.set(position)
		this.keywords.place(position, entry.places)
		if (entry.city) {
			this.cityOf[position] = entry.city
			this.cityCounts.set(entry.city, (this.cityCounts.get(entry.city) ?? 0) + 1)
		}
		if (entry.point >= 0) {
			this.pointOf[position] = entry.point
			const list = this.byPoint.get(entry.point)
			if (list) list.push(position)
			else this.byPoint.set(entry.point, [position])
		}
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
		this.keywords.unplace(position)
		const city = this.cityOf[position]
		if (city) {
			this.cityOf[position] = ''
			const left = (this.cityCounts.get(city) ?? 1) - 1
			if (left > 0) this.cityCounts.set(city, left)
			else this.cityCounts.delete(city)
		}
		const point = this.pointOf[position]
		if (point >= 0) {
			this.pointOf[position] = -1
			const list = this.byPoint.get(point) ?? []
			const at = list.indexOf(position)
			if (at !== -1) list.splice(at, 1)
			if (list.length === 0) this.byPoint.delete(point)
		}
		for (const bits of this.facets.values()) bits.clear(position)
	}

	/** Applies a changed row; returns false when there is no room left (a rebuild is due). */
	patch(entry: IndexEntry): boolean {
		this.version++
		const existing = this.positionByShortId.get(entry.short_id)
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
		this.shortIds.push(entry.short_id)
		this.positionByShortId.set(entry.short_id, position)
		this.textStale.set(position)
		this.place(position, entry)
		return true
	}

	/** Drops deleted accounts (idempotent: only a position still live counts as a change). */
	forget(shortIds: number[]): void {
		for (const short_id of shortIds) {
			const position = this.positionByShortId.get(short_id)
			if (position === undefined || !this.live.has(position)) continue
			this.version++
			this.unplace(position)
		}
	}

	/** Builds the word index (text stems and name tokens → positions), in chunks so other requests run. */
	async buildWords(db: Db): Promise<void> {
		const started = performance.now()
		const stems = new Map<string, number[]>()
		const names = new Map<string, number[]>()
		const add = (map: Map<string, number[]>, token: string, position: number) => {
			const list = map.get(token)
			if (!list) map.set(token, [position])
			else if (list[list.length - 1] !== position) list.push(position)
		}
		let after = 0
		for (;;) {
			const chunk = await readTextTokens(db, after, TEXT_CHUNK)
			for (const row of chunk) {
				const position = this.positionByShortId.get(row.short_id)
				if (position === undefined) continue
				for (const lexeme of row.lexemes) add(stems, lexeme, position)
				for (const token of row.nameTokens) add(names, token, position)
			}
			if (chunk.length < TEXT_CHUNK) break
			after = chunk[chunk.length - 1].short_id
			await yieldToOtherRequests()
		}
		this.keywords.names = tokensToPostings(names, this.capacity)
		this.keywords.words = tokensToPostings(stems, this.capacity)
		log.info(`search word index built: ${stems.size} stems in ${Math.round(performance.now() - started)} ms`)
	}
}
