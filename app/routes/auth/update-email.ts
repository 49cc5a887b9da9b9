import { dbContext } from '~/db/context'
import { handleApi, methodNotAllowed, parseJsonBody } from '~/lib/http.server'
import { UpdateEmailInputSchema } from '~/features/accounts/accounts.schema'
import { updateEmail } from '~/features/accounts/email-links.server'
import type { Route } from './+types/update-email'

export const loader = methodNotAllowed

/** POST /auth/update_email { user_id, token }: finishes an e-mail change from the link sent to the new address. */
export function action({ request, context }: Route.ActionArgs) {
	return handleApi(async () => {
		const input = await parseJsonBody(request, UpdateEmailInputSchema)
		await updateEmail(context.get(dbContext), input)
		return Response.json({ ok: true })
	})
}
