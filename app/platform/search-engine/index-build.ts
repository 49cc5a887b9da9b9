import type { Dictionary, RowEncoder } from './row-encoding'

/**
 * The rows of an index build, kept column by column while they stream in (docs/search.md#building-the-index):
 * a few numbers per provider in typed arrays, and each facet, place and city as a small integer
 * into a dictionary (row-encoding.ts), so a build holds no object or string per provider besides
 * its id (four words). The rank order is found by sorting one 64-bit key per row; the snapshot then sets each
 * facet's bits in position order (index-snapshot.server.ts).
 */

/** A list of values below 65,536 (facet key ids: a few hundred) that grows by doubling. */
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
	/** Appends `map[v]` for each of `values` (another build's ids, as this build's). */
	appendMapped(values: Uint16Array, map: readonly number[]): void {
		if (this.length + values.length > this.data.length) {
			const grown = new Uint16Array(Math.max(this.data.length * 2, this.length + values.length))
			grown.set(this.data)
			this.data = grown
		}
		for (const id of map) if (id > 0xffff) throw new Error(`a facet key id above 65,535 (${id})`)
		for (let i = 0; i < values.length; i++) this.data[this.length + i] = map[values[i]]
		this.length += values.length
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
 * The 32 hex digits of a UUID beginning at `text[from]` as four 32-bit words at `words[at]`, digit by
 * digit: no string per id (four slices and parseInts cost a build at 1,000,000 about 1.5 s, docs/benchmarks.md).
 */
function writeUuid(text: string, from: number, words: Uint32Array | Int32Array, at: number): void {
	let word = at
	let value = 0
	let digits = 0
	for (let c = from; word < at + 4 && c < text.length; c++) {
		const code = text.charCodeAt(c)
		if (code === HYPHEN) continue
		value = (value << 4) | (code <= DIGIT_9 ? code - DIGIT_0 : (code | LOWER_CASE) - HEX_A + 10)
		if (++digits === 8) {
			words[word++] = value
			value = 0
			digits = 0
		}
	}
}

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
		writeUuid(uuid, 0, this.words, 4 * i)
	}
	/** Entry `i` from four words of `from` at `at` (a build's row record: RowColumns). */
	setWords(i: number, from: Int32Array, at: number): void {
		this.fit(i)
		for (let w = 0; w < 4; w++) this.words[4 * i + w] = from[at + w]
	}
	get(i: number): string {
		let hex = ''
		for (let w = 0; w < 4; w++) hex += this.words[4 * i + w].toString(16).padStart(8, '0')
		return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
	}
}

/** A range of rows encoded in another thread: RowColumns' arrays, and the names their ids stand for. */
export type EncodedRange = {
	records: Int32Array<ArrayBuffer>
	facetList: Uint16Array<ArrayBuffer>
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
 * A row's record: its fixed fields side by side, so that the snapshot, which visits the rows in rank
 * order (at random in memory), reads one or two cache lines a row rather than one per column
 * (docs/benchmarks.md#boot-at-1000000-providers). Its facet key ids are in `facetList`.
 */
export const RECORD = {
	short_id: 0,
	point: 1,
	/** An id in `cities`, -1 without an office city. */
	city: 2,
	/** Its facet key ids are facetList[facetFrom .. facetTo). */
	facetFrom: 3,
	facetTo: 4,
	/** Up to three place keys (ids in `placeKeys`), -1 where there is none. */
	places: 5,
	/** The provider's id as four 32-bit words (UuidList's). */
	id: 8,
	size: 12,
} as const
export const PLACES_PER_RECORD = 3

/**
 * The live rows of a build, in the order they were read (short id order). `add` encodes a row
 * (row-encoding.ts) and keeps what the snapshot needs of it, and nothing else.
 */
export class RowColumns {
	/** One record per row (RECORD). */
	private records = new Int32Array(1024 * RECORD.size)
	readonly facetList = new SmallIntList()
	/** One 64-bit sort key per row, written as two 32-bit words (no BigInt per row). */
	private sortWords = new Uint32Array(2048)
	private count = 0

	constructor(
		readonly encoder: RowEncoder,
		private readonly day: string,
		private readonly now: Date,
	) {}

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
		return this.count
	}
	/** The records, row r's at r × RECORD.size (a view: valid until the next add). */
	recordsView(): Int32Array {
		return this.records.subarray(0, this.count * RECORD.size)
	}
	/** The provider's id as PostgreSQL writes it. */
	id(row: number): string {
		const ids = new UuidList(1)
		ids.setWords(0, this.records, row * RECORD.size + RECORD.id)
		return ids.get(0)
	}

	/** Room for one more row's record and sort key. */
	private fit(): void {
		if ((this.count + 1) * RECORD.size > this.records.length) {
			const grown = new Int32Array(this.records.length * 2)
			grown.set(this.records)
			this.records = grown
		}
		if (2 * this.count === this.sortWords.length) {
			const grown = new Uint32Array(this.sortWords.length * 2)
			grown.set(this.sortWords)
			this.sortWords = grown
		}
	}

	/** Keeps a live row, from its text (packed-row.ts; the build reads only live ones). */
	add(text: string): void {
		const encoded = this.encoder.encode(text, this.day, this.now)
		this.fit()
		const index = this.count++
		const at = index * RECORD.size
		const records = this.records
		records[at + RECORD.short_id] = encoded.short_id
		records[at + RECORD.point] = encoded.point
		records[at + RECORD.city] = encoded.cityId
		records[at + RECORD.facetFrom] = this.facetList.length
		for (const id of encoded.keyIds) this.facetList.push(id)
		records[at + RECORD.facetTo] = this.facetList.length
		for (let k = 0; k < PLACES_PER_RECORD; k++)
			records[at + RECORD.places + k] = k < encoded.placeIds.length ? encoded.placeIds[k] : -1
		writeUuid(text, encoded.idAt, records, at + RECORD.id)
		// The rank in one number: its group (5 bits), then its shuffle (32 bits), then the row (27 bits;
		// read in short id order, so it breaks ties as the short id does).
		const prefix = encoded.rankGroup
		const shuffle = encoded.rankShuffle
		this.sortWords[2 * index + 1 - LOW] = (prefix << 27) | (shuffle >>> 5)
		this.sortWords[2 * index + LOW] = ((shuffle & 31) << 27) | index
	}

	/**
	 * The rows as typed arrays and the dictionaries' names: what a worker thread sends back of the
	 * range it encoded (index-encoding.server.ts), its arrays transferred rather than copied.
	 */
	encodedRange(): EncodedRange {
		return {
			records: this.records.slice(0, this.count * RECORD.size),
			facetList: this.facetList.view().slice(),
			sortWords: this.sortWords.slice(0, 2 * this.count),
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
		const base = this.count
		const count = range.records.length / RECORD.size
		if (base + count > ROW_MASK) throw new Error(`more rows than a sort key can number (${base + count})`)
		const records = new Int32Array((base + count) * RECORD.size)
		records.set(this.records.subarray(0, base * RECORD.size))
		records.set(range.records, base * RECORD.size)
		const facetOffset = this.facetList.length
		this.facetList.appendMapped(range.facetList, facetIds)
		const words = new Uint32Array(2 * (base + count))
		words.set(this.sortWords.subarray(0, 2 * base))
		for (let r = 0; r < count; r++) {
			const at = (base + r) * RECORD.size
			const city = records[at + RECORD.city]
			if (city >= 0) records[at + RECORD.city] = cityIds[city]
			records[at + RECORD.facetFrom] += facetOffset
			records[at + RECORD.facetTo] += facetOffset
			for (let k = 0; k < PLACES_PER_RECORD; k++) {
				const place = records[at + RECORD.places + k]
				if (place >= 0) records[at + RECORD.places + k] = placeIds[place]
			}
			words[2 * (base + r) + 1 - LOW] = range.sortWords[2 * r + 1 - LOW]
			words[2 * (base + r) + LOW] = (range.sortWords[2 * r + LOW] & ~ROW_MASK) | (base + r)
		}
		this.records = records
		this.sortWords = words
		this.count = base + count
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
