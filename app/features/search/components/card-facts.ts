import { findInsurer, SLIDING_SCALE } from '~/platform/reference/insurers'
import { findStateByCode } from '~/platform/reference/states'
import { sessionFee } from '~/features/therapists/practice-format'
import { milesAway } from '../near-options'
import { dayInWords } from '~/lib/day-words'
import { acceptsContact } from '~/features/therapists/live-profile'
import { ENGLISH_I18N, type I18nValue } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import cardFactsEn from '~/locales/en/card-facts.json'
import profileEn from '~/locales/en/profile.json'

// Written by the loaders (cards are made on the server): none of this reaches the browser.
registerEnglish(cardFactsEn)
registerEnglish(profileEn)
import type { TherapistCard } from '../therapist-cards.server'

/** The listing a card is shown in: the state searched and the insurer filtered on, if any. */
export type CardContext = {
	state: string | null
	insurance: string | null
	near?: string | null
	/** The request's time (a next call already past is not shown); now when absent. */
	now?: Date
	/** The page's language (English when absent). */
	words?: Pick<I18nValue, 'locale' | 't'>
}

export type CardFacts = {
	/**
	 * "Licensed in NY" when a state was searched, and "Licence checked" when the licence is
	 * (docs/product.md#licence-checks): one line of words made here, so the mark adds no client code.
	 */
	licensed: string | null
	/** "Brooklyn, NY · Online", or "Online only" when the office is in another state. */
	place: string
	fee: string | null
	/** "Accepts Aetna" when the listing is filtered by an insurer the provider takes. */
	accepts: string | null
	/** "Next free call: Tue 3 Dec" (docs/product.md#free-consultations), from providers.consultation_next_at. */
	nextCall?: string
}

type NextCallOf = Pick<TherapistCard, 'availability' | 'consultation_next_at' | 'consultation_zone'>

const withNextCall = (line: string | null) => (line ? { nextCall: line } : {})

/** The day of the provider's next open time, in their zone; none when they take no bookings. */
function nextCall(card: NextCallOf, words: Pick<I18nValue, 'locale' | 't'>, now: Date): string | null {
	const at = card.consultation_next_at
	if (!at || !card.consultation_zone || at.getTime() <= now.getTime() || !acceptsContact(card.availability))
		return null
	return words.t('card.nextCall', { day: dayInWords(at, card.consultation_zone, words.locale) })
}

/** What a result card says before the summary (docs/product.md#display). */
export function cardFacts(
	card: Pick<
		TherapistCard,
		'online_therapy' | 'city' | 'state' | 'licensed_states' | 'min_cost' | 'max_cost' | 'payments'
	> &
		Partial<NextCallOf> & { distance_miles?: number; license_checked?: boolean },
	context: CardContext,
): CardFacts {
	const now = context.now ?? new Date()
	const words = context.words ?? ENGLISH_I18N
	const { t } = words
	const online = card.online_therapy !== 'In-Person Only'
	const onlineWord = t('card.online')
	const office = card.city && card.state ? `${card.city}, ${card.state}` : null
	const officeHere = office !== null && (!context.state || card.state === context.state)
	let place: string
	// Searching near a ZIP: the distance next to the office city (docs/search.md#near-a-zip-code).
	if (office && card.distance_miles !== undefined)
		place = [office, milesAway(card.distance_miles, t), online ? onlineWord : null]
			.filter(Boolean)
			.join(' · ')
	else if (officeHere) place = online ? `${office} · ${onlineWord}` : (office as string)
	else if (online && (context.state || !office)) place = t('card.onlineOnly')
	else if (office) place = online ? `${office} · ${onlineWord}` : (office as string)
	else
		place = card.licensed_states
			.map((code) => findStateByCode(code)?.label ?? code)
			.slice(0, 3)
			.join(', ')
	const insurer = context.insurance ? findInsurer(context.insurance) : undefined
	return {
		licensed:
			[
				context.state ? t('card.licensedIn', { state: context.state }) : null,
				card.license_checked ? t('card.licenceChecked') : null,
			]
				.filter(Boolean)
				.join(' · ') || null,
		place,
		fee: sessionFee(t, card.min_cost, card.max_cost, card.payments.includes(SLIDING_SCALE.value)),
		accepts:
			insurer && card.payments.includes(insurer.slug) ? t('card.accepts', { insurer: insurer.label }) : null,
		// Only when there is one: cards are serialized into the page (issue 13).
		...(card.consultation_next_at && card.availability
			? withNextCall(nextCall(card as NextCallOf, words, now))
			: {}),
	}
}
