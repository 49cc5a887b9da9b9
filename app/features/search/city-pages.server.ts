import type { Db } from '~/db/client.server'
import { zipGeography } from '~/platform/geo/zip-geography.server'
import { findStateByCode, slugify, type UsState } from '~/platform/reference/states'
import type { NearOrigin } from '~/platform/search-engine/near'
import { CITY_MILES } from './near-options'
import { getSearchIndex } from './search-index.server'

/**
 * City pages (docs/search.md#city-pages): /therapists/{state}/{city} for every city with at least
 * MIN_CITY_PROVIDERS live providers with an office there, searching within CITY_MILES of the city's
 * centroid. A city below that is no page: the state's listing with `near` serves it.
 */

export const MIN_CITY_PROVIDERS = 5

export type CityPage = {
	state: UsState
	/** The city as the ZIP data names it ('Los Angeles', 'Saint Louis'). */
	name: string
	slug: string
	/** Live providers with an office in the city. */
	offices: number
	origin: NearOrigin
}

/**
 * The lists already made, per database, for the index's current stamp: every state listing shows its
 * city pages, and walking every city of the directory per request was 1 % of a listing's server time
 * (docs/benchmarks.md, uncached listing pages).
 */
const made = new WeakMap<Db, { stamp: string; lists: Map<string, readonly CityPage[]> }>()

/** Every city page (of one state, or all), the cities with the most offices first. */
export async function listCityPages(
	db: Db,
	stateCode?: string,
	now = new Date(),
): Promise<readonly CityPage[]> {
	const index = getSearchIndex(db)
	await index.ensureFresh(now)
	const stamp = index.stamp()
	let cache = made.get(db)
	if (cache?.stamp !== stamp) {
		cache = { stamp, lists: new Map() }
		made.set(db, cache)
	}
	let list = cache.lists.get(stateCode ?? '')
	if (!list) {
		list = Object.freeze(cityPagesOf(index.cityCounts(), stateCode))
		cache.lists.set(stateCode ?? '', list)
	}
	return list
}

function cityPagesOf(counts: ReadonlyMap<string, number>, stateCode: string | undefined): CityPage[] {
	const geo = zipGeography()
	const pages: CityPage[] = []
	for (const [key, offices] of counts) {
		if (offices < MIN_CITY_PROVIDERS) continue
		const [code, city] = key.split('|')
		if (stateCode && code !== stateCode) continue
		const state = findStateByCode(code)
		const place = geo.city(code, city)
		if (!state || !place) continue
		pages.push({
			state,
			name: place.name,
			slug: slugify(place.name),
			offices,
			origin: { lat: place.lat, lng: place.lng, miles: CITY_MILES },
		})
	}
	return pages.sort((a, b) => b.offices - a.offices || a.name.localeCompare(b.name))
}

/** The city page of a state by its slug, or null (no such city, or fewer than 5 offices). */
export async function findCityPage(db: Db, stateCode: string, slug: string): Promise<CityPage | null> {
	return (await listCityPages(db, stateCode)).find((page) => page.slug === slug) ?? null
}
