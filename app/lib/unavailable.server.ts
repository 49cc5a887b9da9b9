import { createContext, data, RouterContextProvider } from 'react-router'
import {
	errorBody,
	retryAfterHeaders,
	UNAVAILABLE_MESSAGE,
	UNAVAILABLE_RETRY_AFTER_SECONDS,
} from './error-status'

type Handler = (request: Request, context: RouterContextProvider) => Promise<Response>

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

/** Set on the second pass: answer 503 at once. */
export const answerUnavailableContext = createContext<boolean>(false)

/**
 * React Router's handler, answering 503 for a request whose loader, action or middleware failed
 * because the database was down (server/create-app.ts).
 */
export function answeringOutages(handler: Handler): Handler {
	return async (request, context) => {
		const flag = { seen: false }
		context.set(outageSeenContext, flag)
		const response = await handler(request, context)
		if (response.status < 500 || !flag.seen) return response
		await response.body?.cancel()
		return answerUnavailable(handler, request, context)
	}
}

/**
 * Answers the request again, marked, so that the root middleware throws `unavailableData()` at
 * once. It goes without its body (already read, perhaps): nothing reads it before the middleware.
 */
export async function answerUnavailable(
	handler: Handler,
	request: Request,
	context: RouterContextProvider,
): Promise<Response> {
	context.set(answerUnavailableContext, true)
	const headers = new Headers(request.headers)
	headers.delete('content-length')
	headers.delete('transfer-encoding')
	const response = await handler(new Request(request.url, { method: request.method, headers }), context)
	response.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
	response.headers.set('Cache-Control', 'no-store')
	return response
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
