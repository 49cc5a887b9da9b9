import { userContext } from '~/auth/context'
import { requireApiUser } from '~/auth/guards.server'
import { dbContext } from '~/db/context'
import {
	ApiSearchParamsSchema,
	ApiUserLookupSchema,
	apiParamsToQuery,
	isLookup,
} from '~/features/search/api-user-query'
import { searchTherapists } from '~/features/search/search-therapists.server'
import { findOwnUserDoc, findVisibleUserDoc } from '~/features/api-contract/user-docs.server'
import { type OwnUserDoc, toUserCardDoc } from '~/features/api-contract/user-doc'
import { updateOwnProfile } from '~/features/profile-editing/update-own-profile.server'
import { parseUserUpdateRequest } from '~/features/api-contract/user-update-request'
import { getOwnProfile } from '~/features/profile-editing/own-profile.server'
import { takeConsultation } from '~/features/consultations/consultations.schema'
import { saveConsultationSettings } from '~/features/consultations/settings.server'
import {
	apiError,
	appErrorResponse,
	fieldErrors,
	parseJsonBody,
	searchParamsToObject,
} from '~/lib/http.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import { countAppearances } from '~/features/listing-stats/counters.server'
import { z } from 'zod'
import type { Route } from './+types/user'

/**
 * GET /api/user?id=… or ?short_id=… → { docs: [User] } (the owner gets their OwnUser doc);
 * GET /api/user?state=…&issues=…&search=… → { docs: [UserCard], next, page, count }.
 */
export function loader({ request, context }: Route.LoaderArgs) {
	return publicRead(request, context.get(clientIpContext), async () => {
		const db = context.get(dbContext)
		const params = searchParamsToObject(new URL(request.url).searchParams)
		if (isLookup(params)) {
			const parsed = ApiUserLookupSchema.safeParse(params)
			if (!parsed.success)
				return apiError('invalid', 'Invalid id.', 400, { fields: fieldErrors(parsed.error) })
			const viewerId = context.get(userContext)?.id ?? null
			const found = await findVisibleUserDoc(db, parsed.data, viewerId)
			if (!found) return apiError('not_found', 'No such provider.', 404)
			// The owner's doc carries their e-mail: never stored by a shared cache.
			const headers = found.isOwn ? { 'Cache-Control': 'private, no-store' } : undefined
			return Response.json({ docs: [found.doc] }, { headers })
		}
		const parsed = ApiSearchParamsSchema.safeParse(params)
		if (!parsed.success) {
			const fields = fieldErrors(parsed.error)
			const [field, message] = Object.entries(fields)[0] ?? ['_', 'Invalid search.']
			const text = field === '_' ? `Unknown parameter. ${message}` : `${field}: ${message}`
			return apiError('invalid', text, 400, { fields })
		}
		const page = await searchTherapists(db, apiParamsToQuery(parsed.data))
		countAppearances(
			page.docs.map((card) => card.id),
			request.headers.get('user-agent'),
		)
		return Response.json({
			docs: page.docs.map(toUserCardDoc),
			next: page.next,
			page: page.page,
			count: page.count,
		})
	})
}

/**
 * POST /api/user: the logged-in provider saves any subset of their profile fields, or
 * `{ id, onboarded }` / `{ id, onboarded_letter }`, or `{ photo: true }` after an upload, or a doc
 * read from GET /api/user with changes. Answers `{ docs: [OwnUser] }`; 401 logged out, 403 for
 * someone else's id, 400 with `fields`.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') {
		const response = apiError('invalid', 'Use POST.', 405)
		response.headers.set('Allow', 'GET, POST')
		return response
	}
	try {
		const actor = requireApiUser(context)
		const db = context.get(dbContext)
		const body = await parseJsonBody(request, z.unknown())
		let current: Promise<OwnUserDoc> | undefined
		const loadCurrent = () => {
			current ??= getOwnProfile(db, actor).then((profile) => findOwnUserDoc(db, profile))
			return current
		}
		// docs/product.md#free-consultations: `consultation` is saved beside the profile's fields.
		const { consultation, rest } = takeConsultation(body)
		if (consultation) await saveConsultationSettings(db, actor.id, consultation)
		const onlyConsultation = consultation && Object.keys(rest as object).length === 0
		const input = onlyConsultation ? null : await parseUserUpdateRequest(rest, loadCurrent)
		const doc = input
			? await findOwnUserDoc(db, await updateOwnProfile(db, actor, input))
			: await loadCurrent()
		return Response.json({ docs: [doc] }, { headers: { 'Cache-Control': 'no-store' } })
	} catch (error) {
		return appErrorResponse(error)
	}
}
