import { z } from 'zod'
import { userContext } from '~/auth/context'
import { requireApiUser } from '~/auth/guards.server'
import { dbContext } from '~/db/context'
import { ApiSearchParamsSchema, ApiUserLookupSchema, isLookup } from '~/features/search/api-user-query'
import { apiParamsToQuery } from '~/features/search/search-query'
import { searchTherapists } from '~/features/search/search-therapists.server'
import {
	findPublicProfileById,
	findPublicProfileByShortId,
} from '~/features/therapists/public-profile.server'
import { isViewableBy } from '~/features/therapists/live-profile'
import { parseUserUpdate } from '~/features/profile-editing/profile.schema'
import { updateOwnProfile } from '~/features/profile-editing/update-own-profile.server'
import {
	apiError,
	appErrorResponse,
	fieldErrors,
	parseJsonBody,
	searchParamsToObject,
} from '~/lib/http.server'
import type { Route } from './+types/user'

export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	const params = searchParamsToObject(new URL(request.url).searchParams)
	if (isLookup(params)) {
		const parsed = ApiUserLookupSchema.safeParse(params)
		if (!parsed.success) return apiError('invalid', 'Invalid id.', 400, { fields: fieldErrors(parsed.error) })
		const profile =
			'id' in parsed.data
				? await findPublicProfileById(db, parsed.data.id)
				: await findPublicProfileByShortId(db, parsed.data.short_id)
		if (!profile || !isViewableBy(profile, context.get(userContext)?.id ?? null))
			return apiError('not_found', 'No such provider.', 404)
		return Response.json({ docs: [profile] })
	}
	const parsed = ApiSearchParamsSchema.safeParse(params)
	if (!parsed.success) {
		const fields = fieldErrors(parsed.error)
		const [field, message] = Object.entries(fields)[0] ?? ['_', 'Invalid search.']
		const text = field === '_' ? `Unknown parameter. ${message}` : `${field}: ${message}`
		return apiError('invalid', text, 400, { fields })
	}
	const page = await searchTherapists(db, apiParamsToQuery(parsed.data))
	return Response.json({ docs: page.docs, next: page.next, page: page.page, count: page.count })
}

/**
 * POST /api/user: the logged-in provider saves any subset of their profile fields, or
 * `{ id, onboarded }` / `{ id, onboarded_letter }`, or `{ photo: true }` after an upload.
 * Answers `{ docs: [ownProfile] }`; 401 logged out, 403 for someone else's id, 400 with `fields`.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') {
		const response = apiError('invalid', 'Use POST.', 405)
		response.headers.set('Allow', 'GET, POST')
		return response
	}
	try {
		const actor = requireApiUser(context)
		const input = parseUserUpdate(await parseJsonBody(request, z.unknown()))
		const profile = await updateOwnProfile(context.get(dbContext), actor, input)
		return Response.json({ docs: [profile] })
	} catch (error) {
		return appErrorResponse(error)
	}
}
