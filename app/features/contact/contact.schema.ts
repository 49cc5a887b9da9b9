import { z } from '~/lib/zod-mini'
import { AppError } from '~/lib/errors'
import { firstFieldMessage, zodFields } from '~/lib/zod-fields'
import { type FieldMessages, fieldMessages, perLanguage, type Words } from '~/lib/field-messages'
import { ENGLISH_I18N } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import contactEn from '~/locales/en/contact.json'
import { ROBOT_CHECKBOX_FIELD, robotCheck, robotCheckShape } from '~/lib/robot-check'

/** Field limits of the contact form (docs/product.md#validation). */
export const CONTACT_LIMITS = {
	name: 100,
	private_message: 2000,
	author_email: 254,
	phone: 25,
	/** The listing address the message was written from (docs/product.md#follow-ups). */
	search: 1000,
} as const

registerEnglish(contactEn)

/** The one message a visitor sees when sending fails for any other reason, in the page's language. */
export const contactErrorMessage = (words: Words) => words.t('contact.error')
export const CONTACT_ERROR_MESSAGE = contactErrorMessage(ENGLISH_I18N)
/**
 * What a visitor reads when sending fails, after a JSON call or a no-JS post alike: the reason when
 * it is theirs to act on (invalid input, too many messages), otherwise the catalogue's message.
 */
export function contactFailureMessage(
	code: string | null,
	message: string | null,
	words: Words = ENGLISH_I18N,
): string {
	return (code === 'invalid' || code === 'rate_limited') && message ? message : contactErrorMessage(words)
}

/** docs/product.md#validation: non-space text, @, non-space text, dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/

// zod/mini (the same rules as full zod, tree-shakable): the contact dialog runs this in the browser.
function text(messages: FieldMessages, max: number, required: boolean) {
	const base = z
		.string({ error: messages.required })
		.check(
			z.trim(),
			z.maxLength(max, { error: (issue) => messages.tooLong(String(issue.input ?? '').length, max) }),
		)
	return required ? base.check(z.minLength(1, messages.required)) : base
}

const recipient = z.uuid({ error: 'recipient_user must be a provider id.' })

/** An e-mail to a therapist (POST /api/contact with is_phone false or absent), its messages in a language. */
function messageSchema(words: Words) {
	const messages = fieldMessages(words)
	return z.strictObject({
		name: text(messages, CONTACT_LIMITS.name, true),
		private_message: text(messages, CONTACT_LIMITS.private_message, true),
		author_email: text(messages, CONTACT_LIMITS.author_email, true).check(
			z.regex(EMAIL_PATTERN, messages.invalidEmail),
		),
		phone: z.pipe(
			z.optional(z.union([text(messages, CONTACT_LIMITS.phone, false), z.null()])),
			z.transform((v: string | null | undefined) => v ?? ''),
		),
		recipient_user: recipient,
		// The listing search it came from, for the follow-up's suggestions: read by the listing's parser,
		// anything else is dropped (never an error a visitor could not fix).
		search: z.optional(
			z.union([z.string().check(z.maxLength(CONTACT_LIMITS.search, 'search is too long.')), z.null()]),
		),
		is_phone: z.optional(z.literal(false)),
		...robotCheckShape,
	})
}

/** The contact schema whose messages are in the page's language (docs/product.md#languages). */
export const contactMessageSchema = perLanguage(messageSchema)
export const ContactMessageSchema = contactMessageSchema(ENGLISH_I18N)
export type ContactMessageInput = z.infer<typeof ContactMessageSchema>

/** A phone click: `{ recipient_user, is_phone: true }` and nothing else. */
export const PhoneClickSchema = z.strictObject({
	recipient_user: recipient,
	is_phone: z.literal(true),
})
export type PhoneClickInput = z.infer<typeof PhoneClickSchema>

type ContactRequest =
	| { kind: 'message'; input: ContactMessageInput }
	| { kind: 'phone'; input: PhoneClickInput }

/**
 * Validates a contact request body (JSON or form fields). Throws AppError('invalid') with the spec's
 * messages; a filled trap field gets only the generic message, so a robot learns nothing.
 */
export function parseContactRequest(
	body: unknown,
	options: { requireBox: boolean; words?: Words },
): ContactRequest {
	const words = options.words ?? ENGLISH_I18N
	const genericMessage = contactErrorMessage(words)
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw new AppError('invalid', genericMessage)
	}
	const record = body as Record<string, unknown>
	if (record.is_phone === true) {
		const phone = PhoneClickSchema.safeParse(record)
		if (!phone.success) {
			const fields = zodFields(phone.error)
			throw new AppError('invalid', firstFieldMessage(fields, genericMessage), { fields })
		}
		return { kind: 'phone', input: phone.data }
	}
	const parsed = contactMessageSchema(words).safeParse(record)
	if (!parsed.success) {
		const fields = zodFields(parsed.error)
		throw new AppError('invalid', firstFieldMessage(fields, genericMessage), { fields })
	}
	const robot = robotCheck(record)
	if (robot === 'robot') throw new AppError('invalid', genericMessage)
	if (robot === 'unchecked' && options.requireBox) {
		const message = fieldMessages(words).robot
		throw new AppError('invalid', message, { fields: { [ROBOT_CHECKBOX_FIELD]: message } })
	}
	return { kind: 'message', input: parsed.data }
}
