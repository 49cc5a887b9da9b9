import { requireApiUser } from '~/auth/guards.server'
import { handleApi, methodNotAllowed, parseJsonBody, requestDeps } from '~/lib/http.server'
import { ChangePasswordInputSchema } from '~/features/accounts/accounts.schema'
import { changePassword } from '~/features/accounts/change-password.server'
import type { Route } from './+types/change-password'

export const loader = methodNotAllowed

/**
 * POST /auth/change_password { current_password, new_password, new_password_repeat }: the logged-in
 * provider sets a new password; their other sessions end, this one stays.
 */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const user = requireApiUser(context)
		const input = await parseJsonBody(request, ChangePasswordInputSchema)
		const { db, meta } = requestDeps(context)
		await changePassword(db, user, input, meta)
		return Response.json({ ok: true })
	})
}
