import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'
import { type AvailabilityChoice, availabilityLinkPath, CHOICE_LABELS } from './links'

const REMINDER_SUBJECT = 'Are you still accepting new clients?'

type ReminderEmailInput = {
	siteName: string
	publicUrl: string
	to: string
	provider_id: string
	first_name: string
	availability: string
	/** The one-time token behind the three answer links. */
	token: string
	/** The HMAC token of the unsubscribe link. */
	unsubscribeToken: string
	/** 1 for the monthly e-mail, 2 for the reminder 14 days later. */
	reminder: number
}

/**
 * 'Are you still accepting new clients?' with three answers, each a link to a page that confirms
 * with one click, and a one-click unsubscribe (RFC 8058 headers plus a visible link).
 * docs/product.md#availability-freshness
 */
export function buildReminderEmail(input: ReminderEmailInput): OutgoingEmail {
	const { siteName, publicUrl } = input
	const choices = (Object.keys(CHOICE_LABELS) as AvailabilityChoice[]).map((set) => ({
		label: CHOICE_LABELS[set],
		url: `${publicUrl}${availabilityLinkPath({ id: input.provider_id, token: input.token, set })}`,
	}))
	const unsubscribeUrl = `${publicUrl}/unsubscribe/${input.unsubscribeToken}`
	const greeting = input.first_name.trim() ? `Hi ${input.first_name.trim()},` : 'Hello,'
	const body = renderEmail({
		siteName,
		heading: REMINDER_SUBJECT,
		paragraphs: [
			greeting,
			`Your ${siteName} profile says: ${input.availability}. Clients choose whom to write to by this, so please tell us whether it is still true. One click is enough, no login needed.`,
			'Each answer link works once and expires in 21 days.',
		],
		choices,
		footer: `You receive this ${input.reminder > 1 ? 'reminder' : 'monthly e-mail'} because your profile is listed on ${siteName}. Unsubscribing stops these reminders only; e-mails about your account still reach you.`,
		footerLink: { label: 'Unsubscribe from availability reminders', url: unsubscribeUrl },
	})
	return {
		to: input.to,
		subject: input.reminder > 1 ? `Reminder: ${REMINDER_SUBJECT}` : REMINDER_SUBJECT,
		text: body.text,
		html: body.html,
		meta: { kind: 'availability_reminder', provider_id: input.provider_id, reminder: String(input.reminder) },
		headers: {
			'List-Unsubscribe': `<${unsubscribeUrl}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		},
	}
}
