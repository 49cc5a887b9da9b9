import { roundMiles, type ZipGeography } from '~/platform/geo/zip-geography.server'
import { Bitset } from './bitset'
import { MILES_BANDS } from './near-options'

/**
 * Near-a-ZIP search on the in-memory index (docs/search.md#near-a-zip-code): the spatial index gives
 * the ZIP and city points in range, each point the positions of the offices placed there, and those
 * make a bitset like any facet's. Results are ordered by availability class, then distance band,
 * then the usual rank order (the fair rotation) inside a band.
 */

export type NearOrigin = { lat: number; lng: number; miles: number }
export type NearSet = { within: Bitset; bands: Bitset[] }

/** The band of a distance as shown (one decimal), so that what a visitor reads never goes backwards. */
export function bandOf(miles: number): number {
	const shown = roundMiles(miles)
	const band = MILES_BANDS.findIndex((upper) => shown <= upper)
	return band === -1 ? MILES_BANDS.length : band
}

/** The positions of offices within range of the origin, and the same split by band. */
export function nearSet(
	geo: ZipGeography,
	origin: NearOrigin,
	byPoint: ReadonlyMap<number, readonly number[]>,
	capacity: number,
): NearSet {
	const within = new Bitset(capacity)
	const bands = Array.from({ length: MILES_BANDS.length + 1 }, () => new Bitset(capacity))
	for (const point of geo.within(origin.lat, origin.lng, origin.miles)) {
		const positions = byPoint.get(point)
		if (!positions?.length) continue
		const band = bands[bandOf(geo.miles(point, origin.lat, origin.lng))]
		for (const position of positions) {
			within.set(position)
			band.set(position)
		}
	}
	return { within, bands }
}

/**
 * Up to `limit` positions of `result` after `skip`, ordered by nested partitions: every part of the
 * first layer in turn, inside it every part of the next, and so on; rank order inside the last.
 */
export function segmentedSlice(result: Bitset, layers: Bitset[][], skip: number, limit: number): number[] {
	const out: number[] = []
	let toSkip = skip
	const walk = (set: Bitset, depth: number): boolean => {
		if (out.length >= limit) return true
		if (depth === layers.length) {
			const size = set.count()
			if (toSkip >= size) {
				toSkip -= size
				return false
			}
			out.push(...set.slice(toSkip, limit - out.length))
			toSkip = 0
			return out.length >= limit
		}
		for (const part of layers[depth]) if (walk(set.and(part), depth + 1)) return true
		return false
	}
	if (limit > 0) walk(result, 0)
	return out
}
