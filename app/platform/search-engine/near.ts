import { roundMiles, type ZipGeography } from '~/platform/geo/zip-geography.server'
import { appendPositions, Bitset, type BitsetPool, popcount } from './bitset'

/**
 * Near-a-ZIP search on the in-memory index (docs/search.md#near-a-zip-code): the spatial index gives
 * the ZIP and city points in range, each point the positions of the offices placed there, and those
 * make a bitset like any facet's. Results are ordered by the definition's classes (availability),
 * then distance band (its nearBands), then the usual rank order (the fair rotation) inside a band.
 */

export type NearOrigin = { lat: number; lng: number; miles: number }
/** The positions in range, and the points in range that hold an office, by band (nearest band first, empty bands left out). */
export type NearSet = { within: Bitset; bands: number[][] }

/**
 * The band of a distance as shown (one decimal), so that what a visitor reads never goes backwards:
 * the first of `bands` (upper bounds in miles) it is within, or the one past the last.
 */
export function bandOf(miles: number, bands: readonly number[]): number {
	const shown = roundMiles(miles)
	const band = bands.findIndex((upper) => shown <= upper)
	return band === -1 ? bands.length : band
}

/** The positions of offices within range of the origin (a set from the pool), and the points in range by band. */
export function nearSet(
	geo: ZipGeography,
	origin: NearOrigin,
	/** Each point's positions, and the size of a set. */
	{ byPoint, capacity }: { byPoint: ReadonlyMap<number, readonly number[]>; capacity: number },
	pool: BitsetPool,
	bandBounds: readonly number[],
): NearSet {
	const within = pool.take(capacity)
	const bands: number[][] = Array.from({ length: bandBounds.length + 1 }, () => [])
	for (const point of geo.within(origin.lat, origin.lng, origin.miles)) {
		const positions = byPoint.get(point)
		if (!positions?.length) continue
		bands[bandOf(geo.miles(point, origin.lat, origin.lng), bandBounds)].push(point)
		for (const position of positions) within.set(position)
	}
	return { within, bands: bands.filter((points) => points.length > 0) }
}

/**
 * Calls `use` with a set per band, the positions of its points' offices. The sets are scratch
 * reused by every call and emptied again after it: a set of the directory's size per band and per
 * question was garbage that set off collections in later requests (docs/benchmarks.md, the near
 * page at 1,000,000), and a cached question keeps only its points.
 */
export function withBandSets<T>(
	bands: readonly number[][],
	byPoint: ReadonlyMap<number, readonly number[]>,
	capacity: number,
	use: (sets: Bitset[]) => T,
): T {
	const sets = bands.map((_, b) => {
		if (!bandScratch[b] || bandScratch[b].size < capacity) bandScratch[b] = new Bitset(capacity)
		return bandScratch[b]
	})
	const each = (f: (set: Bitset, position: number) => void) =>
		bands.forEach((points, b) => {
			for (const point of points) for (const position of byPoint.get(point) ?? []) f(sets[b], position)
		})
	each((set, position) => set.set(position))
	try {
		return use(sets)
	} finally {
		each((set, position) => set.clear(position))
	}
}
const bandScratch: Bitset[] = []

/** A part of a layer: the positions a set holds, or (`{ not }`) those of the result it does not. */
export type Part = Bitset | { readonly not: Bitset }

/**
 * Up to `limit` positions of `result` after `skip`, ordered by nested partitions: every part of the
 * first layer in turn, inside it every part of the next, and so on; rank order inside the last.
 * The intersections are kept in scratch arrays reused by every call, as the words where they have
 * a position: a page used to build a new set of the directory's size per part (125 KB each at
 * 1,000,000), garbage that set off collections in later requests (docs/benchmarks.md, the near page
 * at 1,000,000). For the same reason a part may be a set's complement within the result.
 */
export function segmentedSlice(result: Bitset, layers: Part[][], skip: number, limit: number): number[] {
	const out: number[] = []
	if (limit <= 0) return out
	// A first page is most often filled by the first segment alone: found from the start of the
	// result, it stops at `limit` instead of intersecting the whole result layer by layer (issue 48).
	if (skip === 0 && firstSegmentPage(result, layers, limit, out)) return out
	out.length = 0
	const top = level(0, result.words.length)
	let n = 0
	for (let w = 0; w < result.words.length; w++) {
		if (result.words[w] === 0) continue
		top.at[n] = w
		top.bits[n++] = result.words[w]
	}
	let toSkip = skip
	const walk = (depth: number, n: number): boolean => {
		const here = level(depth, 0)
		if (depth === layers.length) {
			let size = 0
			for (let i = 0; i < n; i++) size += popcount(here.bits[i])
			if (toSkip >= size) {
				toSkip -= size
				return false
			}
			appendPositions(here.bits, here.at, n, toSkip, limit, out)
			toSkip = 0
			return out.length >= limit
		}
		const next = level(depth + 1, result.words.length)
		for (const part of layers[depth]) {
			// A complement costs no set of its own: ~word, and all of the result past its end.
			const without = !(part instanceof Bitset)
			const theirs = without ? part.not.words : part.words
			let m = 0
			for (let i = 0; i < n; i++) {
				const w = here.at[i]
				const mask = w < theirs.length ? (without ? ~theirs[w] : theirs[w]) : without ? -1 : 0
				const word = here.bits[i] & mask
				if (word === 0) continue
				next.at[m] = w
				next.bits[m++] = word
			}
			if (m > 0 && walk(depth + 1, m)) return true
		}
		return false
	}
	walk(0, n)
	return out
}

/**
 * Where the first segment is looked for: its first page is most often near the start, and a segment
 * that is sparse or empty (a word found only in the text has no strong match) costs a walk this long
 * at most before the layer-by-layer one.
 */
const FIRST_SEGMENT_WORDS = 2048

/** Fills `out` with the first `limit` positions of the first part of every layer; whether there were so many. */
function firstSegmentPage(result: Bitset, layers: Part[][], limit: number, out: number[]): boolean {
	const firsts = layers.map((parts) => parts[0])
	if (firsts.some((part) => part === undefined)) return false
	const sets = firsts.map((part) => (part instanceof Bitset ? part.words : part.not.words))
	const without = firsts.map((part) => !(part instanceof Bitset))
	const words = result.words
	const end = Math.min(words.length, FIRST_SEGMENT_WORDS)
	for (let w = 0; w < end; w++) {
		let word = words[w]
		for (let k = 0; k < sets.length && word !== 0; k++) {
			const theirs = sets[k]
			word &= w < theirs.length ? (without[k] ? ~theirs[w] : theirs[w]) : without[k] ? -1 : 0
		}
		if (word === 0) continue
		appendPositions([word], [w], 1, 0, limit, out)
		if (out.length >= limit) return true
	}
	return false
}

/** The intersection at one depth of segmentedSlice: its non-empty words and where they are. */
type Words = { bits: Int32Array; at: Int32Array }
const scratch: Words[] = []
function level(depth: number, size: number): Words {
	let words = scratch[depth]
	if (!words || words.bits.length < size) {
		words = { bits: new Int32Array(size), at: new Int32Array(size) }
		scratch[depth] = words
	}
	return words
}
