import type { Db } from '~/db/client.server'
import { offeredFacetKeys } from './facet-counts'
import type { FacetKey } from './facets'
import type { NearOrigin } from '~/platform/search-engine/near'
import { nearOrigin } from './near-query.server'
import { getSearchIndex } from './search-index.server'
import { queryFacetKeys, type SearchQuery } from './search-query'
import { type TherapistCard, listTherapistCards } from './therapist-cards.server'

type SearchPage = {
	/** With `near`, each card carries `distance_miles` (one decimal). */
	docs: TherapistCard[]
	count: number
	page: number
	/** The next page number, or null on the last page. */
	next: number | null
	/** For each facet key offered as a filter: how many results choosing it would leave. */
	facets: Record<FacetKey, number>
}

/**
 * Public search over live profiles: one page in rank order, the exact count, and facet counts.
 * Anyone may call it; it never returns private fields.
 */
export async function searchTherapists(
	db: Db,
	query: SearchQuery,
	options: { withFacets?: boolean; now?: Date; origin?: NearOrigin } = {},
): Promise<SearchPage> {
	// A city page searches around the city's centroid; otherwise around the query's ZIP, if any.
	const near = options.origin ?? nearOrigin(query)
	const index = getSearchIndex(db)
	await index.ensureFresh(options.now)
	const result = await index.query({
		keys: queryFacetKeys(query),
		text: query.text,
		near,
		skip: (query.page - 1) * query.pageSize,
		limit: query.pageSize,
		countKeys: options.withFacets ? offeredFacetKeys(query.state) : undefined,
	})
	// Freshness as of the same clock as the index (a test passes its own).
	const cards = await listTherapistCards(db, result.ids, options.now)
	const miles = new Map(result.ids.map((id, i) => [id, result.miles?.[i]]))
	const docs = result.miles ? cards.map((card) => ({ ...card, distance_miles: miles.get(card.id) })) : cards
	const lastPage = Math.max(1, Math.ceil(result.count / query.pageSize))
	return {
		docs,
		count: result.count,
		page: query.page,
		next: query.page < lastPage ? query.page + 1 : null,
		facets: Object.fromEntries(result.facetCounts),
	}
}

/** How many live providers a listing (facet keys: state, tag, freshness; and its text) has: the sitemap, the online link. */
export async function countListing(
	db: Db,
	keys: FacetKey[],
	now = new Date(),
	text?: string,
): Promise<number> {
	const index = getSearchIndex(db)
	await index.ensureFresh(now)
	return (await index.query({ keys, text, skip: 0, limit: 0 })).count
}
