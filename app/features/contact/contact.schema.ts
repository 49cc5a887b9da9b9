import { z } from '~/lib/zod-mini'
import { AppError } from '~/lib/errors'
import { firstFieldMessage, zodFields } from '~/lib/zod-fields'
import { FIELD_REQUIRED, INVALID_EMAIL, tooLong } from '~/lib/field-messages'
import { ROBOT_CHECKBOX_FIELD, ROBOT_MESSAGE, robotCheck, robotCheckShape } from '~/lib/robot-check'

/** Field limits of the contact form (docs/product.md#validation). */
export const CONTACT_LIMITS = { name: 100, private_message: 2000, author_email: 254, phone: 25 } as const

/** The one message a visitor sees when sending fails for any other reason. */
export const CONTACT_ERROR_MESSAGE = 'Something went wrong. Please check your email or try again later.'
/**
 * What a visitor reads when sending fails, after a JSON call or a no-JS post alike: the reason when
 * it is theirs to act on (invalid input, too many messages), otherwise the catalogue's message.
 */
export function contactFailureMessage(code: string | null, message: string | null): string {
	return (code === 'invalid' || code === 'rate_limited') && message ? message : CONTACT_ERROR_MESSAGE
}

export const DISABLED_TIP = 'Please fill out all fields and checkboxes.'

/** docs/product.md#validation: non-space text, @, non-space text, dot, non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/

// zod/mini (the same rules as full zod, tree-shakable): the contact dialog runs this in the browser.
function text(max: number, required: boolean) {
	const base = z
		.string({ error: FIELD_REQUIRED })
		.check(z.trim(), z.maxLength(max, { error: (issue) => tooLong(String(issue.input ?? '').length, max) }))
	return required ? base.check(z.minLength(1, FIELD_REQUIRED)) : base
}

const recipient = z.uuid({ error: 'recipient_user must be a provider id.' })

/** An e-mail to a therapist (POST /api/contact with is_phone false or absent). */
export const ContactMessageSchema = z.strictObject({
	name: text(CONTACT_LIMITS.name, true),
	private_message: text(CONTACT_LIMITS.private_message, true),
	author_email: text(CONTACT_LIMITS.author_email, true).check(z.regex(EMAIL_PATTERN, INVALID_EMAIL)),
	phone: z.pipe(
		z.optional(z.union([text(CONTACT_LIMITS.phone, false), z.null()])),
		z.transform((v: string | null | undefined) => v ?? ''),
	),
	recipient_user: recipient,
	is_phone: z.optional(z.literal(false)),
	...robotCheckShape,
})
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
export function parseContactRequest(body: unknown, options: { requireBox: boolean }): ContactRequest {
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw new AppError('invalid', CONTACT_ERROR_MESSAGE)
	}
	const record = body as Record<string, unknown>
	if (record.is_phone === true) {
		const phone = PhoneClickSchema.safeParse(record)
		if (!phone.success) {
			const fields = zodFields(phone.error)
			throw new AppError('invalid', firstFieldMessage(fields, CONTACT_ERROR_MESSAGE), { fields })
		}
		return { kind: 'phone', input: phone.data }
	}
	const parsed = ContactMessageSchema.safeParse(record)
	if (!parsed.success) {
		const fields = zodFields(parsed.error)
		throw new AppError('invalid', firstFieldMessage(fields, CONTACT_ERROR_MESSAGE), { fields })
	}
	const robot = robotCheck(record)
	if (robot === 'robot') throw new AppError('invalid', CONTACT_ERROR_MESSAGE)
	if (robot === 'unchecked' && options.requireBox) {
		throw new AppError('invalid', ROBOT_MESSAGE, { fields: { [ROBOT_CHECKBOX_FIELD]: ROBOT_MESSAGE } })
	}
	return { kind: 'message', input: parsed.data }
}
