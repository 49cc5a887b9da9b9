import { clearSessionCookie } from '~/auth/session.server'
import { dbContext } from '~/db/context'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/lib/http.server'
import { ResetPasswordInputSchema } from '~/features/accounts/accounts.schema'
import { resetPassword } from '~/features/accounts/email-links.server'
import type { Route } from './+types/reset-password'

export const loader = methodNotAllowed

/** POST /auth/reset_password { user_id, token, password }: every session of the account ends. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, ResetPasswordInputSchema)
		await resetPassword(context.get(dbContext), input)
		return Response.json({ ok: true }, { headers: { 'Set-Cookie': clearSessionCookie() } })
	})
}
