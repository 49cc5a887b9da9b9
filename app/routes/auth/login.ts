import {
	endPreviousSession,
	handleApi,
	jsonWithSession,
	methodNotAllowed,
	requestDeps,
} from '~/features/accounts/api.server'
import { LoginInputSchema } from '~/features/accounts/accounts.schema'
import { login } from '~/features/accounts/accounts.server'
import { parseJsonBody } from '~/lib/http.server'
import type { Route } from './+types/login'

export const loader = methodNotAllowed

/** POST /auth/login { username, password } → { id, short_id, url_tag } and a session cookie. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, LoginInputSchema)
		const { db, meta } = requestDeps(context)
		const { account, session } = await login(db, input, meta)
		await endPreviousSession(context)
		return jsonWithSession(account, session)
	})
}
