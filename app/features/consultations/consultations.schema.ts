import { CONSULTATION_BY, WEEKDAYS } from '~/db/schema/consultations'
import { AppError } from '~/lib/errors'
import { EMAIL_PATTERN } from '~/features/contact/contact.schema'
import { type FieldMessages, fieldMessages, perLanguage, type Words } from '~/lib/field-messages'
import { ENGLISH_I18N } from '~/lib/i18n'
import { robotCheckShape } from '~/lib/robot-check'
import { z } from '~/lib/zod-mini'
import { isTimeZone } from './time-words'

// docs/product.md#free-consultations: the provider's settings (POST /api/user `consultation`), the
// visitor's booking (POST /api/consultation) and the open-times query (GET /api/slots). zod/mini, so
// the booking form can run the same rules in the browser.

export const CONSULTATION_LIMITS = {
	name: 100,
	email: 254,
	phone: 25,
	note: 1000,
	video_link: 500,
	windows: 28,
	days_off: 100,
	notice_hours: 24 * 14,
	horizon_days: 90,
	per_day: 50,
	/** GET /api/slots: days asked at once. */
	days: 31,
} as const

const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/
const DAY = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/

const zoneName = z
	.string()
	.check(z.maxLength(64), z.refine(isTimeZone, 'Choose a time zone, such as America/New_York.'))

const WindowSchema = z
	.strictObject({
		day: z.enum(WEEKDAYS, 'day must be one of mon, tue, wed, thu, fri, sat, sun.'),
		from: z.string().check(z.regex(CLOCK, 'Write the time as HH:MM, such as 09:00.')),
		to: z.string().check(z.regex(CLOCK, 'Write the time as HH:MM, such as 17:30.')),
	})
	.check(z.refine((w) => w.from < w.to, { message: 'The window must end after it starts.', path: ['to'] }))

/** What the provider saves as `consultation` through POST /api/user. */
export const ConsultationSettingsSchema = z.strictObject({
	enabled: z.boolean(),
	minutes: z.union([z.literal(15), z.literal(20), z.literal(30)], 'minutes must be 15, 20 or 30.'),
	by: z.enum(CONSULTATION_BY, "by must be 'phone' or 'video'."),
	video_link: z.optional(
		z.nullable(
			z
				.string()
				.check(
					z.maxLength(CONSULTATION_LIMITS.video_link),
					z.regex(/^https:\/\/\S+$/, 'Enter the link as https://…'),
				),
		),
	),
	time_zone: zoneName,
	windows: z.array(WindowSchema).check(z.maxLength(CONSULTATION_LIMITS.windows, 'Too many windows.')),
	notice_hours: z.optional(
		z.number().check(z.int(), z.minimum(0), z.maximum(CONSULTATION_LIMITS.notice_hours)),
	),
	horizon_days: z.optional(
		z.number().check(z.int(), z.minimum(1), z.maximum(CONSULTATION_LIMITS.horizon_days)),
	),
	per_day: z.optional(
		z.nullable(z.number().check(z.int(), z.minimum(1), z.maximum(CONSULTATION_LIMITS.per_day))),
	),
	days_off: z.optional(
		z
			.array(z.string().check(z.regex(DAY, 'Write dates as YYYY-MM-DD.')))
			.check(z.maxLength(CONSULTATION_LIMITS.days_off, 'Too many dates off.')),
	),
})
export type ConsultationSettingsInput = z.infer<typeof ConsultationSettingsSchema>

/** GET /api/slots?user=ID&from=YYYY-MM-DD&days=N. */
const SLOT_RANGE = {
	from: z.optional(z.string().check(z.regex(DAY, 'Write from as YYYY-MM-DD.'))),
	days: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(CONSULTATION_LIMITS.days))),
}

export const SlotsQuerySchema = z.strictObject({ user: z.uuid('user must be a provider id.'), ...SLOT_RANGE })

/** GET /api/user/{id}/slots: the same range, the provider in the path. */
export const UserSlotsQuerySchema = z.strictObject(SLOT_RANGE)
export const UserSlotsPathSchema = z.strictObject({ id: z.uuid('id must be a provider id.') })

function text(messages: FieldMessages, max: number, required: boolean) {
	const base = z
		.string({ error: messages.required })
		.check(
			z.trim(),
			z.maxLength(max, { error: (issue) => messages.tooLong(String(issue.input ?? '').length, max) }),
		)
	return required ? base.check(z.minLength(1, messages.required)) : base
}

/** The person's details of a booking: the booking form checks them in the browser with these rules. */
function bookingFields(words: Words) {
	const messages = fieldMessages(words)
	return {
		name: text(messages, CONSULTATION_LIMITS.name, true),
		email: text(messages, CONSULTATION_LIMITS.email, true).check(
			z.regex(EMAIL_PATTERN, messages.invalidEmail),
		),
		/** Required for a phone call: the service checks it against the provider's settings. */
		phone: z.optional(z.nullable(text(messages, CONSULTATION_LIMITS.phone, false))),
		note: z.optional(z.nullable(text(messages, CONSULTATION_LIMITS.note, false))),
	}
}

/** The booking page's form (its other fields, the time and the zone, the page action checks). */
export const bookingDetailsSchema = perLanguage((words: Words) => z.object(bookingFields(words)))

function bookingSchema(words: Words) {
	return z.strictObject({
		recipient_user: z.uuid('recipient_user must be a provider id.'),
		start: z.iso.datetime({
			offset: true,
			error: 'start must be an ISO 8601 time, such as 2026-12-01T14:00:00Z.',
		}),
		...bookingFields(words),
		time_zone: zoneName,
		...robotCheckShape,
	})
}

/** The booking schema whose messages are in the visitor's language (docs/product.md#languages). */
export const bookingRequestSchema = perLanguage(bookingSchema)
export const BookingRequestSchema = bookingRequestSchema(ENGLISH_I18N)
export type BookingInput = z.infer<typeof BookingRequestSchema>

/**
 * POST /api/user: the `consultation` field taken out of the body (the rest is the profile's save).
 * Throws AppError('invalid') with `fields.consultation` naming the part at fault.
 */
export function takeConsultation(body: unknown): {
	consultation: ConsultationSettingsInput | undefined
	rest: unknown
} {
	if (typeof body !== 'object' || body === null || Array.isArray(body) || !('consultation' in body))
		return { consultation: undefined, rest: body }
	const { consultation, ...rest } = body as Record<string, unknown>
	// null is what the owner's doc says before any set-up: sent back, it changes nothing.
	if (consultation === null) return { consultation: undefined, rest }
	const parsed = ConsultationSettingsSchema.safeParse(consultation)
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const where = issue.path.length > 0 ? `consultation.${issue.path.join('.')}` : 'consultation'
		const message = `${where}: ${issue.message}`
		throw new AppError('invalid', message, { fields: { consultation: message } })
	}
	return { consultation: parsed.data, rest }
}
