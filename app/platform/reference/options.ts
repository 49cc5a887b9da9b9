/** Option lists of the product (docs/product.md#plans-and-legal). Values are stable; labels are shown. */
export type Option = { value: string; label: string }

function options(labels: readonly string[]): Option[] {
	return labels.map((label) => ({ value: label, label }))
}

export const AVAILABILITY_OPTIONS = options([
	'Accepting New Clients',
	'Waitlist for New Clients',
	'Not Accepting New Clients',
])

export const ONLINE_THERAPY_OPTIONS = options(['Both', 'Teletherapy Only', 'In-Person Only'])

export const GENDER_OPTIONS = options(['Female', 'Male', 'Transgender', 'Non-Binary'])
/** The search filter's short list drops Transgender. */
export const GENDER_SHORT_OPTIONS = GENDER_OPTIONS.filter((o) => o.value !== 'Transgender')

export const AGE_GROUP_OPTIONS = options([
	'Toddler',
	'Children (6-10)',
	'Preteen',
	'Teen',
	'Adult',
	'Elders (65+)',
])

export const ETHNICITY_OPTIONS = options([
	'Asian',
	'Black or African American',
	'Hispanic or Latin',
	'Indian',
	'Middle Eastern',
	'Native American',
	'Pacific Islander',
	'White',
])

export const SEXUALITY_OPTIONS = options([
	'LGBTQ+',
	'Gay or Lesbian',
	'Bisexual',
	'Asexual',
	'Straight / Heterosexual',
])

export const FAITH_OPTIONS = options([
	'Buddhist',
	'Christian',
	'Hindu',
	'Jewish',
	'Muslim',
	'Secular and Non-Religious',
	'Sikh',
	'Latter-day Saints (LDS)',
])

export const LANGUAGE_OPTIONS = options([
	'English',
	'American Sign Language',
	'Arabic',
	'Armenian',
	'Bosnian',
	'Cantonese',
	'Croatian',
	'Farsi',
	'Filipino',
	'French',
	'German',
	'Greek',
	'Gujarati',
	'Haitian Creole',
	'Hebrew',
	'Hindi',
	'Hungarian',
	'Italian',
	'Japanese',
	'Korean',
	'Mandarin',
	'Polish',
	'Portuguese',
	'Punjabi',
	'Romanian',
	'Russian',
	'Serbian',
	'Sinhalese',
	'Spanish',
	'Tamil',
	'Turkish',
	'Ukrainian',
	'Urdu',
	'Vietnamese',
])

/** Sliding price tiers (docs/product.md#search), matched against a provider's min/max cost. */
export const PRICE_TIERS = [
	{ value: 'under-90', label: 'Under $90', min: 0, max: 89 },
	{ value: '90-130', label: '$90-130', min: 90, max: 130 },
	{ value: 'over-130', label: 'Over $130', min: 131, max: 99_999 },
] as const
export type PriceTier = (typeof PRICE_TIERS)[number]['value']

/** Special filter label for teletherapy (docs/product.md#search). */
export const ONLINE_THERAPY_LABEL = 'Online Therapy'

export const ONLINE_THERAPY_SLUG = 'online-therapy'

export const GROWTH_PACKAGE_PRICE_PER_MONTH = 30
export const FREE_PLAN_NAME = 'Starting Practice'
export const PAID_PLAN_NAME = 'Growth Package'
