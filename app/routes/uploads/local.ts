import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { recordingTooLargeMessage } from '~/features/answers/recording-uploads.server'
import { receiveLocalUpload } from '~/features/photos/photos.server'
import { uploadErrorResponse } from '~/platform/media/upload-http.server'
import { apiError } from '~/lib/http.server'
import type { Route } from './+types/local'

export function loader() {
	return apiError('invalid', 'Use POST with the fields from GET /uploads/user or GET /uploads/response.', 405)
}

/**
 * POST /uploads/local: the local stand-in for an S3 bucket, for photos and recorded answers.
 * Answers like S3 (201 with the stored key, or 204), and the JSON error shape otherwise.
 */
export async function action({ request, context }: Route.ActionArgs) {
	const user = context.get(userContext)
	// Refuse before reading up to 151 MB of body.
	if (!user) return apiError('unauthenticated', 'Please log in to upload a photo.', 401)
	try {
		const stored = await receiveLocalUpload(context.get(dbContext), user, request, {
			tooLargeMessage: recordingTooLargeMessage,
		})
		if (stored.successStatus === 204) return new Response(null, { status: 204 })
		if (stored.purpose === 'recording') {
			return Response.json({ key: stored.key }, { status: stored.successStatus })
		}
		return Response.json(
			{ key: stored.key, urls: stored.urls },
			{ status: stored.successStatus, headers: { Location: stored.urls['512'] } },
		)
	} catch (error) {
		return uploadErrorResponse(error)
	}
}
