import { useNavigation } from 'react-router'
import { shouldRevalidateOnGet } from '~/components/ui/signed-link-page'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import {
	FollowUpDoneView,
	FollowUpProblemView,
	FollowUpQuestionView,
} from '~/features/follow-ups/components/follow-up-views'
import {
	followUpAnswerPage,
	followUpLinkHandler,
	followUpProblem,
	followUpQuestionPage,
} from '~/features/follow-ups/follow-up-page.server'
import { localeOfPath } from '~/lib/i18n'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import type { Route } from './+types/follow-up'

// The answers of 'Did … get back to you?' (docs/product.md#follow-ups). Opening a link changes
// nothing (link scanners and mail prefetchers only GET): the page shows the question with the chosen
// answer first, and its button's POST records it. No login: the signed link is the authorization.

export const headers = () => TOKEN_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translatorFromMatches(matches)
	return pageMeta(siteFromMatches(matches), {
		title: t('followups.meta.title'),
		description: t('followups.meta.description'),
		path: '/follow-up',
		noindex: true,
	})
}

export const loader = followUpLinkHandler(async ({ request, params, context }: Route.LoaderArgs) => {
	const url = new URL(request.url)
	const answer = url.searchParams.get('answer')
	return followUpQuestionPage(context.get(dbContext), params.token, answer, localeOfPath(url.pathname))
})

export const action = followUpLinkHandler(async ({ request, params, context }: Route.ActionArgs) => {
	const form = await request.formData().catch(() => null)
	if (!form) return followUpProblem('malformed')
	const env = getEnv()
	return followUpAnswerPage(context.get(dbContext), params.token, form.get('answer'), {
		siteName: env.SITE_NAME,
		publicUrl: env.PUBLIC_URL,
		delayMs: env.FOLLOW_UP_DELAY,
		locale: localeOfPath(new URL(request.url).pathname),
	})
})

/** The answer page keeps what the POST returned rather than reloading the question. */
export const shouldRevalidate = shouldRevalidateOnGet

export default function FollowUpRoute({ loaderData, actionData }: Route.ComponentProps) {
	const busy = useNavigation().state === 'submitting'
	if (actionData && 'done' in actionData) return <FollowUpDoneView {...actionData} busy={busy} />
	const problem = actionData?.problem ?? loaderData.problem
	if (problem || !('chosen' in loaderData)) return <FollowUpProblemView problem={problem ?? 'unusable'} />
	return <FollowUpQuestionView {...loaderData} busy={busy} />
}
