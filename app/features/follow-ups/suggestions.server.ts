import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { contactMessages } from '~/db/schema'
import { ACCEPTING_KEY, CONFIRMED_30_KEY, identityKey } from '~/features/search/facets'
import type { NearOrigin } from '~/platform/search-engine/near'
import { findNearZip } from '~/features/search/near-query.server'
import { queryFacetKeys, type SearchQuery } from '~/features/search/search-query'
import { getSearchIndex } from '~/features/search/search-index.server'
import { followUpFilters, parseListingAddress } from '~/features/search/stored-search'
import { listTherapistCards, type TherapistCard } from '~/features/search/therapist-cards.server'
import { similarAccepting } from '~/features/search/way-out.server'
import type { Locale } from '~/lib/i18n'
import { stateNameIn } from '~/platform/reference/state-names.server'
import { findStateByCode } from '~/platform/reference/states'
import { serverI18n } from '~/lib/translator.server'
import { type Relaxation, relaxations, relaxedNote } from './relax'

/** How many other therapists the answer page and the second e-mail offer. */
export const SUGGESTIONS = 3
/** Farther than any office of a state from a ZIP in it: the whole state, offices nearest first. */
const WHOLE_STATE_MILES = 5000

/** Suggestions that share a note: null for those matching the whole search, else which filter was relaxed. */
export type SuggestionGroup = { note: string | null; cards: TherapistCard[] }
export type Suggested = { stateName: string; groups: SuggestionGroup[]; ids: string[] }

type Match = {
	/** The listing search the message came from (contact_messages.search), or null. */
	search: string | null
	/** The therapist's state and specialties, used when no search came with the message. */
	state: string | null
	tag_ids: number[]
	/** The language of the page or e-mail the suggestions are shown in. */
	locale: Locale
	/** Written from a Spanish page: Spanish speakers first, and the language relaxed last. */
	spanish_first: boolean
	/** The therapist written to, and those already offered (the second e-mail offers others). */
	exclude_ids: string[]
}

/**
 * Other therapists for someone who has not heard back (docs/product.md#follow-ups): accepting,
 * confirmed within 30 days, taking e-mail, never another state, never one in `exclude_ids`. From
 * the search the message came from: those matching all of its filters, nearest first near a ZIP;
 * when fewer than SUGGESTIONS do, one filter relaxed at a time (relax.ts), each group saying which.
 * Without a search: the therapist's state, their specialties first, in today's rank order.
 */
export async function suggestTherapists(db: Db, match: Match): Promise<Suggested | null> {
	const searched = parseListingAddress(match.search)
	const query = searched ? followUpFilters(searched) : null
	const place = findNearZip(query?.near)
	const state = findStateByCode(query?.state ?? place?.state ?? match.state)
	if (!state) return null
	const stateName = stateNameIn(state, match.locale)
	if (!query) {
		const cards = await similarAccepting(db, {
			state: state.code,
			specialties: match.tag_ids,
			recent: true,
			limit: SUGGESTIONS + match.exclude_ids.length + 20,
		})
		const offered = cards.filter(
			(c) => c.acceptsMessages && officeIn(c, state.code) && !match.exclude_ids.includes(c.id),
		)
		const picked = offered.slice(0, SUGGESTIONS)
		return { stateName, groups: [{ note: null, cards: picked }], ids: picked.map((c) => c.id) }
	}
	const base: SearchQuery = { ...query, state: state.code, near: place ? query.near : null }
	const t = serverI18n(match.locale).t
	const groups: SuggestionGroup[] = []
	const ids: string[] = []
	for (const step of relaxations(base, match.spanish_first, WHOLE_STATE_MILES)) {
		const found = await matching(db, step, place, match, [...match.exclude_ids, ...ids])
		const cards = found.slice(0, SUGGESTIONS - ids.length)
		if (cards.length > 0) {
			groups.push({
				note: relaxedNote(step, cards, { t, locale: match.locale, state: stateName }),
				cards,
			})
			ids.push(...cards.map((c) => c.id))
		}
		if (ids.length >= SUGGESTIONS) break
	}
	return { stateName, groups, ids }
}

/** An office in the state, or none (online only): never one practising in another state. */
const officeIn = (card: TherapistCard, state: string | null) => !card.state || card.state === state

/**
 * The cards matching one step's query, accepting and confirmed within 30 days, taking e-mail,
 * nearest first near a ZIP (each with its distance); for a Spanish visitor, Spanish speakers first.
 */
async function matching(
	db: Db,
	step: Relaxation,
	place: { lat: number; lng: number } | null,
	match: Match,
	exclude: string[],
): Promise<TherapistCard[]> {
	const index = getSearchIndex(db)
	await index.ensureFresh()
	const keys = [...queryFacetKeys(step.query), ACCEPTING_KEY, CONFIRMED_30_KEY]
	const near: NearOrigin | undefined = place
		? { lat: place.lat, lng: place.lng, miles: step.query.miles }
		: undefined
	const spanishFirst = match.spanish_first && !step.query.language
	const tiers = spanishFirst ? [[...keys, identityKey('language', 'Spanish')], keys] : [keys]
	// Within the searched (or widened) miles an office across a state line counts, as on the listing;
	// past that, and without a ZIP, only an office in the state (or none, online): one licensed there
	// but practising 900 miles away in another state is no help (docs/product.md#follow-ups).
	const withinMiles = near !== undefined && step.query.miles < WHOLE_STATE_MILES
	const limit = SUGGESTIONS + exclude.length + (withinMiles ? 5 : 50)
	const ids: string[] = []
	const miles = new Map<string, number>()
	for (const tier of tiers) {
		const page = await index.query({ keys: tier, near, skip: 0, limit })
		const found = page.ids
			.map((id, i) => ({ id, miles: page.miles?.[i] ?? 0 }))
			.filter((r) => !exclude.includes(r.id) && !ids.includes(r.id))
		// Bands order a near page; inside one the rank order: nearest first needs the distance itself.
		found.sort((a, b) => a.miles - b.miles)
		for (const r of found) {
			ids.push(r.id)
			if (page.miles) miles.set(r.id, r.miles)
		}
	}
	const cards = await listTherapistCards(db, ids)
	return cards
		.filter((card) => card.acceptsMessages && (withinMiles || officeIn(card, step.query.state)))
		.map((card) => (miles.has(card.id) ? { ...card, distance_miles: miles.get(card.id) } : card))
}

/** Adds the therapists the answer page offered to those the message keeps, so the second e-mail offers others. */
export async function rememberOffered(
	db: Db,
	message: { id: string; suggested_ids: string[] },
	ids: string[],
): Promise<void> {
	const all = [...new Set([...message.suggested_ids, ...ids])]
	if (all.length === message.suggested_ids.length) return
	await db.update(contactMessages).set({ suggested_ids: all }).where(eq(contactMessages.id, message.id))
}
