import { z } from '~/lib/zod-mini'

// The National Provider Identifier (issue 46): 10 digits, the last a check digit computed with the
// Luhn formula over the first nine prefixed with 80840 (the card issuer prefix CMS registered for
// the NPI; CMS, "Requirements for Constructing the NPI Check Digit"). Shared by browser and server.

export const INVALID_NPI = 'Please enter a valid 10-digit NPI.'

const PREFIX = '80840'

/** The Luhn check digit of a string of digits (the digit that makes the whole pass). */
function luhnCheckDigit(digits: string): number {
	let sum = 0
	// From the right: the digit next to the (missing) check digit is doubled, then every other one.
	for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
		let d = digits.charCodeAt(i) - 48
		if (double) {
			d *= 2
			if (d > 9) d -= 9
		}
		sum += d
	}
	return (10 - (sum % 10)) % 10
}

/** The check digit of an NPI's first nine digits. */
export function npiCheckDigit(first9: string): number {
	if (!/^\d{9}$/.test(first9)) throw new Error('an NPI check digit needs nine digits')
	return luhnCheckDigit(PREFIX + first9)
}

/** Ten digits whose last is the check digit of the nine before it. */
export function isValidNpi(value: string): boolean {
	return /^\d{10}$/.test(value) && npiCheckDigit(value.slice(0, 9)) === value.charCodeAt(9) - 48
}

/** The NPI field of a form or POST /api/user: 10 digits as a string, spaces around it ignored. */
export const npiField = z.string({ error: INVALID_NPI }).check(z.trim(), z.refine(isValidNpi, INVALID_NPI))
