// How a claim and the NPI registry are compared (docs/product.md#licence-checks): both sides go
// through the same function, so a difference of writing is never a mismatch, and anything else is.

/**
 * Printable ASCII: nothing to decompose, and its letters and digits are [A-Za-z0-9]. Most names and
 * licence numbers are, so the re-check of a million providers skips the Unicode passes for them
 * (docs/benchmarks.md#licence-re-check-after-a-registry-import-issue-46).
 */
const PLAIN_ASCII = /^[\x20-\x7e]*$/

/** A name as letters only: case, accents, hyphens, apostrophes, dots and spaces ignored. */
export function normaliseName(name: string): string {
	if (PLAIN_ASCII.test(name)) return name.toLowerCase().replace(/[^a-z0-9]/g, '')
	return name
		.normalize('NFKD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]/gu, '')
}

/** The last names are the same once normalised (and not empty). */
export function lastNameMatches(claimed: string, registry: string): boolean {
	const [a, b] = [normaliseName(claimed), normaliseName(registry)]
	return a !== '' && a === b
}

/**
 * The first names are the same, or one side is an initial of the other ('J.' and 'Jane'): NPPES
 * holds the legal name, which a clinician may shorten on their profile only to an initial.
 */
export function firstNameMatches(claimed: string, registry: string): boolean {
	const [a, b] = [normaliseName(claimed), normaliseName(registry)]
	if (a === '' || b === '') return false
	if (a.length === 1 || b.length === 1) return a[0] === b[0]
	return a === b
}

/**
 * A licence number in one spelling: upper case, only letters and digits, and no zeros leading its
 * digits ('psy 012345' → 'PSY12345', '00-1234' → '1234'). Split into its letter prefix and the rest.
 */
export function normaliseLicenceNumber(number: string): { prefix: string; rest: string } {
	const compact = (PLAIN_ASCII.test(number) ? number : number.normalize('NFKD').replace(/\p{M}/gu, ''))
		.toUpperCase()
		.replace(/[^A-Z0-9]/g, '')
	const prefix = /^[A-Z]*/.exec(compact)?.[0] ?? ''
	const rest = compact.slice(prefix.length).replace(/^0+(?=.)/, '')
	return { prefix, rest }
}

/**
 * Two licence numbers are the same: equal once normalised, or equal but for a letter prefix that
 * only one side writes (boards print 'PSY12345' where a clinician types '12345'). Two different
 * prefixes ('LPC123', 'LMFT123') are two different licences.
 */
export function licenceNumbersMatch(claimed: string, registry: string): boolean {
	const [a, b] = [normaliseLicenceNumber(claimed), normaliseLicenceNumber(registry)]
	if (a.rest === '' || a.rest !== b.rest) return false
	return a.prefix === b.prefix || a.prefix === '' || b.prefix === ''
}

/** A state as its two-letter code, whatever its case or the spaces around it. */
export function normaliseState(state: string): string {
	return state.trim().toUpperCase()
}
