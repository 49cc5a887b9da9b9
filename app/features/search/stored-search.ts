import { unprefixedPath } from '~/lib/i18n'
import { flagValues } from './flag-filters'
import { EMPTY_QUERY, listingUrl, parseListingUrl, resolvePath, type SearchQuery } from './search-query'

// A listing search kept with a visitor's message for the follow-up's suggestions
// (docs/product.md#follow-ups): the listing's own URL, read with the listing's own parser, of the
// filters the follow-up keeps. Values only; a free text, a page number or anything else is dropped.

/** Longest listing address read (a Referer; the contact form's field has its own limit): a listing URL is far shorter. */
const MAX_SEARCH_LENGTH = 2000

/** The filters a follow-up keeps of a search: state, near and miles, tags, format, the yes/no filters, payment, language. */
export function followUpFilters(q: SearchQuery): SearchQuery {
	return {
		...EMPTY_QUERY,
		...flagValues(q),
		state: q.state,
		near: q.near,
		miles: q.miles,
		specialties: q.specialties,
		approaches: q.approaches,
		online: q.online,
		insurance: q.insurance,
		price: q.price,
		language: q.language,
	}
}

/**
 * A listing address (`/therapists/…?…` or `/es/therapists/…`, or a full URL of one) as the listing
 * reads it, or null when it is not a listing's. Lenient like the listing: unknown values are dropped.
 */
export function parseListingAddress(value: string | null | undefined): SearchQuery | null {
	if (!value || value.length > MAX_SEARCH_LENGTH) return null
	let url: URL
	try {
		url = new URL(value, 'http://listing.invalid')
	} catch {
		return null
	}
	const [root, first, second, third, ...rest] = unprefixedPath(url.pathname).split('/').slice(1)
	if (root !== 'therapists' || rest.length > 0) return null
	const path = resolvePath(first || undefined, second, third)
	if (path.notFound) return null
	return parseListingUrl(url, path)
}

/** What a message keeps of the search it came from: the kept filters' listing URL, or null for none. */
export function storedSearch(value: string | null | undefined): string | null {
	const query = parseListingAddress(value)
	if (!query) return null
	const url = listingUrl(followUpFilters(query))
	return url === '/therapists' ? null : url
}

/**
 * The search a page was opened from: its Referer when that is one of our listings (same origin; our
 * Referrer-Policy sends the full address only then), kept as a message keeps it; else null.
 */
export function searchFromReferer(referer: string | null, origins: readonly string[]): string | null {
	if (!referer || referer.length > MAX_SEARCH_LENGTH) return null
	let url: URL
	try {
		url = new URL(referer)
	} catch {
		return null
	}
	if (!origins.includes(url.origin)) return null
	return storedSearch(`${url.pathname}${url.search}`)
}
