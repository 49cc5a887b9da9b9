import { handleApi, methodNotAllowed, parseJsonBody, requestDeps } from '~/lib/http.server'
import { RequestVerifyInputSchema } from '~/features/accounts/accounts.schema'
import { requestVerification } from '~/features/accounts/email-links.server'
import type { Route } from './+types/request-verify'

export const loader = methodNotAllowed

/** POST /auth/request_verify { email }: the same answer whether or not the address has an account. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, RequestVerifyInputSchema)
		const { db, meta } = requestDeps(context)
		await requestVerification(db, input, meta)
		return Response.json({ ok: true })
	})
}
