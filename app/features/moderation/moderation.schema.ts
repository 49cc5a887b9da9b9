import { z } from 'zod'

// The console's moderation forms (docs/product.md#moderation): every action needs a reason.

export const MODERATION_INTENTS = ['dismiss', 'hide', 'restore', 'fix', 'suspend'] as const

export const ModerationActionSchema = z.object({
	intent: z.enum(MODERATION_INTENTS),
	reason: z
		.string()
		.trim()
		.min(1, 'Say why: the reason is required and kept in the audit log.')
		.max(1000, 'Keep the reason under 1,000 characters.'),
	report_id: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
})
export type ModerationAction = z.infer<typeof ModerationActionSchema>

/** The licence queue's two decisions (docs/product.md#licence-checks): the source or the reason is required. */
export const LicenceDecisionSchema = z.discriminatedUnion('intent', [
	z.object({
		intent: z.literal('confirm'),
		state: z.string().regex(/^[A-Z]{2}$/, 'Choose the state whose board you used.'),
		reason: z
			.string()
			.trim()
			.min(1, 'Say which source you used: it is kept in the audit log and shown as the evidence.')
			.max(1000, 'Keep it under 1,000 characters.'),
	}),
	z.object({
		intent: z.literal('not_confirmed'),
		reason: z
			.string()
			.trim()
			.min(1, 'Say why: the reason is sent to the provider and kept in the audit log.')
			.max(1000, 'Keep the reason under 1,000 characters.'),
	}),
])
export type LicenceDecision = z.infer<typeof LicenceDecisionSchema>
