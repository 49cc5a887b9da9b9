import { data } from 'react-router'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import {
	listingSitemapPaths,
	profileSitemapEntries,
	SITEMAP_PATHS,
	staticSitemapPaths,
	urlset,
} from '~/features/search/sitemap.server'
import type { Route } from './+types/sitemap'

// One module for the three child sitemaps of /sitemap.xml (routes.ts gives each its own route id).
export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	const url = new URL(request.url)
	let entries: Array<{ path: string; lastmod?: string }>
	if (url.pathname === SITEMAP_PATHS.pages) entries = staticSitemapPaths().map((path) => ({ path }))
	else if (url.pathname === SITEMAP_PATHS.listings)
		entries = (await listingSitemapPaths(db)).map((path) => ({ path }))
	else {
		const chunk = /^[1-9]\d{0,3}$/.test(url.searchParams.get('page') ?? '')
			? Number(url.searchParams.get('page'))
			: 0
		entries = chunk ? await profileSitemapEntries(db, chunk) : []
		if (entries.length === 0) throw data(null, { status: 404 })
	}
	return new Response(urlset(getEnv().PUBLIC_URL, entries), {
		headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=3600' },
	})
}
