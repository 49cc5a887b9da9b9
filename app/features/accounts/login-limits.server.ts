import { failedCheckFloorMs } from '~/auth/password.server'
import type { Db } from '~/db/client.server'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { consumeRateLimit, countHit } from '~/platform/rate-limit/rate-limit.server'
import { isAppError } from '~/lib/errors'
import { failedLoginsNotice } from './account-emails.server'
import { RATE_LIMITS } from './rate-limits'

// The login limits (docs/product.md#sign-in-limits): an address that tries too often is refused;
// an account that is tried too often is only slowed down, so a stranger who knows the e-mail can
// never keep its owner out, and the owner is told.

export type Sleep = (ms: number) => Promise<void>
export const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const FIRST_DELAY_MS = 250
export const MAX_DELAY_MS = 3000

type Attempt = { ip: string; now: Date; sleep: Sleep }

/**
 * The wait before a password is checked, given the attempts on the account (from any address) in
 * the current window, this one included: none up to the rule's limit, then 250 ms doubling to 3 s.
 */
export function loginDelayMs(attempts: number): number {
	const over = attempts - RATE_LIMITS.loginAccount.limit
	return over <= 0 ? 0 : Math.min(FIRST_DELAY_MS * 2 ** (over - 1), MAX_DELAY_MS)
}

/**
 * Before a password is checked: rate_limited when this address tried too often (in all, or on this
 * account); otherwise waits as long as loginDelayMs says, and never refuses. Unknown addresses are
 * counted like real ones, so the wait tells nothing about who is registered.
 */
export async function admitLoginAttempt(db: Db, email: string, attempt: Attempt): Promise<void> {
	await consumeRateLimit(db, RATE_LIMITS.loginIp, attempt.ip, attempt.now)
	await consumeRateLimit(db, RATE_LIMITS.loginPair, `${email} ${attempt.ip}`, attempt.now)
	const delay = loginDelayMs(await countHit(db, RATE_LIMITS.loginAccount, email, attempt.now))
	if (delay > 0) await attempt.sleep(delay)
}

/**
 * After a wrong password or an unknown address: counts the failure, tells the account's owner once
 * the failures reach the threshold (at most one e-mail a day), and makes the answer take at least
 * what a check on an old scrypt hash takes (`startedAt` from performance.now() before the lookup).
 */
export async function afterFailedLogin(
	db: Db,
	email: string,
	account: { id: string } | null,
	attempt: Attempt & { startedAt: number },
): Promise<void> {
	const failures = await countHit(db, RATE_LIMITS.loginFailures, email, attempt.now)
	if (account && failures >= RATE_LIMITS.loginFailures.limit) {
		await noticeFailedLogins(db, account.id, email, attempt.now)
	}
	const wait = (await failedCheckFloorMs()) - (performance.now() - attempt.startedAt)
	if (wait > 0) await attempt.sleep(wait)
}

async function noticeFailedLogins(db: Db, accountId: string, email: string, now: Date): Promise<void> {
	try {
		await consumeRateLimit(db, RATE_LIMITS.loginNotice, accountId, now)
	} catch (error) {
		if (isAppError(error, 'rate_limited')) return
		throw error
	}
	await enqueueEmail(db, failedLoginsNotice(email))
}
