import { TagListQuerySchema, toTagDoc } from '~/platform/reference/tag-doc'
import { activeTags, TAG_CATEGORIES } from '~/platform/reference/tags'
import { parseQuery } from '~/lib/http.server'
import { publicRead } from '~/lib/public-read.server'
import { clientIpContext } from '~/lib/request-context'
import type { Route } from './+types/tag'

/** GET /api/tag: the tags offered in filters and profiles (introducing and deprecating ones left out). */
export function loader({ request, context }: Route.LoaderArgs) {
	const produce = () => {
		const query = parseQuery(request, TagListQuerySchema)
		const categories = query.category ? [query.category] : TAG_CATEGORIES
		const docs = categories
			.flatMap((c) => activeTags(c))
			.slice(0, query.pageSize)
			.map(toTagDoc)
		return Response.json({ docs })
	}
	// Tags change only with a release.
	return publicRead(request, context.get(clientIpContext), produce, {
		maxAge: 300,
		dependsOnSession: false,
	})
}
