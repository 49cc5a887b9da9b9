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
import type { IndexFlagColumn } from '~/db/schema/providers'
import type { FacetKey } from '~/platform/search-engine/index-query'

/**
 * Facets are string keys ("state:CA", "tag:106", "pay:aetna", "gender:Female", "price:under-90"),
 * the search engine's keys (app/platform/search-engine/index-query.ts). A provider has a set of keys
 * (provider-encoder.ts); a search is the intersection of the keys it asks for.
 */
export type { FacetKey }

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
/** A yes/no column of the index row that is true for the provider ('access:wheelchair_accessible'). */
export const accessKey = (column: IndexFlagColumn): FacetKey => `access:${column}`
/** The licence was checked (license_checks.license_checked; docs/product.md#licence-checks). */
export const LICENCE_CHECKED_KEY: FacetKey = 'access:license_checked'
/** Has an open free consultation time (providers.consultation_next_at; docs/product.md#free-consultations). */
export const CONSULTATION_KEY: FacetKey = 'consultation'
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

/**
 * A provider's keys (provider-encoder.ts): each value of these list fields (in the order the index
 * reads them packed, index-definition.server.ts); ONLINE_KEY unless In-Person Only; each price tier its
 * cost range overlaps; each access need it offers; then availability and freshness.
 */
export const LIST_FACETS = [
	{ field: 'licensed_states', key: (v: string) => stateKey(v) },
	{ field: 'issues', key: (v: string) => tagKey(Number(v)) },
	{ field: 'approaches', key: (v: string) => tagKey(Number(v)) },
	{ field: 'payments', key: (v: string) => paymentKey(v) },
	{ field: 'gender', key: (v: string) => identityKey('gender', v) },
	{ field: 'language', key: (v: string) => identityKey('language', v) },
	{ field: 'focuses_age', key: (v: string) => identityKey('age', v) },
	{ field: 'ethnicity', key: (v: string) => identityKey('ethnicity', v) },
	{ field: 'sexuality', key: (v: string) => identityKey('sexuality', v) },
	{ field: 'faith', key: (v: string) => identityKey('faith', v) },
] as const

/** Everything but In-Person Only is offered online. */
export const offersOnline = (online_therapy: string): boolean => online_therapy !== 'In-Person Only'

/** A price tier matches when the provider's [min, max] range overlaps it. */
export function priceTiersFor(min_cost: number | null, max_cost: number | null): string[] {
	if (min_cost == null && max_cost == null) return []
	const lo = min_cost ?? max_cost ?? 0
	const hi = max_cost ?? min_cost ?? 0
	return PRICE_TIERS.filter((t) => lo <= t.max && hi >= t.min).map((t) => t.value)
}

/** Option value ↔ URL slug, for the identity lists ("Non-Binary" ↔ "non-binary"). */
export function identityValueFromSlug(facet: IdentityFacet, slug: string): string | undefined {
	return IDENTITY_FACETS[facet].options.find((o) => slugify(o.value) === slug || o.value === slug)?.value
}
