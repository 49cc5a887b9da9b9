import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { ResponseListQuerySchema } from '~/features/answers/answers.schema'
import { listPublicResponses } from '~/features/answers/public-responses.server'
import { apiError, appErrorResponse, fieldErrors, searchParamsToObject } from '~/lib/http.server'
import type { Route } from './+types/response'

/** GET /api/response?author_id&is_complete&is_deleted&pageSize&page → { docs, next, page, count }. */
export async function loader({ request, context }: Route.LoaderArgs) {
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
		return Response.json(page)
	} catch (error) {
		return appErrorResponse(error)
	}
}

// Writing answers comes with its own issue.
export function action() {
	return apiError('not_found', 'Not found.', 404)
}
