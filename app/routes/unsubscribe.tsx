import { LinkProblemView } from '~/components/ui/auth-card'
import { LinkConfirmCard, LinkDoneCard, shouldRevalidateOnGet } from '~/components/ui/signed-link-page'
import { dbContext } from '~/db/context'
import { unsubscribeLinkHandler } from '~/features/availability-emails/link-pages.server'
import { UnsubscribeTokenSchema } from '~/features/availability-emails/link-schema'
import {
	unsubscribeFromReminders,
	verifyUnsubscribeToken,
} from '~/features/availability-emails/unsubscribe.server'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import { type LinkProblem, linkProblem, TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import type { Route } from './+types/unsubscribe'

// The availability reminders' unsubscribe link (docs/product.md#availability-freshness). The GET
// shows a button; a POST unsubscribes without login, from that button or straight from a mail
// client (RFC 8058 one-click: `List-Unsubscribe=One-Click`, usually without an Origin header, which
// the server's Origin check lets through). The signed token is what authorizes it: only someone
// holding the e-mail can make one, and all it can do is stop reminders to that one address.

export const headers = () => TOKEN_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Unsubscribe From Availability Reminders',
		description: 'Stop the monthly e-mails that ask whether you are accepting new clients.',
		path: '/unsubscribe',
		noindex: true,
	})

export const loader = unsubscribeLinkHandler(async ({ params, context }: Route.LoaderArgs) => {
	if (!UnsubscribeTokenSchema.safeParse(params.token).success) return linkProblem('malformed')
	if (!(await verifyUnsubscribeToken(context.get(dbContext), params.token))) return linkProblem('unusable')
	return { problem: null }
})

/** One request, no login: the page's button or a mail client's one-click POST. */
export const action = unsubscribeLinkHandler(async ({ params, context }: Route.ActionArgs) => {
	if (!UnsubscribeTokenSchema.safeParse(params.token).success) return linkProblem('malformed')
	if (!(await unsubscribeFromReminders(context.get(dbContext), params.token))) return linkProblem('unusable')
	return { problem: null, done: true as const }
})

export const shouldRevalidate = shouldRevalidateOnGet

const PROBLEM_TEXT: Record<LinkProblem, { title: string; text: string }> = {
	malformed: {
		title: 'This link is not valid',
		text: 'Please open the unsubscribe link from the e-mail again.',
	},
	unusable: {
		title: 'This link does not work',
		text: 'We could not find the account this link was made for.',
	},
	rate_limited: { title: 'Too many requests', text: 'Please wait a few minutes and try again.' },
}

export default function UnsubscribeRoute({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData && 'done' in actionData) {
		return (
			<LinkDoneCard title="You are unsubscribed" next={{ to: '/login', label: 'Go to Login' }}>
				<p>
					We will not send you availability reminders any more. E-mails about your account (password resets,
					e-mail changes) and messages from clients still reach you.
				</p>
				<p className="mt-2">Please keep your availability up to date on your profile.</p>
			</LinkDoneCard>
		)
	}
	const failed = actionData?.problem ?? loaderData.problem
	if (failed) {
		const text = PROBLEM_TEXT[failed]
		return <LinkProblemView {...text} />
	}
	return (
		<LinkConfirmCard
			title="Unsubscribe from availability reminders?"
			body={
				<p className="text-muted">
					Once a month we ask whether you are still accepting new clients, so that your listing stays true.
					Unsubscribing stops only these reminders: e-mails about your account and messages from clients still
					reach you.
				</p>
			}
			button="Unsubscribe"
		/>
	)
}
