import { AppError } from '~/lib/errors'
import { log } from '~/lib/log.server'

/**
 * When the file storage fails (a full or read-only disk, an I/O error, a bucket answering 5xx after
 * its retries), people read one clear message with a 503 and nothing half-stored is kept
 * (docs/product.md#faults). The cause goes to the log, for the operator.
 */
export const STORAGE_UNAVAILABLE_MESSAGE = 'We could not store your file. Please try again later.'
export const MEDIA_UNAVAILABLE_MESSAGE = 'This file is not available right now. Please try again later.'
const STORAGE_RETRY_AFTER_SECONDS = 60

/** Disk errors that are the storage's state, not a bad request: full, read-only, failing, refused. */
const STORAGE_ERRNOS = new Set([
	'ENOSPC',
	'EDQUOT',
	'EIO',
	'EROFS',
	'EACCES',
	'EPERM',
	'EMFILE',
	'ENFILE',
	'EFBIG',
])

export function isDiskFailure(error: unknown): boolean {
	const code = (error as { code?: unknown } | null)?.code
	return typeof code === 'string' && STORAGE_ERRNOS.has(code)
}

/** The AppError people see (503, Retry-After) for a storage failure; logs the cause once. */
export function storageUnavailable(cause: unknown, what: string, reading = false): AppError {
	log.error(`media storage failed: ${what}`, cause)
	return new AppError('unavailable', reading ? MEDIA_UNAVAILABLE_MESSAGE : STORAGE_UNAVAILABLE_MESSAGE, {
		retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
	})
}
