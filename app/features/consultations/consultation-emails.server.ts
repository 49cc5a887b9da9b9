import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'
import { type Locale, localizedPath } from '~/lib/i18n'
import { consultationTranslator } from './consultations-i18n.server'
import { buildInvite, inviteAttachment } from './invite'
import { timeInWords } from './time-words'

// The e-mails of a consultation (docs/product.md#free-consultations): to the visitor in the
// language they booked in and their zone, to the provider in English and the provider's zone
// (docs/product.md#languages); each carries the invite with the booking's UID.

export type EmailBooking = {
	id: string
	uid: string
	start_at: Date
	end_at: Date
	created_at: Date
	name: string
	email: string
	phone: string | null
	note: string | null
	time_zone: string
	locale: Locale
}

export type EmailProvider = {
	id: string
	name: string
	email: string
	time_zone: string
	minutes: number
	by: 'phone' | 'video'
	video_link: string | null
	/** The profile's path, for 'Pick another time'. */
	profile_path: string
}

export type EmailSite = {
	siteName: string
	publicUrl: string
	/** MAIL_FROM: 'Name <address>' or an address. */
	mailFrom: string
}

type Kind = 'booked' | 'reminder' | 'cancelled'

/** A cancellation the provider made, with their message to the person (provider-bookings.server.ts). */
export type CancelledBy = { provider: true; message: string | null }

/** Header-safe single line (names go into subjects). */
function oneLine(text: string): string {
	return text
		.replace(/[\r\n\t\u2028\u2029]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
}

function sender(mailFrom: string, siteName: string): { name: string; email: string } {
	const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom)
	return match ? { name: match[1] || siteName, email: match[2] } : { name: siteName, email: mailFrom.trim() }
}

export function cancelPath(token: string): string {
	return `/consultation/cancel/${token}`
}

/** `withName`: who the call is with, as the reader's calendar should say. */
function invite(
	kind: Kind,
	b: EmailBooking,
	p: EmailProvider,
	site: EmailSite,
	locale: Locale,
	withName: string,
) {
	const t = consultationTranslator(locale)
	const method = kind === 'cancelled' ? 'cancel' : 'request'
	const ics = buildInvite({
		uid: b.uid,
		method,
		start: b.start_at,
		end: b.end_at,
		summary: t('consultations.invite.summary', { name: withName }),
		description: t('consultations.invite.description', { minutes: p.minutes, siteName: site.siteName }),
		location: p.by === 'video' ? p.video_link : null,
		organizer: sender(site.mailFrom, site.siteName),
		attendee: { name: oneLine(b.name), email: b.email },
		stamp: b.created_at,
		siteName: site.siteName,
	})
	return inviteAttachment(ics, method)
}

/** The visitor's invite alone (the confirmation page's download), as their e-mail carries it. */
export function visitorInvite(kind: Kind, b: EmailBooking, p: EmailProvider, site: EmailSite): string {
	return invite(kind, b, p, site, b.locale, p.name).content
}

/** The visitor's e-mail of one kind, in their language and zone. */
export function visitorEmail(
	kind: Kind,
	b: EmailBooking,
	p: EmailProvider,
	site: EmailSite,
	cancelToken?: string,
	cancelledBy?: CancelledBy,
): OutgoingEmail {
	const t = consultationTranslator(b.locale)
	const time = timeInWords(b.start_at, b.time_zone, b.locale)
	const name = p.name
	const how =
		p.by === 'phone'
			? t('consultations.email.by_phone', { name, phone: b.phone ?? '' })
			: p.video_link
				? t('consultations.email.by_video_link', { link: p.video_link })
				: t('consultations.email.by_video_later', { name })
	const paragraphs =
		kind === 'cancelled'
			? [
					t('consultations.email.cancelled.body', { time }),
					...(cancelledBy?.message
						? [t('consultations.email.provider_message', { name, message: cancelledBy.message })]
						: []),
				]
			: [t('consultations.email.when', { time, minutes: p.minutes }), how, t('consultations.email.invite')]
	const heading =
		kind === 'booked'
			? t('consultations.email.booked.heading', { name })
			: kind === 'reminder'
				? t('consultations.email.reminder.heading', { name })
				: t('consultations.email.cancelled.heading', { name })
	const subject = t(`consultations.email.${kind}.subject`, { name, time })
	const button =
		kind === 'cancelled' || !cancelToken
			? {
					label: t('consultations.email.book_again'),
					url: `${site.publicUrl}${localizedPath(p.profile_path, b.locale)}`,
				}
			: {
					label: t('consultations.email.cancel_button'),
					url: `${site.publicUrl}${localizedPath(cancelPath(cancelToken), b.locale)}`,
				}
	const body = renderEmail({
		siteName: site.siteName,
		lang: b.locale,
		heading,
		paragraphs,
		button,
		footer: t('consultations.email.footer', { siteName: site.siteName }),
	})
	return {
		to: b.email,
		subject: oneLine(subject),
		text: body.text,
		html: body.html,
		attachments: [invite(kind, b, p, site, b.locale, p.name)],
		meta: { kind: `consultation-${kind}`, consultation_id: b.id },
	}
}

/** The provider's e-mail of one kind: English, their zone, the person's details. */
export function providerEmail(
	kind: Kind,
	b: EmailBooking,
	p: EmailProvider,
	site: EmailSite,
	cancelledBy?: CancelledBy,
): OutgoingEmail {
	const time = timeInWords(b.start_at, p.time_zone, 'en')
	const person = oneLine(b.name)
	const details = [
		`Name: ${person}`,
		`Email: ${b.email}`,
		`Phone: ${b.phone ? oneLine(b.phone) : 'Not given'}`,
		`Their time zone: ${b.time_zone}`,
	].join('\n')
	const heading =
		kind === 'booked'
			? `${person} booked a free call`
			: kind === 'reminder'
				? `Your call with ${person} is tomorrow`
				: cancelledBy
					? `You cancelled your call with ${person}`
					: `${person} cancelled their call`
	const paragraphs =
		kind === 'cancelled'
			? [
					`The call on ${time} is cancelled; the time is open again.`,
					details,
					...(cancelledBy?.message ? [`Your message to them:\n${cancelledBy.message}`] : []),
				]
			: [
					`When: ${time} (${p.minutes} minutes).`,
					p.by === 'phone'
						? `Call them at ${b.phone ?? ''}.`
						: p.video_link
							? `Your video link: ${p.video_link}`
							: 'Send them a link for the video call.',
					details,
					...(b.note ? [`Their note:\n${b.note}`] : []),
				]
	const body = renderEmail({
		siteName: site.siteName,
		heading,
		paragraphs,
		footer: `You received this because you offer free consultations on ${site.siteName}. The person's details are deleted after the call.`,
	})
	const subject =
		kind === 'booked'
			? `Free call booked: ${person}, ${time}`
			: kind === 'reminder'
				? `Reminder: call with ${person}, ${time}`
				: `Cancelled: call with ${person}, ${time}`
	return {
		to: p.email,
		reply_to: b.email,
		subject: oneLine(subject),
		text: body.text,
		html: body.html,
		attachments: [invite(kind, b, p, site, 'en', person)],
		meta: { kind: `consultation-${kind}`, consultation_id: b.id, provider_id: p.id },
	}
}
