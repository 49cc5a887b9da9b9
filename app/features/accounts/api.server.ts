import type { RouterContextProvider } from 'react-router'
import { userContext } from '~/auth/context'
import { deleteSession, type NewSession, sessionCookie } from '~/auth/session.server'
import { dbContext } from '~/db/context'
import type { z } from 'zod'
import type { Db } from '~/db/client.server'
import { apiError, appErrorResponse, parseJsonBody } from '~/lib/http.server'
import type { RequestMeta, SignedIn } from './accounts.server'
import { pageActionFailure, pageActionInvalid } from '~/lib/page-action'
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
function jsonWithSession(body: unknown, session: NewSession): Response {
	return Response.json(body, { headers: { 'Set-Cookie': sessionCookie(session) } })
}

type StartSession<I> = (db: Db, input: I, meta: RequestMeta) => Promise<SignedIn>

/**
 * The JSON endpoint of a call that starts a session (POST /auth/login, /auth/register): the body
 * checked with its schema, the service, the previous session ended, `{ id, short_id, url_tag }` and
 * the cookie.
 */
export function sessionEndpoint<S extends z.core.$ZodType>(schema: S, start: StartSession<z.infer<S>>) {
	return ({ request, context }: { request: Request; context: Ctx }) =>
		handleApi(async () => {
			const input = await parseJsonBody(request, schema)
			const { db, meta } = requestDeps(context)
			const { account, session } = await start(db, input, meta)
			await endPreviousSession(context)
			return jsonWithSession(account, session)
		})
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
 * For page actions (posts without JavaScript): an expected failure becomes the page-action failure
 * with the status the JSON endpoint would give; field errors stand alone, without a form message.
 * Anything else is re-thrown. `values` must never include a password.
 */
export function formFailure(error: unknown, values?: Record<string, string>) {
	return pageActionFailure(error, { values, message: (e) => (e.fields ? undefined : e.message) })
}

/** Form errors from validation, with status 400. */
export const formInvalid = pageActionInvalid
