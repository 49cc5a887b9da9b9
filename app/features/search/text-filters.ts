import { insurersForState, paymentLabel } from '~/platform/reference/insurers'
import { ONLINE_THERAPY_SLUG, PRICE_TIERS } from '~/platform/reference/options'
import { DEFAULT_MILES } from './near-options'
import { activeTags, findTag, ONLINE_THERAPY_TAG_ID } from '~/platform/reference/tags'
import { IDENTITY_FACETS } from './facets'
import { flagLabel, flagsOf } from './flag-filters'
import { labelTokens } from './keywords'
import { IDENTITY_FILTERS, listingUrl, type SearchQuery } from './search-query'
import { ENGLISH_I18N, type I18nValue } from '~/lib/i18n'
import { type LabelList, referenceLabel } from '~/lib/reference-label'
import { registerEnglish } from '~/lib/english-catalog'
import listingEn from '~/locales/en/listing.json'
import titlesEn from '~/locales/en/listing-titles.json'

// Chips and suggestions are written by the loader, with the filters' names and a few of its own.
registerEnglish(listingEn)
registerEnglish(titlesEn)

/** The page's language: the chips and suggestions are written in it. */
type Words = Pick<I18nValue, 'locale' | 't'>

/**
 * Filters as a visitor names them: the filter a search text is exactly the name of ("spanish" →
 * Language: Spanish), and the label of each filter a query applies (for the chips that remove one).
 * See docs/search.md#keyword-search.
 */

type FilterChange = {
	label: string
	/** The option's names a search text may be: its English label, and the page's language's. */
	names?: string[]
	apply: (q: SearchQuery) => SearchQuery
}
/** A filter a query applies, as a link to the same listing without it (docs/product.md#search). */
export type FilterChip = { kind: 'keyword' | 'filter'; label: string; href: string }

const words = (text: string) => labelTokens(text).join(' ')
const abbreviation = (label: string) => /\(([^)]+)\)/.exec(label)?.[1]

function candidates(state: string | null, words: Words): FilterChange[] {
	const out: FilterChange[] = []
	const option = (facet: string, list: LabelList, id: string, english: string) => {
		const label = referenceLabel(words, list, id, english)
		return { label: `${facet}: ${label}`, names: [english, label] }
	}
	for (const t of activeTags('Specialties')) {
		out.push({
			...option(words.t('filters.specialty'), 'tag', t.slug, t.label),
			apply: (q) => ({
				...q,
				specialties: q.specialties.includes(t.id) ? q.specialties : [...q.specialties, t.id],
			}),
		})
	}
	for (const t of activeTags('Approaches')) {
		out.push({
			...option(words.t('filters.type'), 'tag', t.slug, t.label),
			apply: (q) => ({
				...q,
				approaches: q.approaches.includes(t.id) ? q.approaches : [...q.approaches, t.id],
			}),
		})
	}
	const online = referenceLabel(words, 'tag', ONLINE_THERAPY_SLUG, 'Online Therapy')
	out.push({ label: online, names: ['Online Therapy', online], apply: (q) => ({ ...q, online: true }) })
	for (const i of insurersForState(state)) {
		out.push({
			label: `${words.t('filters.insurance')}: ${i.label}`,
			names: [i.label],
			apply: (q) => ({ ...q, insurance: i.slug }),
		})
	}
	for (const f of IDENTITY_FILTERS) {
		for (const o of IDENTITY_FACETS[f].options) {
			out.push({
				...option(words.t(`filters.${f}`), f, o.value, o.label),
				apply: (q) => ({ ...q, [f]: o.value }),
			})
		}
	}
	return out
}

/** The filter whose option the whole text names, applied instead of the text; null when none. */
export function filterForText(query: SearchQuery, language: Words = ENGLISH_I18N): FilterChange | null {
	const text = words(query.text)
	if (!text) return null
	for (const change of candidates(query.state, language)) {
		const named = (option: string) => {
			const abbr = abbreviation(option)
			return words(option) === text || (abbr && words(abbr) === text)
		}
		if ((change.names ?? []).some(named)) {
			return { label: change.label, apply: (q) => ({ ...change.apply(q), text: '', page: 1 }) }
		}
	}
	return null
}

/** Each filter the query applies (the keyword first), as a change that removes just that one. */
export function appliedFilters(
	q: SearchQuery,
	language: Words = ENGLISH_I18N,
): Array<FilterChange & { kind: FilterChip['kind'] }> {
	const out: FilterChange[] = []
	const label = (list: LabelList, id: string, english: string) => referenceLabel(language, list, id, english)
	const tagLabel = (id: number) => {
		const tag = findTag(id)
		return tag ? label('tag', tag.slug, tag.label) : String(id)
	}
	if (q.text) out.push({ label: `"${q.text}"`, apply: (x) => ({ ...x, text: '' }) })
	for (const id of q.specialties) {
		out.push({
			label: tagLabel(id),
			apply: (x) => ({ ...x, specialties: x.specialties.filter((s) => s !== id) }),
		})
	}
	for (const id of q.approaches) {
		out.push({
			label: tagLabel(id),
			apply: (x) => ({ ...x, approaches: x.approaches.filter((s) => s !== id) }),
		})
	}
	if (q.online)
		out.push({
			label: tagLabel(ONLINE_THERAPY_TAG_ID),
			apply: (x) => ({ ...x, online: false }),
		})
	if (q.accepting)
		out.push({ label: language.t('filters.accepting'), apply: (x) => ({ ...x, accepting: false }) })
	for (const flag of flagsOf(q))
		out.push({ label: language.t(flagLabel(flag)), apply: (x) => ({ ...x, [flag.name]: false }) })
	if (q.near) {
		out.push({
			label: language.t('chips.within', { miles: q.miles, zip: q.near }),
			apply: (x) => ({ ...x, near: null, miles: DEFAULT_MILES }),
		})
	}
	if (q.insurance) {
		const insurance = q.insurance
		out.push({
			label: label('payment', insurance, paymentLabel(insurance)),
			apply: (x) => ({ ...x, insurance: null }),
		})
	}
	if (q.price) {
		const tier = PRICE_TIERS.find((t) => t.value === q.price)
		out.push({
			label: tier ? label('price', tier.value, tier.label) : q.price,
			apply: (x) => ({ ...x, price: null }),
		})
	}
	for (const f of IDENTITY_FILTERS) {
		const value = q[f]
		if (value) {
			const option = IDENTITY_FACETS[f].options.find((o) => o.value === value)
			out.push({
				label: option ? label(f, option.value, option.label) : value,
				apply: (x) => ({ ...x, [f]: null }),
			})
		}
	}
	return out.map((c, i) => ({
		...c,
		kind: q.text && i === 0 ? 'keyword' : 'filter',
		apply: (x) => ({ ...c.apply(x), page: 1 }),
	}))
}

/** The chips above a listing's results: one per applied filter, each a plain link without it. */
export function filterChips(q: SearchQuery, language: Words = ENGLISH_I18N): FilterChip[] {
	return appliedFilters(q, language).map((c) => ({
		kind: c.kind,
		label: c.label,
		href: listingUrl(c.apply(q)),
	}))
}
