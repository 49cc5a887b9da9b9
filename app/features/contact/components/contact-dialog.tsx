import { useId } from 'react'
import { Link } from '~/components/local-link'
import { RobotCheck } from '~/components/robot-check'
import { Button, buttonClass } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { DiscardGuard, type DiscardQuestion } from '~/components/ui/discard-guard'
import { Field, FormAlert } from '~/components/ui/field'
import { fieldsOrMessage, useForm } from '~/components/ui/use-form'
import { useHydrated } from '~/components/ui/use-hydrated'
import type { JsonBody } from '~/components/ui/use-json-submit'
import { registerEnglish } from '~/lib/english-catalog'
import { fieldMessages } from '~/lib/field-messages'
import { useI18n } from '~/lib/i18n'
import { ROBOT_CHECKBOX_FIELD, ROBOT_TRAP_FIELDS } from '~/lib/robot-check'
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
	/** After a success: the listing the form came from (its search field), for 'Back to your results'. */
	search?: string | null
}

/** Where 'Message Sent' leads on (docs/product.md#contact): the profile's state listing and similar therapists. */
export type ContactNextSteps = { stateListing: string; stateLabel: string; similar: string } | null

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
	/** Where 'Message Sent' leads on: the profile's state listing and similar accepting therapists. */
	nextSteps?: ContactNextSteps
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
	nextSteps,
}: ContactFormProps) {
	const id = useId()
	const hydrated = useHydrated()
	const i18n = useI18n()
	const { t, locale } = i18n
	const robotMessage = fieldMessages(i18n).robot
	// The same schema as /api/contact and the page action checks each field (after blur or a send);
	// the form starts from what the no-JS post answered, if anything, otherwise from the tab's draft.
	const form = useForm<Values>({
		schema: contactMessageSchema(i18n),
		initial: { ...EMPTY, ...noJsResult?.values },
		toInput: (values) => ({ ...values, recipient_user, is_phone: false, ...(search ? { search } : {}) }),
		check: (values): Record<string, string> =>
			values.not_robot ? {} : { [ROBOT_CHECKBOX_FIELD]: robotMessage },
		// The API answers in the page's language and the message keeps it (docs/product.md#languages).
		endpoint: locale === 'en' ? '/api/contact' : `/api/contact?locale=${locale}`,
		readFromForm: ROBOT_TRAP_FIELDS,
		toBody: (input) => input as JsonBody,
		failure: ({ code, message, fields }) =>
			fieldsOrMessage(code === 'invalid' ? fields : {}, contactFailureMessage(code, message, i18n)),
		initialErrors:
			noJsResult && !noJsResult.ok
				? fieldsOrMessage(noJsResult.fields ?? {}, noJsResult.message ?? contactErrorMessage(i18n))
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
	// Without JavaScript the button must stay usable: the server checks everything. With it, an
	// incomplete form's button stays focusable (aria-disabled) and says what is missing.
	const disabled = form.submitDisabled
	const showTip = disabled && !form.busy
	const labels: Record<string, string> = {
		name: t('contact.name'),
		author_email: t('contact.email'),
		private_message: t('contact.message'),
		[ROBOT_CHECKBOX_FIELD]: fieldMessages(i18n).robotBox,
	}
	const missing = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
		form.missing.map((name) => labels[name] ?? name),
	)

	if (form.succeeded) {
		return (
			<MessageSent
				recipientName={recipientName}
				search={noJsResult?.search ?? search ?? null}
				nextSteps={nextSteps ?? null}
				onClose={hydrated ? onClose : null}
			/>
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
					aria-disabled={disabled || undefined}
					// Reachable by keyboard with its tip, but it sends nothing until the form is complete.
					onClick={disabled ? (event) => event.preventDefault() : undefined}
					loading={form.busy}
					loadingText={t('contact.sending')}
					aria-describedby={showTip ? `${id}-tip` : undefined}
					title={showTip ? t('contact.tip') : undefined}
				>
					{t('contact.send')}
				</Button>
				{showTip ? (
					<div id={`${id}-tip`} className="text-muted text-sm">
						<p>{t('contact.tip')}</p>
						<p>{t('contact.missing', { fields: missing })}</p>
					</div>
				) : null}
			</div>
			<p className="mt-4 text-muted text-xs">{t('contact.privacy')}</p>
		</form>
	)
}

/** 'Message Sent' with where to go next (docs/product.md#contact): back to the results, or similar therapists. */
function MessageSent({
	recipientName,
	search,
	nextSteps,
	onClose,
}: {
	recipientName: string
	search: string | null
	nextSteps: ContactNextSteps
	onClose: (() => void) | null
}) {
	const { t } = useI18n()
	const hydrated = useHydrated()
	// The listing this tab came from, page and text included, when the browser says so; else the
	// search the server read, else the profile's state listing.
	const referred = hydrated ? listingReferrer() : null
	const results = referred ?? search ?? null
	const back = results
		? { href: results, label: t('contact.backToResults') }
		: nextSteps
			? {
					href: nextSteps.stateListing,
					label: t('contact.stateListing', { state: nextSteps.stateLabel }),
				}
			: null
	return (
		<div role="status" className="py-4 text-center">
			<h3 className="font-serif text-2xl text-brand-800">{t('contact.sent')}</h3>
			<p className="mt-3 text-ink">{t('contact.sentBody', { name: recipientName })}</p>
			{back || nextSteps ? (
				<nav aria-label={t('contact.nextSteps')} className="mt-6 flex flex-col items-center gap-3">
					{back ? (
						<Link to={back.href} className={buttonClass({ size: 'lg' })}>
							{back.label}
						</Link>
					) : null}
					{nextSteps ? (
						<Link to={nextSteps.similar} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
							{t('contact.similar')}
						</Link>
					) : null}
				</nav>
			) : null}
			{onClose ? (
				<Button variant="neutral" size="lg" className="mt-3" onClick={onClose}>
					{t('shell.close')}
				</Button>
			) : null}
		</div>
	)
}

/** The page's referrer when it is one of this site's listings (a full load from the results). */
function listingReferrer(): string | null {
	try {
		const url = new URL(document.referrer)
		if (url.origin !== window.location.origin) return null
		return /^\/(es\/)?therapists(\/|$)/.test(url.pathname) ? `${url.pathname}${url.search}` : null
	} catch {
		return null
	}
}
