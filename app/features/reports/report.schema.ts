import type { ReportReason } from '~/db/schema/reports'
import { fieldMessages, perLanguage, type Words } from '~/lib/field-messages'
import { ENGLISH_I18N } from '~/lib/i18n'
import { registerEnglish } from '~/lib/english-catalog'
import reportEn from '~/locales/en/report.json'
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

registerEnglish(reportEn)

/** What a visitor reads when a report fails for a reason that is not theirs to fix. */
export const reportErrorMessage = (words: Words) => words.t('report.error.generic')

/** The visitor's mistakes and the rate limit are spelled out; anything else is the generic message. */
export function reportFailureMessage(code: string | null, message: string | null, words: Words): string {
	return (code === 'invalid' || code === 'rate_limited' || code === 'not_found') && message
		? message
		: reportErrorMessage(words)
}

function reportSchema(words: Words) {
	const messages = fieldMessages(words)
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
			reason: z.enum(REPORT_REASONS, { error: words.t('report.error.reason') }),
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
				error: words.t('report.error.details'),
				path: ['details'],
				// Only once the reason itself is valid: a missing reason is its own message.
				when: (payload) => REPORT_REASONS.includes((payload.value as { reason?: never })?.reason as never),
			}),
		)
}

/** The report schema whose messages are in the page's language (docs/product.md#languages). */
export const reportSchemaFor = perLanguage(reportSchema)
export const ReportSchema = reportSchemaFor(ENGLISH_I18N)
export type ReportInput = z.infer<typeof ReportSchema>

/**
 * Checks a report (JSON or form fields) with the contact form's human check (app/lib/robot-check.ts):
 * a filled trap gets only the generic message; the HTML form also requires the box. Throws
 * AppError('invalid') with each field's message.
 */
export function parseReportRequest(
	body: unknown,
	options: { requireBox: boolean; words: Words },
): ReportInput {
	const { words } = options
	const genericMessage = reportErrorMessage(words)
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw new AppError('invalid', genericMessage)
	}
	const record = body as Record<string, unknown>
	const parsed = reportSchemaFor(words).safeParse(record)
	const robot = robotCheck(record)
	if (robot === 'robot') throw new AppError('invalid', genericMessage)
	// The form says every mistake at once, the unticked box included.
	const fields = parsed.success ? {} : zodFields(parsed.error)
	if (robot === 'unchecked' && options.requireBox) fields[ROBOT_CHECKBOX_FIELD] = fieldMessages(words).robot
	if (!parsed.success || Object.keys(fields).length > 0)
		throw new AppError('invalid', firstFieldMessage(fields, genericMessage), { fields })
	return parsed.data
}
