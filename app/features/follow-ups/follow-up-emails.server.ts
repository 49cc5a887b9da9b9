import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'
import { displayName } from '~/features/therapists/format'
import { type Locale, localizedPath, type Translate } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'
import {
	followUpAnswerPath,
	followUpQuestion,
	followUpUnsubscribePath,
	OUTCOMES,
	outcomeLabel,
	writtenOn,
} from './links'

// The e-mails of the follow-up loop (docs/product.md#follow-ups): the question to the person who
// wrote and the second e-mail after 'Not yet', in the language the message was written from, their
// links opening the pages in it too; the provider's private note stays English.

type Site = { siteName: string; publicUrl: string }
type Name = { first_name: string; last_name: string }

/** Header-safe single line (the person's name goes into the greeting). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

function unsubscribeParts(site: Site, token: string, locale: Locale, t: Translate) {
	const url = `${site.publicUrl}${localizedPath(followUpUnsubscribePath(token), locale)}`
	return {
		footerLink: { label: t('followups.noMore'), url },
		headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
	}
}

const greeting = (t: Translate, writer: string) =>
	writer ? t('followups.email.hi', { writer }) : t('followups.email.hello')

/** 'Did {first name} {last name} get back to you?' with the four one-click answers. */
export function buildFollowUpEmail(
	input: Site & {
		to: string
		/** The name the person gave in their message. */
		writer: string
		provider: Name
		written_at: Date
		token: string
		contact_message_id: string
		/** The language the message was written from. */
		locale: Locale
	},
): OutgoingEmail {
	const { locale, siteName } = input
	const t = serverI18n(locale).t
	const question = followUpQuestion(t, input.provider)
	const name = displayName(input.provider)
	const { footerLink, headers } = unsubscribeParts(input, input.token, locale, t)
	const body = renderEmail({
		siteName,
		lang: locale,
		heading: question,
		paragraphs: [
			greeting(t, oneLine(input.writer)),
			t('followups.email.first.wrote', { written: writtenOn(input.written_at, locale), name, siteName }),
			t('followups.email.first.ifNot', { name }),
		],
		choices: OUTCOMES.map((outcome) => ({
			label: outcomeLabel(t, outcome),
			url: `${input.publicUrl}${localizedPath(followUpAnswerPath(input.token, outcome), locale)}`,
		})),
		footer: t('followups.email.first.footer', { siteName }),
		footerLink,
	})
	return {
		to: input.to,
		subject: question,
		text: body.text,
		html: body.html,
		meta: { kind: 'follow_up', contact_message_id: input.contact_message_id },
		headers,
	}
}

export type SuggestedTherapist = Name & { profileUrl: string; headline: string }

/** After 'Not yet', one FOLLOW_UP_DELAY later: three other therapists who are accepting in the state, from the person's search. */
export function buildSecondFollowUpEmail(
	input: Site & {
		to: string
		writer: string
		provider: Name
		stateName: string
		/** Each group's note says which filter of the search it relaxed (null: none). */
		groups: Array<{ note: string | null; suggestions: SuggestedTherapist[] }>
		token: string
		contact_message_id: string
		/** The language the message was written from (the suggestions' links are in it too). */
		locale: Locale
	},
): OutgoingEmail {
	const { locale } = input
	const t = serverI18n(locale).t
	const name = displayName(input.provider)
	const subject = t('followups.email.second.subject', { name })
	const { footerLink, headers } = unsubscribeParts(input, input.token, locale, t)
	const body = renderEmail({
		siteName: input.siteName,
		lang: locale,
		heading: subject,
		paragraphs: [
			greeting(t, oneLine(input.writer)),
			t('followups.email.second.busy', { name }),
			t('followups.email.second.these', { state: input.stateName }),
			...input.groups.flatMap((group) => [
				...(group.note ? [group.note] : []),
				...group.suggestions.map(
					(s) => `${displayName(s)}${s.headline ? `, ${s.headline}` : ''}: ${s.profileUrl}`,
				),
			]),
			t('followups.email.second.stillTell', { name }),
		],
		footer: t('followups.email.second.footer', { name }),
		footerLink,
	})
	return {
		to: input.to,
		subject,
		text: body.text,
		html: body.html,
		meta: { kind: 'follow_up_second', contact_message_id: input.contact_message_id },
		headers,
	}
}

/** The provider's private note after a 'Not yet': no name or address of the person. */
export function buildProviderNote(
	input: Site & {
		to: string
		provider_id: string
		written_at: Date
		/** The provider's one-click answers ('I did reply', 'Still accepting'). */
		repliedUrl: string
		acceptingUrl: string
	},
): OutgoingEmail {
	const subject = 'Someone is waiting to hear back from you'
	const body = renderEmail({
		siteName: input.siteName,
		heading: subject,
		paragraphs: [
			`Someone who wrote on ${writtenOn(input.written_at, 'en')} says they have not heard back.`,
			'Their message reached your inbox from us then; please look for it (also in spam) and answer if you can. We do not tell you who it was.',
			`When three people say so within 30 days, ${input.siteName} shows your profile as Waitlist until you confirm your availability. If you did reply, or you are still accepting new clients, one click tells us.`,
		],
		choices: [
			{ label: 'I did reply', url: input.repliedUrl },
			{ label: 'Still accepting', url: input.acceptingUrl },
		],
		footer: `You receive this because your profile is listed on ${input.siteName} and a visitor wrote to you through it.`,
	})
	return {
		to: input.to,
		subject,
		text: body.text,
		html: body.html,
		meta: { kind: 'follow_up_note', provider_id: input.provider_id },
	}
}
