import { apiError, appErrorResponse } from '~/lib/http.server'
import { UploadRefusal } from './upload-policy.server'

/**
 * Upload failures in the API's error shape; anything unexpected goes on to the error handler.
 * A refused upload may be answered before its body was read (the receiver stops reading at the
 * limit): `Connection: close` tells the client not to send its next request on that socket.
 */
export function uploadErrorResponse(error: unknown): Response {
	const response =
		error instanceof UploadRefusal ? apiError(error.code, error.message) : appErrorResponse(error)
	response.headers.set('Connection', 'close')
	return response
}
