import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'
import type { ContactMessageInput } from './contact.schema'

type ContactEmailInput = {
	siteName: string
	/** Where the profile lives, absolute. */
	profileUrl: string
	profileName: string
	/** The therapist's private address. */
	to: string
	message: Pick<ContactMessageInput, 'name' | 'private_message' | 'author_email' | 'phone'>
	contact_message_id: string
	/** The recipient: a permanent refusal marks their address (docs/product.md#availability-freshness). */
	provider_id: string
}

/** Header-safe single line (the name also goes into the subject). */
function oneLine(text: string): string {
	return text
		.replace(/[\r\n\t\u2028\u2029]+/g, ' ')
		.replace(/\s+/g, ' ')
		.trim()
}

/** The e-mail a therapist gets for a visitor's message: replies go straight to the visitor. */
export function buildContactEmail(input: ContactEmailInput): OutgoingEmail {
	const { siteName, message } = input
	const name = oneLine(message.name)
	const details = [
		`Name: ${name}`,
		`Email: ${message.author_email}`,
		`Phone: ${message.phone ? oneLine(message.phone) : 'Not given'}`,
	].join('\n')
	const body = renderEmail({
		siteName,
		heading: `New message from ${name}`,
		paragraphs: [
			`${name} sent you a message through your ${siteName} profile (${input.profileName}):`,
			message.private_message,
			details,
			`Replying to this e-mail sends your answer to ${name} at ${message.author_email}, not to ${siteName}.`,
		],
		button: { label: 'View your profile', url: input.profileUrl },
		footer: `You received this because your profile is listed on ${siteName}. We keep contact messages for 90 days, then delete them.`,
	})
	return {
		to: input.to,
		reply_to: message.author_email,
		subject: `New message from ${name} via ${siteName}`,
		text: body.text,
		html: body.html,
		meta: { kind: 'contact', contact_message_id: input.contact_message_id, provider_id: input.provider_id },
	}
}
