import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { appSecret } from '~/db/app-secret.server'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { UnsubscribeTokenSchema } from './link-schema'

// The reminders' unsubscribe link (docs/product.md#availability-freshness) is an HMAC of the
// provider's id, not a stored one-time token: it must keep working from every old e-mail, using it
// twice is harmless, and mail clients may POST it (RFC 8058) at any time without a session.

const SECRET_SETTING = 'unsubscribe_signing_secret'
/** 32 random bytes made once and kept in app_settings, so every instance signs alike. */
const signingSecret = (db: Db) => appSecret(db, SECRET_SETTING)

function mac(secret: Buffer, provider_id: string): Buffer {
	return createHmac('sha256', secret).update(`unsubscribe-reminders:${provider_id}`).digest()
}

/**
 * Signs unsubscribe tokens (`{id}.{hmac}`). Load it before a transaction: the secret is read
 * through `db`, which must not be used while a transaction on it is open.
 */
export async function unsubscribeSigner(db: Db): Promise<(provider_id: string) => string> {
	const secret = await signingSecret(db)
	return (provider_id) => `${provider_id}.${mac(secret, provider_id).toString('base64url')}`
}

/** The provider id a token was signed for, or null for anything malformed or forged. */
export async function verifyUnsubscribeToken(db: Db, token: string): Promise<string | null> {
	if (!UnsubscribeTokenSchema.safeParse(token).success) return null
	const [provider_id, signature] = token.split('.')
	const expected = mac(await signingSecret(db), provider_id)
	const given = Buffer.from(signature, 'base64url')
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
	return provider_id
}

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
