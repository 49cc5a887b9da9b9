import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { useUrlDialog } from '~/components/ui/use-url-dialog'
import type { Availability } from '~/features/therapists/components/availability-chip'
import { formatPhone, phoneHref } from '~/features/therapists/format'
import { acceptsContact } from '~/features/therapists/live-profile'
import { useI18n } from '~/lib/i18n'

type ContactActionsProps = {
	recipient_user: string
	name: string
	availability: Availability
	phone: string
	/** The owner sees no contact form and their clicks are not counted. */
	isOwner: boolean
	/** False when the therapist's address refused our e-mail: the phone only (docs/product.md#availability-freshness). */
	emailForm?: boolean
}

/** Counts a phone click (`{ recipient_user, is_phone: true }`, docs/product.md#contact); never blocks the call itself. */
function trackPhoneClick(recipient_user: string) {
	void fetch('/api/contact', {
		method: 'POST',
		keepalive: true,
		headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
		body: JSON.stringify({ recipient_user, is_phone: true }),
	}).catch(() => {})
}

/** 'Email the therapist' and the phone number, unless the therapist is not accepting new clients. */
export function ContactActions({
	recipient_user,
	name,
	availability,
	phone,
	isOwner,
	emailForm = true,
}: ContactActionsProps) {
	const contact = useUrlDialog('contact')
	const { t } = useI18n()
	if (!acceptsContact(availability)) {
		return <p className="rounded-lg bg-stone-100 px-4 py-3 text-ink">{t('contact.notAccepting', { name })}</p>
	}
	if (!isOwner && !emailForm && !phone) {
		return <p className="rounded-lg bg-stone-100 px-4 py-3 text-ink">{t('contact.unreachable', { name })}</p>
	}
	return (
		<div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
			{isOwner ? (
				<p className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">{t('contact.ownerNote')}</p>
			) : emailForm ? (
				<Link {...contact.linkProps()} className={buttonClass({ size: 'lg' })}>
					{t('contact.emailButton')}
				</Link>
			) : null}
			{phone ? (
				<a
					href={phoneHref(phone)}
					onClick={isOwner ? undefined : () => trackPhoneClick(recipient_user)}
					className={buttonClass({ variant: emailForm || isOwner ? 'secondary' : 'primary', size: 'lg' })}
				>
					<svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
						<path
							d="M6.6 2.5 8.4 6.3 6.9 7.8a10.8 10.8 0 0 0 5.3 5.3l1.5-1.5 3.8 1.8-.6 3.1c-.1.6-.7 1-1.3 1A14.3 14.3 0 0 1 2.5 4.4c0-.6.4-1.2 1-1.3z"
							fill="none"
							stroke="currentColor"
							strokeWidth="1.6"
							strokeLinejoin="round"
						/>
					</svg>
					<span className="sr-only">{t('contact.call')} </span>
					{formatPhone(phone)}
				</a>
			) : null}
		</div>
	)
}
