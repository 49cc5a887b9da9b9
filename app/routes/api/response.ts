import { z } from 'zod'
import { userContext } from '~/auth/context'
import { requireApiUser } from '~/auth/guards.server'
import { providersChanged } from '~/db/changes'
import { dbContext } from '~/db/context'
import {
	type AnswerChange,
	answerChangeSchemaFor,
	DeleteAnswerSchema,
} from '~/features/answers/answer-write.schema'
import { ResponseListQuerySchema } from '~/features/answers/answers.schema'
import { listPublicResponses } from '~/features/answers/public-responses.server'
import { toResponseDoc } from '~/features/answers/response-doc'
import { deleteAnswer, writeAnswer } from '~/features/answers/write-answers.server'
import { AppError } from '~/lib/errors'
import { apiError, appErrorResponse, parseJsonBody, parseQuery, parseValue } from '~/lib/http.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import { withSpanishQuestion } from '~/platform/reference/question-titles.server'
import type { Route } from './+types/response'

/** GET /api/response?author_id&is_complete&is_deleted&pageSize&page → { docs: [Response], next, page, count }. */
export function loader({ request, context }: Route.LoaderArgs) {
	return publicRead(request, context.get(clientIpContext), async () => {
		const query = parseQuery(request, ResponseListQuerySchema)
		const viewerId = context.get(userContext)?.id ?? null
		const page = await listPublicResponses(context.get(dbContext), query, viewerId)
		// The author's own listing includes unfinished answers: never kept by a shared cache.
		const headers = query.is_complete === true ? undefined : { 'Cache-Control': 'private, no-store' }
		const docs = query.locale === 'es' ? page.docs.map(withSpanishQuestion) : page.docs
		return Response.json({ ...page, docs: docs.map(toResponseDoc) }, { headers })
	})
}

/** Parses a write body with the schema its fields call for; AppError('invalid') otherwise. */
async function readChange(request: Request): Promise<AnswerChange> {
	const body = await parseJsonBody(request, z.record(z.string(), z.unknown()))
	const schema = answerChangeSchemaFor(body)
	if (!schema)
		throw new AppError(
			'invalid',
			'Send question_id, or id with type, text, transcript_full, video_url or audio_url.',
		)
	return parseValue(schema, body)
}

/**
 * POST /api/response: `{ question_id }`, `{ id, type }`, `{ id, text }`, `{ id, transcript_full }`,
 * `{ id, video_url: true }`, `{ id, audio_url: true, audio_timeline? }` (after GET /uploads/response);
 * DELETE /api/response `{ id }`. The author only; answers `{ docs: [Response] }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST' && request.method !== 'DELETE') {
		const response = apiError('invalid', 'Use GET, POST or DELETE.', 405)
		response.headers.set('Allow', 'GET, POST, DELETE')
		return response
	}
	try {
		const actor = requireApiUser(context)
		const db = context.get(dbContext)
		const answer =
			request.method === 'DELETE'
				? await deleteAnswer(db, actor, (await parseJsonBody(request, DeleteAnswerSchema)).id)
				: await writeAnswer(db, actor, await readChange(request))
		// Cards and cached listing pages show answers: the next search reads this change (read-your-writes).
		providersChanged(db)
		return Response.json({ docs: [toResponseDoc(answer)] }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		return appErrorResponse(error)
	}
}
