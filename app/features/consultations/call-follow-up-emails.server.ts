import { followUpUnsubscribePath } from '~/features/follow-ups/links'
import { type Locale, localizedPath } from '~/lib/i18n'
import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'
import { CALL_OUTCOMES, callFollowUpPath } from './call-outcomes'
import { consultationTranslator } from './consultations-i18n.server'

// The e-mails of 'Did your call with … happen?' (docs/product.md#free-consultations): the question to
// the person, in the language they booked in, its links opening the pages in it; the follow-ups'
// unsubscribe (one-click, RFC 8058) covers it. The provider's private note stays English.

type Site = { siteName: string; publicUrl: string }

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

export function buildCallFollowUpEmail(
	input: Site & {
		to: string
		/** The name the person booked with. */
		writer: string
		/** The provider's name. */
		name: string
		/** The call's time in the person's zone and language, in words. */
		time: string
		token: string
		consultation_id: string
		locale: Locale
	},
): OutgoingEmail {
	const { locale, siteName, publicUrl } = input
	const t = consultationTranslator(locale)
	const question = t('consultations.followup.question', { name: input.name })
	const unsubscribe = `${publicUrl}${localizedPath(followUpUnsubscribePath(input.token), locale)}`
	const writer = oneLine(input.writer)
	const body = renderEmail({
		siteName,
		lang: locale,
		heading: question,
		paragraphs: [
			writer ? t('consultations.followup.email.hi', { writer }) : t('consultations.followup.email.hello'),
			t('consultations.followup.email.booked', { name: input.name, time: input.time, siteName }),
			t('consultations.followup.email.why'),
		],
		choices: CALL_OUTCOMES.map((outcome) => ({
			label: t(`consultations.followup.answer.${outcome}`),
			url: `${publicUrl}${localizedPath(callFollowUpPath(input.token, outcome), locale)}`,
		})),
		footer: t('consultations.followup.email.footer', { siteName }),
		footerLink: { label: t('consultations.followup.email.no_more'), url: unsubscribe },
	})
	return {
		to: input.to,
		subject: oneLine(question),
		text: body.text,
		html: body.html,
		// consultation_id: the retention deletes it with the booking (retention.server.ts).
		meta: { kind: 'consultation-follow-up', consultation_id: input.consultation_id },
		headers: {
			'List-Unsubscribe': `<${unsubscribe}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		},
	}
}

/** After 'They did not call': the provider's private note, with the call's day but not who said so. */
export function buildCallProviderNote(input: {
	siteName: string
	to: string
	provider_id: string
	/** The call's day in the provider's zone, in words: the day only, as the messages' note says when they wrote. */
	day: string
	/** The provider's one-click answers ('I did call' is the follow-ups' 'I did reply'). */
	calledUrl: string
	acceptingUrl: string
}): OutgoingEmail {
	const subject = 'Someone says their free call did not happen'
	const body = renderEmail({
		siteName: input.siteName,
		heading: subject,
		paragraphs: [
			`Someone who booked a free call with you on ${input.day} says the call did not happen.`,
			'If something got in the way, look at your calls of that day and send them a short message. We do not tell you who said so.',
			`This counts like a message nobody answered: when three people say so within 30 days, ${input.siteName} shows your profile as Waitlist until you confirm your availability. If you did call, or you are still accepting new clients, one click tells us.`,
		],
		choices: [
			{ label: 'I did call', url: input.calledUrl },
			{ label: 'Still accepting', url: input.acceptingUrl },
		],
		footer: `You receive this because you offer free consultations on ${input.siteName}.`,
	})
	return {
		to: input.to,
		subject,
		text: body.text,
		html: body.html,
		meta: { kind: 'follow_up_note', provider_id: input.provider_id },
	}
}
