import { Form, Link, useNavigation } from 'react-router'
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
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/follow-up-unsubscribe'

// The follow-ups' unsubscribe link (docs/product.md#follow-ups). The GET shows a button; a POST
// unsubscribes without login, from that button or straight from a mail client (RFC 8058 one-click,
// usually without an Origin header, which the server's Origin check lets through). All it can do is
// stop follow-ups to the one address the signed link was sent to.

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'No More Follow-Ups',
		description: 'Stop the e-mails that ask whether a therapist got back to you.',
		path: '/follow-up',
		noindex: true,
	})

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
	if (actionData && 'done' in actionData) {
		return (
			<AuthCard>
				<Notice
					title="You will get no more follow-ups"
					action={
						<Link to="/therapists" className={PRIMARY_LINK}>
							Find a therapist
						</Link>
					}
				>
					<p>We will not ask again whether a therapist got back to you, for any message from this address.</p>
				</Notice>
			</AuthCard>
		)
	}
	const problem = actionData?.problem ?? loaderData.problem
	if (problem) return <FollowUpProblemView problem={problem} />
	return (
		<AuthCard title="No more follow-ups?">
			<p className="text-muted">
				A few days after you write to a therapist, we ask whether they got back to you, and suggest others if
				not. Unsubscribing stops these e-mails for every message from your address.
			</p>
			<Form method="post" className="mt-6">
				<Button type="submit" size="lg" block loading={navigation.state === 'submitting'}>
					Unsubscribe
				</Button>
			</Form>
		</AuthCard>
	)
}
