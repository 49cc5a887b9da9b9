import type { Db } from '~/db/client.server'
import { log } from '~/lib/log.server'
import { Bitset } from './bitset'
import type { FacetKey } from './facets'
import type { Dictionary, RowColumns } from './index-build'
import { type IndexEntry, readTextTokens } from './index-rows.server'
import { KeywordIndex, PostingsBuilder } from './keyword-index'

// One build of the search index (search-index.server.ts keeps the current one and answers queries
// from it): the rank order, a bitset per facet key and the word index (docs/search.md).

const TEXT_CHUNK = 1_000

/** Lets other requests run between the chunks of a build. */
export const yieldToOtherRequests = () => new Promise((resolve) => setImmediate(resolve))

/**
 * Keyset pages of rows in short id order (`short_id > last`, never an offset), each page asked for
 * while the one before is being turned into index data: the database and the process work at once,
 * and only two pages are in memory at a time.
 */
export async function* keysetPages<T extends { short_id: number }>(
	read: (afterShortId: number) => Promise<T[]>,
	pageSize: number,
): AsyncGenerator<T[]> {
	let next = read(0)
	for (;;) {
		const page = await next
		const more = page.length === pageSize
		if (more) next = read(page[page.length - 1].short_id)
		yield page
		if (!more) return
		// PGlite blocks the event loop while it queries: let other requests run between pages.
		await yieldToOtherRequests()
	}
}

/** Short id → position, as a typed array indexed by short id (short ids are dense: an identity column). */
export class PositionsByShortId {
	private positions = new Int32Array(0)
	get(short_id: number): number | undefined {
		const position = this.positions[short_id] ?? -1
		return position < 0 ? undefined : position
	}
	set(short_id: number, position: number): void {
		if (short_id >= this.positions.length) {
			const grown = new Int32Array(Math.max(1024, short_id + 1, this.positions.length * 2)).fill(-1)
			grown.set(this.positions)
			this.positions = grown
		}
		this.positions[short_id] = position
	}
}

/** One snapshot: positions fixed at build time, bits patched by later changes. */
export class Snapshot {
	readonly facets = new Map<FacetKey, Bitset>()
	readonly live: Bitset
	/** Positions patched since the word index was built: their text is checked in the database. */
	textStale: Bitset
	/** Labels, places, names and text words (docs/search.md#keyword-search). */
	readonly keywords: KeywordIndex
	readonly ids: string[]
	/** Each position's short id (patches append up to the capacity). */
	readonly shortIds: Int32Array
	readonly positionByShortId = new PositionsByShortId()
	/** Each position's office point (zip-geography.server.ts), -1 for none; and each point's positions. */
	readonly pointOf: Int32Array
	readonly byPoint = new Map<number, number[]>()
	/** Each position's office city (an id in `cities`, -1 for none), and how many live offices each city has (city pages). */
	private readonly cities: Dictionary
	private readonly cityOf: Int32Array
	readonly cityCounts = new Map<string, number>()

	constructor(
		rows: RowColumns,
		readonly day: string,
		readonly capacity: number,
	) {
		const order = rows.rankOrder()
		this.ids = new Array<string>(order.length)
		this.shortIds = new Int32Array(capacity)
		this.live = new Bitset(capacity)
		this.textStale = new Bitset(capacity)
		this.pointOf = new Int32Array(capacity).fill(-1)
		this.cityOf = new Int32Array(capacity).fill(-1)
		this.cities = rows.cities
		this.keywords = new KeywordIndex(capacity)
		// Column-wise: each facet's bitset filled in position order, from the rows' key ids.
		const bits = rows.facetKeys.names.map((key) => {
			const set = new Bitset(capacity)
			this.facets.set(key, set)
			return set
		})
		const facetStart = rows.facetStart.view()
		const facetList = rows.facetList.view()
		const placeStart = rows.placeStart.view()
		const placeList = rows.placeList.view()
		const placeNames = rows.placeKeys.names
		const places: string[] = []
		for (let position = 0; position < order.length; position++) {
			const row = order[position]
			this.ids[position] = rows.ids[row]
			const short_id = rows.shortIds.get(row)
			this.shortIds[position] = short_id
			this.positionByShortId.set(short_id, position)
			this.live.set(position)
			for (let k = facetStart[row]; k < facetStart[row + 1]; k++) bits[facetList[k]].set(position)
			places.length = 0
			for (let k = placeStart[row]; k < placeStart[row + 1]; k++) places.push(placeNames[placeList[k]])
			this.keywords.place(position, places)
			this.placeOffice(position, rows.points.get(row), rows.cityIds.get(row))
		}
		this.count = order.length
	}

	private count: number

	private placeOffice(position: number, point: number, city: number): void {
		if (city >= 0) {
			this.cityOf[position] = city
			const name = this.cities.names[city]
			this.cityCounts.set(name, (this.cityCounts.get(name) ?? 0) + 1)
		}
		if (point >= 0) {
			this.pointOf[position] = point
			const list = this.byPoint.get(point)
			if (list) list.push(position)
			else this.byPoint.set(point, [position])
		}
	}

	get size(): number {
		return this.count
	}

	private place(position: number, entry: IndexEntry): void {
		this.live.set(position)
		this.keywords.place(position, entry.places)
		this.placeOffice(position, entry.point, entry.city ? this.cities.id(entry.city) : -1)
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
		const cityId = this.cityOf[position]
		if (cityId >= 0) {
			this.cityOf[position] = -1
			const city = this.cities.names[cityId]
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
		const position = this.count++
		this.ids.push(entry.id)
		this.shortIds[position] = entry.short_id
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
		const stems = new PostingsBuilder(this.capacity)
		const names = new PostingsBuilder(this.capacity)
		for await (const page of keysetPages((after) => readTextTokens(db, after, TEXT_CHUNK), TEXT_CHUNK)) {
			for (const row of page) {
				const position = this.positionByShortId.get(row.short_id)
				if (position === undefined) continue
				for (const lexeme of row.lexemes) stems.add(lexeme, position)
				for (const token of row.nameTokens) names.add(token, position)
			}
		}
		const stemCount = stems.size
		this.keywords.names = names.done()
		this.keywords.words = stems.done()
		log.info(`search word index built: ${stemCount} stems in ${Math.round(performance.now() - started)} ms`)
	}
}
