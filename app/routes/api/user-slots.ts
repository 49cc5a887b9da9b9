import { dbContext } from '~/db/context'
import { UserSlotsPathSchema, UserSlotsQuerySchema } from '~/features/consultations/consultations.schema'
import { listOpenTimes } from '~/features/consultations/settings.server'
import { AppError } from '~/lib/errors'
import { parseQuery } from '~/lib/http.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/user-slots'

/**
 * GET /api/user/{id}/slots?from=YYYY-MM-DD&days=N → { slots: [{ start, end }] }: GET /api/slots with
 * the provider in the path, the same service (docs/product.md#free-consultations).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
	const produce = async () => {
		const path = UserSlotsPathSchema.safeParse(params)
		if (!path.success) throw new AppError('not_found', 'We could not find that therapist.')
		const query = parseQuery(request, UserSlotsQuerySchema)
		const slots = await listOpenTimes(context.get(dbContext), path.data.id, query)
		return Response.json({ slots })
	}
	// Times are taken as people book: a short cache, and a booking of a taken time says so anyway.
	return publicRead(request, context.get(clientIpContext), produce, { maxAge: 15, dependsOnSession: false })
}
