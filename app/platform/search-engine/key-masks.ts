import type { Bitset } from './bitset'

/**
 * Each position's facet keys as a row of bits (bit `id` for the key of that id in the build's
 * dictionary): the forward index the facet counts read when a result is much smaller than the
 * directory. Counting the keys of a result's members reads one short row per member, where
 * counting against each key's set reads every key's whole set (docs/search.md#facet-counts).
 */
export class KeyMasks {
	/** 32-bit words per position. */
	readonly width: number
	private readonly rows: Uint32Array
	/** How many rows have each key id. */
	private readonly totals: Int32Array

	constructor(
		readonly capacity: number,
		/** Key ids this many and above do not fit (a patch that brings one makes the masks incomplete). */
		readonly ids: number,
	) {
		this.width = Math.max(1, Math.ceil(ids / 32))
		this.rows = new Uint32Array(capacity * this.width)
		this.totals = new Int32Array(this.width * 32)
	}

	/** Whether a key id has a bit here. */
	fits(id: number): boolean {
		return id < this.width * 32
	}

	/** Adds one key id to a position's row (`fits(id)` must hold). */
	add(position: number, id: number): void {
		const at = position * this.width + (id >>> 5)
		const bit = 1 << (id & 31)
		if ((this.rows[at] & bit) !== 0) return
		this.rows[at] |= bit
		this.totals[id]++
	}

	clear(position: number): void {
		for (let j = 0; j < this.width; j++) {
			const at = position * this.width + j
			let x = this.rows[at]
			while (x !== 0) {
				const low = x & -x
				x ^= low
				this.totals[(j << 5) + 31 - Math.clz32(low)]--
			}
			this.rows[at] = 0
		}
	}

	/** How many of `result`'s positions have each key id: counts[id]. */
	count(result: Bitset): Int32Array {
		return this.tally(result.words, null)
	}

	/**
	 * The same for a result that holds most rows, read from the rows outside it (`rows` must be the
	 * positions that have a row, the live ones): every row's keys minus the others'.
	 */
	countFromOutside(result: Bitset, rows: Bitset): Int32Array {
		const outside = this.tally(rows.words, result.words)
		for (let id = 0; id < outside.length; id++) outside[id] = this.totals[id] - outside[id]
		return outside
	}

	/**
	 * How many of the positions in `words` and not in `minus` have each key id. A positional popcount: the
	 * members' rows are added sixteen at a time with carry-save adders (per bit column, sixteen rows
	 * become one carry word of weight 16, kept with the running ones, twos, fours and eights), so each
	 * member costs a few bitwise operations per word and no branch per key it has.
	 */
	private tally(words: Uint32Array, minus: Uint32Array | null): Int32Array {
		const width = this.width
		const rows = this.rows
		const counts = new Int32Array(width * 32)
		const ones = new Int32Array(width)
		const twos = new Int32Array(width)
		const fours = new Int32Array(width)
		const eights = new Int32Array(width)
		const at = new Int32Array(16)
		const addBits = (bits: number, column: number, weight: number) => {
			let x = bits
			while (x !== 0) {
				const low = x & -x
				x ^= low
				counts[(column << 5) + 31 - Math.clz32(low)] += weight
			}
		}
		// A carry-save adder of x, y and z: u = x ^ y, high = (x & y) | (u & z), low = u ^ z. Written out
		// for all sixteen rows with the sums in locals, on purpose: the same tree through a helper per
		// adder, or per eight rows, counted 1.2 to 4 times slower (docs/benchmarks.md, facet counts from
		// each provider's row of keys).
		const addSixteen = () => {
			for (let j = 0; j < width; j++) {
				let o = ones[j]
				let t = twos[j]
				let f = fours[j]
				let e = eights[j]
				let a: number
				let b: number
				let u: number
				let twosA: number
				let twosB: number
				let foursA: number
				let foursB: number
				a = rows[at[0] + j]
				b = rows[at[1] + j]
				u = o ^ a
				twosA = (o & a) | (u & b)
				o = u ^ b
				a = rows[at[2] + j]
				b = rows[at[3] + j]
				u = o ^ a
				twosB = (o & a) | (u & b)
				o = u ^ b
				u = t ^ twosA
				foursA = (t & twosA) | (u & twosB)
				t = u ^ twosB
				a = rows[at[4] + j]
				b = rows[at[5] + j]
				u = o ^ a
				twosA = (o & a) | (u & b)
				o = u ^ b
				a = rows[at[6] + j]
				b = rows[at[7] + j]
				u = o ^ a
				twosB = (o & a) | (u & b)
				o = u ^ b
				u = t ^ twosA
				foursB = (t & twosA) | (u & twosB)
				t = u ^ twosB
				u = f ^ foursA
				const eightsA = (f & foursA) | (u & foursB)
				f = u ^ foursB
				a = rows[at[8] + j]
				b = rows[at[9] + j]
				u = o ^ a
				twosA = (o & a) | (u & b)
				o = u ^ b
				a = rows[at[10] + j]
				b = rows[at[11] + j]
				u = o ^ a
				twosB = (o & a) | (u & b)
				o = u ^ b
				u = t ^ twosA
				foursA = (t & twosA) | (u & twosB)
				t = u ^ twosB
				a = rows[at[12] + j]
				b = rows[at[13] + j]
				u = o ^ a
				twosA = (o & a) | (u & b)
				o = u ^ b
				a = rows[at[14] + j]
				b = rows[at[15] + j]
				u = o ^ a
				twosB = (o & a) | (u & b)
				o = u ^ b
				u = t ^ twosA
				foursB = (t & twosA) | (u & twosB)
				t = u ^ twosB
				u = f ^ foursA
				const eightsB = (f & foursA) | (u & foursB)
				f = u ^ foursB
				u = e ^ eightsA
				const sixteens = (e & eightsA) | (u & eightsB)
				e = u ^ eightsB
				ones[j] = o
				twos[j] = t
				fours[j] = f
				eights[j] = e
				if (sixteens !== 0) addBits(sixteens, j, 16)
			}
		}
		let pending = 0
		for (let w = 0; w < words.length; w++) {
			let word = minus ? words[w] & ~minus[w] : words[w]
			if (word === 0) continue
			const base = w << 5
			while (word !== 0) {
				const low = word & -word
				word ^= low
				at[pending++] = (base + 31 - Math.clz32(low)) * width
				if (pending === 16) {
					addSixteen()
					pending = 0
				}
			}
		}
		for (let i = 0; i < pending; i++) for (let j = 0; j < width; j++) addBits(rows[at[i] + j], j, 1)
		for (let j = 0; j < width; j++) {
			addBits(ones[j], j, 1)
			addBits(twos[j], j, 2)
			addBits(fours[j], j, 4)
			addBits(eights[j], j, 8)
		}
		return counts
	}
}
