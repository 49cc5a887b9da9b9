export type AppErrorCode =
	| 'not_found'
	| 'forbidden'
	| 'conflict'
	/** A consultation's time that someone else just booked (docs/product.md#free-consultations). */
	| 'slot_taken'
	| 'invalid'
	| 'unauthenticated'
	| 'rate_limited'
	| 'unsupported_media_type'
	/** A dependency (database, file storage) is down for now: 503 with Retry-After (docs/product.md#faults). */
	| 'unavailable'

/** Expected failures thrown by services; routes map the code to an HTTP status. */
export class AppError extends Error {
	readonly code: AppErrorCode
	readonly fields?: Record<string, string>
	readonly retryAfterSeconds?: number
	constructor(
		code: AppErrorCode,
		message: string,
		options: { fields?: Record<string, string>; retryAfterSeconds?: number } = {},
	) {
		super(message)
		this.name = 'AppError'
		this.code = code
		this.fields = options.fields
		this.retryAfterSeconds = options.retryAfterSeconds
	}
}

export function isAppError(error: unknown, code?: AppErrorCode): error is AppError {
	return error instanceof AppError && (code === undefined || error.code === code)
}
