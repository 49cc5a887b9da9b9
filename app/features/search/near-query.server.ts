import { AppError } from '~/lib/errors'
import { type ZipPlace, zipGeography } from '~/platform/geo/zip-geography.server'
import type { NearOrigin } from './near'
import { ZIP_MESSAGE, ZIP_PATTERN } from './near-options'
import type { SearchQuery } from './search-query'

/**
 * The searched ZIP as a place (docs/search.md#near-a-zip-code), or null when it is not a 5-digit ZIP
 * with a centroid. The ZIP is looked up and forgotten: never stored, never logged.
 */
export function findNearZip(near: string | null | undefined): ZipPlace | null {
	if (!near || !ZIP_PATTERN.test(near)) return null
	return zipGeography().zip(near)
}

/** A query's search origin: the centroid of its ZIP; an unknown ZIP is refused (400, field `near`). */
export function nearOrigin(query: Pick<SearchQuery, 'near' | 'miles'>): NearOrigin | undefined {
	if (!query.near) return undefined
	const place = findNearZip(query.near)
	if (!place) throw new AppError('invalid', `near: ${ZIP_MESSAGE}`, { fields: { near: ZIP_MESSAGE } })
	return { lat: place.lat, lng: place.lng, miles: query.miles }
}
