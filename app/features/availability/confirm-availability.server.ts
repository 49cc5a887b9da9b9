import { eq } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import { type AVAILABILITY, providers } from '~/db/schema'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'

type Availability = (typeof AVAILABILITY)[number]

/** One click a month is the use; this only stops a script. */
const CONFIRM_RATE: RateLimitRule = { bucket: 'availability_confirm', limit: 60, windowMs: 3_600_000 }

/**
 * The columns a confirmation sets: the date, and a fresh reminder cycle. Shared with the profile
 * save, where saving the availability field counts as a confirmation
 * (docs/product.md#availability-freshness).
 */
export function confirmationColumns(now: Date) {
	return {
		availability_confirmed_at: now,
		availability_reminders: 0,
		availability_reminded_at: null,
		// A Waitlist set by unanswered messages ends when the provider confirms (docs/product.md#follow-ups).
		silence_waitlist_at: null,
	}
}

/**
 * Records that the provider confirmed their availability now, optionally changing it: from the
 * profile's 'Still accurate' button, a save of the availability field, or a link in the monthly
 * e-mail (docs/product.md#availability-freshness). Restarts the reminder cycle. Returns false when
 * the provider does not exist.
 */
export async function confirmAvailability(
	db: Db,
	provider_id: string,
	options: { availability?: Availability; now?: Date } = {},
): Promise<boolean> {
	const now = options.now ?? new Date()
	const updated = await db
		.update(providers)
		.set({
			...(options.availability ? { availability: options.availability } : {}),
			...confirmationColumns(now),
			updated_at: now,
		})
		.where(eq(providers.id, provider_id))
		.returning({ id: providers.id })
	// Read-your-writes: the next search sees the new date (and availability).
	providersChanged(db)
	return updated.length > 0
}

/**
 * The owner's 'Still accurate' button: confirms the logged-in provider's own availability,
 * unchanged. Throws forbidden for anyone else's id, not_found if the account is gone.
 */
export async function confirmOwnAvailability(
	db: Db,
	actor: SessionUser,
	options: { provider_id?: string; now?: Date } = {},
): Promise<{ availability_confirmed_at: Date }> {
	if (options.provider_id !== undefined && options.provider_id !== actor.id) {
		throw new AppError('forbidden', 'You can only confirm your own availability.')
	}
	await consumeRateLimit(db, CONFIRM_RATE, actor.id)
	const now = options.now ?? new Date()
	if (!(await confirmAvailability(db, actor.id, { now }))) {
		throw new AppError('not_found', 'We could not find your profile.')
	}
	return { availability_confirmed_at: now }
}
