import { getEnv } from '~/env.server'
import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'

// The account e-mails. Plain ASCII on purpose: mail clients and the test sink read it as is.

function link(path: string, params: Record<string, string>): string {
	return `${getEnv().PUBLIC_URL}${path}?${new URLSearchParams(params).toString()}`
}

function email(
	to: string,
	subject: string,
	content: Omit<Parameters<typeof renderEmail>[0], 'siteName'>,
	kind: string,
): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return { to, subject, ...renderEmail({ siteName, ...content }), meta: { kind } }
}

export function verificationEmail(to: string, provider_id: string, token: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`Verify your email for ${siteName}`,
		{
			heading: 'Please verify your email',
			paragraphs: [
				`Thanks for joining ${siteName}. Please confirm that this is your email address, so your profile can go live and clients can reach you.`,
				'This link works once and expires in 48 hours.',
			],
			button: { label: 'Verify Email', url: link('/verify', { id: provider_id, token }) },
			footer: `You received this because this address was used to create or verify a ${siteName} provider account. If that was not you, you can ignore this email.`,
		},
		'verify',
	)
}

export function passwordResetEmail(to: string, provider_id: string, token: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`Reset your ${siteName} password`,
		{
			heading: 'Set a new password',
			paragraphs: [
				'Someone (hopefully you) asked to reset the password of your provider account.',
				'This link works once and expires in 1 hour. Setting a new password logs out every device.',
			],
			button: { label: 'Set a New Password', url: link('/reset', { id: provider_id, token }) },
			footer: 'If you did not ask for this, you can ignore this email: your password stays the same.',
		},
		'reset',
	)
}

export function emailUpdateEmail(to: string, provider_id: string, token: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`Confirm your new email for ${siteName}`,
		{
			heading: 'Confirm your new email address',
			paragraphs: [
				`You asked to use this address for your ${siteName} provider account. Please confirm it to finish the change.`,
				'This link works once and expires in 24 hours. Until then your account keeps its current address.',
			],
			button: {
				label: 'Confirm New Email',
				url: link('/verify', { id: provider_id, token, update: '1' }),
			},
			footer: 'If you did not ask for this, you can ignore this email: nothing changes.',
		},
		'update_email',
	)
}

export function emailChangedNotice(to: string, new_email: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`Your ${siteName} email was changed`,
		{
			heading: 'Your email address was changed',
			paragraphs: [
				`The email address of your ${siteName} provider account was changed to ${new_email}. From now on, log in with the new address.`,
				`If you did not make this change, please reset your password right away and contact ${siteName}.`,
			],
			button: { label: 'Reset Password', url: `${getEnv().PUBLIC_URL}/reset` },
		},
		'email_changed',
	)
}

/** docs/product.md#accounts: after Change Password on /account; the way back if it was not the owner. */
export function passwordChangedNotice(to: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`Your ${siteName} password was changed`,
		{
			heading: 'Your password was changed',
			paragraphs: [
				`The password of your ${siteName} provider account was just changed from your account page. Every other device was logged out.`,
				'If you did not make this change, set a new password right away with a reset link sent to this address: that logs out every device, including whoever changed it.',
			],
			button: { label: 'Reset Password', url: `${getEnv().PUBLIC_URL}/reset` },
			footer: 'If it was you, you do not need to do anything.',
		},
		'password_changed',
	)
}

export function duplicateRegistrationNotice(to: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`Someone tried to register with your email on ${siteName}`,
		{
			heading: 'You already have an account',
			paragraphs: [
				`Someone tried to create a new ${siteName} provider account with this email address. It already belongs to your account, so no new account was created.`,
				'If it was you, log in instead, or reset your password if you forgot it.',
			],
			button: { label: 'Log In', url: `${getEnv().PUBLIC_URL}/login` },
			footer: 'If it was not you, you can ignore this email: your account has not changed.',
		},
		'duplicate_register',
	)
}

export function emailTakenNotice(to: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`About your ${siteName} email change`,
		{
			heading: 'This address already has an account',
			paragraphs: [
				`Someone asked to move a ${siteName} provider account to this email address, but the address already belongs to another account, so nothing was changed.`,
				'If that was you, log in to the account that already uses this address, or choose a different address for the other one.',
			],
			footer: 'If this was not you, you can ignore this email.',
		},
		'email_taken',
	)
}

export function signInLinkEmail(to: string, provider_id: string, token: string): OutgoingEmail {
	const siteName = getEnv().SITE_NAME
	return email(
		to,
		`Your ${siteName} sign-in link`,
		{
			heading: 'Sign in to your account',
			paragraphs: [
				`Someone (hopefully you) asked for a link to sign in to your ${siteName} provider account without a password.`,
				'This link works once and expires in 15 minutes.',
			],
			button: { label: 'Sign In', url: link('/login/link', { id: provider_id, token }) },
			footer:
				'If you did not ask for this, you can ignore this email: nobody can sign in without this link, and your password stays the same.',
		},
		'sign_in_link',
	)
}

/** docs/product.md#sign-in-limits: says what happened, never the password tried or where from. */
export function failedLoginsNotice(to: string): OutgoingEmail {
	const { SITE_NAME: siteName, PUBLIC_URL: site } = getEnv()
	return email(
		to,
		`Someone tried to log in to your ${siteName} account`,
		{
			heading: 'Several failed logins to your account',
			paragraphs: [
				`In the last hour there were repeated attempts to log in to your ${siteName} provider account with a wrong password. Those attempts failed.`,
				'If it was you and you forgot your password, sign in with a link sent to this address, or set a new password. You can always sign in this way, even while someone keeps trying.',
				'If it was not you, someone may be trying to guess your password. To be safe, set a new, long password that you use nowhere else.',
			],
			choices: [
				{ label: 'Email Me a Sign-In Link', url: `${site}/login/link` },
				{ label: 'Reset Password', url: `${site}/reset` },
			],
			footer: 'We send this at most once a day.',
		},
		'failed_logins',
	)
}
