import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import {
	firstNameMatches,
	lastNameMatches,
	licenceNumbersMatch,
	normaliseLicenceNumber,
	normaliseName,
} from './normalise'

// Ways of writing the same name or number that the check must not tell apart.
const respell = (text: string, how: { upper: boolean; dash: boolean; space: boolean }) => {
	let out = how.upper ? text.toUpperCase() : text.toLowerCase()
	if (how.dash) out = out.split('').join('-')
	if (how.space) out = ` ${out.split('').join(' ')} `
	return out
}
const spelling = fc.record({ upper: fc.boolean(), dash: fc.boolean(), space: fc.boolean() })
const word = fc.stringMatching(/^[A-Za-z]{1,12}$/)

describe('names', () => {
	test('case, accents, hyphens, apostrophes and spaces are ignored', () => {
		expect(normaliseName("García-O'Neil Ruiz")).toBe('garciaoneilruiz')
		expect(lastNameMatches('Garcia Oneil-Ruiz', "GARCÍA-O'NEIL RUIZ")).toBe(true)
		expect(lastNameMatches('Nguyễn', 'NGUYEN')).toBe(true)
		expect(lastNameMatches('Smith', 'Smyth')).toBe(false)
		expect(lastNameMatches('', '')).toBe(false)
	})

	test('a first name matches itself or its initial, never another name', () => {
		expect(firstNameMatches('Jane', 'JANE')).toBe(true)
		expect(firstNameMatches('J.', 'Jane')).toBe(true)
		expect(firstNameMatches('Jane', 'J')).toBe(true)
		expect(firstNameMatches('Janet', 'Jane')).toBe(false)
		expect(firstNameMatches('K', 'Jane')).toBe(false)
		expect(firstNameMatches('', 'Jane')).toBe(false)
	})

	test('property: any respelling of a name still matches, and its initial does too', () => {
		fc.assert(
			fc.property(word, spelling, (name, how) => {
				expect(lastNameMatches(respell(name, how), name)).toBe(true)
				expect(firstNameMatches(respell(name, how), name)).toBe(true)
				expect(firstNameMatches(`${name[0]}.`, name)).toBe(true)
			}),
		)
	})

	test('property: two names that differ in a letter do not match', () => {
		fc.assert(
			fc.property(word, word, (a, b) => {
				fc.pre(a.toLowerCase() !== b.toLowerCase())
				expect(lastNameMatches(a, b)).toBe(false)
			}),
		)
	})
})

describe('licence numbers', () => {
	test('letters, spaces, dashes and leading zeros are written alike', () => {
		expect(normaliseLicenceNumber('psy 012345')).toEqual({ prefix: 'PSY', rest: '12345' })
		expect(normaliseLicenceNumber('00-1234')).toEqual({ prefix: '', rest: '1234' })
		expect(normaliseLicenceNumber('0')).toEqual({ prefix: '', rest: '0' })
		expect(licenceNumbersMatch('LPC-0012345', 'lpc 12345')).toBe(true)
		expect(licenceNumbersMatch('12345', 'PSY12345')).toBe(true)
		expect(licenceNumbersMatch('LPC123', 'LMFT123')).toBe(false)
		expect(licenceNumbersMatch('12345', '12346')).toBe(false)
		expect(licenceNumbersMatch('', '')).toBe(false)
		expect(licenceNumbersMatch('LPC', 'LPC')).toBe(false)
	})

	test('property: any respelling and any zeros before the digits still match', () => {
		const prefix = fc.stringMatching(/^[A-Za-z]{0,4}$/)
		const digits = fc.stringMatching(/^[1-9][0-9]{0,7}$/)
		fc.assert(
			fc.property(prefix, digits, fc.nat(3), spelling, fc.boolean(), (p, d, zeros, how, dropPrefix) => {
				const registry = `${p}${d}`
				const claimed = respell(`${dropPrefix ? '' : p}${'0'.repeat(zeros)}${d}`, how)
				expect(licenceNumbersMatch(claimed, registry)).toBe(true)
				expect(licenceNumbersMatch(registry, claimed)).toBe(true)
			}),
		)
	})

	test('property: a different number never matches', () => {
		const digits = fc.stringMatching(/^[1-9][0-9]{0,7}$/)
		fc.assert(
			fc.property(digits, digits, (a, b) => {
				fc.pre(a !== b)
				expect(licenceNumbersMatch(a, b)).toBe(false)
			}),
		)
	})
})

describe('the plain-ASCII shortcut', () => {
	test('gives what the Unicode spelling gives for any printable ASCII text', () => {
		// The long way, as normaliseName and normaliseLicenceNumber take it for other text.
		const unicodeName = (s: string) =>
			s
				.normalize('NFKD')
				.replace(/\p{M}/gu, '')
				.toLowerCase()
				.replace(/[^\p{L}\p{N}]/gu, '')
		const unicodeNumber = (s: string) =>
			s
				.normalize('NFKD')
				.replace(/\p{M}/gu, '')
				.toUpperCase()
				.replace(/[^A-Z0-9]/g, '')
		const ascii = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) })
		fc.assert(
			fc.property(ascii, (s) => {
				expect(normaliseName(s)).toBe(unicodeName(s))
				const { prefix, rest } = normaliseLicenceNumber(s)
				expect(unicodeNumber(s).startsWith(prefix)).toBe(true)
				expect(prefix + rest).toBe(
					unicodeNumber(s).replace(/^([A-Z]*)0+(?=.)/, (_, letters: string) => letters),
				)
			}),
		)
		// Accented names still take the long way.
		expect(normaliseName('José Núñez-Ávila')).toBe('josenunezavila')
	})
})
