import { SLIDING_SCALE } from '~/platform/reference/insurers'
import { accessKey, CONSULTATION_KEY, type FacetKey, LICENCE_CHECKED_KEY, paymentKey } from './facets'

/**
 * The yes/no filters (docs/search.md#filters), each declared once. From this list follow the listing
 * URL (`name=1`), the API parameter (`name=true`, described in the OpenAPI document by its label), the facet
 * count beside the checkbox, the checkbox in the filter panel, its chip, what a follow-up keeps and
 * relaxes, and the index key a provider carries. CONTRIBUTING.md, "Recipe: add a search filter".
 */
export type FlagFilter = {
	/**
	 * The parameter's name in the listing URL and in GET /api/user; its label is
	 * `filters.<name>` in app/locales/{en,es}/listing.json (flagLabel).
	 */
	name: string
	/**
	 * The facet key of the providers who match. How the index knows them: a filter named like a
	 * yes/no column the index row packs (INDEX_FLAG_COLUMNS in app/db/schema/providers.ts) is read
	 * from that column; any other names a key the index already makes (a payment value, say).
	 */
	key: FacetKey
	/** Where the panel shows it: with the access needs after "Accepting", or with the costs after Price. */
	group: 'access' | 'cost'
}

export const FLAG_FILTERS = [
	{
		name: 'wheelchair_accessible',
		key: accessKey('wheelchair_accessible'),
		group: 'access',
	},
	{
		name: 'evening_hours',
		key: accessKey('evening_hours'),
		group: 'access',
	},
	{
		name: 'weekend_hours',
		key: accessKey('weekend_hours'),
		group: 'access',
	},
	// docs/product.md#licence-checks: the licence matched the NPI registry or staff confirmed it.
	{
		name: 'license_checked',
		key: LICENCE_CHECKED_KEY,
		group: 'access',
	},
	// Who has an open time now (the index row's consultation_next_at), not who once turned it on.
	{ name: 'free_consultation', key: CONSULTATION_KEY, group: 'access' },
	{ name: 'sliding_scale', key: paymentKey(SLIDING_SCALE.value), group: 'cost' },
] as const satisfies readonly FlagFilter[]

export type FlagName = (typeof FLAG_FILTERS)[number]['name']
export type FlagValues = Record<FlagName, boolean>

/** Just the yes/no filters of a query or of the API's parameters (one left out is off). */
export const flagValues = (values: Partial<Record<FlagName, boolean>>): FlagValues =>
	Object.fromEntries(FLAG_FILTERS.map((f) => [f.name, values[f.name] ?? false])) as FlagValues

export const NO_FLAGS = flagValues({})

/** A yes/no filter's label key in app/locales/{en,es}/listing.json. */
export const flagLabel = (flag: Pick<FlagFilter, 'name'>) => `filters.${flag.name}`

/** The flags a query asks for. */
export const flagsOf = (values: FlagValues): FlagFilter[] => FLAG_FILTERS.filter((f) => values[f.name])
