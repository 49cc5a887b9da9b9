import { apiError, appErrorResponse } from '~/lib/http.server'
import { UploadRefusal } from './upload-policy.server'

/** Upload failures in the API's error shape; anything unexpected goes on to the error handler. */
export function uploadErrorResponse(error: unknown): Response {
	if (error instanceof UploadRefusal) return apiError(error.code, error.message)
	return appErrorResponse(error)
}
