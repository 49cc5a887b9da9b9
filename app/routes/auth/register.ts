import {
	endPreviousSession,
	handleApi,
	jsonWithSession,
	methodNotAllowed,
	requestDeps,
} from '~/features/accounts/api.server'
import { RegisterInputSchema } from '~/features/accounts/accounts.schema'
import { register } from '~/features/accounts/accounts.server'
import { parseJsonBody } from '~/lib/http.server'
import type { Route } from './+types/register'

export const loader = methodNotAllowed

/** POST /auth/register { email, password } → { id, short_id, url_tag } and a session cookie. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, RegisterInputSchema)
		const { db, meta } = requestDeps(context)
		const { account, session } = await register(db, input, meta)
		await endPreviousSession(context)
		return jsonWithSession(account, session)
	})
}
