import { insurersForState, OUT_OF_POCKET } from '~/platform/reference/insurers'
import { GENDER_SHORT_OPTIONS, PRICE_TIERS } from '~/platform/reference/options'
import { activeTags } from '~/platform/reference/tags'
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
import { FLAG_FILTERS } from './flag-filters'
import { IDENTITY_FILTERS } from './search-query'

const offeredByState = new Map<string | null, readonly FacetKey[]>()

/**
 * Every facet key a listing offers as a filter option (for the counts next to them), in a fixed
 * order. The reference lists do not change while the process runs: built once per state.
 */
export function offeredFacetKeys(state: string | null): readonly FacetKey[] {
	let keys = offeredByState.get(state)
	if (!keys) {
		keys = Object.freeze(buildOfferedKeys(state))
		offeredByState.set(state, keys)
	}
	return keys
}

function buildOfferedKeys(state: string | null): FacetKey[] {
	const keys: FacetKey[] = [ONLINE_KEY, ACCEPTING_KEY, ...FLAG_FILTERS.map((flag) => flag.key)]
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

/*
 * A listing page sends its facet counts as a list in the order of offeredFacetKeys(state), which the
 * browser knows too: the ~200 keys were a third of the page's serialized data (issue 13). All of them
 * are sent, so "Show all" still lists every option with its count at once.
 */

/** The counts of the offered keys, in their order (a search with facets counts every offered key). */
export function packFacetCounts(counts: Record<FacetKey, number>, state: string | null): number[] {
	return offeredFacetKeys(state).map((key) => counts[key] ?? 0)
}

export function unpackFacetCounts(packed: readonly number[], state: string | null): Record<FacetKey, number> {
	// A loop, not Object.fromEntries over ~200 pairs made for it: a listing's render does it (issue 48).
	const keys = offeredFacetKeys(state)
	const counts: Record<FacetKey, number> = {}
	for (let i = 0; i < keys.length; i++) counts[keys[i]] = packed[i]
	return counts
}
