import fc from 'fast-check'
import { expect, test } from 'vitest'
import { Bitset } from './bitset'
import { segmentedSlice } from './near'

const bitsetOf = (size: number, positions: number[]) => {
	const set = new Bitset(size)
	for (const p of positions) if (p < size) set.set(p)
	return set
}

/** The order spelled out: every leaf of the nested parts in turn, each in ascending order. */
function reference(result: Bitset, layers: Bitset[][], skip: number, limit: number): number[] {
	const leaves = (set: Bitset, depth: number): number[] =>
		depth === layers.length
			? set.slice(0, set.size)
			: layers[depth].flatMap((part) => leaves(set.and(part), depth + 1))
	return leaves(result, 0).slice(skip, skip + limit)
}

test('a page ordered by nested parts is the same as reading every part in turn', () => {
	const positions = (size: number) => fc.array(fc.nat(size - 1), { maxLength: size })
	const sized = fc.integer({ min: 1, max: 300 }).chain((size) =>
		fc.record({
			size: fc.constant(size),
			result: positions(size),
			// A part may be shorter than the directory (a facet no provider has yet is empty).
			layers: fc.array(
				fc.array(fc.oneof(positions(size), fc.constant(null)), { minLength: 1, maxLength: 4 }),
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
			const sets = layers.map((parts) => parts.map((p) => (p ? bitsetOf(size, p) : new Bitset(0))))
			const r = bitsetOf(size, result)
			expect(segmentedSlice(r, sets, skip, limit)).toEqual(reference(r, sets, skip, limit))
		}),
		{ numRuns: 300 },
	)
})
