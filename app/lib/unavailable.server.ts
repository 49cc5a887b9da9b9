import { createContext, data, RouterContextProvider } from 'react-router'
import {
	errorBody,
	retryAfterHeaders,
	UNAVAILABLE_MESSAGE,
	UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './error-status'

/**
 * How a request that met the database down becomes one 503 in the form its caller reads
 * (docs/product.md#faults). React Router hides a loader's error in production ("Unexpected Server
 * Error", 500), so the server answers such a request again, marked with `answerUnavailableContext`:
 * the root middleware then throws `unavailableData()` before anything else runs, and React Router
 * gives a page the root ErrorBoundary's 503, a client navigation the same boundary through its
 * data request, and a JSON endpoint the error shape with Retry-After.
 */

/** Set by handleError (app/entry.server.tsx) when an error on this request was the database's. */
const outageSeenContext = createContext<{ seen: boolean }>()

/** Set by the server on the second pass: answer 503 at once. */
export const answerUnavailableContext = createContext<boolean>(false)

/** Starts watching a request's context for database outages (server/create-app.ts). */
export function watchForOutage(context: RouterContextProvider): { seen: () => boolean } {
	const flag = { seen: false }
	context.set(outageSeenContext, flag)
	return { seen: () => flag.seen }
}

/** Records that this request failed because the database was unavailable. */
export function markOutageSeen(context: unknown): void {
	if (!(context instanceof RouterContextProvider)) return
	try {
		context.get(outageSeenContext).seen = true
	} catch {
		// Not a request the server watches (tests calling the handler directly).
	}
}

/** The 503 the root middleware throws: `{ error: { code: 'unavailable', message } }` and Retry-After. */
export function unavailableData() {
	return data(errorBody('unavailable', UNAVAILABLE_MESSAGE), {
		status: 503,
		statusText: 'Service Unavailable',
		headers: retryAfterHeaders(UNAVAILABLE_RETRY_AFTER_SECONDS),
	})
}
