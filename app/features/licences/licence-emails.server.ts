import { type Locale, localizedPath } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'
import type { OutgoingEmail } from '~/platform/email/outbox.server'
import { renderEmail } from '~/platform/email/render-email'

// The licence e-mails to a provider (docs/product.md#licence-checks): the badge went because a new
// registry file lists their NPI as deactivated, and staff could not confirm the licence. Words in
// app/locales/{en,es}/licence-emails.json; providers store no language yet, so callers say English.

type Site = { siteName: string; publicUrl: string }

/** The registry's newest file lists the provider's NPI as deactivated: their 'Licence checked' is gone. */
export function deactivatedEmail(
	site: Site,
	input: { to: string; npi: string; registry_file_date: string | null; locale: Locale },
): OutgoingEmail {
	const { t } = serverI18n(input.locale)
	const body = renderEmail({
		siteName: site.siteName,
		lang: input.locale,
		heading: t('licenceEmails.deactivated.heading'),
		paragraphs: [
			t('licenceEmails.deactivated.found', {
				npi: input.npi,
				file: input.registry_file_date ?? '',
				siteName: site.siteName,
			}),
			t('licenceEmails.deactivated.next'),
		],
		button: {
			label: t('licenceEmails.openProfile'),
			url: `${site.publicUrl}${localizedPath('/account', input.locale)}`,
		},
	})
	return {
		to: input.to,
		subject: t('licenceEmails.deactivated.subject', { siteName: site.siteName }),
		...body,
	}
}

/** Staff could not confirm the licence: the moderator's reason, which the provider can answer. */
export function notConfirmedEmail(
	site: Site,
	input: { to: string; reason: string; locale: Locale },
): OutgoingEmail {
	const { t } = serverI18n(input.locale)
	const body = renderEmail({
		siteName: site.siteName,
		lang: input.locale,
		heading: t('licenceEmails.notConfirmed.heading'),
		paragraphs: [
			t('licenceEmails.notConfirmed.found', { siteName: site.siteName }),
			input.reason,
			t('licenceEmails.notConfirmed.next'),
		],
		button: {
			label: t('licenceEmails.openProfile'),
			url: `${site.publicUrl}${localizedPath('/account', input.locale)}`,
		},
	})
	return {
		to: input.to,
		subject: t('licenceEmails.notConfirmed.subject', { siteName: site.siteName }),
		...body,
	}
}
