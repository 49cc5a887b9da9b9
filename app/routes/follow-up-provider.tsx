import { LinkConfirmCard, LinkDoneCard, shouldRevalidateOnGet } from '~/components/ui/signed-link-page'
import { dbContext } from '~/db/context'
import { FollowUpProblemView } from '~/features/follow-ups/components/follow-up-views'
import { followUpLinkHandler, followUpProblem, validToken } from '~/features/follow-ups/follow-up-page.server'
import { answerProviderNote, checkProviderNoteLink } from '~/features/follow-ups/link-actions.server'
import { isProviderSide, PROVIDER_SIDES } from '~/features/follow-ups/provider-links'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import { TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import type { Route } from './+types/follow-up-provider'

// The provider's answers to a 'someone has not heard back' note (docs/product.md#follow-ups): 'I did
// reply' and 'Still accepting'. The GET asks; the button's POST records it and restores Accepting.

export const headers = () => TOKEN_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Your Side',
		description: 'Tell us you replied, or that you are still accepting new clients.',
		path: '/follow-up/provider',
		noindex: true,
	})

export const loader = followUpLinkHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const side = new URL(request.url).searchParams.get('side')
	if (!validToken(params.token) || !isProviderSide(side)) return followUpProblem('malformed')
	const provider = await checkProviderNoteLink(context.get(dbContext), params.token)
	if (!provider) return followUpProblem('unusable')
	return { problem: null, side, availability: provider.availability }
})

export const action = followUpLinkHandler(async ({ request, params, context }: Route.ActionArgs) => {
	const side = (await request.formData().catch(() => null))?.get('side')
	if (!validToken(params.token) || !isProviderSide(side)) return followUpProblem('malformed')
	const provider = await answerProviderNote(context.get(dbContext), params.token, side)
	if (!provider) return followUpProblem('unusable')
	const { availability, profilePath } = provider
	return { problem: null, done: true as const, side, availability, profilePath }
})

export const shouldRevalidate = shouldRevalidateOnGet

export default function FollowUpProviderRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData && 'done' in actionData) {
		return (
			<LinkDoneCard
				title="Thank you, we have noted your side"
				next={{ to: actionData.profilePath, label: 'View your profile' }}
			>
				<p>
					{actionData.side === 'replied'
						? 'We have recorded that you replied; those answers no longer count toward Waitlist. '
						: ''}
					Your profile says {actionData.availability}.
				</p>
			</LinkDoneCard>
		)
	}
	const problem = actionData?.problem ?? loaderData.problem
	if (problem || !('side' in loaderData)) return <FollowUpProblemView problem={problem ?? 'unusable'} />
	return (
		<LinkConfirmCard
			title={loaderData.side === 'replied' ? 'You did reply?' : 'Still accepting new clients?'}
			body={
				<p className="text-muted">
					{loaderData.side === 'replied'
						? 'We will record that you replied to the people who wrote in the last 30 days and, if their answers set your profile to Waitlist, set it back to Accepting.'
						: 'We will set your profile to Accepting New Clients and note that you confirmed it today.'}{' '}
					Your profile now says {loaderData.availability}.
				</p>
			}
			hidden={{ side: loaderData.side }}
			button={PROVIDER_SIDES[loaderData.side]}
		/>
	)
}
