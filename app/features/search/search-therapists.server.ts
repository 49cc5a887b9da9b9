import { and, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { insurersForState, OUT_OF_POCKET } from '~/features/reference/insurers'
import { GENDER_SHORT_OPTIONS, PRICE_TIERS } from '~/features/reference/options'
import { activeTags } from '~/features/reference/tags'
import { liveProviderCondition } from '~/features/therapists/live-profile'
import {
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
	const keys: FacetKey[] = [ONLINE_KEY]
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

/** Short ids of live providers whose name, headline or summary match the text (and the state). */
async function matchText(db: Db, text: string, state: string | null): Promise<Set<number> | null> {
	const tsquery = sql`websearch_to_tsquery('english', ${text})`
	const [{ terms }] = await db
		.select({ terms: sql<number>`numnode(${tsquery})`.mapWith(Number) })
		.from(sql`(select 1) as one`)
	// Only stop words ("the", "and"): the text cannot narrow anything, so it is ignored.
	if (terms === 0) return null
	const rows = await db
		.select({ shortId: providers.shortId })
		.from(providers)
		.where(
			and(
				sql`${providers.searchText} @@ ${tsquery}`,
				liveProviderCondition,
				state ? sql`${providers.licensedStates} @> array[${state}]::text[]` : undefined,
			),
		)
	return new Set(rows.map((r) => r.shortId))
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
	const restrictTo = query.text ? await matchText(db, query.text, query.state) : null
	const result = index.query({
		keys: queryFacetKeys(query),
		restrictTo,
		skip: (query.page - 1) * query.pageSize,
		limit: query.pageSize,
		countKeys: options.withFacets ? offeredFacetKeys(query.state) : undefined,
	})
	const docs = await listTherapistCards(db, result.ids)
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
	return index.query({ keys, skip: 0, limit: 0 }).count
}
