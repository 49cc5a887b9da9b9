import { acceptsContact } from '~/features/therapists/live-profile'
import { AppError } from '~/lib/errors'
import { roundMiles, type ZipPlace, zipGeography } from '~/platform/geo/zip-geography.server'
import type { NearOrigin } from '~/platform/search-engine/near'
import { milesAway, ZIP_MESSAGE, ZIP_PATTERN } from './near-options'
import type { Translate } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import cardFactsEn from '~/locales/en/card-facts.json'

registerEnglish(cardFactsEn)
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

type Office = {
	zip: string
	city: string
	state: string | null
	availability: string
	online_therapy: string
}

/**
 * '3.2 mi away' on a profile opened from a near listing (its link carries `near`), measured as search
 * measures it (the city's centroid while the ZIP is hidden); null without an office or a known ZIP.
 */
export function officeMilesAway(office: Office, near: string | null, t: Translate): string | null {
	const place = findNearZip(near)
	if (!place || office.online_therapy === 'Teletherapy Only') return null
	const geo = zipGeography()
	const point = geo.officePoint(office.zip, office.city, office.state, !acceptsContact(office.availability))
	return point < 0 ? null : milesAway(roundMiles(geo.miles(point, place.lat, place.lng)), t)
}

let centroidTable: string | null = null

/**
 * The ZIP centroids as one small JSON document for the browser (near-location.ts reads it):
 * `zips` is every 5-digit ZIP written one after another, `lat` and `lng` their coordinates in
 * thousandths of a degree (about 100 m), in the same order, each written as the change from the one before.
 */
export function zipCentroidTable(): string {
	if (!centroidTable) {
		const table = zipGeography().zipTable()
		// Each coordinate as the change from the previous ZIP's: neighbouring ZIPs are near, so the
		// numbers are short (about 40% less to fetch).
		const deltas = (values: number[]) => values.map((v, i) => (i === 0 ? v : v - values[i - 1]))
		centroidTable = JSON.stringify({
			zips: table.map(([zip]) => zip).join(''),
			lat: deltas(table.map(([, lat]) => Math.round(lat * 1000))),
			lng: deltas(table.map(([, , lng]) => Math.round(lng * 1000))),
		})
	}
	return centroidTable
}
