import { dbContext } from '~/db/context'
import { SlotsQuerySchema } from '~/features/consultations/consultations.schema'
import { listOpenTimes } from '~/features/consultations/settings.server'
import { parseQuery } from '~/lib/http.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/slots'

/**
 * GET /api/slots?user=ID&from=YYYY-MM-DD&days=N → { slots: [{ start, end }] }: a provider's open
 * consultation times in ISO 8601 UTC, no personal data (docs/product.md#free-consultations).
 */
export function loader({ request, context }: Route.LoaderArgs) {
	const produce = async () => {
		const query = parseQuery(request, SlotsQuerySchema)
		const slots = await listOpenTimes(context.get(dbContext), query.user, {
			from: query.from,
			days: query.days,
		})
		return Response.json({ slots })
	}
	// Times are taken as people book: a short cache, and a booking of a taken time says so anyway.
	return publicRead(request, context.get(clientIpContext), produce, { maxAge: 15, dependsOnSession: false })
}
