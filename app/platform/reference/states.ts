/** 50 states + DC (ISO 3166-2:US). District of Columbia is shortened to DC in labels and slugs. */
export type UsState = { code: string; name: string; label: string; slug: string }

const STATE_NAMES: Array<[code: string, name: string]> = [
	['AL', 'Alabama'],
	['AK', 'Alaska'],
	['AZ', 'Arizona'],
	['AR', 'Arkansas'],
	['CA', 'California'],
	['CO', 'Colorado'],
	['CT', 'Connecticut'],
	['DE', 'Delaware'],
	['DC', 'District of Columbia'],
	['FL', 'Florida'],
	['GA', 'Georgia'],
	['HI', 'Hawaii'],
	['ID', 'Idaho'],
	['IL', 'Illinois'],
	['IN', 'Indiana'],
	['IA', 'Iowa'],
	['KS', 'Kansas'],
	['KY', 'Kentucky'],
	['LA', 'Louisiana'],
	['ME', 'Maine'],
	['MD', 'Maryland'],
	['MA', 'Massachusetts'],
	['MI', 'Michigan'],
	['MN', 'Minnesota'],
	['MS', 'Mississippi'],
	['MO', 'Missouri'],
	['MT', 'Montana'],
	['NE', 'Nebraska'],
	['NV', 'Nevada'],
	['NH', 'New Hampshire'],
	['NJ', 'New Jersey'],
	['NM', 'New Mexico'],
	['NY', 'New York'],
	['NC', 'North Carolina'],
	['ND', 'North Dakota'],
	['OH', 'Ohio'],
	['OK', 'Oklahoma'],
	['OR', 'Oregon'],
	['PA', 'Pennsylvania'],
	['RI', 'Rhode Island'],
	['SC', 'South Carolina'],
	['SD', 'South Dakota'],
	['TN', 'Tennessee'],
	['TX', 'Texas'],
	['UT', 'Utah'],
	['VT', 'Vermont'],
	['VA', 'Virginia'],
	['WA', 'Washington'],
	['WV', 'West Virginia'],
	['WI', 'Wisconsin'],
	['WY', 'Wyoming'],
]

/**
 * Slugs already made: a listing's filters slugify the same few hundred labels on every render, and
 * the regular expressions below were 1 % of its server time (docs/benchmarks.md, uncached listing
 * pages). Bounded, since visitors' text is slugified too.
 */
const slugs = new Map<string, string>()
const SLUGS_KEPT = 4096

export function slugify(text: string): string {
	let slug = slugs.get(text)
	if (slug === undefined) {
		if (slugs.size >= SLUGS_KEPT) slugs.clear()
		slug = slugOf(text)
		slugs.set(text, slug)
	}
	return slug
}

function slugOf(text: string): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/['’]/g, '')
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
}

export const STATES: readonly UsState[] = STATE_NAMES.map(([code, name]) => {
	const label = code === 'DC' ? 'DC' : name
	return { code, name, label, slug: slugify(label) }
})

const BY_CODE = new Map(STATES.map((s) => [s.code, s]))
const BY_SLUG = new Map(STATES.map((s) => [s.slug, s]))

export function findStateByCode(code: string | null | undefined): UsState | undefined {
	return code ? BY_CODE.get(code.toUpperCase()) : undefined
}

export function findStateBySlug(slug: string | null | undefined): UsState | undefined {
	return slug ? BY_SLUG.get(slug.toLowerCase()) : undefined
}

export const STATE_CODES = STATES.map((s) => s.code) as [string, ...string[]]

/** Share of US population (2020 census, %), used to skew demo data and nothing else. */
export const STATE_POPULATION_WEIGHT: Record<string, number> = {
	AL: 1.5,
	AK: 0.22,
	AZ: 2.2,
	AR: 0.91,
	CA: 11.9,
	CO: 1.75,
	CT: 1.09,
	DE: 0.3,
	DC: 0.21,
	FL: 6.5,
	GA: 3.2,
	HI: 0.44,
	ID: 0.55,
	IL: 3.85,
	IN: 2.05,
	IA: 0.96,
	KS: 0.89,
	KY: 1.36,
	LA: 1.4,
	ME: 0.41,
	MD: 1.85,
	MA: 2.1,
	MI: 3.03,
	MN: 1.72,
	MS: 0.89,
	MO: 1.85,
	MT: 0.33,
	NE: 0.59,
	NV: 0.93,
	NH: 0.41,
	NJ: 2.78,
	NM: 0.64,
	NY: 6.06,
	NC: 3.13,
	ND: 0.23,
	OH: 3.55,
	OK: 1.19,
	OR: 1.28,
	PA: 3.9,
	RI: 0.33,
	SC: 1.54,
	SD: 0.27,
	TN: 2.07,
	TX: 8.74,
	UT: 0.98,
	VT: 0.19,
	VA: 2.6,
	WA: 2.33,
	WV: 0.54,
	WI: 1.77,
	WY: 0.17,
}
