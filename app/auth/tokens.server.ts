import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { oneTimeTokens } from '~/db/schema'

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose']

/** How long each kind of link stays valid. */
const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
	verify: 48 * 60 * 60_000,
	reset: 60 * 60_000,
	update_email: 24 * 60 * 60_000,
	// The monthly e-mail's buttons (docs/product.md#availability-freshness): until the reminder replaces it.
	availability: 21 * 24 * 60 * 60_000,
	// 'E-mail me a sign-in link' (docs/product.md#sign-in-limits): it signs in, so it is short-lived.
	sign_in: 15 * 60_000,
}

/** 32 random bytes, URL-safe: what goes into a cookie or a link. */
export function randomToken(): string {
	return randomBytes(32).toString('base64url')
}

/** Only this hash is stored, so a database leak gives no usable session or link. */
export function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}

/**
 * Issues a single-use link token (returned once, stored hashed). Older unused tokens of the same
 * purpose stop working, so only the newest e-mail's link is valid.
 */
export async function issueOneTimeToken(
	db: Db,
	input: { provider_id: string; purpose: TokenPurpose; new_email?: string | null; now: Date },
): Promise<string> {
	const token = randomToken()
	await db
		.delete(oneTimeTokens)
		.where(
			and(
				eq(oneTimeTokens.provider_id, input.provider_id),
				eq(oneTimeTokens.purpose, input.purpose),
				isNull(oneTimeTokens.used_at),
			),
		)
	await db.insert(oneTimeTokens).values({
		provider_id: input.provider_id,
		purpose: input.purpose,
		token_hash: hashToken(token),
		new_email: input.new_email ?? null,
		expires_at: new Date(input.now.getTime() + TOKEN_TTL_MS[input.purpose]),
		created_at: input.now,
	})
	return token
}

/**
 * Marks a token used and returns it, or null when it is unknown, used, expired, for another
 * account or another purpose. One UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(
	db: Db,
	input: { provider_id: string; purpose: TokenPurpose; token: string; now: Date },
): Promise<{ new_email: string | null } | null> {
	const [row] = await db
		.update(oneTimeTokens)
		.set({ used_at: input.now })
		.where(
			and(
				eq(oneTimeTokens.token_hash, hashToken(input.token)),
				eq(oneTimeTokens.provider_id, input.provider_id),
				eq(oneTimeTokens.purpose, input.purpose),
				isNull(oneTimeTokens.used_at),
				gt(oneTimeTokens.expires_at, input.now),
			),
		)
		.returning({ new_email: oneTimeTokens.new_email })
	return row ?? null
}

/** Drops every unused link of an account (e.g. after its e-mail address changed). */
export async function revokeOneTimeTokens(db: Db, provider_id: string): Promise<void> {
	await db
		.delete(oneTimeTokens)
		.where(and(eq(oneTimeTokens.provider_id, provider_id), isNull(oneTimeTokens.used_at)))
}

/** Deletes tokens that expired or were used more than a day ago (for a background job). */
export async function pruneOneTimeTokens(db: Db, now = new Date()): Promise<void> {
	const dayAgo = new Date(now.getTime() - 86_400_000)
	await db
		.delete(oneTimeTokens)
		.where(or(lt(oneTimeTokens.expires_at, dayAgo), lt(oneTimeTokens.used_at, dayAgo)))
}
