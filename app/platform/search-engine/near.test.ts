import fc from 'fast-check'
import { expect, test } from 'vitest'
import { Bitset } from './bitset'
import { type Part, segmentedSlice, withBandSets } from './near'

const bitsetOf = (size: number, positions: number[]) => {
	const set = new Bitset(size)
	for (const p of positions) if (p < size) set.set(p)
	return set
}

/** The order spelled out: every leaf of the nested parts in turn, each in ascending order. */
function reference(result: Bitset, layers: Part[][], skip: number, limit: number): number[] {
	const within = (set: Bitset, part: Part) => {
		const out = new Bitset(set.size)
		for (const p of set.slice(0, set.size)) {
			const inPart =
				part instanceof Bitset ? p < part.size && part.has(p) : !(p < part.not.size && part.not.has(p))
			if (inPart) out.set(p)
		}
		return out
	}
	const leaves = (set: Bitset, depth: number): number[] =>
		depth === layers.length
			? set.slice(0, set.size)
			: layers[depth].flatMap((part) => leaves(within(set, part), depth + 1))
	return leaves(result, 0).slice(skip, skip + limit)
}

test('a page ordered by nested parts is the same as reading every part in turn', () => {
	const positions = (size: number) => fc.array(fc.nat(size - 1), { maxLength: size })
	const sized = fc.integer({ min: 1, max: 300 }).chain((size) =>
		fc.record({
			size: fc.constant(size),
			result: positions(size),
			// A part may be shorter than the directory (a facet no provider has yet is empty).
			// A part may also be a set's complement within the result ({ not }).
			layers: fc.array(
				fc.array(fc.record({ positions: fc.oneof(positions(size), fc.constant(null)), not: fc.boolean() }), {
					minLength: 1,
					maxLength: 4,
				}),
				{
					minLength: 1,
					maxLength: 3,
				},
			),
			skip: fc.nat(size),
			limit: fc.nat(25),
		}),
	)
	fc.assert(
		fc.property(sized, ({ size, result, layers, skip, limit }) => {
			const sets = layers.map((parts) =>
				parts.map(({ positions, not }): Part => {
					const set = positions ? bitsetOf(size, positions) : new Bitset(0)
					return not ? { not: set } : set
				}),
			)
			const r = bitsetOf(size, result)
			expect(segmentedSlice(r, sets, skip, limit)).toEqual(reference(r, sets, skip, limit))
		}),
		{ numRuns: 300 },
	)
})

test("a band's set holds its points' offices while in use, and is empty again after", () => {
	const byPoint = new Map([
		[7, [3, 40]],
		[8, [5]],
		[9, [64]],
	])
	const bands = [[7], [8, 9]]
	const seen = withBandSets(bands, byPoint, 70, (sets) => sets.map((set) => set.slice(0, 70)))
	expect(seen).toEqual([
		[3, 40],
		[5, 64],
	])
	// The next question, with other points, sees none of the first one's positions.
	expect(withBandSets([[9]], byPoint, 70, (sets) => sets.map((set) => set.slice(0, 70)))).toEqual([[64]])
	expect(() =>
		withBandSets(bands, byPoint, 70, () => {
			throw new Error('a failed slice')
		}),
	).toThrow('a failed slice')
	expect(withBandSets([[], []], byPoint, 70, (sets) => sets.map((set) => set.count()))).toEqual([0, 0])
})
