import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'

// The moderation e-mails (docs/product.md#moderation). Neither names the moderator; the reporter's
// answer says nothing about the provider beyond the outcome.

type Ctx = { siteName: string; publicUrl: string }

/** The short answer to a reporter who left an e-mail, when their report is closed. */
export function reporterAnswerEmail(
	ctx: Ctx,
	to: string,
	resolution: 'dismissed' | 'actioned',
): OutgoingEmail {
	const outcome =
		resolution === 'actioned'
			? 'We looked into it and acted on the profile.'
			: 'We looked into it and found nothing that breaks our guidelines, so the profile stays as it is.'
	const body = renderEmail({
		siteName: ctx.siteName,
		heading: 'Thank you for your report',
		paragraphs: [
			`You reported a profile on ${ctx.siteName}. ${outcome}`,
			'Thank you for helping keep the directory safe.',
		],
		footer: 'You get this one e-mail because you left your address with your report.',
	})
	return { to, subject: `Your report to ${ctx.siteName}`, ...body }
}

/** A moderator's request to the provider to fix something on their profile. */
export function fixRequestEmail(ctx: Ctx, to: string, message: string): OutgoingEmail {
	const body = renderEmail({
		siteName: ctx.siteName,
		heading: 'Please update your profile',
		paragraphs: [
			`Our moderators reviewed your profile on ${ctx.siteName} and ask you to change something:`,
			message,
			'Sign in and save your profile once it is fixed; the request then goes away. Reply to this e-mail if you think it is a mistake.',
		],
		button: { label: 'Open your profile', url: `${ctx.publicUrl}/account` },
	})
	return { to, subject: `Please update your ${ctx.siteName} profile`, ...body }
}
