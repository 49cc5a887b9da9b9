import { handleApi, methodNotAllowed, parseJsonBody, requestDeps } from '~/lib/http.server'
import { RequestSignInLinkInputSchema } from '~/features/accounts/accounts.schema'
import { requestSignInLink } from '~/features/accounts/sign-in-link.server'
import type { Route } from './+types/request-sign-in-link'

export const loader = methodNotAllowed

/** POST /auth/request_sign_in_link { email }: the same answer whether or not the address has an account. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, RequestSignInLinkInputSchema)
		const { db, meta } = requestDeps(context)
		await requestSignInLink(db, input, meta)
		return Response.json({ ok: true })
	})
}
