import { useId } from 'react'
import { RobotCheck } from '~/components/robot-check'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { DiscardGuard, type DiscardQuestion } from '~/components/ui/discard-guard'
import { Field, FormAlert } from '~/components/ui/field'
import { fieldsOrMessage, useForm } from '~/components/ui/use-form'
import type { JsonBody } from '~/components/ui/use-json-submit'
import { useHydrated } from '~/components/ui/use-hydrated'
import { ROBOT_CHECKBOX_FIELD, ROBOT_MESSAGE, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
import {
	CONTACT_ERROR_MESSAGE,
	CONTACT_LIMITS,
	ContactMessageSchema,
	contactFailureMessage,
	DISABLED_TIP,
} from '../contact.schema'
import {
	CONTACT_DRAFT_FIELDS,
	type ContactDraft,
	forgetContactDraft,
	isEmptyDraft,
	readContactDraft,
	saveContactDraft,
} from './contact-draft'

/** What the no-JS form post (the profile route's action) answered. */
export type ContactFormResult = {
	ok: boolean
	message?: string
	fields?: Record<string, string>
	values?: Partial<ContactDraft>
}

type Values = ContactDraft & { [ROBOT_CHECKBOX_FIELD]: boolean }

const EMPTY: Values = { name: '', author_email: '', phone: '', private_message: '', not_robot: false }
const draftOf = (values: Values): ContactDraft =>
	Object.fromEntries(CONTACT_DRAFT_FIELDS.map((name) => [name, values[name]])) as ContactDraft

type ContactDialogProps = {
	isOpen: boolean
	onClose: () => void
	recipient_user: string
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
		onDiscard: () => forgetContactDraft(form.recipient_user),
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
	recipient_user,
	recipientName,
	isWaitlist,
	formAction,
	noJsResult,
}: ContactFormProps) {
	const id = useId()
	const hydrated = useHydrated()
	// The same schema as /api/contact and the page action checks each field (after blur or a send);
	// the form starts from what the no-JS post answered, if anything, otherwise from the tab's draft.
	const form = useForm<Values>({
		schema: ContactMessageSchema,
		initial: { ...EMPTY, ...noJsResult?.values },
		toInput: (values) => ({ ...values, recipient_user, is_phone: false }),
		check: (values): Record<string, string> =>
			values.not_robot ? {} : { [ROBOT_CHECKBOX_FIELD]: ROBOT_MESSAGE },
		endpoint: '/api/contact',
		readFromForm: ROBOT_TRAP_FIELDS,
		toBody: (input) => input as JsonBody,
		failure: ({ code, message, fields }) =>
			fieldsOrMessage(code === 'invalid' ? fields : {}, contactFailureMessage(code, message)),
		initialErrors:
			noJsResult && !noJsResult.ok
				? fieldsOrMessage(noJsResult.fields ?? {}, noJsResult.message ?? CONTACT_ERROR_MESSAGE)
				: undefined,
		succeeded: Boolean(noJsResult?.ok),
		required: ['name', 'author_email', 'private_message', ROBOT_CHECKBOX_FIELD],
		focusInvalid: true,
		isDirty: (values) => !isEmptyDraft(values),
		draft: {
			key: recipient_user,
			read: () => (noJsResult ? null : readContactDraft(recipient_user)),
			save: (values) => saveContactDraft(recipient_user, draftOf(values)),
			forget: () => forgetContactDraft(recipient_user),
		},
	})
	const robot = form.box(ROBOT_CHECKBOX_FIELD)
	// Without JavaScript the button must stay usable: the server checks everything.
	const disabled = form.submitDisabled
	const showTip = disabled && !form.busy

	if (form.succeeded) {
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
		<form {...form.formProps} action={formAction}>
			<input type="hidden" name="recipient_user" value={recipient_user} />
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
			<RobotCheck
				id={`${id}-contact`}
				checked={robot.checked}
				onCheckedChange={robot.onChange}
				error={robot.error}
			/>
			<FormAlert message={form.formError} className="mt-4" />
			<div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
				<Button
					type="submit"
					size="lg"
					disabled={disabled}
					loading={form.busy}
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
