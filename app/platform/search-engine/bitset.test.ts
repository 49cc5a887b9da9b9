import { expect, test } from 'vitest'
import { Bitset, BitsetPool, popcount } from './bitset'

test('popcount counts the bits of 32-bit words', () => {
	expect([popcount(0), popcount(1), popcount(0xff), popcount(0xffffffff), popcount(0x80000000)]).toEqual([
		0, 1, 8, 32, 1,
	])
})

test('intersection, count, pages and sparse counts agree with a plain set', () => {
	const a = new Bitset(200)
	const b = new Bitset(200)
	const inA = [0, 5, 31, 32, 63, 64, 100, 150, 199]
	const inB = [5, 31, 64, 99, 100, 199]
	for (const i of inA) a.set(i)
	for (const i of inB) b.set(i)
	const both = a.and(b)
	expect(both.slice(0, 100)).toEqual([5, 31, 64, 100, 199])
	expect(both.count()).toBe(5)
	expect(both.slice(2, 2)).toEqual([64, 100])
	expect(both.slice(5, 10)).toEqual([])
	expect(a.countAndEach([b])).toEqual([5])
	expect(Bitset.full(40).count()).toBe(40)
	a.clear(31)
	expect(a.has(31)).toBe(false)
	expect(a.and(b).count()).toBe(4)
})

test('in-place intersection, a shorter set having nothing past its end', () => {
	const a = new Bitset(70)
	for (const i of [1, 33, 40, 69]) a.set(i)
	const b = new Bitset(70)
	for (const i of [33, 69]) b.set(i)
	const copy = a.and(Bitset.full(70))
	expect(a.andWith(b).slice(0, 10)).toEqual([33, 69])
	expect(copy.andWith(new Bitset(40)).slice(0, 10)).toEqual([])
	const short = new Bitset(40)
	short.set(33)
	expect(Bitset.full(70).andWith(short).slice(0, 10)).toEqual([33])
})

test('in-place union', () => {
	const a = new Bitset(70)
	const b = new Bitset(70)
	for (const i of [1, 33, 69]) a.set(i)
	for (const i of [33, 40]) b.set(i)
	expect(a.orWith(b).slice(0, 10)).toEqual([1, 33, 40, 69])
})

test('counting against many sets at once agrees with one at a time, a missing set counting 0', () => {
	const size = 1000
	const result = new Bitset(size)
	for (let i = 0; i < size; i += 3) result.set(i)
	const others = Array.from({ length: 7 }, (_, k) => {
		const b = new Bitset(size)
		for (let i = k; i < size; i += k + 2) b.set(i)
		return b
	})
	const expected = others.map((b) => result.and(b).count())
	expect(result.countAndEach([...others, undefined])).toEqual([...expected, 0])
	expect(new Bitset(size).countAndEach(others)).toEqual(others.map(() => 0))
})

test('a pool gives back a set emptied, keeps a set once, and only sets of its size', () => {
	const pool = new BitsetPool(2)
	const a = pool.take(70)
	a.set(3)
	a.set(69)
	pool.give(a)
	pool.give(a)
	expect(pool.kept).toBe(1)
	const again = pool.take(70)
	expect(again).toBe(a)
	expect(again.count()).toBe(0)
	expect(pool.take(70)).not.toBe(a)
	pool.give(new Bitset(40))
	expect(pool.kept).toBe(0)
	for (let i = 0; i < 3; i++) pool.give(new Bitset(70))
	expect(pool.kept).toBe(2)
	// A directory of another size: what was kept is not handed out.
	expect(pool.take(100).size).toBe(100)
	expect(pool.kept).toBe(0)
})
