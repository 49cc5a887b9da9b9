import type { PublicResponse } from '~/features/answers/answers.schema'
import { confirmedLabel, type ShownAvailability, shownAvailability } from '~/features/availability/freshness'
import { ENGLISH_I18N } from '~/lib/i18n'
import { cutText, SHORT_TEXT } from '~/features/therapists/format'
import type { ProviderByline } from '~/features/therapists/byline'
import { replySignalText } from '~/features/therapists/reply-signal'
import type { TherapistCard } from '../therapist-cards.server'
import { type CardContext, type CardFacts, cardFacts } from './card-facts'

/**
 * What a result card renders, and nothing more: a listing page serializes its cards into its HTML
 * (issue 13), so the summary comes cut and the facts come derived (not the payment and state lists).
 */
export type CardView = Omit<ProviderByline, 'id' | 'availability'> & {
	/** As visitors see it, and when it was last confirmed, in words (docs/product.md#availability-freshness). */
	availability: ShownAvailability
	confirmedLabel: string
	/** False when the provider's address refused our e-mail: the card offers the phone only. */
	acceptsMessages: boolean
	/** The opening of the summary, as the card shows it. */
	summary: string
	facts: CardFacts
	phone: string
	/** The first answer, only when the card shows it instead of the summary. */
	first_response: PublicResponse | null
	/** '{n} of {m} people who wrote say they heard back', from 5 answers (docs/product.md#follow-ups). */
	replyLine: string | null
	/** The ZIP searched near, carried to the profile's link. */
	near?: string
	/** 'Habla español' on a Spanish page, for a therapist who lists Spanish (issue 29). */
	speaksSpanish?: true
}

const cardSummary = (card: TherapistCard) =>
	cutText(card.summary, SHORT_TEXT.maxChars, SHORT_TEXT.maxLines).text

/** A video or audio first answer shows as a media card; otherwise the summary, or the first written answer. */
function cardShowsAnswer(card: TherapistCard): boolean {
	const answer = card.first_response
	if (!answer) return false
	const isMedia =
		(answer.type === 'video' && answer.video_url) || (answer.type === 'audio' && answer.audio_url)
	return Boolean(isMedia) || !cardSummary(card)
}

/** The card of a provider in a listing (the state searched, the insurer filtered on). */
export function toCardView(card: TherapistCard, context: CardContext): CardView {
	const showsAnswer = cardShowsAnswer(card)
	const words = context.words ?? ENGLISH_I18N
	return {
		short_id: card.short_id,
		url_tag: card.url_tag,
		first_name: card.first_name,
		last_name: card.last_name,
		headline: card.headline,
		photo: card.photo,
		availability: shownAvailability(card.availability, card.freshness),
		confirmedLabel: confirmedLabel(card.freshness.days, card.freshness.stale, words),
		acceptsMessages: card.acceptsMessages,
		phone: card.phone,
		summary: showsAnswer ? '' : cardSummary(card),
		facts: cardFacts(card, context),
		first_response: showsAnswer ? card.first_response : null,
		replyLine: card.replySignal ? replySignalText(card.replySignal, words) : null,
		...(context.near && card.distance_miles !== undefined ? { near: context.near } : {}),
		...(words.locale === 'es' && card.language.includes('Spanish') ? { speaksSpanish: true } : {}),
	}
}
