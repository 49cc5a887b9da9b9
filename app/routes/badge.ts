import { dbContext } from '~/db/context'
import { parseBadgeOptions } from '~/features/share/badge'
import { getProviderBadge } from '~/features/share/badge.server'
import { apiError, appErrorResponse } from '~/lib/http.server'
import type { Route } from './+types/badge'

const SHORT_ID = /^[1-9]\d{0,9}$/

/** GET /badge/{short_id}?size=small|large&theme=light|dark → the embeddable SVG badge. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	if (!SHORT_ID.test(params.short_id) || Number(params.short_id) > 2_147_483_647) {
		return apiError('not_found', 'Provider not found.', 404)
	}
	const options = parseBadgeOptions(new URL(request.url).searchParams)
	if (!options) return apiError('invalid', 'size must be small or large, and theme light or dark.', 400)
	try {
		const svg = await getProviderBadge(context.get(dbContext), Number(params.short_id), options)
		return new Response(svg, {
			headers: {
				'Content-Type': 'image/svg+xml',
				'Cache-Control': 'public, max-age=86400',
				// Opened on its own, the SVG can run nothing and load nothing.
				'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
				// Other sites embed it.
				'Cross-Origin-Resource-Policy': 'cross-origin',
			},
		})
	} catch (error) {
		return appErrorResponse(error)
	}
}
