import type { ReportReason } from '~/db/schema/reports'
import { fieldMessages } from '~/lib/field-messages'
import type { Locale } from '~/lib/i18n'
import { ROBOT_CHECKBOX_FIELD, robotCheck, robotCheckShape } from '~/lib/robot-check'
import { firstFieldMessage, zodFields } from '~/lib/zod-fields'
import { z } from '~/lib/zod-mini'
import { AppError } from '~/lib/errors'
import { EMAIL_PATTERN } from '~/features/accounts/accounts.schema'

// 'Report this profile' (docs/product.md#reports): one schema for the form (in the browser and its
// page action) and POST /api/report. zod/mini, so the report page's browser code stays small.

/** The reasons, in the form's order (the table's column takes the same keys: app/db/schema/reports.ts). */
export const REPORT_REASONS = [
	'not_licensed',
	'impersonation',
	'wrong_details',
	'inappropriate',
	'other',
] as const satisfies readonly ReportReason[]

/** Field limits of the report form. */
export const REPORT_LIMITS = { details: 1000, email: 254 } as const

/** The words of the report's own rules, in each language of the visitor pages. */
const WORDS: Record<Locale, { reason: string; details: string; generic: string }> = {
	en: {
		reason: 'Please choose a reason.',
		details: 'Please tell us what is wrong (needed for ‘Something else’).',
		generic: 'Something went wrong. Please try again later.',
	},
	es: {
		reason: 'Elija un motivo.',
		details: 'Cuéntenos qué pasa (es necesario para ‘Otro motivo’).',
		generic: 'Algo salió mal. Inténtelo más tarde.',
	},
}

/** What a visitor reads when a report fails for a reason that is not theirs to fix. */
export const reportErrorMessage = (locale: Locale) => WORDS[locale].generic

/** The visitor's mistakes and the rate limit are spelled out; anything else is the generic message. */
export function reportFailureMessage(code: string | null, message: string | null, locale: Locale): string {
	return (code === 'invalid' || code === 'rate_limited' || code === 'not_found') && message
		? message
		: WORDS[locale].generic
}

function reportSchema(locale: Locale) {
	const messages = fieldMessages(locale)
	const words = WORDS[locale]
	const tooLong = (max: number) =>
		z.maxLength(max, { error: (issue) => messages.tooLong(String(issue.input ?? '').length, max) })
	// null, absent and '' are all "none" (the form always sends the field).
	const optionalText = (max: number) =>
		z.pipe(
			z.optional(z.union([z.string().check(z.trim(), tooLong(max)), z.null()])),
			z.transform((v: string | null | undefined) => v ?? ''),
		)
	return z
		.strictObject({
			recipient_user: z.uuid({ error: 'recipient_user must be a provider id.' }),
			reason: z.enum(REPORT_REASONS, { error: words.reason }),
			details: optionalText(REPORT_LIMITS.details),
			// Kept only to answer the reporter: none when left empty.
			email: z.pipe(
				z.pipe(
					optionalText(REPORT_LIMITS.email),
					z.transform((v: string) => (v === '' ? null : v)),
				),
				z.union([z.null(), z.string().check(z.regex(EMAIL_PATTERN, messages.invalidEmail))]),
			),
			...robotCheckShape,
		})
		.check(
			z.refine((report) => report.reason !== 'other' || report.details !== '', {
				error: words.details,
				path: ['details'],
				// Only once the reason itself is valid: a missing reason is its own message.
				when: (payload) => REPORT_REASONS.includes((payload.value as { reason?: never })?.reason as never),
			}),
		)
}

export const ReportSchema = reportSchema('en')
const SCHEMAS: Record<Locale, typeof ReportSchema> = { en: ReportSchema, es: reportSchema('es') }
/** The report schema whose messages are in the page's language (docs/product.md#languages). */
export const reportSchemaFor = (locale: Locale) => SCHEMAS[locale]
export type ReportInput = z.infer<typeof ReportSchema>

/**
 * Checks a report (JSON or form fields) with the contact form's human check (app/lib/robot-check.ts):
 * a filled trap gets only the generic message; the HTML form also requires the box. Throws
 * AppError('invalid') with each field's message.
 */
export function parseReportRequest(
	body: unknown,
	options: { requireBox: boolean; locale: Locale },
): ReportInput {
	const { locale } = options
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw new AppError('invalid', WORDS[locale].generic)
	}
	const record = body as Record<string, unknown>
	const parsed = reportSchemaFor(locale).safeParse(record)
	const robot = robotCheck(record)
	if (robot === 'robot') throw new AppError('invalid', WORDS[locale].generic)
	// The form says every mistake at once, the unticked box included.
	const fields = parsed.success ? {} : zodFields(parsed.error)
	if (robot === 'unchecked' && options.requireBox) fields[ROBOT_CHECKBOX_FIELD] = fieldMessages(locale).robot
	if (!parsed.success || Object.keys(fields).length > 0)
		throw new AppError('invalid', firstFieldMessage(fields, WORDS[locale].generic), { fields })
	return parsed.data
}
