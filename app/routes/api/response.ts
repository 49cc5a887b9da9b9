import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { ResponseListQuerySchema } from '~/features/answers/answers.schema'
import { listPublicResponses } from '~/features/answers/public-responses.server'
import { toResponseDoc } from '~/features/answers/response-doc'
import { apiError, appErrorResponse, fieldErrors, searchParamsToObject } from '~/lib/http.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/response'

/** GET /api/response?author_id&is_complete&is_deleted&pageSize&page → { docs: [Response], next, page, count }. */
export function loader({ request, context }: Route.LoaderArgs) {
	return publicRead(request, context.get(clientIpContext), async () => {
		const query = ResponseListQuerySchema.safeParse(searchParamsToObject(new URL(request.url).searchParams))
		if (!query.success) {
			const fields = fieldErrors(query.error)
			return apiError('invalid', Object.values(fields)[0] ?? 'Invalid query.', 400, { fields })
		}
		try {
			const page = await listPublicResponses(
				context.get(dbContext),
				query.data,
				context.get(userContext)?.id ?? null,
			)
			// The author's own listing includes unfinished answers: never kept by a shared cache.
			const headers = query.data.is_complete === true ? undefined : { 'Cache-Control': 'private, no-store' }
			return Response.json({ ...page, docs: page.docs.map(toResponseDoc) }, { headers })
		} catch (error) {
			return appErrorResponse(error)
		}
	})
}

// Writing answers comes with its own issue.
export function action() {
	return apiError('not_found', 'Not found.', 404)
}
