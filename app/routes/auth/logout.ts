import { redirect } from 'react-router'
import { userContext } from '~/auth/context'
import { clearSessionCookie } from '~/auth/session.server'
import { dbContext } from '~/db/context'
import { handleApi, methodNotAllowed } from '~/lib/http.server'
import { logout } from '~/features/accounts/accounts.server'
import type { Route } from './+types/logout'

export const loader = methodNotAllowed

/**
 * POST /auth/logout ends the session on the server and clears the cookie. The navbar's Logout is
 * a plain form, so without JavaScript the browser posts form data here and is sent home.
 */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const user = context.get(userContext)
		if (user) await logout(context.get(dbContext), user)
		const headers = { 'Set-Cookie': clearSessionCookie() }
		const isForm = request.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded')
		if (isForm) return redirect('/', { headers })
		return Response.json({ ok: true }, { headers })
	})
}
