import { data, type RouterContextProvider } from 'react-router'
import { userContext } from '~/auth/context'
import { deleteSession, type NewSession, sessionCookie } from '~/auth/session.server'
import { dbContext } from '~/db/context'
import { isAppError } from '~/lib/errors'
import type { FormActionData } from './accounts.schema'
import { apiError, appErrorResponse } from '~/lib/http.server'
import { clientIpContext } from '~/lib/request-context'

type Ctx = Pick<RouterContextProvider, 'get'>

/** What every account service needs from a request: the database and the client address. */
export function requestDeps(context: Ctx) {
	return { db: context.get(dbContext), meta: { ip: context.get(clientIpContext) } }
}

/** GET on a POST-only endpoint. */
export function methodNotAllowed(): Response {
	const response = apiError('invalid', 'Use POST.', 405)
	response.headers.set('Allow', 'POST')
	return response
}

/** A JSON answer that also sets the new session cookie. */
export function jsonWithSession(body: unknown, session: NewSession): Response {
	return Response.json(body, { headers: { 'Set-Cookie': sessionCookie(session) } })
}

/** Logging in or registering on a browser that was already logged in ends the old session row. */
export async function endPreviousSession(context: Ctx): Promise<void> {
	const previous = context.get(userContext)
	if (previous) await deleteSession(context.get(dbContext), previous.sessionId)
}

/** Runs an endpoint body; expected failures become the API error shape, anything else a 500. */
export async function handleApi(run: () => Promise<Response>): Promise<Response> {
	try {
		return await run()
	} catch (error) {
		return appErrorResponse(error)
	}
}

/**
 * For page actions (posts without JavaScript): an expected failure becomes form errors with the
 * right status; anything else is re-thrown. `values` must never include a password.
 */
export function formFailure(error: unknown, values?: Record<string, string>) {
	if (!isAppError(error)) throw error
	const status = error.code === 'rate_limited' ? 429 : error.code === 'unauthenticated' ? 401 : 400
	const headers: Record<string, string> = {}
	if (error.retryAfterSeconds !== undefined)
		headers['Retry-After'] = String(Math.ceil(error.retryAfterSeconds))
	const body: FormActionData = error.fields
		? { fields: error.fields, values }
		: { form: error.message, values }
	return data(body, { status, headers })
}

/** Form errors from validation, with status 400. */
export function formInvalid(fields: Record<string, string>, values?: Record<string, string>) {
	return data({ fields, values } satisfies FormActionData, { status: 400 })
}
