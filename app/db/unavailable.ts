/**
 * Errors that mean "the database cannot be reached or answered in time", as opposed to a query the
 * database refused (a constraint, a syntax error): the app answers 503 with Retry-After for these
 * and recovers by itself when the database is back (docs/product.md#faults).
 */

/** SQLSTATEs of a database that is down, starting, stopping, full of connections or too slow. */
const UNAVAILABLE_SQLSTATES = new Set([
	'57P01', // admin_shutdown: the server is stopping (pg_ctl stop -m fast)
	'57P02', // crash_shutdown
	'57P03', // cannot_connect_now: starting up or shutting down
	'57P05', // idle_session_timeout
	'53300', // too_many_connections
	'57014', // query_canceled: the statement timeout (app/db/client.server.ts) or a cancel
])

/** Socket errors from Node's net module when the server is gone or unreachable. */
const UNAVAILABLE_ERRNOS = new Set([
	'ECONNREFUSED',
	'ECONNRESET',
	'EPIPE',
	'ETIMEDOUT',
	'EHOSTUNREACH',
	'ENETUNREACH',
	'ENOTFOUND',
	'EAI_AGAIN',
])

/** node-postgres and pg-pool messages for a lost or never-made connection, and their timeouts. */
const UNAVAILABLE_MESSAGE =
	/^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)/

function isUnavailableCause(error: unknown): boolean {
	if (!error || typeof error !== 'object') return false
	const { code, message } = error as { code?: unknown; message?: unknown }
	if (typeof code === 'string') {
		// SQLSTATE class 08: connection exceptions.
		if (/^08[0-9A-Z]{3}$/.test(code) || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code)) {
			return true
		}
	}
	return typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)
}

/** The error in `error`'s chain that says the database is unavailable, or null. */
function unavailableCause(error: unknown): object | null {
	const seen = new Set<unknown>()
	const queue: unknown[] = [error]
	while (queue.length > 0) {
		const current = queue.shift()
		if (!current || typeof current !== 'object' || seen.has(current)) continue
		seen.add(current)
		if (isUnavailableCause(current)) return current
		const { cause, errors } = current as { cause?: unknown; errors?: unknown }
		queue.push(cause)
		if (Array.isArray(errors)) queue.push(...errors)
	}
	return null
}

/**
 * True when `error`, or anything it wraps (Drizzle's DrizzleQueryError keeps the driver's error as
 * `cause`; a refused connection to `localhost` is an AggregateError of the IPv4 and IPv6 attempts),
 * says the database is unavailable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
	return unavailableCause(error) !== null
}

/** A short reason for the log: the driver's code and message, never the query or its values. */
export function unavailableReason(error: unknown): string {
	const cause = unavailableCause(error) as { code?: unknown; message?: unknown } | null
	if (!cause) return error instanceof Error ? error.message.split('\n')[0] : String(error)
	return [cause.code, cause.message].filter((part) => typeof part === 'string' && part).join(' ')
}
