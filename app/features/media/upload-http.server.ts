import { apiError, appErrorResponse } from '~/lib/http.server'
import { PHOTO_MESSAGES } from './photo-rules'
import { UploadRefusal } from './upload-policy.server'

/** Upload failures in the API's error shape; anything unexpected goes on to the error handler. */
export function uploadErrorResponse(error: unknown): Response {
	if (error instanceof UploadRefusal) return apiError(error.code, error.message)
	return appErrorResponse(error)
}

/** The multipart body, or a 415 when it is not one (the body limit itself is enforced by the server). */
export async function readUploadForm(request: Request): Promise<FormData> {
	const type = request.headers.get('content-type') ?? ''
	if (!type.startsWith('multipart/form-data')) {
		throw new UploadRefusal('unsupported_media_type', 'Uploads must be sent as multipart/form-data.')
	}
	try {
		return await request.formData()
	} catch {
		throw new UploadRefusal('invalid', PHOTO_MESSAGES.uploadFailed)
	}
}
