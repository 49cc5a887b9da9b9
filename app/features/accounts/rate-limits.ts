import type { RateLimitRule } from '~/platform/rate-limit/rate-limit.server'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Account endpoints' limits, counted in the database per client address, e-mail or account. The
 * login rules and why they never lock the owner out: docs/product.md#sign-in-limits.
 */
export const RATE_LIMITS = {
	loginIp: { bucket: 'login_ip', limit: 30, windowMs: 15 * MINUTE },
	/** One account from one address: refused past the limit; the same account from elsewhere is not. */
	loginPair: { bucket: 'login_account_ip', limit: 10, windowMs: 15 * MINUTE },
	/** One account from anywhere: never refused; past the limit each attempt waits (loginDelayMs). */
	loginAccount: { bucket: 'login_account', limit: 5, windowMs: 15 * MINUTE },
	/** Failed logins on one account: from the limit on, its owner is told (loginNotice). */
	loginFailures: { bucket: 'login_failures', limit: 10, windowMs: HOUR },
	loginNotice: { bucket: 'login_notice', limit: 1, windowMs: DAY },
	registerIp: { bucket: 'register_ip', limit: 5, windowMs: HOUR },
	duplicateNotice: { bucket: 'register_notice', limit: 1, windowMs: HOUR },
	resetIp: { bucket: 'request_reset_ip', limit: 5, windowMs: HOUR },
	resetEmail: { bucket: 'request_reset_email', limit: 3, windowMs: HOUR },
	verifyIp: { bucket: 'request_verify_ip', limit: 5, windowMs: HOUR },
	verifyEmail: { bucket: 'request_verify_email', limit: 3, windowMs: HOUR },
	signInLinkIp: { bucket: 'request_sign_in_ip', limit: 5, windowMs: HOUR },
	signInLinkEmail: { bucket: 'request_sign_in_email', limit: 3, windowMs: HOUR },
	updateAccount: { bucket: 'request_update_account', limit: 5, windowMs: HOUR },
	/** Change Password tries per account: each costs a hash; past the limit 429 until the window ends. */
	changePassword: { bucket: 'change_password_account', limit: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>
