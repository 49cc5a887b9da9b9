import { useId } from 'react'
import { RobotCheck } from '~/components/robot-check'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { DiscardGuard, type DiscardQuestion } from '~/components/ui/discard-guard'
import { Field, FormAlert } from '~/components/ui/field'
import { useHydrated } from '~/components/ui/use-hydrated'
import { CONTACT_LIMITS, DISABLED_TIP } from '../contact.schema'
import { forgetContactDraft } from './contact-draft'
import { type ContactFormResult, useContactForm } from './use-contact-form'

export type { ContactFormResult } from './use-contact-form'

type ContactDialogProps = {
	isOpen: boolean
	onClose: () => void
	recipientId: string
	recipientName: string
	isWaitlist: boolean
	/** Where the no-JS form posts (the profile path with ?contact). */
	formAction: string
	noJsResult?: ContactFormResult | null
}

/**
 * The 'Email the therapist' modal (docs/product.md#contact): opened by the ?contact URL, so Back closes it, and rendered open
 * (non-modal) without JavaScript, when the form posts to the profile page's action instead.
 * What the visitor typed is kept for the tab; closing a non-empty form asks first, and the safe
 * answer keeps the draft for when the form reopens (docs/product.md#visitor-journeys).
 */
export function ContactDialog({ isOpen, onClose, recipientName, ...form }: ContactDialogProps) {
	const question: DiscardQuestion = {
		title: 'Discard message?',
		description: 'It has not been sent. Kept for later, it is here again when you reopen this form.',
		keepLabel: 'Keep for later',
		keepCloses: true,
		onDiscard: () => forgetContactDraft(form.recipientId),
	}
	return (
		<DiscardGuard param="contact" close={onClose} question={question}>
			{(requestClose) => (
				<Dialog
					open={isOpen}
					title="Email the therapist"
					description={`A private message to ${recipientName}.`}
					onClose={requestClose}
				>
					<ContactForm {...form} recipientName={recipientName} onClose={requestClose} />
				</Dialog>
			)}
		</DiscardGuard>
	)
}

type ContactFormProps = Omit<ContactDialogProps, 'isOpen'>

function ContactForm({
	onClose,
	recipientId,
	recipientName,
	isWaitlist,
	formAction,
	noJsResult,
}: ContactFormProps) {
	const id = useId()
	const hydrated = useHydrated()
	const form = useContactForm(recipientId, noJsResult)
	// Without JavaScript the button must stay usable: the server checks everything.
	const disabled = hydrated && !form.complete
	const showTip = disabled && !form.sending

	if (form.sent) {
		return (
			<div role="status" className="py-4 text-center">
				<h3 className="font-serif text-2xl text-brand-800">Message Sent</h3>
				<p className="mt-3 text-ink">
					Your message is on its way to {recipientName}. They will reply to you by e-mail.
				</p>
				{hydrated ? (
					<Button size="lg" className="mt-6" onClick={onClose}>
						Close
					</Button>
				) : null}
			</div>
		)
	}

	return (
		<form method="post" action={formAction} noValidate onSubmit={form.onSubmit}>
			<input type="hidden" name="recipient_user" value={recipientId} />
			{isWaitlist ? (
				<p className="mb-4 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-orange-950 text-sm">
					{recipientName} has a waitlist for new clients. You can still send a message, but it may take a
					while before they can see you.
				</p>
			) : null}
			<Field
				label="Name"
				autoComplete="name"
				required
				maxLength={CONTACT_LIMITS.name}
				{...form.field('name')}
			/>
			<Field
				label="Email"
				type="email"
				autoComplete="email"
				required
				maxLength={CONTACT_LIMITS.author_email}
				{...form.field('author_email')}
			/>
			<Field
				label="Phone"
				type="tel"
				autoComplete="tel"
				required={false}
				maxLength={CONTACT_LIMITS.phone}
				{...form.field('phone')}
			/>
			<Field
				label="Message"
				multiline
				required
				maxLength={CONTACT_LIMITS.private_message}
				{...form.field('private_message')}
			/>
			<RobotCheck id={`${id}-contact`} {...form.robot} />
			<FormAlert message={form.formError} className="mt-4" />
			<div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
				<Button
					type="submit"
					size="lg"
					disabled={disabled}
					loading={form.sending}
					loadingText="Sending…"
					aria-describedby={showTip ? `${id}-tip` : undefined}
					title={showTip ? DISABLED_TIP : undefined}
				>
					Send Message
				</Button>
				{showTip ? (
					<p id={`${id}-tip`} className="text-muted text-sm">
						{DISABLED_TIP}
					</p>
				) : null}
			</div>
			<p className="mt-4 text-muted text-xs">
				Your e-mail address goes only to this therapist, so they can reply. It is never shown on the site.
			</p>
		</form>
	)
}
