import { requireApiUser } from '~/auth/guards.server'
import { clearSessionCookie } from '~/auth/session.server'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { DeleteAccountInputSchema } from '~/features/account-data/account-data.schema'
import { deleteAccount } from '~/features/account-data/delete-account.server'
import { apiError, handleApi, parseJsonBody } from '~/lib/http.server'
import { getMediaStorage } from '~/platform/media/media-store.server'
import type { Route } from './+types/account'

function deleteOnly(): Response {
	const response = apiError('invalid', 'Use DELETE.', 405)
	response.headers.set('Allow', 'DELETE')
	return response
}

export const loader = deleteOnly

/**
 * DELETE /api/account `{ password }`: the logged-in provider deletes their account and everything
 * in it (docs/product.md#deleting-an-account); the session cookie is cleared.
 */
export function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'DELETE') return deleteOnly()
	return handleApi(async () => {
		const actor = requireApiUser(context)
		const input = await parseJsonBody(request, DeleteAccountInputSchema)
		const env = getEnv()
		await deleteAccount(
			context.get(dbContext),
			actor,
			input,
			{ siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL },
			{ store: getMediaStorage().store },
		)
		return Response.json({ ok: true }, { headers: { 'Set-Cookie': clearSessionCookie() } })
	})
}
