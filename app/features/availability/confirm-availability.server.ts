import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { type AVAILABILITY, providers } from '~/db/schema'
import { getSearchIndex } from '~/features/search/search-index.server'

type Availability = (typeof AVAILABILITY)[number]

/**
 * Records that the provider confirmed their availability now, optionally changing it: from the
 * profile's 'Still accurate' button, a save of the availability field, or a link in the monthly
 * e-mail (docs/product.md#availability-freshness). Restarts the reminder cycle. Returns false when
 * the provider does not exist.
 */
export async function confirmAvailability(
	db: Db,
	providerId: string,
	options: { availability?: Availability; now?: Date } = {},
): Promise<boolean> {
	const now = options.now ?? new Date()
	const updated = await db
		.update(providers)
		.set({
			...(options.availability ? { availability: options.availability } : {}),
			availabilityConfirmedAt: now,
			availabilityReminders: 0,
			availabilityRemindedAt: null,
			updatedAt: now,
		})
		.where(eq(providers.id, providerId))
		.returning({ id: providers.id })
	// Read-your-writes: the next search sees the new date (and availability).
	getSearchIndex(db).invalidate()
	return updated.length > 0
}
