import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { listQuestions, QuestionListQuerySchema } from '~/features/answers/question-bank.server'
import { parseQuery } from '~/lib/http.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/question'

/** GET /api/question?tag&search&user_id&is_deprecating=false&pageSize&page → { docs: [Question], next, page, count }. */
export function loader({ request, context }: Route.LoaderArgs) {
	return publicRead(request, context.get(clientIpContext), async () => {
		const query = parseQuery(request, QuestionListQuerySchema)
		const viewerId = context.get(userContext)?.id ?? null
		const page = await listQuestions(context.get(dbContext), query, viewerId)
		// A provider's own marks include their drafts: never kept by a shared cache.
		const own = query.user_id !== undefined && query.user_id === viewerId
		return Response.json(page, { headers: own ? { 'Cache-Control': 'private, no-store' } : undefined })
	})
}
