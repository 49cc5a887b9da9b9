import type { Db } from '~/db/client.server'
import { log } from '~/lib/log.server'
import { Bitset } from './bitset'
import type { SearchIndexDefinition } from './definition'
import { PLACES_PER_RECORD, RECORD, type RowColumns, UuidList } from './index-build'
import type { FacetKey } from './index-query'
import { type ChangedRow, type IndexEntry, readShortIdBounds, readTextTokens } from './index-rows.server'
import { KeyMasks } from './key-masks'
import { KeywordIndex, PostingsBuilder } from './keyword-index'
import type { Dictionary, RowEncoder } from './row-encoding'

// One build of the search index (search-engine.server.ts keeps the current one and answers queries
// from it): the rank order, a bitset per facet key and the word index (docs/search.md).

const TEXT_CHUNK = 1_000

/**
 * What counting one 32-bit word of a member's row of keys costs, against one word of one option's set
 * (measured at 1,000,000: docs/benchmarks.md, facet counts from each provider's row of keys).
 */
const MASK_WORD_COST = 1.5

/** Lets other requests run between the chunks of a build. */
export const yieldToOtherRequests = () => new Promise((resolve) => setImmediate(resolve))

/** The first and last short id of a range, both included. */
export type ShortIdBounds = { first: number; last: number }

/**
 * Rows in short id order, `span` short ids at a time (short ids are dense: an identity column),
 * with the next `ahead` ranges asked for while this one is turned into index data: the database
 * reads them on the other core meanwhile (docs/benchmarks.md#boot-at-1000000-providers).
 */
export async function* shortIdRanges<T>(
	read: (afterShortId: number, upTo: number) => Promise<T>,
	bounds: ShortIdBounds,
	span: number,
	ahead = 2,
): AsyncGenerator<T> {
	const pending: Array<Promise<T>> = []
	let after = bounds.first - 1
	const ask = () => {
		if (after >= bounds.last) return
		const range = read(after, Math.min(after + span, bounds.last))
		// Awaited in turn below; a range that fails while an earlier one is awaited, or after the
		// reader stopped early, must not fail unhandled.
		range.catch(() => {})
		pending.push(range)
		after += span
	}
	for (let i = 0; i <= ahead; i++) ask()
	while (pending.length > 0) {
		const rows = await (pending.shift() as Promise<T>)
		ask()
		yield rows
		// PGlite blocks the event loop while it queries: let other requests run between ranges.
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
	/** The same keys as a row of bits per position, for the facet counts (docs/search.md#facet-counts). */
	private readonly keyMasks: KeyMasks
	/** False once a patch brought a key the masks have no bit for: counts read the sets until the next build. */
	private masksComplete = true
	readonly live: Bitset
	/** Positions patched since the word index was built: their text is checked in the database. */
	textStale: Bitset
	/** Patches counted into textStale (0: none, and free text need not look for them). */
	textStaleCount = 0
	/** Labels, places, names and text words (docs/search.md#keyword-search). */
	readonly keywords: KeywordIndex
	/** Position → provider id. */
	readonly ids: UuidList
	/** Each position's short id (patches append up to the capacity). */
	readonly shortIds: Int32Array
	readonly positionByShortId = new PositionsByShortId()
	/** Each position's office point (zip-geography.server.ts), -1 for none; and each point's positions. */
	readonly pointOf: Int32Array
	readonly byPoint = new Map<number, number[]>()
	/** Each position's office city (an id in `cities`, -1 for none), and how many live offices each city has (city pages). */
	private readonly cities: Dictionary
	private readonly cityOf: Int32Array
	/** The build's encoder: a patched row's keys are found as the build found them. */
	private readonly encoder: RowEncoder
	readonly cityCounts = new Map<string, number>()

	constructor(
		rows: RowColumns,
		readonly day: string,
		readonly capacity: number,
		/** Where the rows' words are read (buildWords), and how. */
		private readonly definition: Pick<SearchIndexDefinition, 'source' | 'vocabulary'>,
	) {
		const order = rows.rankOrder()
		this.ids = new UuidList(capacity)
		this.shortIds = new Int32Array(capacity)
		this.live = new Bitset(capacity)
		this.textStale = new Bitset(capacity)
		this.pointOf = new Int32Array(capacity).fill(-1)
		this.cityOf = new Int32Array(capacity).fill(-1)
		this.cities = rows.cities
		this.encoder = rows.encoder
		this.keywords = new KeywordIndex(capacity, definition.vocabulary)
		this.keyMasks = new KeyMasks(capacity, rows.facetKeys.names.length)
		const masks = this.keyMasks
		// Every facet's set is a view of one array (key id × words per set), filled in position order
		// without a lookup of the set per key (docs/benchmarks.md#boot-at-1000000-providers).
		const setWords = Math.ceil(capacity / 32)
		const allBits = new Uint32Array(rows.facetKeys.names.length * setWords)
		rows.facetKeys.names.forEach((key, id) => {
			this.facets.set(key, new Bitset(capacity, allBits.subarray(id * setWords, (id + 1) * setWords)))
		})
		const facetList = rows.facetList.view()
		const records = rows.recordsView()
		// The build's place ids as the word index's (one lookup per distinct place, not per row).
		const placeIds = rows.placeKeys.names.map((name) => this.keywords.placeId(name))
		let points = 0
		for (let at = 0; at < records.length; at += RECORD.size) {
			for (let k = at + RECORD.places; k < at + RECORD.places + PLACES_PER_RECORD; k++)
				if (records[k] >= 0) records[k] = placeIds[records[k]]
			points = Math.max(points, records[at + RECORD.point] + 1)
		}
		// Offices counted by city while the positions fill; listed by point after (no Map per row).
		const perCity = new Int32Array(this.cities.names.length)
		for (let position = 0; position < order.length; position++) {
			const at = order[position] * RECORD.size
			this.ids.setWords(position, records, at + RECORD.id)
			const short_id = records[at + RECORD.short_id]
			this.shortIds[position] = short_id
			this.positionByShortId.set(short_id, position)
			this.live.set(position)
			const word = position >>> 5
			const bit = 1 << (position & 31)
			for (let k = records[at + RECORD.facetFrom]; k < records[at + RECORD.facetTo]; k++) {
				allBits[facetList[k] * setWords + word] |= bit
				masks.add(position, facetList[k])
			}
			this.keywords.placeAt(position, records, at + RECORD.places, at + RECORD.places + PLACES_PER_RECORD)
			const point = records[at + RECORD.point]
			if (point >= 0) this.pointOf[position] = point
			const city = records[at + RECORD.city]
			if (city >= 0) {
				this.cityOf[position] = city
				perCity[city]++
			}
		}
		// Each point's positions, in position order, listed in a pass of their own over pointOf (pushed
		// in the loop above, which reads the records at random, they measured slower): a
		// list per point found by index, not a Map lookup per row.
		const atPoint = Array.from({ length: points }, (): number[] | undefined => undefined)
		for (let position = 0; position < order.length; position++) {
			const point = this.pointOf[position]
			if (point < 0) continue
			const list = atPoint[point]
			if (list) list.push(position)
			else atPoint[point] = [position]
		}
		atPoint.forEach((list, point) => {
			if (list) this.byPoint.set(point, list)
		})
		perCity.forEach((n, city) => {
			if (n > 0) this.cityCounts.set(this.cities.names[city], n)
		})
		this.count = order.length
		this.encoder.forgetLookups()
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
			const id = this.encoder.facetKeys.id(key)
			if (this.keyMasks.fits(id)) this.keyMasks.add(position, id)
			else this.masksComplete = false
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
		this.keyMasks.clear(position)
	}

	/**
	 * How many of `result`'s positions (live ones, `count` of them) have each of `keys`: from the
	 * rows of keys of its members, or of the live positions outside it, when that reads less than
	 * every key's set (docs/search.md#facet-counts).
	 */
	countFacets(result: Bitset, count: number, keys: readonly FacetKey[]): number[] {
		const masks = this.keyMasks
		const setsCost = keys.length * result.words.length
		const rowCost = masks.width * MASK_WORD_COST
		if (this.masksComplete && count * rowCost < setsCost) return this.countsById(masks.count(result), keys)
		if (this.masksComplete && (this.live.count() - count) * rowCost < setsCost) {
			return this.countsById(masks.countFromOutside(result, this.live), keys)
		}
		return result.countAndEach(keys.map((key) => this.facets.get(key)))
	}

	private countsById(byId: Int32Array, keys: readonly FacetKey[]): number[] {
		return keys.map((key) => {
			const id = this.encoder.facetKeys.find(key)
			return id === undefined ? 0 : (byId[id] ?? 0)
		})
	}

	/** A changed row as its keys, places and office (freshness as of `now`, this snapshot's rotation). */
	private entryOf(row: ChangedRow, now: Date): IndexEntry {
		const encoded = this.encoder.encode(row.packed, this.day, now)
		return {
			short_id: row.short_id,
			id: row.id,
			live: row.live,
			keys: encoded.keyIds.map((id) => this.encoder.facetKeys.names[id]),
			places: encoded.placeIds.map((id) => this.encoder.placeKeys.names[id]),
			point: encoded.point,
			city: encoded.cityId >= 0 ? this.cities.names[encoded.cityId] : '',
		}
	}

	/** Applies a changed row; returns false when there is no room left (a rebuild is due). */
	patch(row: ChangedRow, now: Date): boolean {
		const entry = this.entryOf(row, now)
		this.version++
		const existing = this.positionByShortId.get(entry.short_id)
		if (existing !== undefined) {
			this.unplace(existing)
			this.textStale.set(existing)
			this.textStaleCount++
			if (entry.live) this.place(existing, entry)
			return true
		}
		if (!entry.live) return true
		if (this.size >= this.capacity) return false
		const position = this.count++
		this.ids.set(position, entry.id)
		this.shortIds[position] = entry.short_id
		this.positionByShortId.set(entry.short_id, position)
		this.textStale.set(position)
		this.textStaleCount++
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
	async buildWords(db: Db, stopped: () => boolean = () => false): Promise<void> {
		const started = performance.now()
		const stems = new PostingsBuilder(this.capacity)
		const names = new PostingsBuilder(this.capacity)
		const { source, vocabulary } = this.definition
		const bounds = await readShortIdBounds(db, source)
		const ranges = shortIdRanges(
			(after, upTo) => readTextTokens(db, source, vocabulary.tokenize, after, upTo),
			bounds,
			TEXT_CHUNK,
		)
		for await (const page of ranges) {
			if (stopped()) return
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
