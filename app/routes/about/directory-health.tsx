import { dbContext } from '~/db/context'
import { useContentSite } from '~/features/content/site-info'
import { DirectoryHealthPage } from '~/features/search/components/directory-health'
import { getDirectoryHealth } from '~/features/search/directory-health.server'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/directory-health'

export const meta: Route.MetaFunction = ({ matches }) => {
	const site = siteFromMatches(matches)
	return pageMeta(site, {
		title: 'Directory Health: How Current Our Listings Are',
		description: `How many therapists ${site.siteName} lists in each state, how many are taking new clients, and how recently they confirmed their availability. Updated hourly.`,
		path: '/about/directory-health',
	})
}

export async function loader({ context }: Route.LoaderArgs) {
	return { health: await getDirectoryHealth(context.get(dbContext)) }
}

export default function DirectoryHealthRoute({ loaderData }: Route.ComponentProps) {
	const { siteName } = useContentSite()
	return <DirectoryHealthPage health={loaderData.health} siteName={siteName} />
}
