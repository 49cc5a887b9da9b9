import { Link } from '~/components/local-link'
import { requireUser } from '~/auth/guards.server'
import { buttonClass } from '~/components/ui/button'
import { FreePlanFeatures } from '~/features/content/components/plan-cards'
import { PLANS } from '~/features/content/for-providers'
import { profilePath } from '~/features/therapists/format'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { RouteHandle } from '~/lib/root-data'
import type { Route } from './+types/billing'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Billing',
		description: 'Your membership plan and billing.',
		path: '/billing',
		noindex: true,
	})

/** The footer is hidden here (docs/product.md#pages). */
export const handle: RouteHandle = { hideFooter: true }

/** Logged-in providers only: anyone else goes to /login and comes back here. */
export function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context, request)
	return { profilePath: profilePath(user) }
}

export default function Billing({ loaderData }: Route.ComponentProps) {
	const { free, paid } = PLANS
	return (
		<div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-14">
			<h1 className="font-serif text-3xl text-ink sm:text-4xl">Billing</h1>
			<p className="mt-3 text-muted">There is no card on file and nothing to pay.</p>

			<section
				aria-labelledby="current-plan"
				className="mt-8 rounded-xl border-2 border-brand-600 bg-white p-5 shadow-sm sm:p-8"
			>
				<p className="inline-block rounded-full bg-brand-100 px-3 py-1 font-medium text-brand-800 text-sm">
					Your plan
				</p>
				<h2 id="current-plan" className="mt-3 font-semibold text-2xl text-ink">
					{free.name}
				</h2>
				<p className="mt-1 font-serif text-3xl text-ink">{free.price}</p>
				<FreePlanFeatures />
			</section>

			<section
				aria-labelledby="paid-plan"
				className="mt-6 rounded-xl border border-stone-200 bg-white p-5 sm:p-8"
			>
				<p className="inline-block rounded-full bg-stone-100 px-3 py-1 font-medium text-muted text-sm">
					{paid.status}
				</p>
				<h2 id="paid-plan" className="mt-3 font-semibold text-2xl text-ink">
					{paid.name}
				</h2>
				<p className="mt-1 font-serif text-3xl text-ink">{paid.price}</p>
				<p className="mt-4 text-muted">
					The {paid.name} is {paid.status.toLowerCase()} at this time, so there is nothing to upgrade to.
					Everything you need to be found by clients is included in {free.name}.
				</p>
			</section>

			<Link to={loaderData.profilePath} className={buttonClass({ size: 'lg', className: 'mt-8' })}>
				Back to my profile
			</Link>
		</div>
	)
}
