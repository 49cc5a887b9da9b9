import type { Bitset } from './bitset'
import type { NearOrigin } from './near'

// What the search index (search-engine.server.ts) is asked, what it answers, and what it keeps of a
// filter set it has evaluated.

/**
 * A key a row has (a bitset of the rows that have it): what the keys are, and which a row has, is
 * the product's (its definition's encoder), e.g. 'state:CA' (app/features/search/facets.ts).
 */
export type FacetKey = string

export type IndexQuery = {
	keys: FacetKey[]
	/** Keyword text (docs/search.md#keyword-search): every word must match. */
	text?: string
	skip: number
	limit: number
	countKeys?: readonly FacetKey[]
	/** Only offices within range of this point, nearest band first (docs/search.md#near-a-zip-code). */
	near?: NearOrigin
}
export type IndexResult = {
	count: number
	ids: string[]
	facetCounts: Map<FacetKey, number>
	/** With `near`: each id's distance in miles (one decimal). */
	miles?: number[]
}

/** A filter set evaluated against a snapshot, kept in the index's cache while it is the same. */
export type Evaluated = {
	result: Bitset
	count: number
	facetCounts: Map<FacetKey, number>
	/** Keyword searches: the providers every word matched through a label, a place or the name. */
	strong?: Bitset
	/** Near searches: the points in range that hold an office, by distance band (near.ts). */
	bands?: number[][]
	/** Queries reading the sets now; whether the cache holds them; whether they went back to the pool. */
	readers: number
	cached: boolean
	recycled?: boolean
}
