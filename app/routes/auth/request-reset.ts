import { handleApi, methodNotAllowed, parseJsonBody, requestDeps } from '~/lib/http.server'
import { RequestResetInputSchema } from '~/features/accounts/accounts.schema'
import { requestPasswordReset } from '~/features/accounts/email-links.server'
import type { Route } from './+types/request-reset'

export const loader = methodNotAllowed

/** POST /auth/request_reset { email }: the same answer whether or not the address has an account. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, RequestResetInputSchema)
		const { db, meta } = requestDeps(context)
		await requestPasswordReset(db, input, meta)
		return Response.json({ ok: true })
	})
}
