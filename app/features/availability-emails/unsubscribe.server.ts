import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { type SignedTokenKind, tokenSigner, verifySignedToken } from '~/lib/signed-token.server'

// The reminders' unsubscribe link (docs/product.md#availability-freshness) is an HMAC of the
// provider's id, not a stored one-time token: it must keep working from every old e-mail, using it
// twice is harmless, and mail clients may POST it (RFC 8058) at any time without a session.

const UNSUBSCRIBE_TOKENS: SignedTokenKind = {
	secret: 'unsubscribe_signing_secret',
	purpose: 'unsubscribe-reminders',
}

/** Signs unsubscribe tokens (`{id}.{hmac}`); load it before a transaction. */
export const unsubscribeSigner = (db: Db) => tokenSigner(db, UNSUBSCRIBE_TOKENS)

/** The provider id a token was signed for, or null for anything malformed or forged. */
export const verifyUnsubscribeToken = (db: Db, token: string) =>
	verifySignedToken(db, UNSUBSCRIBE_TOKENS, token)

/**
 * Stops the availability reminders of the token's provider (account e-mails still go). Idempotent:
 * returns false only for an invalid token or a deleted account.
 */
export async function unsubscribeFromReminders(db: Db, token: string, now = new Date()): Promise<boolean> {
	const provider_id = await verifyUnsubscribeToken(db, token)
	if (!provider_id) return false
	await db
		.update(providers)
		.set({ reminders_unsubscribed_at: now })
		.where(and(eq(providers.id, provider_id), isNull(providers.reminders_unsubscribed_at)))
	const [row] = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, provider_id))
	return Boolean(row)
}

/**
 * Per client address. Generous: one-click unsubscribes arrive from mail providers' servers, many
 * people behind one address (docs/product.md#availability-freshness).
 */
export const UNSUBSCRIBE_RATE_LIMIT = { bucket: 'unsubscribe_ip', limit: 120, windowMs: 15 * 60_000 }
