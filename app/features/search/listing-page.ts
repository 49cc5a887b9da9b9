import type { UsState } from '~/platform/reference/states'
import { TAG_DESCRIPTIONS } from '~/platform/reference/tag-descriptions'
import { findTag, ONLINE_THERAPY_TAG_ID, type Tag } from '~/platform/reference/tags'
import { formatCount, formatCountOf } from '~/features/therapists/format'
import type { SearchQuery } from './search-query'

/** The tag a listing is about: the one in its path. */
export function listingTag(q: SearchQuery): Tag | null {
	const id = q.specialties[0] ?? q.approaches[0] ?? (q.online ? ONLINE_THERAPY_TAG_ID : undefined)
	return id === undefined ? null : (findTag(id) ?? null)
}

/** Where a listing is: '{City}, {ST}' on a city page, the state, or the United States. */
function listingPlace(state: UsState | null, city?: string | null): string {
	if (state && city) return `${city}, ${state.code}`
	return state ? state.label : 'the United States'
}

/** '{Online }{label}Therapists in {State}' (docs/product.md#search), '… in {City}, {ST}' on a city page. */
export function listingTitle(q: SearchQuery, state: UsState | null, city?: string | null): string {
	const tag = listingTag(q)
	const online = q.online ? 'Online ' : ''
	const label = tag && tag.id !== ONLINE_THERAPY_TAG_ID ? `${tag.label} ` : ''
	return `${online}${label}Therapists in ${listingPlace(state, city)}`
}

/** The line above the results (docs/product.md#search): '{count} Providers Matched' on page 1. */
export function listingStatus(count: number, page: number, last: number): string {
	if (count === 0) return 'No Matches'
	if (page === 1) return `${formatCountOf(count, 'Provider', 'Providers')} Matched`
	return `Page ${page} of ${last}`
}

export function listingDescription(
	q: SearchQuery,
	state: UsState | null,
	count: number,
	city?: string | null,
): string {
	const where = listingPlace(state, city)
	const plural = listingTitle(q, state, city)
		.replace(/ in .*$/, '')
		.toLowerCase()
	// 'anxiety therapists' → 'anxiety therapist' for one.
	const what = count === 1 ? plural.replace(/therapists$/, 'therapist') : plural
	return `Browse ${formatCount(count)} ${what} in ${where}. Compare specialties, insurance and fees, read their answers to common questions, and contact a therapist directly.`
}

export function tagBlurb(tag: Tag | null): { title: string; body: string } | null {
	if (!tag) return null
	const body = TAG_DESCRIPTIONS[tag.slug]
	if (!body) return null
	return { title: tag.id === ONLINE_THERAPY_TAG_ID ? 'About online therapy' : `About ${tag.label}`, body }
}
