import type { Db } from '~/db/client.server'
import { insurersForState, OUT_OF_POCKET } from '~/features/reference/insurers'
import { GENDER_SHORT_OPTIONS, PRICE_TIERS } from '~/features/reference/options'
import { activeTags } from '~/features/reference/tags'
import {
	ACCEPTING_KEY,
	type FacetKey,
	IDENTITY_FACETS,
	identityKey,
	ONLINE_KEY,
	paymentKey,
	priceKey,
	tagKey,
} from './facets'
import { getSearchIndex } from './search-index.server'
import { IDENTITY_FILTERS, queryFacetKeys, type SearchQuery } from './search-query'
import { type TherapistCard, listTherapistCards } from './therapist-cards.server'

export type SearchPage = {
	docs: TherapistCard[]
	count: number
	page: number
	/** The next page number, or null on the last page. */
	next: number | null
	/** For each facet key offered as a filter: how many results choosing it would leave. */
	facets: Record<FacetKey, number>
}

/** Every facet key a listing offers as a filter option (for the counts next to them). */
export function offeredFacetKeys(state: string | null): FacetKey[] {
	const keys: FacetKey[] = [ONLINE_KEY, ACCEPTING_KEY]
	for (const t of activeTags('Specialties')) keys.push(tagKey(t.id))
	for (const t of activeTags('Approaches')) keys.push(tagKey(t.id))
	for (const o of GENDER_SHORT_OPTIONS) keys.push(identityKey('gender', o.value))
	keys.push(paymentKey(OUT_OF_POCKET.value))
	for (const i of insurersForState(state)) keys.push(paymentKey(i.slug))
	for (const t of PRICE_TIERS) keys.push(priceKey(t.value))
	for (const f of IDENTITY_FILTERS) {
		if (f === 'gender') continue
		for (const o of IDENTITY_FACETS[f].options) keys.push(identityKey(f, o.value))
	}
	return keys
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

/** Whether a listing (state and/or tag) has any live provider: used by the sitemap. */
export async function countListing(db: Db, keys: FacetKey[]): Promise<number> {
	const index = getSearchIndex(db)
	await index.ensureFresh()
	return (await index.query({ keys, skip: 0, limit: 0 })).count
}
