import type { AppErrorCode } from './errors'

/** Every code an error body may carry: the service codes plus the ones only HTTP layers raise. */
export type ErrorCode = AppErrorCode | 'too_large' | 'internal'

/**
 * The one table from error code to HTTP status, used by JSON endpoints, page actions and the
 * Hono server alike, so a page and its endpoint never disagree (docs/product.md#errors).
 */
export const ERROR_STATUS: Record<ErrorCode, number> = {
	invalid: 400,
	unauthenticated: 401,
	forbidden: 403,
	not_found: 404,
	conflict: 409,
	slot_taken: 409,
	too_large: 413,
	unsupported_media_type: 415,
	rate_limited: 429,
	internal: 500,
	unavailable: 503,
}

/** How long a client should wait before trying again while the database or storage is down. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5

/** What people read when the database is down (pages and API alike, docs/product.md#faults). */
export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.'

export function statusFor(code: ErrorCode): number {
	return ERROR_STATUS[code]
}

/** Retry-After as whole seconds (at least 1), or no header at all. */
export function retryAfterHeaders(retryAfterSeconds: number | undefined): Record<string, string> {
	if (retryAfterSeconds === undefined) return {}
	return { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) }
}

/** The JSON error body every API answer shares: { error: { code, message, fields? } }. */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
	return { error: { code, message, ...(fields ? { fields } : {}) } }
}
