import { LinkConfirmCard, LinkDoneCard, shouldRevalidateOnGet } from '~/components/ui/signed-link-page'
import { dbContext } from '~/db/context'
import { FollowUpProblemView } from '~/features/follow-ups/components/follow-up-views'
import { followUpLinkHandler, followUpProblem, validToken } from '~/features/follow-ups/follow-up-page.server'
import { followUpAddress, unsubscribeFromFollowUps } from '~/features/follow-ups/link-actions.server'
import { useI18n } from '~/lib/i18n'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import type { Route } from './+types/follow-up-unsubscribe'

// The follow-ups' unsubscribe link (docs/product.md#follow-ups). The GET shows a button; a POST
// unsubscribes without login, from that button or straight from a mail client (RFC 8058 one-click,
// usually without an Origin header, which the server's Origin check lets through). All it can do is
// stop follow-ups to the one address the signed link was sent to.

export const headers = () => TOKEN_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translatorFromMatches(matches)
	return pageMeta(siteFromMatches(matches), {
		title: t('followups.unsubscribe.meta.title'),
		description: t('followups.unsubscribe.meta.description'),
		path: '/follow-up',
		noindex: true,
	})
}

export const loader = followUpLinkHandler(async ({ params, context }: Route.LoaderArgs) => {
	if (!validToken(params.token)) return followUpProblem('malformed')
	if (!(await followUpAddress(context.get(dbContext), params.token))) return followUpProblem('unusable')
	return { problem: null }
})

export const action = followUpLinkHandler(async ({ params, context }: Route.ActionArgs) => {
	if (!validToken(params.token)) return followUpProblem('malformed')
	if (!(await unsubscribeFromFollowUps(context.get(dbContext), params.token)))
		return followUpProblem('unusable')
	return { problem: null, done: true as const }
})

export const shouldRevalidate = shouldRevalidateOnGet

export default function FollowUpUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	if (actionData && 'done' in actionData) {
		return (
			<LinkDoneCard
				title={t('followups.unsubscribe.done')}
				next={{ to: '/therapists', label: t('followups.findTherapist') }}
			>
				<p>{t('followups.unsubscribe.doneBody')}</p>
			</LinkDoneCard>
		)
	}
	const problem = actionData?.problem ?? loaderData.problem
	if (problem) return <FollowUpProblemView problem={problem} />
	return (
		<LinkConfirmCard
			title={t('followups.unsubscribe.title')}
			body={<p className="text-muted">{t('followups.unsubscribe.body')}</p>}
			button={t('followups.unsubscribe.button')}
		/>
	)
}
