/**
 * Word lists for the demo directory: names, places and credentials. Fictional people only; every
 * phone number uses the 555-0100..0199 block set aside for fiction, and every web or e-mail address
 * uses the reserved example.com / example.org domains (RFC 2606).
 */
import names from './demo-names.json'
import places from './demo-places.json'
import type { Weighted } from './prng'

type Gendered = { F: readonly string[]; M: readonly string[] }

export type Ethnicity =
	| 'Asian'
	| 'Black or African American'
	| 'Hispanic or Latin'
	| 'Indian'
	| 'Middle Eastern'
	| 'Native American'
	| 'Pacific Islander'
	| 'White'

/** A naming background: surnames, optional first names, and the identities and languages it hints at. */
export type NameGroup = {
	weight: number
	last: readonly string[]
	first?: Gendered
	ethnicity: Weighted<Ethnicity>
	/** Second languages providers from this background may offer. */
	languages: readonly string[]
	faith?: Weighted<string>
}

/** A city with a base ZIP code (plus a small spread) and its main area code. */
export type City = readonly [name: string, zip: number, zipSpread: number, areaCode: string]

// The word lists are data (demo-names.json, demo-places.json); the types above say their shape.

/** Common US first names across generations and backgrounds. */
export const FIRST_NAMES = names.FIRST_NAMES as Gendered & { N: readonly string[] }
export const NAME_GROUPS = names.NAME_GROUPS as unknown as readonly NameGroup[]
/** The largest cities of each state first (they are weighted by position). */
export const CITIES = places.CITIES as unknown as Readonly<Record<string, readonly City[]>>
export const STREET_NAMES: readonly string[] = places.STREET_NAMES
export const STREET_SUFFIXES = places.STREET_SUFFIXES as unknown as Weighted<string>

export type CredentialKind =
	| 'social-worker'
	| 'counselor'
	| 'mft'
	| 'psychologist'
	| 'nurse-practitioner'
	| 'associate'
	| 'addiction'
	| 'art-therapist'

export const CREDENTIAL_WEIGHTS: Weighted<CredentialKind> = [
	['social-worker', 30],
	['counselor', 28],
	['mft', 18],
	['psychologist', 14],
	['associate', 5],
	['nurse-practitioner', 2.5],
	['addiction', 2],
	['art-therapist', 0.5],
]

// State titles for the same kinds of license differ; these are the common ones.
const INDEPENDENT_SOCIAL_WORKER: Record<string, string> = {
	MA: 'LICSW',
	MN: 'LICSW',
	WA: 'LICSW',
	RI: 'LICSW',
	VT: 'LICSW',
	DC: 'LICSW',
	NH: 'LICSW',
	ND: 'LICSW',
	OH: 'LISW',
	IA: 'LISW',
	NM: 'LISW',
	SC: 'LISW',
}
const COUNSELOR: Record<string, string> = {
	CA: 'LPCC',
	OH: 'LPCC',
	MN: 'LPCC',
	NM: 'LPCC',
	KY: 'LPCC',
	NY: 'LMHC',
	MA: 'LMHC',
	WA: 'LMHC',
	FL: 'LMHC',
	RI: 'LMHC',
	IN: 'LMHC',
	HI: 'LMHC',
	IL: 'LCPC',
	MD: 'LCPC',
	ME: 'LCPC',
	MT: 'LCPC',
	ID: 'LCPC',
	KS: 'LCPC',
	NC: 'LCMHC',
	VT: 'LCMHC',
	NH: 'LCMHC',
}
const COUNSELOR_TITLES: Record<string, string> = {
	LPC: 'Licensed Professional Counselor',
	LPCC: 'Licensed Professional Clinical Counselor',
	LMHC: 'Licensed Mental Health Counselor',
	LCPC: 'Licensed Clinical Professional Counselor',
	LCMHC: 'Licensed Clinical Mental Health Counselor',
}
const SOCIAL_WORKER_TITLES: Record<string, string> = {
	LCSW: 'Licensed Clinical Social Worker',
	LICSW: 'Licensed Independent Clinical Social Worker',
	LISW: 'Licensed Independent Social Worker',
}

export type Credential = {
	kind: CredentialKind
	/** What goes before the license number, e.g. "LCSW". */
	licensePrefix: string
	/** Headline choices, all at most 50 characters. */
	headlines: string[]
}

/** The credential of a provider whose main license is in `state`. */
export function credentialFor(kind: CredentialKind, state: string, variant: number): Credential {
	switch (kind) {
		case 'social-worker': {
			const abbr = INDEPENDENT_SOCIAL_WORKER[state] ?? 'LCSW'
			return {
				kind,
				licensePrefix: abbr,
				headlines: [
					`${SOCIAL_WORKER_TITLES[abbr]}, ${abbr}`,
					`${SOCIAL_WORKER_TITLES[abbr]}, ${abbr}`,
					`Clinical Social Worker, ${abbr}`,
					`Psychotherapist, ${abbr}`,
					`Therapist, ${abbr}, MSW`,
				],
			}
		}
		case 'counselor': {
			const abbr = COUNSELOR[state] ?? 'LPC'
			return {
				kind,
				licensePrefix: abbr,
				headlines: [
					`${COUNSELOR_TITLES[abbr]}, ${abbr}`,
					`${COUNSELOR_TITLES[abbr]}, ${abbr}`,
					`Counselor, ${abbr}`,
					`Therapist, ${abbr}`,
					`Mental Health Counselor, ${abbr}, MA`,
				],
			}
		}
		case 'mft':
			return {
				kind,
				licensePrefix: 'LMFT',
				headlines: [
					'Licensed Marriage & Family Therapist, LMFT',
					'Licensed Marriage & Family Therapist',
					'Marriage & Family Therapist, LMFT',
					'Couples & Family Therapist, LMFT',
				],
			}
		case 'psychologist':
			return {
				kind,
				licensePrefix: state === 'CA' ? 'PSY' : 'Psychologist',
				headlines: [
					'Psychologist, PhD',
					'Psychologist, PsyD',
					'Licensed Psychologist, PhD',
					'Clinical Psychologist, PsyD',
					'Clinical Psychologist, PhD',
					'Counseling Psychologist, PhD',
				],
			}
		case 'nurse-practitioner':
			return {
				kind,
				licensePrefix: 'APRN',
				headlines: ['Psychiatric Nurse Practitioner, PMHNP-BC', 'Psychiatric Mental Health NP, PMHNP'],
			}
		case 'associate':
			if (state === 'CA') {
				return variant % 2 === 0
					? {
							kind,
							licensePrefix: 'AMFT',
							headlines: ['Associate Marriage & Family Therapist, AMFT', 'Therapist, AMFT'],
						}
					: {
							kind,
							licensePrefix: 'ASW',
							headlines: ['Associate Clinical Social Worker, ASW', 'Therapist, ASW'],
						}
			}
			if (state === 'TX') {
				return {
					kind,
					licensePrefix: 'LPC Associate',
					headlines: ['Licensed Professional Counselor Associate', 'Therapist, LPC Associate'],
				}
			}
			return {
				kind,
				licensePrefix: 'LMSW',
				headlines: ['Licensed Master Social Worker, LMSW', 'Therapist, LMSW'],
			}
		case 'addiction':
			return {
				kind,
				licensePrefix: 'LAC',
				headlines: ['Licensed Addiction Counselor, LAC', 'Addiction Counselor, LAC, MA'],
			}
		case 'art-therapist':
			return {
				kind,
				licensePrefix: 'LPC',
				headlines: ['Art Therapist, ATR-BC, LPC', 'Registered Art Therapist, ATR-BC'],
			}
	}
}

/** The spoken name of a credential, used inside summaries ("As a marriage and family therapist…"). */
export const CREDENTIAL_NOUN: Record<CredentialKind, string> = {
	'social-worker': 'clinical social worker',
	counselor: 'licensed counselor',
	mft: 'marriage and family therapist',
	psychologist: 'psychologist',
	'nurse-practitioner': 'psychiatric nurse practitioner',
	associate: 'therapist',
	addiction: 'addiction counselor',
	'art-therapist': 'art therapist',
}

/** Words a moderator's keyword filter would catch; used by the few flagged demo profiles. */
export const FLAGGED_KEYWORDS = ['casino', 'crypto', 'guaranteed cure', 'miracle cure', 'diet pills'] as const
