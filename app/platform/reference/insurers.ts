import { slugify } from './states'

type Insurer = { slug: string; label: string; is_national: boolean; states: string[] }

/** Payment options always begin with these two (docs/product.md#search); the Insurance filter leaves Sliding Scale out. */
export const OUT_OF_POCKET = { value: 'out-of-pocket', label: 'Out-of-Pocket' }
export const SLIDING_SCALE = { value: 'sliding-scale', label: 'Sliding Scale' }

const NATIONAL = [
	'Aetna',
	'Anthem',
	'Blue Cross Blue Shield',
	'Cigna',
	'Humana',
	'Kaiser Permanente',
	'Magellan',
	'Medicaid',
	'Medicare',
	'Optum',
	'Tricare',
	'UnitedHealthcare',
]

const REGIONAL: Array<[label: string, states: string[]]> = [
	['Regence', ['OR', 'WA', 'ID', 'UT']],
	[
		'Molina Healthcare',
		[
			'CA',
			'FL',
			'IL',
			'MI',
			'NM',
			'NY',
			'OH',
			'TX',
			'WA',
			'WI',
			'UT',
			'SC',
			'KY',
			'VA',
			'NV',
			'AZ',
			'MS',
			'NE',
			'ID',
			'IA',
			'GA',
			'MA',
		],
	],
	[
		'Oscar Health',
		[
			'AZ',
			'CA',
			'CO',
			'FL',
			'GA',
			'IL',
			'IA',
			'KS',
			'MI',
			'MO',
			'NJ',
			'NY',
			'NC',
			'OH',
			'OK',
			'PA',
			'TN',
			'TX',
			'VA',
		],
	],
	['Empire BCBS', ['NY']],
	['Oxford Health Plans', ['NY', 'NJ', 'CT']],
	['Harvard Pilgrim', ['MA', 'NH', 'ME', 'CT']],
	['Health Net', ['CA', 'AZ', 'OR']],
	['Highmark', ['PA', 'DE', 'WV', 'NY']],
	['Premera Blue Cross', ['WA', 'AK']],
	['Florida Blue', ['FL']],
	['Independence Blue Cross', ['PA']],
	['Tufts Health Plan', ['MA', 'RI']],
	['EmblemHealth', ['NY']],
	['CareFirst', ['MD', 'DC', 'VA']],
	['Horizon BCBS', ['NJ']],
	['Blue Shield of California', ['CA']],
	['Ambetter', ['AZ', 'FL', 'GA', 'IL', 'IN', 'KS', 'MO', 'NC', 'NV', 'OH', 'TX', 'WA']],
	['Priority Health', ['MI']],
	['Geisinger', ['PA']],
	['Medica', ['MN', 'IA', 'NE', 'ND', 'SD', 'WI']],
]

export const INSURERS: readonly Insurer[] = [
	...NATIONAL.map((label) => ({ slug: slugify(label), label, is_national: true, states: [] })),
	...REGIONAL.map(([label, states]) => ({ slug: slugify(label), label, is_national: false, states })),
]

const BY_SLUG = new Map(INSURERS.map((i) => [i.slug, i]))

export function findInsurer(slug: string): Insurer | undefined {
	return BY_SLUG.get(slug)
}

/** Insurers offered in a state (national first), or only the national ones without a state. */
export function insurersForState(stateCode?: string | null): Insurer[] {
	return INSURERS.filter((i) => i.is_national || (stateCode != null && i.states.includes(stateCode)))
}

export function paymentLabel(value: string): string {
	if (value === OUT_OF_POCKET.value) return OUT_OF_POCKET.label
	if (value === SLIDING_SCALE.value) return SLIDING_SCALE.label
	return BY_SLUG.get(value)?.label ?? value
}
