import { IDENTITY_FACETS } from '~/features/search/facets'
import type { SearchQuery } from '~/features/search/search-query'
import type { TherapistCard } from '~/features/search/therapist-cards.server'
import type { Locale, Translate } from '~/lib/i18n'
import { referenceLabel } from '~/lib/reference-label'
import { serverI18n } from '~/lib/translator.server'
import { paymentLabel } from '~/platform/reference/insurers'
import { ACCESS_NEEDS, PRICE_TIERS } from '~/platform/reference/options'
import { findTag, ONLINE_THERAPY_TAG_ID } from '~/platform/reference/tags'

// The order in which the follow-up's suggestions relax a search when fewer than three therapists
// match all of it (docs/product.md#follow-ups). One filter at a time, each step keeping the ones
// before it relaxed: the distance first (25, then 50 miles, then the whole state, offices nearest
// first), then the format (online), the access needs, the language, the price, the payment, and the
// specialties and approaches last. A Spanish visitor's language is relaxed last of all. The state never.

/** Wider distances tried, in miles, before the whole state. */
const WIDER_MILES = [25, 50] as const

export type Relaxation = {
	query: SearchQuery
	/** The filters this step no longer requires, as the visitor named them (English labels). */
	dropped: string[]
	/** Whether the distance was widened past the searched miles. */
	farther: boolean
}

type Drop = { english: string[]; apply: (q: SearchQuery) => SearchQuery }

function drops(q: SearchQuery, spanishVisitor: boolean): Drop[] {
	const out: Drop[] = []
	if (q.online)
		out.push({
			english: [findTag(ONLINE_THERAPY_TAG_ID)?.label ?? 'Online Therapy'],
			apply: (x) => ({ ...x, online: false }),
		})
	const needs = ACCESS_NEEDS.filter((need) => q[need.name])
	if (needs.length > 0)
		out.push({
			english: needs.map((need) => need.label),
			apply: (x) => ({ ...x, ...Object.fromEntries(needs.map((need) => [need.name, false])) }),
		})
	const language = q.language
		? {
				english: [IDENTITY_FACETS.language.options.find((o) => o.value === q.language)?.label ?? q.language],
				apply: (x: SearchQuery) => ({ ...x, language: null }),
			}
		: null
	if (language && !spanishVisitor) out.push(language)
	if (q.price)
		out.push({
			english: [PRICE_TIERS.find((t) => t.value === q.price)?.label ?? q.price],
			apply: (x) => ({ ...x, price: null }),
		})
	if (q.insurance)
		out.push({ english: [paymentLabel(q.insurance)], apply: (x) => ({ ...x, insurance: null }) })
	const tags = [...q.specialties, ...q.approaches]
	if (tags.length > 0)
		out.push({
			english: tags.map((id) => findTag(id)?.label ?? String(id)),
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
	const dropped: string[] = []
	for (const drop of drops(q, spanishVisitor)) {
		query = drop.apply(query)
		dropped.push(...drop.english)
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
	const filters = step.dropped.map((english) => referenceLabel(labels, english)).join(', ')
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
