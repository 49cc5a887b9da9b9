import type { UsState } from '~/platform/reference/states'
import { TAG_DESCRIPTIONS } from '~/platform/reference/tag-descriptions'
import { ONLINE_THERAPY_TAG_ID, type Tag } from '~/platform/reference/tags'
import { formatCount } from '~/features/therapists/format'
import type { I18nValue } from '~/lib/i18n'
import { referenceLabel } from '~/lib/reference-label'
import { registerEnglish } from '~/lib/english-catalog'
import titlesEn from '~/locales/en/listing-titles.json'
import { listingTag } from './listing-page'
import type { SearchQuery } from './search-query'

// What the listing's loader writes (title, description, the explainer's title): the server's only,
// so these strings never reach the browser (app/locales/{en,es}/listing-titles.json).
registerEnglish(titlesEn)

type Words = Pick<I18nValue, 'locale' | 't'>

/** Where a listing is: '{City}, {ST}' on a city page, the state, or the United States. */
function listingPlace(words: Words, state: UsState | null, city?: string | null): string {
	if (state && city) return `${city}, ${state.code}`
	return state ? state.label : words.t('listing.unitedStates')
}

/** A tag inside a Spanish sentence: 'Ansiedad' → 'ansiedad', 'TDAH' and 'EMDR' as they are. */
function inSentence(words: Words, label: string): string {
	return words.locale === 'es' && /^.\p{Ll}/u.test(label)
		? label.charAt(0).toLowerCase() + label.slice(1)
		: label
}

/**
 * '{Online }{label}Therapists in {State}' (docs/product.md#search), '… in {City}, {ST}' on a city page;
 * 'Terapeutas de ansiedad en California', 'Terapeutas en línea en Texas' in Spanish.
 */
export function listingTitle(
	words: Words,
	q: SearchQuery,
	state: UsState | null,
	city?: string | null,
): string {
	const tag = listingTag(q)
	const place = listingPlace(words, state, city)
	if (!tag || tag.id === ONLINE_THERAPY_TAG_ID)
		return words.t(q.online ? 'listing.title.online' : 'listing.title', { place })
	const label = inSentence(words, referenceLabel(words, 'tag', tag.slug, tag.label))
	return words.t(q.online ? 'listing.title.onlineTag' : 'listing.title.tag', { tag: label, place })
}

export function listingDescription(
	words: Words,
	q: SearchQuery,
	state: UsState | null,
	count: number,
	city?: string | null,
): string {
	const where = listingPlace(words, state, city)
	const title = listingTitle(words, q, state, city)
	// English: 'anxiety therapists' → 'anxiety therapist' for one.
	const plural = title.replace(/ in .*$/, '').toLowerCase()
	const what = count === 1 ? plural.replace(/therapists$/, 'therapist') : plural
	return words.t('listing.description', { n: formatCount(count), count, what, where, title })
}

/** The explainer under a tag's listing; in English only, as the descriptions are written. */
export function tagBlurb(words: Words, tag: Tag | null): { title: string; body: string } | null {
	if (!tag || words.locale !== 'en') return null
	const body = TAG_DESCRIPTIONS[tag.slug]
	if (!body) return null
	const title =
		tag.id === ONLINE_THERAPY_TAG_ID
			? words.t('listing.aboutOnline')
			: words.t('listing.about', { tag: tag.label })
	return { title, body }
}
