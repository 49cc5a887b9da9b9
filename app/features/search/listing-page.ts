import { findTag, ONLINE_THERAPY_TAG_ID, type Tag } from '~/platform/reference/tags'
import { formatCount } from '~/features/therapists/format'
import type { Translate } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import listingEn from '~/locales/en/listing.json'
import type { SearchQuery } from './search-query'

// The listing page's own strings (filters, status, ways out, pagination): app/locales/{en,es}/listing.json.
registerEnglish(listingEn)

/** The tag a listing is about: the one in its path. */
export function listingTag(q: SearchQuery): Tag | null {
	const id = q.specialties[0] ?? q.approaches[0] ?? (q.online ? ONLINE_THERAPY_TAG_ID : undefined)
	return id === undefined ? null : (findTag(id) ?? null)
}

/** The line above the results (docs/product.md#search): '{count} Providers Matched' on page 1. */
export function listingStatus(t: Translate, count: number, page: number, last: number): string {
	if (count === 0) return t('listing.status.none')
	if (page === 1) return t('listing.status.matched', { count, n: formatCount(count) })
	return t('listing.status.page', { page, last })
}
