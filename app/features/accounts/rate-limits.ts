import type { RateLimitRule } from '~/features/rate-limit/rate-limit.server'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Account endpoints' limits, counted in the database per client address, e-mail or account. */
export const RATE_LIMITS = {
	loginAccount: { bucket: 'login_account', limit: 10, windowMs: 15 * MINUTE },
	loginIp: { bucket: 'login_ip', limit: 30, windowMs: 15 * MINUTE },
	registerIp: { bucket: 'register_ip', limit: 5, windowMs: HOUR },
	duplicateNotice: { bucket: 'register_notice', limit: 1, windowMs: HOUR },
	resetIp: { bucket: 'request_reset_ip', limit: 5, windowMs: HOUR },
	resetEmail: { bucket: 'request_reset_email', limit: 3, windowMs: HOUR },
	verifyIp: { bucket: 'request_verify_ip', limit: 5, windowMs: HOUR },
	verifyEmail: { bucket: 'request_verify_email', limit: 3, windowMs: HOUR },
	updateAccount: { bucket: 'request_update_account', limit: 5, windowMs: HOUR },
} satisfies Record<string, RateLimitRule>
