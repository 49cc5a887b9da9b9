import { requireUser } from '~/auth/guards.server'
import { dbContext } from '~/db/context'
import { ListingPage } from '~/features/listing-stats/components/listing-page'
import { loadListingReport } from '~/features/listing-stats/listing-report.server'
import { profilePath } from '~/features/therapists/format'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/account-listing'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Your listing',
		description: 'Your profile’s last 12 weeks: times shown, views, messages, phone clicks and answers.',
		path: '/account/listing',
		noindex: true,
	})

/** The signed-in provider's own numbers; anyone else is sent to the login page (docs/product.md#your-listing). */
export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context, request)
	const report = await loadListingReport(context.get(dbContext), user.id)
	return { report, profilePath: profilePath(user) }
}

export default function AccountListing({ loaderData }: Route.ComponentProps) {
	return <ListingPage report={loaderData.report} profilePath={loaderData.profilePath} />
}
