import { and, eq, gt, isNull } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '~/auth/password.server'
import { deleteProviderSessions } from '~/auth/session.server'
import {
	consumeOneTimeToken,
	hashToken,
	issueOneTimeToken,
	revokeOneTimeTokens,
	type TokenPurpose,
} from '~/auth/tokens.server'
import type { Db } from '~/db/client.server'
import { oneTimeTokens, providers } from '~/db/schema'
import { enqueueEmail, type OutgoingEmail } from '~/platform/email/outbox.server'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'
import {
	emailChangedNotice,
	emailTakenNotice,
	emailUpdateEmail,
	passwordResetEmail,
	verificationEmail,
} from './account-emails.server'
import { isUniqueViolation, type RequestMeta } from './accounts.server'
import {
	MESSAGES,
	type RequestResetInput,
	type RequestUpdateInput,
	type RequestVerifyInput,
	type ResetPasswordInput,
	type UpdateEmailInput,
	type VerifyEmailInput,
} from './accounts.schema'
import { RATE_LIMITS } from './rate-limits'

type Now = { now?: Date }

/** The account that may use e-mailed links for an address (demo profiles have no owner). */
export async function findRealAccount(db: Db, email: string) {
	const [row] = await db
		.select({ id: providers.id, email_verified: providers.email_verified })
		.from(providers)
		.where(and(eq(providers.email, email), eq(providers.is_demo, false)))
		.limit(1)
	return row ?? null
}

/**
 * What every 'e-mail me a link' request does (reset, verify, sign-in): counts the request by address
 * and by e-mail (throws rate_limited), then, when the address has an account the link is for, issues
 * a one-time token and queues its e-mail in one transaction. Silent otherwise: no account enumeration.
 */
export async function sendAccountLink(
	db: Db,
	address: string,
	meta: RequestMeta,
	link: {
		limits: [byIp: RateLimitRule, byEmail: RateLimitRule]
		purpose: TokenPurpose
		email: (to: string, provider_id: string, token: string) => OutgoingEmail
		skip?: (account: { email_verified: boolean }) => boolean
	},
): Promise<void> {
	const now = meta.now ?? new Date()
	await consumeRateLimit(db, link.limits[0], meta.ip, now)
	await consumeRateLimit(db, link.limits[1], address, now)
	const account = await findRealAccount(db, address)
	if (!account || link.skip?.(account)) return
	await db.transaction(async (tx) => {
		const token = await issueOneTimeToken(tx, { provider_id: account.id, purpose: link.purpose, now })
		await enqueueEmail(tx, link.email(address, account.id, token))
	})
}

/**
 * Anyone may ask. Queues a reset link when the address has an account; answers the same either
 * way (no account enumeration). Throws rate_limited.
 */
export async function requestPasswordReset(
	db: Db,
	input: RequestResetInput,
	meta: RequestMeta,
): Promise<void> {
	await sendAccountLink(db, input.email, meta, {
		limits: [RATE_LIMITS.resetIp, RATE_LIMITS.resetEmail],
		purpose: 'reset',
		email: passwordResetEmail,
	})
}

/** A cheap look before the costly hashing, so bad links cannot make the server hash for nothing. */
export async function isTokenUsable(
	db: Db,
	provider_id: string,
	purpose: TokenPurpose,
	token: string,
	now: Date,
) {
	const [row] = await db
		.select({ id: oneTimeTokens.id })
		.from(oneTimeTokens)
		.where(
			and(
				eq(oneTimeTokens.token_hash, hashToken(token)),
				eq(oneTimeTokens.provider_id, provider_id),
				eq(oneTimeTokens.purpose, purpose),
				isNull(oneTimeTokens.used_at),
				gt(oneTimeTokens.expires_at, now),
			),
		)
		.limit(1)
	return Boolean(row)
}

/** Whether a reset link can still be used (read-only, so the page can say so before any typing). */
export async function isResetLinkValid(
	db: Db,
	input: { user_id: string; token: string },
	options: Now = {},
): Promise<boolean> {
	return isTokenUsable(db, input.user_id, 'reset', input.token, options.now ?? new Date())
}

/**
 * Anyone holding a valid reset link sets a new password; every session of the account ends (the
 * provider then logs in with the new password). The link also proves the address, so it counts
 * as verified. Throws invalid with the reset-link message for a bad, used or expired link.
 */
export async function resetPassword(db: Db, input: ResetPasswordInput, options: Now = {}): Promise<void> {
	const now = options.now ?? new Date()
	const failed = () => new AppError('invalid', MESSAGES.resetLink)
	if (!(await isTokenUsable(db, input.user_id, 'reset', input.token, now))) throw failed()
	const password_hash = await hashPassword(input.password)
	await db.transaction(async (tx) => {
		const used = await consumeOneTimeToken(tx, {
			provider_id: input.user_id,
			purpose: 'reset',
			token: input.token,
			now,
		})
		if (!used) throw failed()
		await tx
			.update(providers)
			.set({ password_hash, email_verified: true, updated_at: now })
			.where(eq(providers.id, input.user_id))
		await deleteProviderSessions(tx, input.user_id)
	})
}

/**
 * Anyone may ask. Queues a verification link when the address has an unverified account; the
 * answer is the same in every case (no account enumeration). Throws rate_limited.
 */
export async function requestVerification(
	db: Db,
	input: RequestVerifyInput,
	meta: RequestMeta,
): Promise<void> {
	await sendAccountLink(db, input.email, meta, {
		limits: [RATE_LIMITS.verifyIp, RATE_LIMITS.verifyEmail],
		purpose: 'verify',
		email: verificationEmail,
		skip: (account) => account.email_verified,
	})
}

/** Anyone holding a valid verification link verifies the address. Throws invalid for a bad link. */
export async function verifyEmail(db: Db, input: VerifyEmailInput, options: Now = {}): Promise<void> {
	const now = options.now ?? new Date()
	await db.transaction(async (tx) => {
		const used = await consumeOneTimeToken(tx, {
			provider_id: input.user_id,
			purpose: 'verify',
			token: input.token,
			now,
		})
		if (!used) throw new AppError('invalid', MESSAGES.verifyLink)
		await tx
			.update(providers)
			.set({ email_verified: true, updated_at: now })
			.where(eq(providers.id, input.user_id))
	})
}

/**
 * The logged-in provider asks to move the account to a new address, confirming with the password.
 * The link goes to the NEW address; an address that already has an account gets a notice instead
 * (same answer, no enumeration). Throws invalid (wrong password, same address) or rate_limited.
 */
export async function requestEmailUpdate(
	db: Db,
	actor: SessionUser,
	input: RequestUpdateInput,
	options: Now = {},
): Promise<void> {
	const now = options.now ?? new Date()
	await consumeRateLimit(db, RATE_LIMITS.updateAccount, actor.id, now)
	const [row] = await db
		.select({ email: providers.email, password_hash: providers.password_hash })
		.from(providers)
		.where(eq(providers.id, actor.id))
		.limit(1)
	const matches = row?.password_hash
		? await verifyPassword(input.password, row.password_hash)
		: await verifyAgainstDummy(input.password)
	if (!row || !matches || row.email === input.email) throw new AppError('invalid', MESSAGES.updateEmail)
	const [taken] = await db
		.select({ id: providers.id })
		.from(providers)
		.where(eq(providers.email, input.email))
		.limit(1)
	if (taken) {
		await enqueueEmail(db, emailTakenNotice(input.email))
		return
	}
	await db.transaction(async (tx) => {
		const token = await issueOneTimeToken(tx, {
			provider_id: actor.id,
			purpose: 'update_email',
			new_email: input.email,
			now,
		})
		await enqueueEmail(tx, emailUpdateEmail(input.email, actor.id, token))
	})
}

/**
 * Anyone holding a valid e-mail-change link (sent to the new address) completes the change: the
 * new address counts as verified (and deliverable again, docs/product.md#availability-freshness),
 * older links stop working and the old address is told.
 * Throws invalid with the verify-link message for a bad link or an address taken meanwhile.
 */
export async function updateEmail(db: Db, input: UpdateEmailInput, options: Now = {}): Promise<void> {
	const now = options.now ?? new Date()
	const failed = () => new AppError('invalid', MESSAGES.verifyLink)
	try {
		await db.transaction(async (tx) => {
			const used = await consumeOneTimeToken(tx, {
				provider_id: input.user_id,
				purpose: 'update_email',
				token: input.token,
				now,
			})
			if (!used?.new_email) throw failed()
			const new_email = used.new_email
			const [old] = await tx
				.select({ email: providers.email })
				.from(providers)
				.where(eq(providers.id, input.user_id))
				.limit(1)
			if (!old) throw failed()
			await tx
				.update(providers)
				.set({ email: new_email, email_verified: true, email_undeliverable_at: null, updated_at: now })
				.where(eq(providers.id, input.user_id))
			await revokeOneTimeTokens(tx, input.user_id)
			await enqueueEmail(tx, emailChangedNotice(old.email, new_email))
		})
	} catch (error) {
		if (isUniqueViolation(error)) throw failed()
		throw error
	}
}
