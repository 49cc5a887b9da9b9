import { useNavigation } from 'react-router'
import { Form, Link } from '~/components/local-link'
import { Button } from '~/components/ui/button'
import { dbContext } from '~/db/context'
import { AuthCard, Notice, PRIMARY_LINK } from '~/components/ui/auth-card'
import { overLinkLimit, TOKEN_PAGE_HEADERS } from '~/features/availability-emails/link-page.server'
import { FollowUpProblemView } from '~/features/follow-ups/components/follow-up-views'
import { followUpProblem, validToken } from '~/features/follow-ups/follow-up-page.server'
import {
	answerProviderNote,
	checkProviderNoteLink,
	FOLLOW_UP_LINK_RATE_LIMIT,
} from '~/features/follow-ups/link-actions.server'
import { isProviderSide, PROVIDER_SIDES } from '~/features/follow-ups/provider-links'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/follow-up-provider'

// The provider's answers to a 'someone has not heard back' note (docs/product.md#follow-ups): 'I did
// reply' and 'Still accepting'. The GET asks; the button's POST records it and restores Accepting.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Your Side',
		description: 'Tell us you replied, or that you are still accepting new clients.',
		path: '/follow-up/provider',
		noindex: true,
	})

export const headers = () => TOKEN_PAGE_HEADERS

export async function loader({ request, params, context }: Route.LoaderArgs) {
	if (await overLinkLimit(context, FOLLOW_UP_LINK_RATE_LIMIT)) return followUpProblem('rate_limited')
	const side = new URL(request.url).searchParams.get('side')
	if (!validToken(params.token) || !isProviderSide(side)) return followUpProblem('malformed')
	const provider = await checkProviderNoteLink(context.get(dbContext), params.token)
	if (!provider) return followUpProblem('unusable')
	return { problem: null, side, availability: provider.availability }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	if (await overLinkLimit(context, FOLLOW_UP_LINK_RATE_LIMIT)) return followUpProblem('rate_limited')
	const side = (await request.formData().catch(() => null))?.get('side')
	if (!validToken(params.token) || !isProviderSide(side)) return followUpProblem('malformed')
	const provider = await answerProviderNote(context.get(dbContext), params.token, side)
	if (!provider) return followUpProblem('unusable')
	return {
		problem: null,
		done: true,
		side,
		availability: provider.availability,
		profilePath: provider.profilePath,
	}
}

export function shouldRevalidate({
	formMethod,
	defaultShouldRevalidate,
}: {
	formMethod?: string
	defaultShouldRevalidate: boolean
}) {
	return formMethod ? false : defaultShouldRevalidate
}

export default function FollowUpProviderRoute({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	if (actionData && 'done' in actionData) {
		return (
			<AuthCard>
				<Notice
					title="Thank you, we have noted your side"
					action={
						<Link to={actionData.profilePath} className={PRIMARY_LINK}>
							View your profile
						</Link>
					}
				>
					<p>
						{actionData.side === 'replied'
							? 'We have recorded that you replied; those answers no longer count toward Waitlist. '
							: ''}
						Your profile says {actionData.availability}.
					</p>
				</Notice>
			</AuthCard>
		)
	}
	const problem = actionData?.problem ?? loaderData.problem
	if (problem || !('side' in loaderData)) return <FollowUpProblemView problem={problem ?? 'unusable'} />
	return (
		<AuthCard title={loaderData.side === 'replied' ? 'You did reply?' : 'Still accepting new clients?'}>
			<p className="text-muted">
				{loaderData.side === 'replied'
					? 'We will record that you replied to the people who wrote in the last 30 days and, if their answers set your profile to Waitlist, set it back to Accepting.'
					: 'We will set your profile to Accepting New Clients and note that you confirmed it today.'}{' '}
				Your profile now says {loaderData.availability}.
			</p>
			<Form method="post" className="mt-6">
				<input type="hidden" name="side" value={loaderData.side} />
				<Button type="submit" size="lg" block loading={navigation.state === 'submitting'}>
					{PROVIDER_SIDES[loaderData.side]}
				</Button>
			</Form>
		</AuthCard>
	)
}
