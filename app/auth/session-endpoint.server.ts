import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import type { Db } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { handleApi, parseJsonBody, requestDeps } from '~/lib/http.server'
import { userContext } from './context'
import { deleteSession, type NewSession, sessionCookie } from './session.server'

type Ctx = Pick<RouterContextProvider, 'get'>

/** A service that signs someone in: what the answer says about them, and their new session. */
type StartSession<I> = (
	db: Db,
	input: I,
	meta: { ip: string },
) => Promise<{ account: unknown; session: NewSession }>

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
			return Response.json(account, { headers: { 'Set-Cookie': sessionCookie(session) } })
		})
}

/** Logging in or registering on a browser that was already logged in ends the old session row. */
export async function endPreviousSession(context: Ctx): Promise<void> {
	const previous = context.get(userContext)
	if (previous) await deleteSession(context.get(dbContext), previous.sessionId)
}
