import { PlainLink, useLinkClicks } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { ResponseBody } from '~/features/answers/components/response-card'
import { AvailabilityStatus } from '~/features/therapists/components/availability-chip'
import { Avatar } from '~/features/therapists/components/avatar'
import {
	displayHeadline,
	displayName,
	formatPhone,
	phoneHref,
	profilePath,
} from '~/features/therapists/format'
import { acceptsContact } from '~/features/therapists/live-profile'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import cardEn from '~/locales/en/card.json'
import type { CardView } from './card-view'

registerEnglish(cardEn)

function CardBody({ card }: { card: CardView }) {
	const answer = card.first_response
	if (answer) {
		return (
			<figure className="mt-3 rounded-xl bg-sand p-3">
				<figcaption className="mb-2 font-semibold text-ink text-sm">{answer.question_title}</figcaption>
				<ResponseBody response={answer} variant="short" />
			</figure>
		)
	}
	return card.summary ? <p className="result-card-summary">{card.summary}</p> : null
}

/** A provider in a list of results; the card's data comes from toCardView (card-view.ts). */
export function ResultCard({ card }: { card: CardView }) {
	const name = displayName(card)
	// From a near listing the profile says how far the office is too (docs/search.md#near-a-zip-code).
	const { t } = useI18n()
	const path = profilePath(card)
	const href = card.near ? `${path}?near=${card.near}` : path
	const contactHref = `${href}${card.near ? '&' : '?'}contact=1`
	const { facts } = card
	const canContact = acceptsContact(card.availability)
	const onLinkClick = useLinkClicks()
	return (
		// biome-ignore lint/a11y/useKeyWithClickEvents: it only navigates the card's own links, which Enter clicks too
		<article className="result-card" aria-labelledby={`card-${card.short_id}`} onClick={onLinkClick}>
			<div className="flex gap-4">
				<Avatar first_name={card.first_name} last_name={card.last_name} photo={card.photo} size="md" />
				<div className="min-w-0 flex-1">
					<AvailabilityStatus availability={card.availability} label={card.confirmedLabel} />{' '}
					{card.speaksSpanish ? (
						<span lang="es" className="mr-2 inline-block font-medium text-brand-800 text-sm">
							{t('card.speaksSpanish')}
						</span>
					) : null}
					<h2 id={`card-${card.short_id}`} className="result-card-name">
						<PlainLink to={href} className="hover:underline">
							{name}
						</PlainLink>
					</h2>
					<p className="text-muted">{displayHeadline(card.headline)}</p>
					<ul aria-label={t('card.glance')} className="result-card-facts">
						{facts.licensed ? <li className="result-card-licensed">{facts.licensed}</li> : null}
						<li>{facts.place}</li>
						{facts.fee ? <li>{facts.fee}</li> : null}
						{facts.accepts ? (
							<li className="font-medium text-emerald-800">
								<span aria-hidden="true">✓ </span>
								{facts.accepts}
							</li>
						) : null}
						{card.replyLine ? <li>{card.replyLine}</li> : null}
						{facts.nextCall ? <li>{facts.nextCall}</li> : null}
					</ul>
				</div>
			</div>
			<CardBody card={card} />
			<div className="result-card-actions">
				<PlainLink to={href} className={buttonClass()}>
					{t('card.viewProfile')}
					<span className="sr-only">: {name}</span>
				</PlainLink>
				{canContact && card.acceptsMessages ? (
					<PlainLink to={contactHref} className="result-card-email">
						{t('card.email')}
						<span className="sr-only"> {name}</span>
					</PlainLink>
				) : null}
				{canContact && card.phone ? (
					<a href={phoneHref(card.phone)} className="result-card-phone">
						<span className="sr-only">{t('card.call', { name })} </span>
						{formatPhone(card.phone)}
					</a>
				) : null}
			</div>
		</article>
	)
}
