import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'
import { ACCOUNT_DELETED_EMAIL_KIND } from './media-cleanup.server'

/**
 * The confirmation that an account is gone. It names nothing but the site: the row is the only
 * trace left of the account, until it is sent (docs/product.md#deleting-an-account).
 */
export function accountDeletedEmail(
	to: string,
	site: { siteName: string; publicUrl: string },
): OutgoingEmail {
	const { siteName, publicUrl } = site
	return {
		to,
		subject: `Your ${siteName} account was deleted`,
		...renderEmail({
			siteName,
			heading: 'Your account was deleted',
			paragraphs: [
				`As you asked, your ${siteName} provider account is deleted: your profile, answers, photos and recordings, and the messages clients sent you. Your profile no longer appears in search.`,
				'Uploaded files are removed from our storage within minutes. Nothing about you is kept once this email is sent.',
				`You are welcome back any time: a new account starts from scratch at ${publicUrl}/register.`,
			],
			footer:
				'If you did not ask for this, someone else knew your password. The deletion cannot be undone, but this address is free to register again.',
		}),
		meta: { kind: ACCOUNT_DELETED_EMAIL_KIND },
	}
}
