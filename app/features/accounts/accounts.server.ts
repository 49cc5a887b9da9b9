import { and, eq, gt } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '~/auth/password.server'
import { createSession, deleteSession, type NewSession } from '~/auth/session.server'
import { issueOneTimeToken } from '~/auth/tokens.server'
import type { Db } from '~/db/client.server'
import { hasSqlState } from '~/db/sqlstate'
import { providers } from '~/db/schema'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { consumeRateLimit } from '~/platform/rate-limit/rate-limit.server'
import { AppError, isAppError } from '~/lib/errors'
import { duplicateRegistrationNotice, verificationEmail } from './account-emails.server'
import { type AccountDto, type LoginInput, MESSAGES, type RegisterInput } from './accounts.schema'
import { admitLoginAttempt, afterFailedLogin, type Sleep, sleep } from './login-limits.server'
import { RATE_LIMITS } from './rate-limits'

/** The client address (for limits); tests also set the clock and replace the login delays' wait. */
export type RequestMeta = { ip: string; now?: Date; sleep?: Sleep }
export type SignedIn = { account: AccountDto; session: NewSession }

/** Explicit columns for the DTO: never the e-mail, the hash or anything secret. */
export const accountColumns = { id: providers.id, short_id: providers.short_id, url_tag: providers.url_tag }

export function toAccountDto(row: { id: string; short_id: number; url_tag: string }): AccountDto {
	return { id: row.id, short_id: row.short_id, url_tag: row.url_tag }
}

/** PostgreSQL unique_violation (23505), whether the driver error is wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
	return hasSqlState(error, '23505')
}

/**
 * Anyone may register. Creates the provider, queues the verification e-mail and starts a session.
 * A taken address gets the same refusal as any other (AppError invalid) after the same hashing
 * work, and its owner is told by e-mail instead. Throws rate_limited.
 */
export async function register(db: Db, input: RegisterInput, meta: RequestMeta): Promise<SignedIn> {
	const now = meta.now ?? new Date()
	await consumeRateLimit(db, RATE_LIMITS.registerIp, meta.ip, now)
	const refused = () => new AppError('invalid', MESSAGES.register)
	// Hash first on both paths, so a taken address answers in about the same time as a new one.
	const password_hash = await hashPassword(input.password)
	const [existing] = await db
		.select({ id: providers.id })
		.from(providers)
		.where(eq(providers.email, input.email))
		.limit(1)
	if (existing) {
		await noticeDuplicateRegistration(db, input.email, now)
		throw refused()
	}
	try {
		return await db.transaction(async (tx) => {
			const [row] = await tx
				.insert(providers)
				.values({ email: input.email, password_hash, created_at: now, updated_at: now })
				.returning(accountColumns)
			const token = await issueOneTimeToken(tx, { provider_id: row.id, purpose: 'verify', now })
			await enqueueEmail(tx, verificationEmail(input.email, row.id, token))
			const session = await createSession(tx, row.id, now)
			return { account: toAccountDto(row), session }
		})
	} catch (error) {
		// Two sign-ups with one address at the same moment: the loser gets the same refusal.
		if (isUniqueViolation(error)) throw refused()
		throw error
	}
}

/** At most one "someone tried to register" e-mail per address and hour, so it cannot be used to spam. */
async function noticeDuplicateRegistration(db: Db, email: string, now: Date): Promise<void> {
	try {
		await consumeRateLimit(db, RATE_LIMITS.duplicateNotice, email, now)
	} catch (error) {
		if (isAppError(error, 'rate_limited')) return
		throw error
	}
	await enqueueEmail(db, duplicateRegistrationNotice(email))
}

/**
 * Anyone may log in. An unknown e-mail and a wrong password give the same AppError unauthenticated
 * ('Email and password do not match.') after the same time. Throws rate_limited when this address
 * tried too often; an account tried too often from elsewhere only slows down
 * (docs/product.md#sign-in-limits).
 */
export async function login(db: Db, input: LoginInput, meta: RequestMeta): Promise<SignedIn> {
	const attempt = { ip: meta.ip, now: meta.now ?? new Date(), sleep: meta.sleep ?? sleep }
	await admitLoginAttempt(db, input.username, attempt)
	const startedAt = performance.now()
	const [row] = await db
		.select({ ...accountColumns, password_hash: providers.password_hash })
		.from(providers)
		.where(and(eq(providers.email, input.username), eq(providers.is_demo, false)))
		.limit(1)
	const matches = row?.password_hash
		? await verifyPassword(input.password, row.password_hash)
		: await verifyAgainstDummy(input.password)
	if (!row || !matches) {
		await afterFailedLogin(db, input.username, row ?? null, { ...attempt, startedAt })
		throw new AppError('unauthenticated', MESSAGES.login)
	}
	// scrypt, or argon2id with older parameters: replaced now that the password is known.
	if (row.password_hash && needsRehash(row.password_hash)) {
		await db
			.update(providers)
			.set({ password_hash: await hashPassword(input.password) })
			.where(eq(providers.id, row.id))
	}
	const session = await startSession(db, row.id, attempt.now)
	return { account: toAccountDto(row), session }
}

/** A login, by password or by e-mailed link: a new session, and the availability reminders restart. */
export async function startSession(db: Db, provider_id: string, now: Date): Promise<NewSession> {
	// A suspended account cannot sign in (docs/product.md#moderation); told only once the password or link was right.
	const [account] = await db
		.select({ suspended_at: providers.suspended_at })
		.from(providers)
		.where(eq(providers.id, provider_id))
	if (account?.suspended_at) throw new AppError('forbidden', MESSAGES.suspended)
	const session = await createSession(db, provider_id, now)
	// docs/product.md#availability-freshness
	await db
		.update(providers)
		.set({ availability_reminders: 0 })
		.where(and(eq(providers.id, provider_id), gt(providers.availability_reminders, 0)))
	return session
}

/** The logged-in provider ends the current session (other devices stay logged in). */
export async function logout(db: Db, user: SessionUser): Promise<void> {
	await deleteSession(db, user.sessionId)
}

/** The logged-in provider's own address (to prefill their own forms); null when the account is gone. */
export async function findOwnEmail(db: Db, user: SessionUser): Promise<string | null> {
	const [row] = await db
		.select({ email: providers.email })
		.from(providers)
		.where(eq(providers.id, user.id))
		.limit(1)
	return row?.email ?? null
}
