import { data, redirect } from 'react-router'
import { movedSitemapPath } from '~/features/search/sitemap.server'
import type { Route } from './+types/sitemaps-moved'

// The child sitemaps used to live under /sitemaps/; search engines that kept those addresses are
// sent on for good.
export function loader({ params }: Route.LoaderArgs) {
	const to = movedSitemapPath(params.name)
	if (!to) throw data(null, { status: 404 })
	return redirect(to, 301)
}
