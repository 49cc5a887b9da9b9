import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'
import { displayName } from '~/features/therapists/format'
import {
	followUpAnswerPath,
	followUpQuestion,
	followUpUnsubscribePath,
	OUTCOME_LABELS,
	OUTCOMES,
	writtenOn,
} from './links'

// The e-mails of the follow-up loop (docs/product.md#follow-ups): the question to the person who
// wrote, the second e-mail after 'Not yet', and the provider's private note.

type Site = { siteName: string; publicUrl: string }
type Name = { first_name: string; last_name: string }

/** Header-safe single line (the person's name goes into the greeting). */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

function unsubscribeParts(site: Site, token: string) {
	const url = `${site.publicUrl}${followUpUnsubscribePath(token)}`
	return {
		footerLink: { label: 'No more follow-ups', url },
		headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
	}
}

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
	},
): OutgoingEmail {
	const question = followUpQuestion(input.provider)
	const name = displayName(input.provider)
	const writer = oneLine(input.writer)
	const { footerLink, headers } = unsubscribeParts(input, input.token)
	const body = renderEmail({
		siteName: input.siteName,
		heading: question,
		paragraphs: [
			writer ? `Hi ${writer},` : 'Hello,',
			`On ${writtenOn(input.written_at)} you wrote to ${name} through ${input.siteName}. Did they get back to you? One click answers, no login needed.`,
			`If not, we will suggest other therapists who are accepting new clients. ${name} never learns who answered.`,
		],
		choices: OUTCOMES.map((outcome) => ({
			label: OUTCOME_LABELS[outcome],
			url: `${input.publicUrl}${followUpAnswerPath(input.token, outcome)}`,
		})),
		footer: `You receive this once because you wrote to a therapist on ${input.siteName}. We delete your message and your address 90 days after you wrote.`,
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

/** After 'Not yet', one FOLLOW_UP_DELAY later: three other therapists who are accepting in the state. */
export function buildSecondFollowUpEmail(
	input: Site & {
		to: string
		writer: string
		provider: Name
		stateName: string
		suggestions: SuggestedTherapist[]
		token: string
		contact_message_id: string
	},
): OutgoingEmail {
	const name = displayName(input.provider)
	const writer = oneLine(input.writer)
	const subject = `Still waiting to hear from ${name}?`
	const { footerLink, headers } = unsubscribeParts(input, input.token)
	const body = renderEmail({
		siteName: input.siteName,
		heading: subject,
		paragraphs: [
			writer ? `Hi ${writer},` : 'Hello,',
			`You told us ${name} had not got back to you yet. Therapists are often busy; writing to two or three at once is normal and fine.`,
			`These therapists in ${input.stateName} are accepting new clients and confirmed it recently:`,
			...input.suggestions.map(
				(s) => `${displayName(s)}${s.headline ? `, ${s.headline}` : ''}: ${s.profileUrl}`,
			),
			`If ${name} did reply in the meantime, you can still tell us with the link in our first e-mail.`,
		],
		footer: `This is the last follow-up about your message to ${name}.`,
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
			`Someone who wrote on ${writtenOn(input.written_at)} says they have not heard back.`,
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
