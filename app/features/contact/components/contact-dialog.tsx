import { useId } from 'react'
import { RobotCheck } from '~/components/robot-check'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { DiscardGuard, type DiscardQuestion } from '~/components/ui/discard-guard'
import { Field, FormAlert } from '~/components/ui/field'
import { fieldsOrMessage, useForm } from '~/components/ui/use-form'
import type { JsonBody } from '~/components/ui/use-json-submit'
import { useHydrated } from '~/components/ui/use-hydrated'
import { ROBOT_CHECKBOX_FIELD, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
import { fieldMessages } from '~/lib/field-messages'
import { useI18n } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import contactEn from '~/locales/en/contact.json'
import {
	CONTACT_LIMITS,
	contactErrorMessage,
	contactFailureMessage,
	contactMessageSchema,
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

registerEnglish(contactEn)

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
	/** The listing search the profile was opened from, sent with the message for the follow-up's suggestions. */
	search?: string | null
}

/**
 * The 'Email the therapist' modal (docs/product.md#contact): opened by the ?contact URL, so Back closes it, and rendered open
 * (non-modal) without JavaScript, when the form posts to the profile page's action instead.
 * What the visitor typed is kept for the tab; closing a non-empty form asks first, and the safe
 * answer keeps the draft for when the form reopens (docs/product.md#visitor-journeys).
 */
export function ContactDialog({ isOpen, onClose, recipientName, ...form }: ContactDialogProps) {
	const { t } = useI18n()
	const question: DiscardQuestion = {
		title: t('contact.discardTitle'),
		description: t('contact.discardBody'),
		keepLabel: t('contact.keep'),
		keepCloses: true,
		onDiscard: () => forgetContactDraft(form.recipient_user),
	}
	return (
		<DiscardGuard param="contact" close={onClose} question={question}>
			{(requestClose) => (
				<Dialog
					open={isOpen}
					title={t('contact.emailButton')}
					description={t('contact.privateTo', { name: recipientName })}
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
	search,
}: ContactFormProps) {
	const id = useId()
	const hydrated = useHydrated()
	const { t, locale } = useI18n()
	const robotMessage = fieldMessages(locale).robot
	// The same schema as /api/contact and the page action checks each field (after blur or a send);
	// the form starts from what the no-JS post answered, if anything, otherwise from the tab's draft.
	const form = useForm<Values>({
		schema: contactMessageSchema(locale),
		initial: { ...EMPTY, ...noJsResult?.values },
		toInput: (values) => ({ ...values, recipient_user, is_phone: false, ...(search ? { search } : {}) }),
		check: (values): Record<string, string> =>
			values.not_robot ? {} : { [ROBOT_CHECKBOX_FIELD]: robotMessage },
		// The API answers in the page's language and the message keeps it (docs/product.md#languages).
		endpoint: locale === 'en' ? '/api/contact' : `/api/contact?locale=${locale}`,
		readFromForm: ROBOT_TRAP_FIELDS,
		toBody: (input) => input as JsonBody,
		failure: ({ code, message, fields }) =>
			fieldsOrMessage(code === 'invalid' ? fields : {}, contactFailureMessage(code, message, locale)),
		initialErrors:
			noJsResult && !noJsResult.ok
				? fieldsOrMessage(noJsResult.fields ?? {}, noJsResult.message ?? contactErrorMessage(locale))
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
				<h3 className="font-serif text-2xl text-brand-800">{t('contact.sent')}</h3>
				<p className="mt-3 text-ink">{t('contact.sentBody', { name: recipientName })}</p>
				{hydrated ? (
					<Button size="lg" className="mt-6" onClick={onClose}>
						{t('shell.close')}
					</Button>
				) : null}
			</div>
		)
	}

	return (
		<form {...form.formProps} action={formAction}>
			<input type="hidden" name="recipient_user" value={recipient_user} />
			{search ? <input type="hidden" name="search" value={search} /> : null}
			{isWaitlist ? (
				<p className="mb-4 rounded-lg border border-orange-200 bg-orange-50 px-4 py-3 text-orange-950 text-sm">
					{t('contact.waitlist', { name: recipientName })}
				</p>
			) : null}
			<Field
				label={t('contact.name')}
				autoComplete="name"
				required
				maxLength={CONTACT_LIMITS.name}
				{...form.field('name')}
			/>
			<Field
				label={t('contact.email')}
				type="email"
				autoComplete="email"
				required
				maxLength={CONTACT_LIMITS.author_email}
				{...form.field('author_email')}
			/>
			<Field
				label={t('contact.phone')}
				type="tel"
				autoComplete="tel"
				required={false}
				maxLength={CONTACT_LIMITS.phone}
				{...form.field('phone')}
			/>
			<Field
				label={t('contact.message')}
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
					loadingText={t('contact.sending')}
					aria-describedby={showTip ? `${id}-tip` : undefined}
					title={showTip ? t('contact.tip') : undefined}
				>
					{t('contact.send')}
				</Button>
				{showTip ? (
					<p id={`${id}-tip`} className="text-muted text-sm">
						{t('contact.tip')}
					</p>
				) : null}
			</div>
			<p className="mt-4 text-muted text-xs">{t('contact.privacy')}</p>
		</form>
	)
}
