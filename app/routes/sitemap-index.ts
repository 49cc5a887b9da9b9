import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { sitemapIndex } from '~/features/search/sitemap.server'
import type { Route } from './+types/sitemap-index'

export async function loader({ context }: Route.LoaderArgs) {
	const xml = await sitemapIndex(context.get(dbContext), getEnv().PUBLIC_URL)
	return new Response(xml, {
		headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=3600' },
	})
}
