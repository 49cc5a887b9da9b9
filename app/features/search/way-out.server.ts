import type { Db } from '~/db/client.server'
import { findStateByCode } from '~/platform/reference/states'
import { ACCEPTING_KEY, CONFIRMED_30_KEY, stateKey, tagKey } from './facets'
import { getSearchIndex } from './search-index.server'
import { EMPTY_QUERY, listingUrl, queryFacetKeys, type SearchQuery } from './search-query'
import { appliedFilters, type FilterChip, filterForText } from './text-filters'
import { listTherapistCards, type TherapistCard } from './therapist-cards.server'
import { ENGLISH_I18N, type I18nValue } from '~/lib/i18n'

type Words = Pick<I18nValue, 'locale' | 't'>

/**
 * Ways out of a dead end (docs/product.md#search): the filter a search text names, chips that
 * remove one filter each with the count they would give, and accepting therapists nearby. Every
 * count comes from the in-memory index.
 */

export type ListingLink = { label: string; href: string; count: number }
export type WayOut = {
	/** The listing's filter chips, each with the count removing it would give. */
	chips: Array<FilterChip & { count: number }>
	clearAll: string
	online: ListingLink | null
	similar: TherapistCard[]
}

const SIMILAR = 3

async function countOf(db: Db, q: SearchQuery): Promise<number> {
	const index = getSearchIndex(db)
	await index.ensureFresh()
	return (await index.query({ keys: queryFacetKeys(q), text: q.text, skip: 0, limit: 0 })).count
}

/** "Language: Spanish (22)" when the whole text names a filter's option that has results. */
export async function suggestFilter(
	db: Db,
	query: SearchQuery,
	words: Words = ENGLISH_I18N,
): Promise<ListingLink | null> {
	const change = filterForText(query, words)
	if (!change) return null
	const next = change.apply(query)
	const count = await countOf(db, next)
	return count > 0 ? { label: change.label, href: listingUrl(next), count } : null
}

/**
 * Therapists shown as accepting (confirmed within 180 days) licensed in the state, with the given
 * specialties first (each in turn, then any specialty when too few have one), in today's rank order;
 * never `excludeId`. `recent` keeps only those confirmed within 30 days (the follow-up's
 * suggestions, docs/product.md#follow-ups).
 */
export async function similarAccepting(
	db: Db,
	options: {
		state: string
		specialty?: number | null
		specialties?: number[]
		recent?: boolean
		excludeId?: string
		limit?: number
	},
): Promise<TherapistCard[]> {
	const index = getSearchIndex(db)
	await index.ensureFresh()
	const limit = options.limit ?? SIMILAR
	const base = [stateKey(options.state), ACCEPTING_KEY, ...(options.recent ? [CONFIRMED_30_KEY] : [])]
	const specialties = options.specialties ?? (options.specialty ? [options.specialty] : [])
	const ids: string[] = []
	for (const keys of [...specialties.map((tag) => [...base, tagKey(tag)]), base]) {
		const page = await index.query({ keys, skip: 0, limit: limit + ids.length + 1 })
		for (const id of page.ids)
			if (id !== options.excludeId && !ids.includes(id) && ids.length < limit) ids.push(id)
		if (ids.length >= limit) break
	}
	return listTherapistCards(db, ids)
}

/** For a listing with no results: what removing each filter would give, and where else to look. */
export async function listingWayOut(
	db: Db,
	query: SearchQuery,
	words: Words = ENGLISH_I18N,
): Promise<WayOut> {
	const chips = await Promise.all(
		appliedFilters(query, words).map(async (change) => {
			const next = change.apply(query)
			return {
				kind: change.kind,
				label: change.label,
				href: listingUrl(next),
				count: await countOf(db, next),
			}
		}),
	)
	const state = findStateByCode(query.state)
	let online: ListingLink | null = null
	if (state) {
		const next = { ...EMPTY_QUERY, state: state.code, online: true }
		online = {
			label: words.t('listing.onlineIn', { state: state.label }),
			href: listingUrl(next),
			count: await countOf(db, next),
		}
	}
	const similar = state
		? await similarAccepting(db, { state: state.code, specialty: query.specialties[0] ?? null })
		: []
	return { chips, clearAll: listingUrl({ ...EMPTY_QUERY, state: query.state }), online, similar }
}
