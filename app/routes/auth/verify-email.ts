import { dbContext } from '~/db/context'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/lib/http.server'
import { VerifyEmailInputSchema } from '~/features/accounts/accounts.schema'
import { verifyEmail } from '~/features/accounts/email-links.server'
import type { Route } from './+types/verify-email'

export const loader = methodNotAllowed

/** POST /auth/verify_email { user_id, token }. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, VerifyEmailInputSchema)
		await verifyEmail(context.get(dbContext), input)
		return Response.json({ ok: true })
	})
}
