/** A fixed-size set of small integers (positions in rank order), 32 per word. */
export class Bitset {
	readonly words: Uint32Array
	/** Over `words` when given (Math.ceil(size / 32) of them, all clear): a build keeps its facets' sets in one array. */
	constructor(
		readonly size: number,
		words?: Uint32Array,
	) {
		this.words = words ?? new Uint32Array(Math.ceil(size / 32))
	}
	static full(size: number): Bitset {
		const b = new Bitset(size)
		b.words.fill(0xffffffff)
		const extra = b.words.length * 32 - size
		if (extra > 0) b.words[b.words.length - 1] = 0xffffffff >>> extra
		return b
	}
	set(i: number): void {
		this.words[i >>> 5] |= 1 << (i & 31)
	}
	clear(i: number): void {
		this.words[i >>> 5] &= ~(1 << (i & 31))
	}
	has(i: number): boolean {
		return (this.words[i >>> 5] & (1 << (i & 31))) !== 0
	}
	/** A copy of this set intersected with `other`. */
	and(other: Bitset): Bitset {
		const out = new Bitset(this.size)
		const n = Math.min(this.words.length, other.words.length)
		for (let w = 0; w < n; w++) out.words[w] = this.words[w] & other.words[w]
		return out
	}
	/** Keeps only the positions `other` has too, in place (a shorter `other` has none past its end). */
	andWith(other: Bitset): this {
		const mine = this.words
		const theirs = other.words
		// No test per word: the loop over both is the free-text page's heaviest (issue 48).
		const n = Math.min(mine.length, theirs.length)
		for (let w = 0; w < n; w++) mine[w] &= theirs[w]
		if (n < mine.length) mine.fill(0, n)
		return this
	}
	/** Adds every position of `other` to this set, in place. */
	orWith(other: Bitset): this {
		const n = Math.min(this.words.length, other.words.length)
		for (let w = 0; w < n; w++) this.words[w] |= other.words[w]
		return this
	}
	count(): number {
		let total = 0
		for (let w = 0; w < this.words.length; w++) total += popcount(this.words[w])
		return total
	}
	/**
	 * |this ∩ other| for each of `others` (undefined counts 0): the facet counts. Four sets at a time,
	 * in one pass over this set's words, skipping its empty words and counting without a branch per
	 * word (a branch on the AND of two random sets mispredicts; the popcount is cheaper).
	 */
	countAndEach(others: readonly (Bitset | undefined)[]): number[] {
		const mine = this.words
		const n = mine.length
		const empty = zeros(n)
		const wordsOf = (b: Bitset | undefined) =>
			b && b.words.length >= n ? b.words : b ? b.grown(this.size).words : empty
		const out = new Array<number>(others.length).fill(0)
		for (let i = 0; i < others.length; i += 4) {
			const k0 = wordsOf(others[i])
			const k1 = i + 1 < others.length ? wordsOf(others[i + 1]) : empty
			const k2 = i + 2 < others.length ? wordsOf(others[i + 2]) : empty
			const k3 = i + 3 < others.length ? wordsOf(others[i + 3]) : empty
			let t0 = 0
			let t1 = 0
			let t2 = 0
			let t3 = 0
			for (let w = 0; w < n; w++) {
				const r = mine[w]
				if (r === 0) continue
				t0 += popcount(r & k0[w])
				t1 += popcount(r & k1[w])
				t2 += popcount(r & k2[w])
				t3 += popcount(r & k3[w])
			}
			out[i] = t0
			if (i + 1 < others.length) out[i + 1] = t1
			if (i + 2 < others.length) out[i + 2] = t2
			if (i + 3 < others.length) out[i + 3] = t3
		}
		return out
	}
	/** Up to `limit` set positions, in ascending order, after skipping the first `skip`. */
	slice(skip: number, limit: number): number[] {
		const out: number[] = []
		appendPositions(this.words, null, this.words.length, skip, limit, out)
		return out
	}
	/** Grows to hold at least `size` positions (new positions are empty). */
	grown(size: number): Bitset {
		if (size <= this.size) return this
		const out = new Bitset(size)
		out.words.set(this.words)
		return out
	}
}

/**
 * Sets of one size given back for reuse. A search question's sets are the directory's size (125 KB
 * at 1,000,000), held outside V8's heap, which V8 also counts: allocating one per question set off a
 * full collection every second under load (docs/benchmarks.md, the near page at 1,000,000).
 */
export class BitsetPool {
	private free: Bitset[] = []
	private size = -1
	constructor(private readonly keep: number) {}
	/** An empty set of `size` positions: one given back, or a new one. */
	take(size: number): Bitset {
		if (size !== this.size) {
			this.free = []
			this.size = size
		}
		const set = this.free.pop()
		if (!set) return new Bitset(size)
		set.words.fill(0)
		return set
	}
	/** A set nothing reads any more (one of another size, or given twice, is left to the collector). */
	give(set: Bitset | null | undefined): void {
		if (!set || set.size !== this.size || this.free.length >= this.keep || this.free.includes(set)) return
		this.free.push(set)
	}
	get kept(): number {
		return this.free.length
	}
}

/**
 * Appends to `out`, up to `limit` in all, the set positions of the first `n` of `words` after the
 * first `skip`, in order. Word `i` holds positions from 32 × `at[i]` (or 32 × `i` without `at`):
 * a Bitset's own words, or the non-empty words segmentedSlice keeps apart (near.ts).
 */
export function appendPositions(
	words: ArrayLike<number>,
	at: ArrayLike<number> | null,
	n: number,
	skip: number,
	limit: number,
	out: number[],
): void {
	let seen = 0
	for (let i = 0; i < n && out.length < limit; i++) {
		let word = words[i]
		if (word === 0) continue
		const bits = popcount(word)
		if (seen + bits <= skip) {
			seen += bits
			continue
		}
		const base = (at ? at[i] : i) * 32
		while (word !== 0 && out.length < limit) {
			const low = word & -word
			if (seen >= skip) out.push(base + (31 - Math.clz32(low)))
			seen++
			word ^= low
		}
	}
}

/** Never written: the words of an absent set, shared so that counting allocates nothing of the directory's size. */
let ZEROS = new Uint32Array(0)
function zeros(n: number): Uint32Array {
	if (ZEROS.length < n) ZEROS = new Uint32Array(n)
	return ZEROS
}

export function popcount(x: number): number {
	let v = x - ((x >>> 1) & 0x55555555)
	v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
	return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
