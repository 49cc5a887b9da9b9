import { IDENTITY_FACETS } from '~/features/search/facets'
import { type FlagFilter, flagLabel, flagsOf } from '~/features/search/flag-filters'
import type { SearchQuery } from '~/features/search/search-query'
import type { TherapistCard } from '~/features/search/therapist-cards.server'
import type { Locale, Translate } from '~/lib/i18n'
import { type LabelList, referenceLabel } from '~/lib/reference-label'
import { serverI18n } from '~/lib/translator.server'
import { paymentLabel } from '~/platform/reference/insurers'
import { ONLINE_THERAPY_SLUG, PRICE_TIERS } from '~/platform/reference/options'
import { findTag, ONLINE_THERAPY_TAG_ID } from '~/platform/reference/tags'

// The order in which the follow-up's suggestions relax a search when fewer than three therapists
// match all of it (docs/product.md#follow-ups). One filter at a time, each step keeping the ones
// before it relaxed: the distance first (25, then 50 miles, then the whole state, offices nearest
// first), then the format (online), the access needs, the language, the price, the payment (with the yes/no filters shown beside it), and the
// specialties and approaches last. A Spanish visitor's language is relaxed last of all. The state never.

/** Wider distances tried, in miles, before the whole state. */
const WIDER_MILES = [25, 50] as const

export type Relaxation = {
	query: SearchQuery
	/** The filters this step no longer requires, each named in a language as the visitor saw it. */
	dropped: Named[]
	/** Whether the distance was widened past the searched miles. */
	farther: boolean
}

type Named = (labels: { locale: Locale; t: Translate }) => string
type Drop = { names: Named[]; apply: (q: SearchQuery) => SearchQuery }

/** A reference list's item, by its list and stable key (app/lib/reference-label.ts). */
const reference =
	(list: LabelList, id: string, english: string): Named =>
	(labels) =>
		referenceLabel(labels, list, id, english)

/** The yes/no filters of one group of the panel, dropped together. */
function flagDrop(q: SearchQuery, group: FlagFilter['group']): Drop | null {
	const flags = flagsOf(q).filter((flag) => flag.group === group)
	if (flags.length === 0) return null
	return {
		names: flags.map((flag) => (labels) => labels.t(flagLabel(flag))),
		apply: (x) => ({ ...x, ...Object.fromEntries(flags.map((flag) => [flag.name, false])) }),
	}
}

function drops(q: SearchQuery, spanishVisitor: boolean): Drop[] {
	const out: Drop[] = []
	if (q.online)
		out.push({
			names: [
				reference('tag', ONLINE_THERAPY_SLUG, findTag(ONLINE_THERAPY_TAG_ID)?.label ?? 'Online Therapy'),
			],
			apply: (x) => ({ ...x, online: false }),
		})
	const access = flagDrop(q, 'access')
	if (access) out.push(access)
	const language = q.language
		? {
				names: [
					reference(
						'language',
						q.language,
						IDENTITY_FACETS.language.options.find((o) => o.value === q.language)?.label ?? q.language,
					),
				],
				apply: (x: SearchQuery) => ({ ...x, language: null }),
			}
		: null
	if (language && !spanishVisitor) out.push(language)
	if (q.price)
		out.push({
			names: [reference('price', q.price, PRICE_TIERS.find((t) => t.value === q.price)?.label ?? q.price)],
			apply: (x) => ({ ...x, price: null }),
		})
	const cost = flagDrop(q, 'cost')
	if (cost) out.push(cost)
	if (q.insurance)
		out.push({
			names: [reference('payment', q.insurance, paymentLabel(q.insurance))],
			apply: (x) => ({ ...x, insurance: null }),
		})
	const tags = [...q.specialties, ...q.approaches]
	if (tags.length > 0)
		out.push({
			names: tags.map((id) => {
				const tag = findTag(id)
				return reference('tag', tag?.slug ?? String(id), tag?.label ?? String(id))
			}),
			apply: (x) => ({ ...x, specialties: [], approaches: [] }),
		})
	if (language && spanishVisitor) out.push(language)
	return out
}

/** The search itself, then each relaxation in order (docs/product.md#follow-ups). */
export function relaxations(q: SearchQuery, spanishVisitor: boolean, wholeStateMiles: number): Relaxation[] {
	const steps: Relaxation[] = [{ query: q, dropped: [], farther: false }]
	let query = q
	if (q.near) {
		for (const miles of [...WIDER_MILES.filter((m) => m > q.miles), wholeStateMiles]) {
			query = { ...query, miles }
			steps.push({ query, dropped: [], farther: true })
		}
	}
	const dropped: Named[] = []
	for (const drop of drops(q, spanishVisitor)) {
		query = drop.apply(query)
		dropped.push(...drop.names)
		steps.push({ query, dropped: [...dropped], farther: Boolean(q.near) })
	}
	return steps
}

/** '12–20' (or '12' when they are all as far), in whole miles. */
function milesRange(cards: TherapistCard[]): string | null {
	const miles = cards.map((c) => c.distance_miles).filter((m): m is number => typeof m === 'number')
	if (miles.length === 0) return null
	const from = Math.round(Math.min(...miles))
	const to = Math.round(Math.max(...miles))
	return from === to ? String(from) : `${from}–${to}`
}

/**
 * What a group of suggestions does not match, in the message's language: null when they match the
 * whole search; 'These match your search but are 12–20 miles from 90026.'; 'These match your search
 * except for Blue Shield.'
 */
export function relaxedNote(
	step: Relaxation,
	cards: TherapistCard[],
	words: { t: Translate; locale: Locale; state: string },
): string | null {
	if (!step.farther && step.dropped.length === 0) return null
	const labels = serverI18n(words.locale)
	const filters = step.dropped.map((name) => name(labels)).join(', ')
	const range = step.farther ? milesRange(cards) : null
	const zip = step.query.near ?? ''
	if (step.dropped.length === 0)
		return range
			? words.t('followups.relax.farther', { range, zip })
			: words.t('followups.relax.state', { state: words.state })
	return range
		? words.t('followups.relax.exceptFarther', { filters, range, zip })
		: words.t('followups.relax.except', { filters })
}
