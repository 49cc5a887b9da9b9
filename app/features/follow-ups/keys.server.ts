import type { Db } from '~/db/client.server'
import { keyedHasher, type SignedTokenKind, tokenSigner, verifySignedToken } from '~/lib/signed-token.server'

// The follow-up's signed links and keyed hashes (docs/product.md#follow-ups), over the machinery the
// reminders' unsubscribe link uses (app/lib/signed-token.server.ts). One secret, one purpose each.

const SECRET = 'follow_up_signing_secret'
/** The four answers and the unsubscribe link of one message's follow-up: `{message id}.{hmac}`. */
const LINKS: SignedTokenKind = { secret: SECRET, purpose: 'follow-up-link' }
/** An unsubscribed address, kept only as this hash. */
const EMAILS: SignedTokenKind = { secret: SECRET, purpose: 'follow-up-email' }
/** The client address a message came from, kept with the message only as this hash. */
const CLIENTS: SignedTokenKind = { secret: SECRET, purpose: 'follow-up-client' }

/** Signs the links of follow-ups; load it before a transaction. */
export const followUpSigner = (db: Db) => tokenSigner(db, LINKS)

/** The message id a follow-up link was signed for, or null when malformed or forged. */
export const verifyFollowUpToken = (db: Db, token: string) => verifySignedToken(db, LINKS, token)

/** Hashes addresses as unsubscribes keep them (lower-cased); load it before a transaction. */
export async function emailHasher(db: Db): Promise<(email: string) => string> {
	const hash = await keyedHasher(db, EMAILS)
	return (email) => hash(email.trim().toLowerCase())
}

export const hashClientAddress = async (db: Db, clientIp: string) =>
	(await keyedHasher(db, CLIENTS))(clientIp)

/** The provider's note links ('I did reply', 'Still accepting'): `{provider id}.{hmac}`. */
const PROVIDER_LINKS: SignedTokenKind = { secret: SECRET, purpose: 'follow-up-provider' }

export const providerNoteSigner = (db: Db) => tokenSigner(db, PROVIDER_LINKS)

export const verifyProviderNoteToken = (db: Db, token: string) => verifySignedToken(db, PROVIDER_LINKS, token)

/**
 * The three answers of 'Did your call with … happen?' after a free consultation (and its unsubscribe
 * link): `{booking id}.{hmac}` (docs/product.md#free-consultations).
 */
const CALL_LINKS: SignedTokenKind = { secret: SECRET, purpose: 'consultation-follow-up' }

export const callFollowUpSigner = (db: Db) => tokenSigner(db, CALL_LINKS)

export const verifyCallFollowUpToken = (db: Db, token: string) => verifySignedToken(db, CALL_LINKS, token)
