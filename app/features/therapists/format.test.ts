import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
	cutText,
	displayName,
	formatCount,
	formatCountOf,
	formatPhone,
	initials,
	phoneHref,
	profilePath,
	websiteUrl,
} from './format'
import { addressLines, formatPlaces, formatPriceRange } from './practice-format'

describe('formatPhone', () => {
	test('10 digits become (AAA) BBB-CCCC', () => {
		expect(formatPhone('5125550123')).toBe('(512) 555-0123')
		expect(formatPhone('512-555-0123')).toBe('(512) 555-0123')
		expect(formatPhone('(512) 555 0123')).toBe('(512) 555-0123')
	})
	test('a leading 1 is dropped from 11-digit numbers', () => {
		expect(formatPhone('15125550123')).toBe('(512) 555-0123')
		expect(formatPhone('+1 512 555 0123')).toBe('(512) 555-0123')
	})
	test('other lengths are shown as entered', () => {
		expect(formatPhone('555-0123')).toBe('555-0123')
		expect(formatPhone('25125550123')).toBe('25125550123')
		expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958')
		expect(formatPhone('512555012345')).toBe('512555012345')
	})
	test('tel: links carry the digits', () => {
		expect(phoneHref('(512) 555-0123')).toBe('tel:+15125550123')
		expect(phoneHref('15125550123')).toBe('tel:+15125550123')
		expect(phoneHref('+44 20 7946 0958')).toBe('tel:+442079460958')
	})
})

describe('names and places', () => {
	test('name is first and last, or N/A without a first name', () => {
		expect(displayName({ first_name: 'Ana', last_name: 'Lopez' })).toBe('Ana Lopez')
		expect(displayName({ first_name: ' Ana ', last_name: '' })).toBe('Ana')
		expect(displayName({ first_name: '', last_name: 'Lopez' })).toBe('N/A')
		expect(initials({ first_name: 'ana', last_name: 'lopez' })).toBe('AL')
		expect(initials({ first_name: '', last_name: '' })).toBe('?')
	})
	test('places list the first three states then "and N more..."', () => {
		expect(formatPlaces(['TX'])).toBe('Texas')
		expect(formatPlaces(['TX', 'CA', 'DC'])).toBe('Texas, California, DC')
		expect(formatPlaces(['TX', 'CA', 'NY', 'OR', 'WA'])).toBe('Texas, California, New York and 2 more...')
		expect(formatPlaces([])).toBe('')
	})
	test('canonical profile path with and without url_tag', () => {
		expect(profilePath({ url_tag: 'ana-lopez', short_id: 10001 })).toBe('/therapist/ana-lopez/10001')
		expect(profilePath({ url_tag: '', short_id: 10001 })).toBe('/therapist/10001')
		// The one copy encodes the tag, so a tag with unusual characters still makes a valid link.
		expect(profilePath({ url_tag: 'ana lópez', short_id: 7 })).toBe('/therapist/ana%20l%C3%B3pez/7')
	})
})

describe('other display rules', () => {
	test('a count agrees with its noun', () => {
		expect(formatCountOf(1, 'result', 'results')).toBe('1 result')
		expect(formatCountOf(0, 'result', 'results')).toBe('0 results')
		expect(formatCountOf(12345, 'Provider', 'Providers')).toBe('12,345 Providers')
	})
	test('price range', () => {
		expect(formatPriceRange(90, 140)).toBe('$90 - $140')
		expect(formatPriceRange(100, 100)).toBe('$100')
		expect(formatPriceRange(null, 120)).toBe('$120')
		expect(formatPriceRange(null, null)).toBeNull()
	})
	test('website links are http(s) only', () => {
		expect(websiteUrl('example.com')?.toString()).toBe('https://example.com/')
		expect(websiteUrl('http://example.com/a')?.toString()).toBe('http://example.com/a')
		expect(websiteUrl('javascript:alert(1)')).toBeNull()
		expect(websiteUrl('')).toBeNull()
	})
	test('address lines', () => {
		const base = { addressOne: '1 Main St', addressTwo: '', city: 'Austin', state: 'TX', zip: '78701' }
		expect(addressLines(base)).toEqual(['1 Main St', 'Austin, TX 78701'])
		expect(addressLines({ ...base, addressOne: '', city: '' })).toEqual([])
	})
	test('long text is cut past 1000 characters or 10 lines; short form 200 / 5', () => {
		const words = 'calm '.repeat(300).trim()
		const long = cutText(words, 1000, 10)
		expect(long.isCut).toBe(true)
		expect(long.text.length).toBeLessThanOrEqual(1001)
		expect(long.text.endsWith('…')).toBe(true)
		expect(cutText('short text', 1000, 10)).toEqual({ text: 'short text', isCut: false })
		const lines = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n')
		const byLines = cutText(lines, 1000, 10)
		expect(byLines.isCut).toBe(true)
		expect(byLines.text.split('\n')).toHaveLength(10)
		expect(cutText(words, 200, 5).text.length).toBeLessThanOrEqual(201)
		expect(cutText('x'.repeat(1000), 1000, 10).isCut).toBe(false)
	})
})

describe('formatCount', () => {
	const intl = new Intl.NumberFormat('en-US')
	test('writes every number as Intl.NumberFormat("en-US") does, without making one for whole numbers', () => {
		fc.assert(
			fc.property(
				fc.oneof(
					fc.integer(),
					fc.maxSafeInteger(),
					fc.integer({ min: -1e6, max: 1e6 }),
					fc.double({ noNaN: true }),
				),
				(n) => {
					if (Object.is(n, -0)) return
					expect(formatCount(n)).toBe(intl.format(n))
				},
			),
		)
		for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, -1234, Number.MAX_SAFE_INTEGER])
			expect(formatCount(n)).toBe(intl.format(n))
	})
})
