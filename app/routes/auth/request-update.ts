import { requireApiUser } from '~/auth/guards.server'
import { dbContext } from '~/db/context'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/lib/http.server'
import { RequestUpdateInputSchema } from '~/features/accounts/accounts.schema'
import { requestEmailUpdate } from '~/features/accounts/email-links.server'
import type { Route } from './+types/request-update'

export const loader = methodNotAllowed

/** POST /auth/request_update { email, password }: the logged-in provider starts an e-mail change. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const user = requireApiUser(context)
		const input = await parseJsonBody(request, RequestUpdateInputSchema)
		await requestEmailUpdate(context.get(dbContext), user, input)
		return Response.json({ ok: true })
	})
}
