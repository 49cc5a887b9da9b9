import type { Dictionary, IndexRow, RowEncoder } from './index-encoder'

/**
 * The rows of an index build, kept column by column while they stream in (docs/search.md#building-the-index):
 * a few numbers per provider in typed arrays, and each facet, place and city as a small integer
 * into a dictionary (index-encoder.ts), so a build holds no object or string per provider besides
 * its id (four words). The rank order is found by sorting one 64-bit key per row; the snapshot then sets each
 * facet's bits in position order (index-snapshot.server.ts).
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

const HYPHEN = 45
const DIGIT_0 = 48
const DIGIT_9 = 57
const HEX_A = 97
/** ORed into a letter's code: its lower case. */
const LOWER_CASE = 32

/**
 * Provider ids (UUIDs) as four 32-bit words each, not a string per provider: a million strings cost
 * about 80 MB and the collector's time while a build streams in (docs/benchmarks.md#boot-at-1000000-providers).
 * Ids are PostgreSQL's canonical lowercase form, which `get` gives back.
 */
export class UuidList {
	private words: Uint32Array
	constructor(capacity = 1024) {
		this.words = new Uint32Array(Math.max(1, capacity) * 4)
	}
	private fit(i: number): void {
		if (4 * i + 4 > this.words.length) {
			const grown = new Uint32Array(Math.max(this.words.length * 2, 4 * i + 4))
			grown.set(this.words)
			this.words = grown
		}
	}
	set(i: number, uuid: string): void {
		this.fit(i)
		// Digit by digit, eight to a word: no string per id (four slices and parseInts cost a build at
		// 1,000,000 about 1.5 s, docs/benchmarks.md).
		let word = 4 * i
		let value = 0
		let digits = 0
		for (let c = 0; c < uuid.length; c++) {
			const code = uuid.charCodeAt(c)
			if (code === HYPHEN) continue
			value = (value << 4) | (code <= DIGIT_9 ? code - DIGIT_0 : (code | LOWER_CASE) - HEX_A + 10)
			if (++digits === 8) {
				this.words[word++] = value >>> 0
				value = 0
				digits = 0
			}
		}
	}
	/** The first `count` entries' words (a copy), for another thread; `UuidList.of` reads them back. */
	wordsOf(count: number): Uint32Array<ArrayBuffer> {
		return this.words.slice(0, 4 * count)
	}
	static of(words: Uint32Array): UuidList {
		const list = new UuidList(0)
		list.words = words
		return list
	}
	/** Entry `j` of `from` as entry `i` (no string in between). */
	copy(i: number, from: UuidList, j: number): void {
		this.fit(i)
		for (let w = 0; w < 4; w++) this.words[4 * i + w] = from.words[4 * j + w]
	}
	get(i: number): string {
		let hex = ''
		for (let w = 0; w < 4; w++) hex += this.words[4 * i + w].toString(16).padStart(8, '0')
		return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
	}
}

/** A range of rows encoded in another thread: RowColumns' arrays, and the names their ids stand for. */
export type EncodedRange = {
	ids: Uint32Array<ArrayBuffer>
	shortIds: Int32Array<ArrayBuffer>
	points: Int32Array<ArrayBuffer>
	cityIds: Int32Array<ArrayBuffer>
	facetStart: Int32Array<ArrayBuffer>
	facetList: Uint16Array<ArrayBuffer>
	placeStart: Int32Array<ArrayBuffer>
	placeList: Int32Array<ArrayBuffer>
	sortWords: Uint32Array<ArrayBuffer>
	facetKeys: string[]
	placeKeys: string[]
	cities: string[]
}

/** Row numbers fit in 27 bits (134 million rows): the rest of the 64-bit sort key is the rank. */
const ROW_BITS = 27
const ROW_MASK = (1 << ROW_BITS) - 1
/** Where a 64-bit key's low word is in its pair of 32-bit words (0 on a little-endian machine). */
const LOW = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0 : 1

/**
 * The live rows of a build, in the order they were read (short id order). `add` encodes a row
 * (index-encoder.ts) and keeps what the snapshot needs of it, and nothing else.
 */
export class RowColumns {
	readonly ids = new UuidList()
	readonly shortIds = new IntList()
	readonly points = new IntList()
	/** City id per row, -1 without an office city. */
	readonly cityIds = new IntList()
	/** Row r's facet key ids are facetList[facetStart[r] .. facetStart[r + 1]); the same for places. */
	readonly facetStart = new IntList()
	readonly facetList = new SmallIntList()
	readonly placeStart = new IntList()
	readonly placeList = new IntList()
	/** One 64-bit sort key per row, written as two 32-bit words (no BigInt per row). */
	private sortWords = new Uint32Array(2048)

	constructor(
		readonly encoder: RowEncoder,
		private readonly day: string,
		private readonly now: Date,
	) {
		this.facetStart.push(0)
		this.placeStart.push(0)
	}

	get facetKeys(): Dictionary {
		return this.encoder.facetKeys
	}
	get placeKeys(): Dictionary {
		return this.encoder.placeKeys
	}
	get cities(): Dictionary {
		return this.encoder.cities
	}
	get size(): number {
		return this.shortIds.length
	}

	/** Keeps a live row (the build reads only live ones). */
	add(row: IndexRow): void {
		const encoded = this.encoder.encode(row, this.day, this.now)
		const index = this.shortIds.length
		this.ids.set(index, row.id)
		this.shortIds.push(row.short_id)
		this.points.push(encoded.point)
		this.cityIds.push(encoded.cityId)
		for (const id of encoded.keyIds) this.facetList.push(id)
		this.facetStart.push(this.facetList.length)
		for (const id of encoded.placeIds) this.placeList.push(id)
		this.placeStart.push(this.placeList.length)
		// compareRankKeys' order in one number: [class 0–2, stale 0–1, -band -2–0] as 0–17 (5 bits), then
		// the rotation (32 bits), then the row (27 bits; read in short id order, so it breaks ties as the
		// short id does).
		const [cls, stale, band, shuffle] = encoded.rank
		const prefix = cls * 6 + stale * 3 + (band + 2)
		if (2 * index === this.sortWords.length) {
			const grown = new Uint32Array(this.sortWords.length * 2)
			grown.set(this.sortWords)
			this.sortWords = grown
		}
		this.sortWords[2 * index + 1 - LOW] = (prefix << 27) | (shuffle >>> 5)
		this.sortWords[2 * index + LOW] = ((shuffle & 31) << 27) | index
	}

	/**
	 * The rows as typed arrays and the dictionaries' names: what a worker thread sends back of the
	 * range it encoded (index-rows-worker.ts), its arrays transferred rather than copied.
	 */
	encodedRange(): EncodedRange {
		return {
			ids: this.ids.wordsOf(this.size),
			shortIds: this.shortIds.view().slice(),
			points: this.points.view().slice(),
			cityIds: this.cityIds.view().slice(),
			facetStart: this.facetStart.view().slice(),
			facetList: this.facetList.view().slice(),
			placeStart: this.placeStart.view().slice(),
			placeList: this.placeList.view().slice(),
			sortWords: this.sortWords.slice(0, 2 * this.size),
			facetKeys: this.facetKeys.names,
			placeKeys: this.placeKeys.names,
			cities: this.cities.names,
		}
	}

	/**
	 * Appends a range encoded elsewhere (with dictionaries of its own): its key, place and city ids
	 * are mapped to this build's by name, and its rows numbered after this build's. A range read
	 * after this build's rows keeps the short id order the sort's last tie-break relies on.
	 */
	append(range: EncodedRange): void {
		const facetIds = range.facetKeys.map((name) => this.facetKeys.id(name))
		const placeIds = range.placeKeys.map((name) => this.placeKeys.id(name))
		const cityIds = range.cities.map((name) => this.cities.id(name))
		const ids = UuidList.of(range.ids)
		const base = this.size
		const count = range.shortIds.length
		if (base + count > ROW_MASK) throw new Error(`more rows than a sort key can number (${base + count})`)
		const words = new Uint32Array(2 * (base + count))
		words.set(this.sortWords.subarray(0, 2 * base))
		for (let r = 0; r < count; r++) {
			this.ids.copy(base + r, ids, r)
			this.shortIds.push(range.shortIds[r])
			this.points.push(range.points[r])
			const city = range.cityIds[r]
			this.cityIds.push(city < 0 ? -1 : cityIds[city])
			for (let k = range.facetStart[r]; k < range.facetStart[r + 1]; k++)
				this.facetList.push(facetIds[range.facetList[k]])
			this.facetStart.push(this.facetList.length)
			for (let k = range.placeStart[r]; k < range.placeStart[r + 1]; k++)
				this.placeList.push(placeIds[range.placeList[k]])
			this.placeStart.push(this.placeList.length)
			const at = 2 * (base + r)
			words[at + 1 - LOW] = range.sortWords[2 * r + 1 - LOW]
			words[at + LOW] = (range.sortWords[2 * r + LOW] & ~ROW_MASK) | (base + r)
		}
		this.sortWords = words
	}

	/** The rows in rank order: position → row. */
	rankOrder(): Int32Array {
		const words = this.sortWords.subarray(0, 2 * this.size)
		new BigUint64Array(words.buffer, 0, this.size).sort()
		const order = new Int32Array(this.size)
		for (let p = 0; p < order.length; p++) order[p] = words[2 * p + LOW] & ROW_MASK
		this.sortWords = new Uint32Array(0)
		return order
	}
}
