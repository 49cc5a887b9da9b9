import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { oneTimeTokens } from '~/db/schema'

export type TokenPurpose = (typeof oneTimeTokens.$inferInsert)['purpose']

/** How long each kind of link stays valid. */
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
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
	input: { providerId: string; purpose: TokenPurpose; newEmail?: string | null; now: Date },
): Promise<string> {
	const token = randomToken()
	await db
		.delete(oneTimeTokens)
		.where(
			and(
				eq(oneTimeTokens.providerId, input.providerId),
				eq(oneTimeTokens.purpose, input.purpose),
				isNull(oneTimeTokens.usedAt),
			),
		)
	await db.insert(oneTimeTokens).values({
		providerId: input.providerId,
		purpose: input.purpose,
		tokenHash: hashToken(token),
		newEmail: input.newEmail ?? null,
		expiresAt: new Date(input.now.getTime() + TOKEN_TTL_MS[input.purpose]),
		createdAt: input.now,
	})
	return token
}

/**
 * Marks a token used and returns it, or null when it is unknown, used, expired, for another
 * account or another purpose. One UPDATE, so two concurrent uses cannot both succeed.
 */
export async function consumeOneTimeToken(
	db: Db,
	input: { providerId: string; purpose: TokenPurpose; token: string; now: Date },
): Promise<{ newEmail: string | null } | null> {
	const [row] = await db
		.update(oneTimeTokens)
		.set({ usedAt: input.now })
		.where(
			and(
				eq(oneTimeTokens.tokenHash, hashToken(input.token)),
				eq(oneTimeTokens.providerId, input.providerId),
				eq(oneTimeTokens.purpose, input.purpose),
				isNull(oneTimeTokens.usedAt),
				gt(oneTimeTokens.expiresAt, input.now),
			),
		)
		.returning({ newEmail: oneTimeTokens.newEmail })
	return row ?? null
}

/** Drops every unused link of an account (e.g. after its e-mail address changed). */
export async function revokeOneTimeTokens(db: Db, providerId: string): Promise<void> {
	await db
		.delete(oneTimeTokens)
		.where(and(eq(oneTimeTokens.providerId, providerId), isNull(oneTimeTokens.usedAt)))
}

/** Deletes tokens that expired or were used more than a day ago (for a background job). */
export async function pruneOneTimeTokens(db: Db, now = new Date()): Promise<void> {
	const dayAgo = new Date(now.getTime() - 86_400_000)
	await db
		.delete(oneTimeTokens)
		.where(or(lt(oneTimeTokens.expiresAt, dayAgo), lt(oneTimeTokens.usedAt, dayAgo)))
}
