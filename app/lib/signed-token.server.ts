import { createHmac, timingSafeEqual } from 'node:crypto'
import { appSecret } from '~/db/app-secret.server'
import type { Db } from '~/db/client.server'
import { SIGNED_TOKEN } from './signed-token'

// Links in e-mails that must keep working without a stored token (the reminders' unsubscribe, the
// follow-up's answers): `{id}.{HMAC}` over a purpose and an id, with a secret kept in app_settings so
// every instance signs alike (docs/product.md#availability-freshness, #follow-ups). Using one twice
// is harmless by design; what a token may do, and for how long, its feature decides.

export type SignedTokenKind = {
	/** The app_settings key of the secret. */
	secret: string
	/** Keeps tokens of one purpose from working for another. */
	purpose: string
}

function mac(secret: Buffer, purpose: string, id: string): Buffer {
	return createHmac('sha256', secret).update(`${purpose}:${id}`).digest()
}

/**
 * Signs tokens of one kind. Load it before a transaction: the secret is read through `db`, which must
 * not be used while a transaction on it is open.
 */
export async function tokenSigner(db: Db, kind: SignedTokenKind): Promise<(id: string) => string> {
	const secret = await appSecret(db, kind.secret)
	return (id) => `${id}.${mac(secret, kind.purpose, id).toString('base64url')}`
}

/** The id a token was signed for, or null for anything malformed or forged. */
export async function verifySignedToken(
	db: Db,
	kind: SignedTokenKind,
	token: string,
): Promise<string | null> {
	if (!SIGNED_TOKEN.test(token)) return null
	const [id, signature] = token.split('.')
	const expected = mac(await appSecret(db, kind.secret), kind.purpose, id)
	const given = Buffer.from(signature, 'base64url')
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
	return id
}

/**
 * Keyed hashes of values (an e-mail or client address), to compare without keeping the value. Load it
 * before a transaction, like tokenSigner.
 */
export async function keyedHasher(db: Db, kind: SignedTokenKind): Promise<(value: string) => string> {
	const secret = await appSecret(db, kind.secret)
	return (value) => mac(secret, kind.purpose, value).toString('base64url')
}
