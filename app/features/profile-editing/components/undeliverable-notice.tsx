import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'
import { useUrlDialog } from '~/components/ui/use-url-dialog'

/**
 * Shown to the owner once their address refused our e-mail for good: visitors get their phone
 * instead of the message form until they change it (docs/product.md#availability-freshness).
 */
export function UndeliverableNotice({ email }: { email: string }) {
	// The header's Update Email dialog (?dialog=update-email).
	const dialog = useUrlDialog('dialog')
	return (
		<div
			role="alert"
			data-undeliverable-notice
			className="mb-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-950 sm:px-5"
		>
			<p className="font-medium">
				We could not deliver e-mail to your address <span className="break-all">{email}</span>.
			</p>
			<p className="mt-1">
				Messages from clients cannot reach you, so your profile shows your phone number instead of the message
				form. Please update your e-mail address to receive messages again.
			</p>
			<Link
				{...dialog.linkProps('update-email')}
				className={buttonClass({ variant: 'danger', size: 'sm', className: 'mt-3' })}
			>
				Update your e-mail
			</Link>
		</div>
	)
}
