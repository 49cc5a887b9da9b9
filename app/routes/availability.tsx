import { Link } from '~/components/local-link'
import { LinkProblemView } from '~/components/ui/auth-card'
import { buttonClass } from '~/components/ui/button'
import { LinkConfirmCard, LinkDoneCard, shouldRevalidateOnGet } from '~/components/ui/signed-link-page'
import { dbContext } from '~/db/context'
import {
	answerAvailabilityLink,
	checkAvailabilityLink,
} from '~/features/availability-emails/availability-links.server'
import { availabilityLinkHandler } from '~/features/availability-emails/link-pages.server'
import { AvailabilityLinkSchema } from '~/features/availability-emails/link-schema'
import {
	AVAILABILITY_CHOICES,
	type AvailabilityChoice,
	availabilityLinkPath,
} from '~/features/availability-emails/links'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import { type LinkProblem, linkProblem, TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import type { Route } from './+types/availability'

// The answer links of the monthly availability e-mail (docs/product.md#availability-freshness):
// the GET only shows what will change; the button's POST changes it. No login needed.

export const headers = () => TOKEN_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Confirm Your Availability',
		description: 'Confirm whether you are accepting new clients.',
		path: '/availability',
		noindex: true,
	})

/** Checks the link without using it. */
export const loader = availabilityLinkHandler(async ({ request, context }: Route.LoaderArgs) => {
	const link = AvailabilityLinkSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	if (!link.success) return linkProblem('malformed')
	const provider = await checkAvailabilityLink(context.get(dbContext), link.data)
	if (!provider) return linkProblem('unusable')
	return { problem: null, link: link.data, current: provider.availability, first_name: provider.first_name }
})

/** Uses the link: one POST sets the availability and confirms it. */
export const action = availabilityLinkHandler(async ({ request, context }: Route.ActionArgs) => {
	const form = await request.formData().catch(() => null)
	if (!form) return linkProblem('malformed')
	const link = AvailabilityLinkSchema.safeParse({
		id: form.get('id'),
		token: form.get('token'),
		set: form.get('set'),
	})
	if (!link.success) return linkProblem('malformed')
	const provider = await answerAvailabilityLink(context.get(dbContext), link.data)
	if (!provider) return linkProblem('unusable')
	return {
		problem: null,
		done: true,
		availability: provider.availability,
		profilePath: provider.profilePath,
	}
})

export const shouldRevalidate = shouldRevalidateOnGet

const PROBLEM_TEXT: Record<LinkProblem, { title: string; text: string }> = {
	malformed: {
		title: 'This link is not valid',
		text: 'Please open the link from the e-mail again, or log in to update your availability on your profile.',
	},
	unusable: {
		title: 'This link no longer works',
		text: 'It was used already or has expired. Log in to update your availability on your profile.',
	},
	rate_limited: {
		title: 'Too many requests',
		text: 'Please wait a few minutes and try again.',
	},
}

export default function AvailabilityRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData && 'done' in actionData) {
		return (
			<LinkDoneCard
				title={`Thank you — your availability is set to ${actionData.availability}`}
				next={{ to: actionData.profilePath, label: 'View your profile' }}
			>
				<p>Visitors now see that it was confirmed today. We will ask again in about a month.</p>
			</LinkDoneCard>
		)
	}
	const failed = actionData?.problem ?? loaderData.problem
	if (failed || !('link' in loaderData)) {
		const text = PROBLEM_TEXT[failed ?? 'unusable']
		return <LinkProblemView {...text} action={{ to: '/login', label: 'Go to Login' }} />
	}
	const { link, current, first_name } = loaderData
	const target = AVAILABILITY_CHOICES[link.set]
	const others = (Object.keys(AVAILABILITY_CHOICES) as AvailabilityChoice[]).filter((set) => set !== link.set)
	return (
		<LinkConfirmCard
			body={
				<>
					<h1 className="font-serif text-3xl text-ink">Set your availability to {target}?</h1>
					<p className="mt-3 text-muted">
						{first_name ? `${first_name}, your` : 'Your'} profile now says{' '}
						<strong className="text-ink">{current}</strong>.{' '}
						{current === target
							? 'Confirming keeps it and tells visitors it is up to date.'
							: 'Confirming changes it and tells visitors it is up to date.'}
					</p>
				</>
			}
			hidden={{ id: link.id, token: link.token, set: link.set }}
			button={`Set to ${target}`}
		>
			<p className="mt-6 text-muted text-sm">Meant something else?</p>
			<div className="mt-2 flex flex-col gap-2 sm:flex-row">
				{others.map((set) => (
					<Link
						key={set}
						to={availabilityLinkPath({ ...link, set })}
						replace
						className={buttonClass({ variant: 'neutral', size: 'sm', className: 'flex-1' })}
					>
						{AVAILABILITY_CHOICES[set]}
					</Link>
				))}
			</div>
		</LinkConfirmCard>
	)
}
