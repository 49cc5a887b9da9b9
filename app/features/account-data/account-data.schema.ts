import { z } from '~/lib/zod-mini'
import { FIELD_REQUIRED } from '~/lib/field-messages'

// The 'Delete my account' form (docs/product.md#deleting-an-account): the page, its dialog and
// DELETE /api/account check the same rules.

export const DELETE_MESSAGES = {
	required: FIELD_REQUIRED,
	wrongPassword: 'The password is not correct.',
	failed: 'Your account could not be deleted. Please try again later.',
} as const

export const DeleteAccountInputSchema = z.object({
	password: z
		.string()
		.check(z.minLength(1, DELETE_MESSAGES.required), z.maxLength(1000, DELETE_MESSAGES.wrongPassword)),
})

export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>
