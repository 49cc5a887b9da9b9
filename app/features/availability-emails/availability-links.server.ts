import { and, eq, gt, isNull } from 'drizzle-orm'
import { consumeOneTimeToken, hashToken } from '~/auth/tokens.server'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import { oneTimeTokens, providers } from '~/db/schema'
import { confirmAvailability } from '~/features/availability/confirm-availability.server'
import { profilePath } from '~/features/therapists/format'
import { AVAILABILITY_CHOICES, type AvailabilityLink } from './links'

// The answer links of the monthly e-mail (docs/product.md#availability-freshness). Opening one
// (GET) only reads: link scanners and mail prefetchers change nothing. The page's button POSTs,
// which uses the one-time token up; it works once, until it expires, for its own provider only.

type LinkProvider = {
	first_name: string
	last_name: string
	availability: string
	profilePath: string
}

async function providerFor(db: Db, provider_id: string): Promise<LinkProvider | null> {
	const [row] = await db
		.select({
			short_id: providers.short_id,
			url_tag: providers.url_tag,
			first_name: providers.first_name,
			last_name: providers.last_name,
			availability: providers.availability,
		})
		.from(providers)
		.where(eq(providers.id, provider_id))
		.limit(1)
	if (!row) return null
	return { ...row, profilePath: profilePath(row) }
}

/** Read-only: the link's provider when its token is still usable, else null. */
export async function checkAvailabilityLink(
	db: Db,
	link: AvailabilityLink,
	now = new Date(),
): Promise<LinkProvider | null> {
	const [token] = await db
		.select({ id: oneTimeTokens.id })
		.from(oneTimeTokens)
		.where(
			and(
				eq(oneTimeTokens.token_hash, hashToken(link.token)),
				eq(oneTimeTokens.provider_id, link.id),
				eq(oneTimeTokens.purpose, 'availability'),
				isNull(oneTimeTokens.used_at),
				gt(oneTimeTokens.expires_at, now),
			),
		)
		.limit(1)
	return token ? providerFor(db, link.id) : null
}

/**
 * Uses the link: saves the chosen availability and confirms it now (restarting the reminder cycle).
 * Null when the token is unknown, used, expired or another provider's; then nothing changes.
 */
export async function answerAvailabilityLink(
	db: Db,
	link: AvailabilityLink,
	now = new Date(),
): Promise<LinkProvider | null> {
	const availability = AVAILABILITY_CHOICES[link.set]
	const done = await db.transaction(async (tx) => {
		const used = await consumeOneTimeToken(tx, {
			provider_id: link.id,
			purpose: 'availability',
			token: link.token,
			now,
		})
		if (!used) return false
		return confirmAvailability(tx, link.id, { availability, now })
	})
	if (!done) return null
	// Inside the transaction the signal would go to its handle: tell the readers of db once it is committed.
	providersChanged(db)
	return providerFor(db, link.id)
}

/** Per client address, on opening and on using a link (docs/product.md#availability-freshness). */
export const LINK_RATE_LIMIT = { bucket: 'availability_link_ip', limit: 30, windowMs: 15 * 60_000 }
