import { requireApiUser } from '~/auth/guards.server'
import { dbContext } from '~/db/context'
import { ConfirmAvailabilitySchema } from '~/features/availability/availability.schema'
import { confirmOwnAvailability } from '~/features/availability/confirm-availability.server'
import { apiError, appErrorResponse, parseJsonBody } from '~/lib/http.server'
import type { Route } from './+types/confirm-availability'

export function loader() {
	return apiError('not_found', 'Not found.', 404)
}

/**
 * POST /api/confirm_availability (docs/product.md#availability-freshness): the logged-in provider's
 * 'Still accurate'. Same-origin only (server/security.ts originCheck); 401 logged out, 403 for
 * someone else's id.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return apiError('not_found', 'Not found.', 404)
	try {
		const actor = requireApiUser(context)
		const input = await parseJsonBody(request, ConfirmAvailabilitySchema)
		const confirmed = await confirmOwnAvailability(context.get(dbContext), actor, { provider_id: input.id })
		return Response.json(
			{
				docs: [
					{ id: actor.id, availability_confirmed_at: confirmed.availability_confirmed_at.toISOString() },
				],
			},
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	} catch (error) {
		return appErrorResponse(error)
	}
}
