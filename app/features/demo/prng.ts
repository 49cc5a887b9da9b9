/**
 * A small seeded PRNG (sfc32 seeded through splitmix32) with the helpers the demo generator needs.
 * Math.random is never used: the same seed must always give the same directory.
 */

/** Turns a seed given on the command line (number or text) into 32 bits. */
export function hashSeed(seed: string | number): number {
	if (typeof seed === 'number' && Number.isSafeInteger(seed)) return seed >>> 0
	// FNV-1a over the text, so '42' and 42 differ only if the caller wants them to.
	let h = 0x811c9dc5
	for (const ch of String(seed)) {
		h ^= ch.codePointAt(0) ?? 0
		h = Math.imul(h, 0x01000193)
	}
	return h >>> 0
}

/** splitmix32 step: decorrelates nearby inputs such as consecutive provider indexes. */
function splitmix32(state: number): [value: number, next: number] {
	const next = (state + 0x9e3779b9) | 0
	let z = next
	z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
	z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
	z ^= z >>> 16
	return [z >>> 0, next]
}

export type Weighted<T> = ReadonlyArray<readonly [value: T, weight: number]>

export class Rng {
	private a: number
	private b: number
	private c: number
	private d: number

	/** One independent stream per (seed, stream) pair, e.g. (hashSeed(seed), providerIndex). */
	constructor(seed: number, stream = 0) {
		let s = (seed ^ Math.imul(stream, 0x27d4eb2d)) | 0
		let v: number
		;[v, s] = splitmix32(s)
		this.a = v
		;[v, s] = splitmix32(s ^ stream)
		this.b = v
		;[v, s] = splitmix32(s)
		this.c = v
		;[v, s] = splitmix32(s)
		this.d = v
		// Warm up so the first outputs of nearby streams are unrelated.
		for (let i = 0; i < 12; i++) this.uint32()
	}

	/** sfc32 */
	uint32(): number {
		const t = (((this.a + this.b) | 0) + this.d) | 0
		this.d = (this.d + 1) | 0
		this.a = this.b ^ (this.b >>> 9)
		this.b = (this.c + (this.c << 3)) | 0
		this.c = (this.c << 21) | (this.c >>> 11)
		this.c = (this.c + t) | 0
		return t >>> 0
	}

	/** [0, 1) */
	next(): number {
		return this.uint32() / 4294967296
	}

	/** Integer in [min, max], both included. */
	int(min: number, max: number): number {
		return min + Math.floor(this.next() * (max - min + 1))
	}

	chance(probability: number): boolean {
		return this.next() < probability
	}

	pick<T>(items: readonly T[]): T {
		return items[Math.floor(this.next() * items.length)]
	}

	weighted<T>(items: Weighted<T>): T {
		let total = 0
		for (const [, w] of items) total += w
		let r = this.next() * total
		for (const [value, w] of items) {
			r -= w
			if (r < 0) return value
		}
		return items[items.length - 1][0]
	}

	/** `count` distinct items, chosen uniformly, in random order. */
	sample<T>(items: readonly T[], count: number): T[] {
		const pool = items.slice()
		const n = Math.min(count, pool.length)
		for (let i = 0; i < n; i++) {
			const j = i + Math.floor(this.next() * (pool.length - i))
			const tmp = pool[i]
			pool[i] = pool[j]
			pool[j] = tmp
		}
		return pool.slice(0, n)
	}

	/**
	 * `count` distinct indexes into `weights`, each draw proportional to weight among those not yet
	 * drawn. Zero weights are never drawn. Consumes `weights` (drawn entries are set to 0).
	 */
	weightedIndexes(weights: Float64Array, count: number): number[] {
		const out: number[] = []
		let total = 0
		for (let i = 0; i < weights.length; i++) total += weights[i]
		while (out.length < count && total > 1e-9) {
			let r = this.next() * total
			let index = -1
			for (let i = 0; i < weights.length; i++) {
				if (weights[i] === 0) continue
				index = i
				r -= weights[i]
				if (r < 0) break
			}
			out.push(index)
			total -= weights[index]
			weights[index] = 0
		}
		return out
	}

	/** `count` distinct items, each draw proportional to weight among those not yet drawn. */
	weightedSample<T>(items: Weighted<T>, count: number): T[] {
		const weights = Float64Array.from(items, ([, w]) => w)
		return this.weightedIndexes(weights, count).map((i) => items[i][0])
	}

	hex(digits: number): string {
		let s = ''
		while (s.length < digits) s += this.uint32().toString(16).padStart(8, '0')
		return s.slice(0, digits)
	}
}
