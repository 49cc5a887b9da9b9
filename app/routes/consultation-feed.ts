import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { calendarFeed, feedTokenOf } from '~/features/consultations/calendar-feed.server'
import type { Route } from './+types/consultation-feed'

/**
 * GET /consultation/feed/{token}.ics: the provider's private calendar feed (docs/product.md#free-consultations).
 * The token is the authorization: a malformed, forged or replaced one is a plain 404 that says nothing
 * more. Never kept by a shared cache (it is one person's), and never indexed.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' }

export async function loader({ params, context }: Route.LoaderArgs) {
	const ics = await calendarFeed(context.get(dbContext), feedTokenOf(params.file), {
		siteName: getEnv().SITE_NAME,
	})
	if (!ics) return new Response('Not found.', { status: 404, headers: PRIVATE })
	return new Response(ics, {
		headers: {
			...PRIVATE,
			'Content-Type': 'text/calendar; charset=utf-8',
			'Content-Disposition': 'inline; filename="free-calls.ics"',
		},
	})
}
