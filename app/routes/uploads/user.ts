import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { createPhotoUploadTargets, receiveDirectUpload } from '~/features/photos/photos.server'
import { uploadErrorResponse } from '~/platform/media/upload-http.server'
import { apiError } from '~/lib/http.server'
import type { Route } from './+types/user'

const LOGIN_FIRST = 'Please log in to upload a photo.'

/** GET /uploads/user → [{ url, fields }]: signed, short-lived targets for one photo upload. */
export async function loader({ context }: Route.LoaderArgs) {
	const user = context.get(userContext)
	if (!user) return apiError('unauthenticated', LOGIN_FIRST, 401)
	try {
		const targets = await createPhotoUploadTargets(context.get(dbContext), user)
		return Response.json(targets, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		return uploadErrorResponse(error)
	}
}

/** POST /uploads/user with a `photo` (or `file`) field: the spec's direct upload, processed at once. */
export async function action({ request, context }: Route.ActionArgs) {
	const user = context.get(userContext)
	if (!user) return apiError('unauthenticated', LOGIN_FIRST, 401)
	try {
		const stored = await receiveDirectUpload(context.get(dbContext), user, request)
		return Response.json(stored, { status: 201 })
	} catch (error) {
		return uploadErrorResponse(error)
	}
}
