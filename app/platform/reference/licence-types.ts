/**
 * The kinds of licence a provider may claim (issue 46), each with the NUCC Health Care Provider
 * Taxonomy codes a clinician holding it chooses in NPPES: the licence check (app/features/licences/)
 * accepts a claim only when one of the registry's taxonomies maps to the claimed type. The table is
 * data, in licence-types.json, with its source; keys are stable (stored with each claimed licence):
 * add types, never rename one. Labels are catalog keys, `licences.type.<key>` (full) and
 * `licences.short.<key>` (the evidence line), in app/locales/{en,es}/licences.json.
 */
import LICENCE_TYPE_DATA from './licence-types.json'

export type LicenceTypeKey =
	| 'psychologist'
	| 'lcsw'
	| 'lpc'
	| 'lmft'
	| 'psychiatrist'
	| 'pmhnp'
	| 'psychiatric_cns'
	| 'addiction_counselor'
	| 'psychoanalyst'
	| 'behavior_analyst'
	| 'art_therapist'

export type LicenceType = {
	key: LicenceTypeKey
	/** NUCC taxonomy codes (10 characters) that count as this type. */
	codes: readonly string[]
	/** Catalog keys of its names. */
	label_key: string
	short_key: string
}

export const LICENCE_TYPE_SOURCE: string = LICENCE_TYPE_DATA.source

export const LICENCE_TYPES: readonly LicenceType[] = LICENCE_TYPE_DATA.types.map((type) => ({
	key: type.key as LicenceTypeKey,
	codes: type.codes,
	label_key: `licences.type.${type.key}`,
	short_key: `licences.short.${type.key}`,
}))

/** The keys, in the order a picker lists them (a zod enum takes this tuple). */
export const LICENCE_TYPE_KEYS = LICENCE_TYPES.map((type) => type.key) as [
	LicenceTypeKey,
	...LicenceTypeKey[],
]

const BY_KEY = new Map(LICENCE_TYPES.map((type) => [type.key as string, type]))
const TYPES_BY_CODE = new Map<string, LicenceTypeKey[]>()
for (const type of LICENCE_TYPES)
	for (const code of type.codes) TYPES_BY_CODE.set(code, [...(TYPES_BY_CODE.get(code) ?? []), type.key])

export function findLicenceType(key: string | null | undefined): LicenceType | undefined {
	return key ? BY_KEY.get(key) : undefined
}

/** The licence types a taxonomy code counts as (none for a code outside the table). */
export function licenceTypesOfTaxonomy(code: string): readonly LicenceTypeKey[] {
	return TYPES_BY_CODE.get(code.trim().toUpperCase()) ?? []
}

/**
 * Whether the registry import keeps a clinician with this taxonomy: every code of NUCC's
 * Behavioral Health & Social Service Providers group (10xx: school and pastoral counselors too,
 * so a moderator sees what the registry says even when it maps to no type) and every mapped code.
 */
export function isBehaviouralHealthTaxonomy(code: string): boolean {
	const upper = code.trim().toUpperCase()
	return (upper.length === 10 && upper.startsWith('10')) || TYPES_BY_CODE.has(upper)
}

/** Fails at import time on a malformed table: a code that is not 10 characters, a key twice. */
function assertConsistent(): void {
	if (BY_KEY.size !== LICENCE_TYPES.length) throw new Error('licence-types.json: a key appears twice')
	for (const type of LICENCE_TYPES)
		for (const code of type.codes)
			if (!/^[0-9A-Z]{9}X$/.test(code)) throw new Error(`licence-types.json: bad taxonomy code '${code}'`)
}
assertConsistent()
