import { data } from 'react-router'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import {
	listingSitemapPaths,
	profileSitemapEntries,
	staticSitemapPaths,
	urlset,
} from '~/features/search/sitemap.server'
import type { Route } from './+types/sitemap'

export async function loader({ params, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	const publicUrl = getEnv().PUBLIC_URL
	let entries: Array<{ path: string; lastmod?: string }>
	const chunk = /^profiles-(\d{1,4})\.xml$/.exec(params.name)
	if (params.name === 'pages.xml') entries = staticSitemapPaths().map((path) => ({ path }))
	else if (params.name === 'listings.xml') entries = (await listingSitemapPaths(db)).map((path) => ({ path }))
	else if (chunk && Number(chunk[1]) >= 1) {
		entries = await profileSitemapEntries(db, Number(chunk[1]))
		if (entries.length === 0) throw data(null, { status: 404 })
	} else throw data(null, { status: 404 })
	return new Response(urlset(publicUrl, entries), {
		headers: { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=3600' },
	})
}
