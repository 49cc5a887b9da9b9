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
