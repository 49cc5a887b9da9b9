import type { Db } from '~/db/client.server'
import { STATES } from '~/platform/reference/states'
import {
	ACCEPTING_KEY,
	availabilityKey,
	CONFIRMED_30_KEY,
	CONFIRMED_90_KEY,
	type FacetKey,
	stateKey,
} from './facets'
import { getSearchIndex } from './search-index.server'

/** The public directory health page (docs/product.md#directory-health): counts, never names. */
export type DirectoryHealth = {
	/** ISO time the numbers were computed. */
	computedAt: string
	live: number
	byState: Array<{ code: string; label: string; slug: string; count: number }>
	/** How visitors see availability; the four shares add up to `live`. */
	availability: { accepting: number; unknown: number; waitlist: number; notAccepting: number }
	confirmedWithin30: number
	confirmedWithin90: number
}

const CACHE_MS = 60 * 60_000
const cache = new WeakMap<Db, DirectoryHealth>()

/**
 * The directory's numbers from the in-memory search index (popcounts, no database query), kept for
 * an hour. Anyone may read them.
 */
export async function getDirectoryHealth(db: Db, now = new Date()): Promise<DirectoryHealth> {
	const cached = cache.get(db)
	if (cached && now.getTime() - Date.parse(cached.computedAt) < CACHE_MS) return cached
	const index = getSearchIndex(db)
	await index.ensureFresh(now)
	const stateKeys = STATES.map((s) => stateKey(s.code))
	const keys: FacetKey[] = [
		ACCEPTING_KEY,
		availabilityKey(0),
		availabilityKey(1),
		availabilityKey(2),
		CONFIRMED_30_KEY,
		CONFIRMED_90_KEY,
		...stateKeys,
	]
	const { count, facetCounts } = await index.query({ keys: [], skip: 0, limit: 0, countKeys: keys })
	const n = (key: FacetKey) => facetCounts.get(key) ?? 0
	// Unknown is only ever Accepting (docs/product.md#availability-freshness).
	const unknown = n(availabilityKey(0)) - n(ACCEPTING_KEY)
	const health: DirectoryHealth = {
		computedAt: now.toISOString(),
		live: count,
		byState: STATES.map((s) => ({ code: s.code, label: s.label, slug: s.slug, count: n(stateKey(s.code)) })),
		availability: {
			accepting: n(ACCEPTING_KEY),
			unknown,
			waitlist: n(availabilityKey(1)),
			notAccepting: n(availabilityKey(2)),
		},
		confirmedWithin30: n(CONFIRMED_30_KEY),
		confirmedWithin90: n(CONFIRMED_90_KEY),
	}
	cache.set(db, health)
	return health
}
