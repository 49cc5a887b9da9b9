import { data } from 'react-router'
import { retryAfterHeaders, statusFor } from './error-status'
import { type AppError, isAppError } from './errors'

/**
 * What a page action answers when a post without JavaScript fails: the same status and field
 * messages the JSON endpoint gives, plus the values to refill the form (never a password).
 * See docs/decisions/0003-two-entry-points-per-form.md.
 */
export type PageActionFailure = {
	ok: false
	message?: string
	fields?: Record<string, string>
	values?: Record<string, string>
}

type FailureOptions = {
	values?: Record<string, string>
	/** What the visitor reads for this error; by default the error's own message. */
	message?: (error: AppError) => string | undefined
}

/** An expected failure (AppError) becomes a PageActionFailure with its status; anything else is re-thrown. */
export function pageActionFailure(error: unknown, options: FailureOptions = {}) {
	if (!isAppError(error)) throw error
	const message = options.message ? options.message(error) : error.message
	const body: PageActionFailure = { ok: false, message, fields: error.fields, values: options.values }
	return data(body, { status: statusFor(error.code), headers: retryAfterHeaders(error.retryAfterSeconds) })
}

/** Validation failed before any service ran: status 400 with the field messages. */
export function pageActionInvalid(fields: Record<string, string>, values?: Record<string, string>) {
	return data({ ok: false, fields, values } satisfies PageActionFailure, { status: statusFor('invalid') })
}

/**
 * For forms whose field errors stand alone: an expected failure becomes the page-action failure with
 * the status the JSON endpoint would give, and a form message only when no field carries one.
 * Anything else is re-thrown. `values` must never include a password.
 */
export function formFailure(error: unknown, values?: Record<string, string>) {
	return pageActionFailure(error, { values, message: (e) => (e.fields ? undefined : e.message) })
}
