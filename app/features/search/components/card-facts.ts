import { findInsurer, SLIDING_SCALE } from '~/platform/reference/insurers'
import { findStateByCode } from '~/platform/reference/states'
import { sessionFee } from '~/features/therapists/format'
import { milesAway } from '../near-options'
import type { TherapistCard } from '../therapist-cards.server'

/** The listing a card is shown in: the state searched and the insurer filtered on, if any. */
export type CardContext = { state: string | null; insurance: string | null; near?: string | null }

export type CardFacts = {
	/** "Licensed in NY" when a state was searched. */
	licensed: string | null
	/** "Brooklyn, NY · Online", or "Online only" when the office is in another state. */
	place: string
	fee: string | null
	/** "Accepts Aetna" when the listing is filtered by an insurer the provider takes. */
	accepts: string | null
}

/** What a result card says before the summary (docs/product.md#display). */
export function cardFacts(
	card: Pick<
		TherapistCard,
		'online_therapy' | 'city' | 'state' | 'licensed_states' | 'min_cost' | 'max_cost' | 'payments'
	> & { distance_miles?: number },
	context: CardContext,
): CardFacts {
	const online = card.online_therapy !== 'In-Person Only'
	const office = card.city && card.state ? `${card.city}, ${card.state}` : null
	const officeHere = office !== null && (!context.state || card.state === context.state)
	let place: string
	// Searching near a ZIP: the distance next to the office city (docs/search.md#near-a-zip-code).
	if (office && card.distance_miles !== undefined)
		place = [office, milesAway(card.distance_miles), online ? 'Online' : null].filter(Boolean).join(' · ')
	else if (officeHere) place = online ? `${office} · Online` : (office as string)
	else if (online && (context.state || !office)) place = 'Online only'
	else if (office) place = online ? `${office} · Online` : (office as string)
	else
		place = card.licensed_states
			.map((code) => findStateByCode(code)?.label ?? code)
			.slice(0, 3)
			.join(', ')
	const insurer = context.insurance ? findInsurer(context.insurance) : undefined
	return {
		licensed: context.state ? `Licensed in ${context.state}` : null,
		place,
		fee: sessionFee(card.min_cost, card.max_cost, card.payments.includes(SLIDING_SCALE.value)),
		accepts: insurer && card.payments.includes(insurer.slug) ? `Accepts ${insurer.label}` : null,
	}
}
