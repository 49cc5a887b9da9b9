import { useNavigation } from 'react-router'
import { Form, Link } from '~/components/local-link'
import { Button } from '~/components/ui/button'
import { dbContext } from '~/db/context'
import { AuthCard, Notice, PRIMARY_LINK } from '~/components/ui/auth-card'
import { overLinkLimit, TOKEN_PAGE_HEADERS } from '~/features/availability-emails/link-page.server'
import { FollowUpProblemView } from '~/features/follow-ups/components/follow-up-views'
import { followUpProblem, validToken } from '~/features/follow-ups/follow-up-page.server'
import {
	FOLLOW_UP_LINK_RATE_LIMIT,
	followUpAddress,
	unsubscribeFromFollowUps,
} from '~/features/follow-ups/link-actions.server'
import { useI18n } from '~/lib/i18n'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import type { Route } from './+types/follow-up-unsubscribe'

// The follow-ups' unsubscribe link (docs/product.md#follow-ups). The GET shows a button; a POST
// unsubscribes without login, from that button or straight from a mail client (RFC 8058 one-click,
// usually without an Origin header, which the server's Origin check lets through). All it can do is
// stop follow-ups to the one address the signed link was sent to.

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translatorFromMatches(matches)
	return pageMeta(siteFromMatches(matches), {
		title: t('followups.unsubscribe.meta.title'),
		description: t('followups.unsubscribe.meta.description'),
		path: '/follow-up',
		noindex: true,
	})
}

export const headers = () => TOKEN_PAGE_HEADERS

export async function loader({ params, context }: Route.LoaderArgs) {
	if (await overLinkLimit(context, FOLLOW_UP_LINK_RATE_LIMIT)) return followUpProblem('rate_limited')
	if (!validToken(params.token)) return followUpProblem('malformed')
	if (!(await followUpAddress(context.get(dbContext), params.token))) return followUpProblem('unusable')
	return { problem: null }
}

export async function action({ params, context }: Route.ActionArgs) {
	if (await overLinkLimit(context, FOLLOW_UP_LINK_RATE_LIMIT)) return followUpProblem('rate_limited')
	if (!validToken(params.token)) return followUpProblem('malformed')
	if (!(await unsubscribeFromFollowUps(context.get(dbContext), params.token)))
		return followUpProblem('unusable')
	return { problem: null, done: true }
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

export default function FollowUpUnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
	const navigation = useNavigation()
	const { t } = useI18n()
	if (actionData && 'done' in actionData) {
		return (
			<AuthCard>
				<Notice
					title={t('followups.unsubscribe.done')}
					action={
						<Link to={'/therapists'} className={PRIMARY_LINK}>
							{t('followups.findTherapist')}
						</Link>
					}
				>
					<p>{t('followups.unsubscribe.doneBody')}</p>
				</Notice>
			</AuthCard>
		)
	}
	const problem = actionData?.problem ?? loaderData.problem
	if (problem) return <FollowUpProblemView problem={problem} />
	return (
		<AuthCard title={t('followups.unsubscribe.title')}>
			<p className="text-muted">{t('followups.unsubscribe.body')}</p>
			<Form method="post" className="mt-6">
				<Button type="submit" size="lg" block loading={navigation.state === 'submitting'}>
					{t('followups.unsubscribe.button')}
				</Button>
			</Form>
		</AuthCard>
	)
}
