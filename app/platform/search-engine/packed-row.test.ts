import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { PACK_FIELD, PACK_VALUE, RowText, SpanMap } from './packed-row'

describe('a row text read in place', () => {
	test('whole numbers, booleans and the rest of the row read as the fields were written', () => {
		fc.assert(
			fc.property(
				fc.nat(),
				fc.option(fc.nat({ max: 10_000 }), { nil: null }),
				fc.boolean(),
				fc.string(),
				(short_id, cost, flag, city) => {
					const row = new RowText().start([short_id, cost ?? '', flag, city].join(PACK_FIELD))
					expect(row.int()).toBe(short_id)
					expect(row.int()).toBe(cost)
					expect(row.bool()).toBe(flag)
					// The city is free text: separators in it stay in it.
					row.rest()
					expect(row.text.slice(row.from, row.to)).toBe(city)
				},
			),
		)
	})

	test("a list field's values, each with its number when it is plain digits; an empty field has none", () => {
		const row = new RowText().start(['7', ['12', 'CA', '', '0x1'].join(PACK_VALUE), '', '3'].join(PACK_FIELD))
		expect(row.int()).toBe(7)
		const values = (): Array<[string, number]> => {
			const out: Array<[string, number]> = []
			row.list()
			while (row.nextValue()) out.push([row.text.slice(row.valueFrom, row.valueTo), row.valueNumber])
			return out
		}
		expect(values()).toEqual([
			['12', 12],
			['CA', Number.NaN],
			['', Number.NaN],
			['0x1', Number.NaN],
		])
		expect(values()).toEqual([])
		expect(row.int()).toBe(3)
	})

	test('a confirmation time in seconds with a fraction is its whole milliseconds', () => {
		fc.assert(
			fc.property(fc.nat({ max: 4_000_000_000 }), fc.nat({ max: 999_999 }), (seconds, micros) => {
				const fraction = String(micros).padStart(6, '0').replace(/0+$/, '')
				const text = fraction ? `${seconds}.${fraction}` : String(seconds)
				expect(new RowText().start(text).epochMs()).toBe(seconds * 1000 + Math.floor(micros / 1000))
			}),
		)
		// Fewer than three digits of fraction, or none.
		expect(new RowText().start('1764312345.5').epochMs()).toBe(1_764_312_345_500)
		expect(new RowText().start('1764312345.12').epochMs()).toBe(1_764_312_345_120)
		expect(new RowText().start('1764312345').epochMs()).toBe(1_764_312_345_000)
		// Forms a float may take otherwise are read as numbers.
		expect(new RowText().start('-86400.5').epochMs()).toBe(-86_400_500)
		expect(new RowText().start('1.5e+15').epochMs()).toBe(1.5e18)
	})
})

describe('values by the text of a span', () => {
	test('the same text anywhere gives the same value, made once; different texts different values', () => {
		fc.assert(
			fc.property(fc.array(fc.string({ maxLength: 6 }), { maxLength: 40 }), fc.string(), (texts, padding) => {
				const made: string[] = []
				const map = new SpanMap((key) => {
					made.push(key)
					return made.length
				})
				const values = texts.map((text) =>
					map.get(`${padding}${text}${padding}`, padding.length, padding.length + text.length),
				)
				expect(made).toEqual([...new Set(texts)])
				expect(values).toEqual(texts.map((text) => made.indexOf(text) + 1))
			}),
		)
	})

	test('texts whose hashes are the same are still told apart', () => {
		// Pairs of words with the same 32-bit FNV-1a hash, of other lengths and of the same length.
		const map = new SpanMap((key) => key)
		for (const word of ['costarring', 'liquid', 'declinate', 'macallums', 'liquid', 'declinate'])
			expect(map.get(`x${word}x`, 1, word.length + 1)).toBe(word)
	})
})
