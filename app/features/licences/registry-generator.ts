import { LICENCE_TYPES, type LicenceTypeKey } from '~/platform/reference/licence-types'
import { STATE_CODES } from '~/platform/reference/states'
import { npiCheckDigit } from './npi'
import { NPPES_COLUMNS, TAXONOMY_SLOTS } from './nppes-format'
import names from './generator-names.json'

// Realistic NPPES files for tests and the bench (npm run registry:generate; the real file is never
// fetched by tests): the exact header and 330 quoted columns, deterministic for a seed, row by row
// (any row can be made on its own, so a file of a million rows streams). About the real file's mix:
// organisations, deactivated NPIs, individuals of other professions, and behavioural-health
// clinicians, some with a second licence in another state. Chosen people (the demo directory's,
// a test's) come first, with the NPI and licences given.

/** A clinician put in a file as given (a test's or a demo provider's). */
export type RegistryPerson = {
	npi: string
	first_name: string
	last_name: string
	licenses: ReadonlyArray<{ type: LicenceTypeKey; number: string; state: string }>
	/** 'YYYY-MM-DD': listed as deactivated on that day (no name, as NPPES does). */
	deactivated_on?: string
}

/** A valid NPI for a number (0 ≤ n < 10^8), under a leading digit: distinct numbers, distinct NPIs. */
export function npiFor(n: number, lead: 1 | 2 = 1): string {
	const first9 = `${lead}${String(n).padStart(8, '0')}`
	return `${first9}${npiCheckDigit(first9)}`
}

/** The NPI a demo provider (1-based index) is given in generated files: 2 then the index. */
export const demoNpi = (index: number) => npiFor(index, 2)

/** mulberry32: a tiny seeded PRNG, one stream per row so rows need no order. */
function rowRng(seed: number, row: number): () => number {
	let a = (seed ^ Math.imul(row + 1, 0x9e3779b1)) >>> 0
	return () => {
		a = (a + 0x6d2b79f5) | 0
		let t = Math.imul(a ^ (a >>> 15), 1 | a)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

const { first: FIRST, last: LAST, middle: MIDDLE } = names
const CREDENTIAL: Record<LicenceTypeKey, string[]> = {
	psychologist: ['PhD', 'PsyD', 'Ph.D.'],
	lcsw: ['LCSW', 'LICSW', 'MSW, LCSW'],
	lpc: ['LPC', 'LMHC', 'LPCC', 'M.A., LPC'],
	lmft: ['LMFT', 'MFT'],
	psychiatrist: ['MD', 'DO', 'M.D.'],
	pmhnp: ['PMHNP-BC', 'APRN', 'NP'],
	psychiatric_cns: ['APRN, CNS', 'PMHCNS-BC'],
	addiction_counselor: ['LADC', 'CADC', 'LCADC'],
	psychoanalyst: ['LP'],
	behavior_analyst: ['BCBA', 'LBA'],
	art_therapist: ['ATR-BC', 'LCAT'],
}
/** Weights of the kinds of behavioural-health clinician (close to their share of NPPES). */
const TYPE_WEIGHTS: ReadonlyArray<readonly [LicenceTypeKey, number]> = [
	['lcsw', 30],
	['lpc', 26],
	['psychologist', 14],
	['lmft', 10],
	['psychiatrist', 7],
	['pmhnp', 6],
	['addiction_counselor', 3],
	['behavior_analyst', 2],
	['psychiatric_cns', 0.5],
	['psychoanalyst', 0.5],
	['art_therapist', 1],
]
const OTHER_CODES = [
	'207Q00000X',
	'207R00000X',
	'122300000X',
	'225100000X',
	'163W00000X',
	'152W00000X',
	'1223G0001X',
	'367500000X',
	'183500000X',
	'111N00000X',
]
const ORG_CODES = ['261QM0801X', '282N00000X', '332B00000X', '251S00000X', '3336C0003X', '261QP2300X']
const STREETS = ['Main St', 'Oak Ave', 'Elm Street', 'Cedar Rd', 'Park Blvd', 'Maple Dr', 'Lake View Ct']

const index = new Map(NPPES_COLUMNS.map((name, i) => [name, i]))
const col = (name: string) => {
	const i = index.get(name)
	if (i === undefined) throw new Error(`nppes-columns.json has no "${name}"`)
	return i
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)]
function weighted<T>(rng: () => number, list: ReadonlyArray<readonly [T, number]>): T {
	let r = rng() * list.reduce((sum, [, w]) => sum + w, 0)
	for (const [value, w] of list) {
		r -= w
		if (r < 0) return value
	}
	return list[list.length - 1][0]
}
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`
function pastDate(rng: () => number, fromYear: number): string {
	const year = fromYear + Math.floor(rng() * (2026 - fromYear))
	return `${year}-${String(1 + Math.floor(rng() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rng() * 28)).padStart(2, '0')}`
}
const licenceNumber = (rng: () => number) =>
	`${rng() < 0.3 ? pick(rng, ['LPC', 'PSY', 'LCSW', 'MFT', '']) : ''}${rng() < 0.1 ? '00' : ''}${1000 + Math.floor(rng() * 98_000)}`

/** Fills the address, dates and other columns every line of an individual or organisation has. */
function fillCommon(out: string[], rng: () => number, state: string): void {
	const street = `${100 + Math.floor(rng() * 9800)} ${pick(rng, STREETS)}`
	const zip = String(10000 + Math.floor(rng() * 89_999))
	const phone = `${200 + Math.floor(rng() * 700)}555${String(Math.floor(rng() * 10_000)).padStart(4, '0')}`
	for (const kind of ['Mailing', 'Practice Location']) {
		out[col(`Provider First Line Business ${kind} Address`)] = street.toUpperCase()
		out[col(`Provider Business ${kind} Address City Name`)] = 'SPRINGFIELD'
		out[col(`Provider Business ${kind} Address State Name`)] = state
		out[col(`Provider Business ${kind} Address Postal Code`)] = `${zip}${rng() < 0.5 ? '1234' : ''}`
		out[col(`Provider Business ${kind} Address Country Code (If outside U.S.)`)] = 'US'
		out[col(`Provider Business ${kind} Address Telephone Number`)] = phone
	}
	const enumerated = pastDate(rng, 2005)
	out[col('Provider Enumeration Date')] = mmddyyyy(enumerated)
	out[col('Last Update Date')] = mmddyyyy(pastDate(rng, Number(enumerated.slice(0, 4))))
	out[col('Certification Date')] = rng() < 0.6 ? mmddyyyy(pastDate(rng, 2012)) : ''
}

function setTaxonomy(
	out: string[],
	slot: number,
	code: string,
	number: string,
	state: string,
	primary: boolean,
) {
	out[col(`Healthcare Provider Taxonomy Code_${slot}`)] = code
	out[col(`Provider License Number_${slot}`)] = number
	out[col(`Provider License Number State Code_${slot}`)] = state
	out[col(`Healthcare Provider Primary Taxonomy Switch_${slot}`)] = primary ? 'Y' : 'N'
}

function individual(out: string[], rng: () => number, first: string, last: string, credential: string) {
	out[col('Entity Type Code')] = '1'
	out[col('Provider Last Name (Legal Name)')] = last.toUpperCase()
	out[col('Provider First Name')] = first.toUpperCase()
	out[col('Provider Middle Name')] = pick(rng, MIDDLE).toUpperCase()
	out[col('Provider Credential Text')] = credential
	out[col('Provider Sex Code')] = rng() < 0.62 ? 'F' : 'M'
	out[col('Is Sole Proprietor')] = pick(rng, ['N', 'Y', 'X'])
}

/** The 330 fields of a chosen person's line. */
export function personRecord(person: RegistryPerson, seed = 1): string[] {
	const out = new Array<string>(NPPES_COLUMNS.length).fill('')
	out[col('NPI')] = person.npi
	if (person.deactivated_on) {
		out[col('NPI Deactivation Date')] = mmddyyyy(person.deactivated_on)
		return out
	}
	const rng = rowRng(seed, Number(person.npi.slice(1, 9)))
	const first = person.licenses[0]
	individual(out, rng, person.first_name, person.last_name, first ? pick(rng, CREDENTIAL[first.type]) : '')
	fillCommon(out, rng, first?.state ?? 'NY')
	person.licenses.slice(0, TAXONOMY_SLOTS).forEach((licence, i) => {
		const codes = LICENCE_TYPES.find((t) => t.key === licence.type)?.codes ?? []
		setTaxonomy(out, i + 1, codes[0] ?? '', licence.number, licence.state, i === 0)
	})
	return out
}

/** The 330 fields of generated row `row` (0-based) for a seed. */
export function generatedRecord(seed: number, row: number): string[] {
	const rng = rowRng(seed, row)
	const out = new Array<string>(NPPES_COLUMNS.length).fill('')
	// 48271 is odd and not a multiple of 5: row → number is one-to-one below 10^8.
	out[col('NPI')] = npiFor((row * 48_271 + (seed % 1000) * 7) % 100_000_000)
	const state = pick(rng, STATE_CODES)
	const draw = rng()
	if (draw < 0.04) {
		out[col('NPI Deactivation Date')] = mmddyyyy(pastDate(rng, 2008))
		return out
	}
	if (draw < 0.25) {
		out[col('Entity Type Code')] = '2'
		out[col('Provider Organization Name (Legal Business Name)')] =
			`${pick(rng, LAST).toUpperCase()} ${pick(rng, ['HEALTH LLC', 'COUNSELING GROUP', 'MEDICAL CENTER', 'PHARMACY INC'])}`
		out[col('Authorized Official Last Name')] = pick(rng, LAST).toUpperCase()
		out[col('Authorized Official First Name')] = pick(rng, FIRST).toUpperCase()
		out[col('Authorized Official Title or Position')] = 'OWNER'
		out[col('Authorized Official Telephone Number')] = '5555550100'
		out[col('Is Organization Subpart')] = 'N'
		fillCommon(out, rng, state)
		setTaxonomy(
			out,
			1,
			pick(rng, ORG_CODES),
			rng() < 0.5 ? licenceNumber(rng) : '',
			rng() < 0.5 ? state : '',
			true,
		)
		return out
	}
	const first = pick(rng, FIRST)
	const last = pick(rng, LAST)
	if (draw < 0.6) {
		individual(out, rng, first, last, pick(rng, ['MD', 'DDS', 'PT', 'RN', 'DC', 'PharmD']))
		fillCommon(out, rng, state)
		setTaxonomy(out, 1, pick(rng, OTHER_CODES), licenceNumber(rng), state, true)
		return out
	}
	const type = weighted(rng, TYPE_WEIGHTS)
	individual(out, rng, first, last, pick(rng, CREDENTIAL[type]))
	fillCommon(out, rng, state)
	const codes = LICENCE_TYPES.find((t) => t.key === type)?.codes ?? []
	setTaxonomy(out, 1, pick(rng, codes), licenceNumber(rng), state, true)
	if (rng() < 0.2) setTaxonomy(out, 2, pick(rng, codes), licenceNumber(rng), pick(rng, STATE_CODES), false)
	if (rng() < 0.15) {
		out[col('Other Provider Identifier_1')] = String(100_000 + Math.floor(rng() * 900_000))
		out[col('Other Provider Identifier Type Code_1')] = '05'
		out[col('Other Provider Identifier State_1')] = state
		out[col('Other Provider Identifier Issuer_1')] = 'MEDICAID'
	}
	return out
}

/** One CSV line as NPPES writes it: every field quoted, quotes doubled. */
export function csvLine(fields: readonly string[]): string {
	let line = ''
	for (let i = 0; i < fields.length; i++) {
		const value = fields[i]
		line += `${i ? ',' : ''}"${value.includes('"') ? value.replaceAll('"', '""') : value}"`
	}
	return `${line}\n`
}

/** The lines of a file: the header, the chosen people, then `rows` generated rows. */
export function* registryFileLines(options: {
	rows: number
	seed?: number
	people?: readonly RegistryPerson[]
}): Generator<string> {
	const seed = options.seed ?? 1
	yield csvLine(NPPES_COLUMNS)
	for (const person of options.people ?? []) yield csvLine(personRecord(person, seed))
	for (let row = 0; row < options.rows; row++) yield csvLine(generatedRecord(seed, row))
}
