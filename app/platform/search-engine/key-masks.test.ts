import fc from 'fast-check'
import { expect, test } from 'vitest'
import { Bitset } from './bitset'
import { KeyMasks } from './key-masks'

test("counting members' rows of keys, or the rows outside the result, agrees with counting against each key's set", () => {
	const directory = fc.integer({ min: 1, max: 400 }).chain((size) =>
		fc.record({
			size: fc.constant(size),
			ids: fc.integer({ min: 1, max: 70 }),
			// Dense and sparse rows alike: many members with many keys exercise the adders' carries.
			rows: fc.array(fc.array(fc.nat(69), { maxLength: 40 }), { minLength: size, maxLength: size }),
			members: fc.oneof(fc.array(fc.nat(size - 1), { maxLength: size }), fc.constant(null)),
			// Patched positions: cleared, and placed again with these keys or left out.
			patched: fc.array(fc.record({ position: fc.nat(size - 1), keys: fc.option(fc.array(fc.nat(69))) }), {
				maxLength: 5,
			}),
		}),
	)
	fc.assert(
		fc.property(directory, ({ size, ids, rows, members, patched }) => {
			const masks = new KeyMasks(size, ids)
			const sets = Array.from({ length: ids }, () => new Bitset(size))
			for (const [position, keys] of rows.entries()) {
				for (const id of keys) {
					if (id >= ids) continue
					masks.add(position, id)
					sets[id].set(position)
				}
			}
			const live = Bitset.full(size)
			for (const { position, keys } of patched) {
				masks.clear(position)
				for (const set of sets) set.clear(position)
				live.clear(position)
				if (!keys) continue
				live.set(position)
				for (const id of keys) {
					if (id >= ids) continue
					masks.add(position, id)
					sets[id].set(position)
				}
			}
			const result = members ? new Bitset(size) : Bitset.full(size)
			for (const position of members ?? []) result.set(position)
			result.andWith(live)
			const expected = result.countAndEach(sets)
			const counts = masks.count(result)
			expect(Array.from(counts.subarray(0, ids))).toEqual(expected)
			expect(counts.length).toBe(masks.width * 32)
			expect(Array.from(masks.countFromOutside(result, live).subarray(0, ids))).toEqual(expected)
		}),
		{ numRuns: 300 },
	)
})

test('a key id past the rows has no bit', () => {
	const masks = new KeyMasks(10, 40)
	expect(masks.width).toBe(2)
	expect(masks.fits(63)).toBe(true)
	expect(masks.fits(64)).toBe(false)
})
