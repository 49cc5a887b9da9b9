import { getOpenApiDocument } from '~/features/api-contract/openapi.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/openapi'

/** GET /api/openapi.json: the API contract (OpenAPI 3.1), generated from the zod schemas. */
export function loader({ request, context }: Route.LoaderArgs) {
	return publicRead(request, context.get(clientIpContext), () => Response.json(getOpenApiDocument()), {
		maxAge: 300,
		dependsOnSession: false,
	})
}
