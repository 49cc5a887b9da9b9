import { z } from 'zod'
import { activeTags, TAG_CATEGORIES } from '~/features/reference/tags'
import { apiError, fieldErrors, searchParamsToObject } from '~/lib/http.server'
import type { Route } from './+types/tag'

const TagQuerySchema = z.strictObject({
	pageSize: z.coerce.number().int().min(1).max(200).default(200),
	category: z.enum(TAG_CATEGORIES).optional(),
})

/** GET /api/tag: the tags offered in filters and profiles (introducing and deprecating ones left out). */
export function loader({ request }: Route.LoaderArgs) {
	const parsed = TagQuerySchema.safeParse(searchParamsToObject(new URL(request.url).searchParams))
	if (!parsed.success)
		return apiError('invalid', 'Invalid tag query.', 400, { fields: fieldErrors(parsed.error) })
	const categories = parsed.data.category ? [parsed.data.category] : TAG_CATEGORIES
	const docs = categories
		.flatMap((c) => activeTags(c))
		.slice(0, parsed.data.pageSize)
		.map(({ id, slug, label, category, position }) => ({ id, slug, label, category, position }))
	return Response.json({ docs }, { headers: { 'Cache-Control': 'public, max-age=300' } })
}
