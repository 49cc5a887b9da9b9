import type { RankedEntry } from './index-rows.server'

/**
 * The rows of an index build, kept column by column while they stream in (docs/search.md#building-the-index):
 * a few numbers per provider in typed arrays, and each facet, place and city as a small integer
 * into a dictionary, so a build holds no object or string per provider besides its id. The rank
 * order is found by sorting one 64-bit key per row; the snapshot then sets each facet's bits
 * in position order (index-snapshot.server.ts).
 */

/** A list of small integers that grows by doubling (a typed array, not a JS array of numbers). */
export class IntList {
	private data: Int32Array
	length = 0
	constructor(initial = 1024) {
		this.data = new Int32Array(initial)
	}
	push(value: number): void {
		if (this.length === this.data.length) {
			const grown = new Int32Array(this.data.length * 2)
			grown.set(this.data)
			this.data = grown
		}
		this.data[this.length++] = value
	}
	get(i: number): number {
		return this.data[i]
	}
	/** The values as a typed array of exactly their length (a view: valid until the next push). */
	view(): Int32Array {
		return this.data.subarray(0, this.length)
	}
}

/** The same for values below 65,536 (facet key ids: a few hundred), at half the memory. */
export class SmallIntList {
	private data = new Uint16Array(1 << 16)
	length = 0
	push(value: number): void {
		if (value > 0xffff) throw new Error(`a facet key id above 65,535 (${value})`)
		if (this.length === this.data.length) {
			const grown = new Uint16Array(this.data.length * 2)
			grown.set(this.data)
			this.data = grown
		}
		this.data[this.length++] = value
	}
	view(): Uint16Array {
		return this.data.subarray(0, this.length)
	}
}

/** Strings ↔ small integers: each facet key, place key and city is held once per build. */
export class Dictionary {
	private readonly ids = new Map<string, number>()
	readonly names: string[] = []
	id(name: string): number {
		let id = this.ids.get(name)
		if (id === undefined) {
			id = this.names.length
			this.ids.set(name, id)
			this.names.push(name)
		}
		return id
	}
	/** The dictionary's own instance of the string, so that rows share it. */
	intern(name: string): string {
		return this.names[this.id(name)]
	}
}

/** Row numbers fit in 27 bits (134 million rows): the rest of the 64-bit sort key is the rank. */
const ROW_BITS = 27n
const ROW_MASK = (1n << ROW_BITS) - 1n

/**
 * The live rows of a build, in the order they were read (short id order). `add` keeps what the
 * snapshot needs of an entry and lets the entry itself be collected.
 */
export class RowColumns {
	readonly facetKeys = new Dictionary()
	readonly placeKeys = new Dictionary()
	readonly cities = new Dictionary()
	readonly ids: string[] = []
	readonly shortIds = new IntList()
	readonly points = new IntList()
	/** City id per row, -1 without an office city. */
	readonly cityIds = new IntList()
	/** Row r's facet key ids are facetList[facetStart[r] .. facetStart[r + 1]); the same for places. */
	readonly facetStart = new IntList()
	readonly facetList = new SmallIntList()
	readonly placeStart = new IntList()
	readonly placeList = new IntList()
	private sortKeys = new BigUint64Array(1024)
	maxUpdatedAt = '-infinity'

	constructor() {
		this.facetStart.push(0)
		this.placeStart.push(0)
	}

	get size(): number {
		return this.ids.length
	}

	/** Notes a row's change time; keeps the row when it is live. */
	add(entry: RankedEntry): void {
		if (entry.updated_at > this.maxUpdatedAt) this.maxUpdatedAt = entry.updated_at
		if (!entry.live) return
		const row = this.ids.length
		this.ids.push(entry.id)
		this.shortIds.push(entry.short_id)
		this.points.push(entry.point)
		this.cityIds.push(entry.city ? this.cities.id(entry.city) : -1)
		for (const key of entry.keys) this.facetList.push(this.facetKeys.id(key))
		this.facetStart.push(this.facetList.length)
		for (const key of entry.places) this.placeList.push(this.placeKeys.id(key))
		this.placeStart.push(this.placeList.length)
		// compareRankKeys' order in one number: [class 0–2, stale 0–1, -band -2–0] as 0–17, then the rotation
		// (32 bits), then the row (read in short id order, so it breaks ties as the short id does).
		const [cls, stale, band, shuffle] = entry.rank
		const prefix = cls * 6 + stale * 3 + (band + 2)
		if (row === this.sortKeys.length) {
			const grown = new BigUint64Array(row * 2)
			grown.set(this.sortKeys)
			this.sortKeys = grown
		}
		this.sortKeys[row] = (((BigInt(prefix) << 32n) | BigInt(shuffle)) << ROW_BITS) | BigInt(row)
	}

	/** The rows in rank order: position → row. */
	rankOrder(): Int32Array {
		const keys = this.sortKeys.subarray(0, this.size).sort()
		const order = new Int32Array(keys.length)
		for (let p = 0; p < keys.length; p++) order[p] = Number(keys[p] & ROW_MASK)
		this.sortKeys = new BigUint64Array(0)
		return order
	}
}
