import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import {
	createRecordingUploadTargets,
	RecordingTargetQuerySchema,
} from '~/features/answers/recording-uploads.server'
import { uploadErrorResponse } from '~/platform/media/upload-http.server'
import { apiError, parseQuery } from '~/lib/http.server'
import type { Route } from './+types/response'

/**
 * GET /uploads/response?id=<answer id>&type=video|audio → [{ url, fields, purpose }]: signed,
 * short-lived targets for a recorded answer (and a video's thumbnail). The answer's own author only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = context.get(userContext)
	if (!user) return apiError('unauthenticated', 'Please log in to record an answer.', 401)
	try {
		const query = parseQuery(request, RecordingTargetQuerySchema)
		const targets = await createRecordingUploadTargets(context.get(dbContext), user, query)
		return Response.json(targets, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		return uploadErrorResponse(error)
	}
}
