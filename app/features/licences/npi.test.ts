import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { INVALID_NPI, isValidNpi, npiCheckDigit, npiField } from './npi'

describe('NPI', () => {
	test("CMS's example 1234567893 is valid; a wrong check digit is not", () => {
		expect(npiCheckDigit('123456789')).toBe(3)
		expect(isValidNpi('1234567893')).toBe(true)
		expect(isValidNpi('1234567890')).toBe(false)
	})

	test('only ten digits', () => {
		for (const bad of ['', '123456789', '12345678931', '123456789a', ' 1234567893', '１２３４５６７８９３'])
			expect(isValidNpi(bad), bad).toBe(false)
	})

	test('exactly one check digit makes nine digits valid, and a changed digit is caught', () => {
		fc.assert(
			fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 0, max: 8 }), (first9, at) => {
				const valid = Array.from({ length: 10 }, (_, d) => `${first9}${d}`).filter(isValidNpi)
				expect(valid).toEqual([`${first9}${npiCheckDigit(first9)}`])
				// Luhn catches every single-digit error.
				const npi = valid[0]
				const changed = `${npi.slice(0, at)}${(Number(npi[at]) + 1) % 10}${npi.slice(at + 1)}`
				expect(isValidNpi(changed)).toBe(false)
			}),
		)
	})

	test('the field says which message, and trims', () => {
		expect(npiField.safeParse(' 1234567893 ')).toEqual({ success: true, data: '1234567893' })
		const failed = npiField.safeParse('1234567890')
		expect(failed.success).toBe(false)
		expect(failed.error?.issues[0].message).toBe(INVALID_NPI)
		expect(npiField.safeParse(1234567893).error?.issues[0].message).toBe(INVALID_NPI)
	})
})
