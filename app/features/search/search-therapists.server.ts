import type { Db } from '~/db/client.server'
import { offeredFacetKeys } from './facet-counts'
import type { FacetKey } from './facets'
import { getSearchIndex } from './search-index.server'
import { queryFacetKeys, type SearchQuery } from './search-query'
import { type TherapistCard, listTherapistCards } from './therapist-cards.server'

type SearchPage = {
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
	options: { withFacets?: boolean; now?: Date } = {},
): Promise<SearchPage> {
	const index = getSearchIndex(db)
	await index.ensureFresh(options.now)
	const result = await index.query({
		keys: queryFacetKeys(query),
		text: query.text,
		skip: (query.page - 1) * query.pageSize,
		limit: query.pageSize,
		countKeys: options.withFacets ? offeredFacetKeys(query.state) : undefined,
	})
	// Freshness as of the same clock as the index (a test passes its own).
	const docs = await listTherapistCards(db, result.ids, options.now)
	const lastPage = Math.max(1, Math.ceil(result.count / query.pageSize))
	return {
		docs,
		count: result.count,
		page: query.page,
		next: query.page < lastPage ? query.page + 1 : null,
		facets: Object.fromEntries(result.facetCounts),
	}
}

/** How many live providers a listing (facet keys: state, tag, freshness) has: used by the sitemap. */
export async function countListing(db: Db, keys: FacetKey[], now = new Date()): Promise<number> {
	const index = getSearchIndex(db)
	await index.ensureFresh(now)
	return (await index.query({ keys, skip: 0, limit: 0 })).count
}
