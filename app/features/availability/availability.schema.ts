import { z } from 'zod'

/** POST /api/confirm_availability: the owner's 'Still accurate' (docs/product.md#availability-freshness). */
export const ConfirmAvailabilitySchema = z
	.strictObject({
		id: z
			.uuid('id must be a provider id')
			.optional()
			.meta({ description: 'Your own provider id (optional); any other id is refused with 403.' }),
	})
	.meta({ id: 'ConfirmAvailability' })

export const ConfirmAvailabilityResultSchema = z
	.object({
		docs: z.array(z.object({ id: z.uuid(), availability_confirmed_at: z.iso.datetime() })),
	})
	.meta({ id: 'ConfirmAvailabilityResult' })
