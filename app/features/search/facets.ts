import {
	AGE_GROUP_OPTIONS,
	ETHNICITY_OPTIONS,
	FAITH_OPTIONS,
	GENDER_OPTIONS,
	LANGUAGE_OPTIONS,
	type Option,
	PRICE_TIERS,
	SEXUALITY_OPTIONS,
} from '~/platform/reference/options'
import { slugify } from '~/platform/reference/states'
import { ONLINE_THERAPY_TAG_ID } from '~/platform/reference/tags'
import { ACCESS_NEEDS, type AccessNeed } from '~/platform/reference/options'

/**
 * Facets are string keys ("state:CA", "tag:106", "pay:aetna", "gender:Female", "price:under-90").
 * A provider has a set of keys; a search is the intersection of the keys it asks for.
 */
export type FacetKey = string

/** The single-choice identity filters, by URL/API name → provider field and option list. */
export const IDENTITY_FACETS = {
	gender: { prefix: 'gender', options: GENDER_OPTIONS, label: 'Gender' },
	language: { prefix: 'lang', options: LANGUAGE_OPTIONS, label: 'Language' },
	age: { prefix: 'age', options: AGE_GROUP_OPTIONS, label: 'Age group' },
	ethnicity: { prefix: 'eth', options: ETHNICITY_OPTIONS, label: 'Ethnicity' },
	sexuality: { prefix: 'sex', options: SEXUALITY_OPTIONS, label: 'Sexuality' },
	faith: { prefix: 'faith', options: FAITH_OPTIONS, label: 'Religion' },
} as const satisfies Record<string, { prefix: string; options: Option[]; label: string }>
export type IdentityFacet = keyof typeof IDENTITY_FACETS

export const stateKey = (code: string): FacetKey => `state:${code}`
export const tagKey = (id: number): FacetKey => `tag:${id}`
export const paymentKey = (slug: string): FacetKey => `pay:${slug}`
export const priceKey = (tier: string): FacetKey => `price:${tier}`
export const identityKey = (facet: IdentityFacet, value: string): FacetKey =>
	`${IDENTITY_FACETS[facet].prefix}:${value}`
export const ONLINE_KEY = tagKey(ONLINE_THERAPY_TAG_ID)
/** An access need the provider offers ('access:wheelchair_accessible'): one key per column. */
export const accessKey = (need: AccessNeed): FacetKey => `access:${need}`
/** Availability class (0 accepting, 1 waitlist, 2 not accepting): docs/product.md#ranking. */
export const availabilityKey = (cls: number): FacetKey => `avail:${cls}`
/** Unconfirmed for over 60 days: ranks after the confirmed ones of its class (docs/product.md#availability-freshness). */
export const STALE_KEY: FacetKey = 'fresh:stale'
/** Unconfirmed for over 180 days: out of the sitemap, and Accepting is shown as unknown. */
export const UNKNOWN_KEY: FacetKey = 'fresh:unknown'
/** The 'Accepting new clients' filter: shown to visitors as Accepting (so not unknown). */
export const ACCEPTING_KEY: FacetKey = 'accepting'
/** Confirmed within 30 / 90 days: the directory health page's shares. */
export const CONFIRMED_30_KEY: FacetKey = 'fresh:30'
export const CONFIRMED_90_KEY: FacetKey = 'fresh:90'

/** The facet fields of a provider row (as stored). */
type FacetSource = {
	licensed_states: string[]
	issues: number[]
	approaches: number[]
	online_therapy: string
	payments: string[]
	gender: string[]
	language: string[]
	focuses_age: string[]
	ethnicity: string[]
	sexuality: string[]
	faith: string[]
	min_cost: number | null
	max_cost: number | null
	wheelchair_accessible: boolean
	evening_hours: boolean
	weekend_hours: boolean
}

/** A price tier matches when the provider's [min, max] range overlaps it. */
function priceTiersFor(min_cost: number | null, max_cost: number | null): string[] {
	if (min_cost == null && max_cost == null) return []
	const lo = min_cost ?? max_cost ?? 0
	const hi = max_cost ?? min_cost ?? 0
	return PRICE_TIERS.filter((t) => lo <= t.max && hi >= t.min).map((t) => t.value)
}

export function facetKeysOf(p: FacetSource): FacetKey[] {
	const keys: FacetKey[] = []
	for (const s of p.licensed_states) keys.push(stateKey(s))
	for (const id of p.issues) keys.push(tagKey(id))
	for (const id of p.approaches) keys.push(tagKey(id))
	if (p.online_therapy !== 'In-Person Only') keys.push(ONLINE_KEY)
	for (const slug of p.payments) keys.push(paymentKey(slug))
	for (const v of p.gender) keys.push(identityKey('gender', v))
	for (const v of p.language) keys.push(identityKey('language', v))
	for (const v of p.focuses_age) keys.push(identityKey('age', v))
	for (const v of p.ethnicity) keys.push(identityKey('ethnicity', v))
	for (const v of p.sexuality) keys.push(identityKey('sexuality', v))
	for (const v of p.faith) keys.push(identityKey('faith', v))
	for (const tier of priceTiersFor(p.min_cost, p.max_cost)) keys.push(priceKey(tier))
	for (const need of ACCESS_NEEDS) if (p[need.name]) keys.push(accessKey(need.name))
	return keys
}

/** Option value ↔ URL slug, for the identity lists ("Non-Binary" ↔ "non-binary"). */
export function identityValueFromSlug(facet: IdentityFacet, slug: string): string | undefined {
	return IDENTITY_FACETS[facet].options.find((o) => slugify(o.value) === slug || o.value === slug)?.value
}
