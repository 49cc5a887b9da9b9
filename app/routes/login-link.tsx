import { useState } from 'react'
import { redirect, type ShouldRevalidateFunctionArgs, useNavigate, useSearchParams } from 'react-router'
import { Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { sessionCookie } from '~/auth/session.server'
import { Button } from '~/components/ui/button'
import { FormAlert } from '~/components/ui/field'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { dbContext } from '~/db/context'
import type { AccountDto } from '~/features/accounts/account-doc'
import {
	type FormActionData,
	formDataToInput,
	linkParams,
	MESSAGES,
	RequestSignInLinkInputSchema,
	SignInLinkInputSchema,
	validateForm,
} from '~/features/accounts/accounts.schema'
import { endPreviousSession } from '~/auth/session-endpoint.server'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { requestDeps } from '~/lib/http.server'
import { EmailRequestForm } from '~/features/accounts/components/email-request-form'
import { AuthCard, Notice } from '~/components/ui/auth-card'
import { isSignInLinkValid, requestSignInLink, signInWithLink } from '~/features/accounts/sign-in-link.server'
import { profilePath } from '~/features/therapists/format'
import { AppError } from '~/lib/errors'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/login-link'

// 'E-mail me a sign-in link' (docs/product.md#sign-in-limits): without ?id&token the page asks for
// the address; with them it signs in on a click (opening the link spends nothing, so a mail
// scanner that fetches it cannot use it up).

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Sign In by Email',
		description: 'Get a one-time link by email that signs you in to your provider account.',
		path: '/login/link',
		noindex: true,
	})

const homeOf = (account: AccountDto) => profilePath({ short_id: account.short_id, url_tag: account.url_tag })

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	if (!url.searchParams.has('id') && !url.searchParams.has('token')) {
		const user = context.get(userContext)
		if (user) throw redirect(profilePath(user))
		return { hasLink: false, linkValid: false }
	}
	const link = SignInLinkInputSchema.safeParse(linkParams(url.searchParams))
	const linkValid = link.success && (await isSignInLinkValid(context.get(dbContext), link.data))
	return { hasLink: true, linkValid }
}

/** Once the link is used it is spent: keep this page as it is while the browser moves on. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return formAction === '/auth/sign_in_link' ? false : defaultShouldRevalidate
}

/** Both forms without JavaScript, through the same services as /auth/request_sign_in_link and /auth/sign_in_link. */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData()
	const { db, meta } = requestDeps(context)
	if (formData.get('intent') === 'use') {
		const link = SignInLinkInputSchema.safeParse(linkParams(new URL(request.url).searchParams))
		try {
			if (!link.success) throw new AppError('invalid', MESSAGES.signInLink)
			const { account, session } = await signInWithLink(db, link.data, meta)
			await endPreviousSession(context)
			return redirect(homeOf(account), { headers: { 'Set-Cookie': sessionCookie(session) } })
		} catch (error) {
			return formFailure(error)
		}
	}
	const input = formDataToInput(formData)
	const values = { email: String(input.email ?? '') }
	const check = validateForm(RequestSignInLinkInputSchema, input)
	if (!check.success) return pageActionInvalid(check.fields, values)
	try {
		await requestSignInLink(db, check.data, meta)
	} catch (error) {
		return formFailure(error, values)
	}
	return { sent: true, values: { email: check.data.email } } satisfies FormActionData
}

export default function LoginLink({ loaderData, actionData }: Route.ComponentProps) {
	const returned = actionData as FormActionData | undefined
	const [sentTo, setSentTo] = useState<string | null>(returned?.sent ? (returned.values?.email ?? '') : null)
	const [linkFailed, setLinkFailed] = useState(false)
	const linkUsable = loaderData.hasLink && loaderData.linkValid && !linkFailed && !returned?.message

	if (sentTo !== null) {
		return (
			<AuthCard>
				<Notice title="Email sent">
					If an account uses {sentTo || 'that address'}, a sign-in link is on its way. It works once and
					expires in 15 minutes. Please check your inbox and spam folder.
				</Notice>
			</AuthCard>
		)
	}
	if (linkUsable) {
		return (
			<AuthCard title="Sign in" intro="This one-time link signs you in to your provider account.">
				<UseLinkForm onFailed={() => setLinkFailed(true)} />
			</AuthCard>
		)
	}
	return (
		<AuthCard
			title="Email me a sign-in link"
			intro="Enter the email of your provider account and we will send you a link that signs you in, no password needed."
		>
			{loaderData.hasLink ? <FormAlert message={MESSAGES.signInLink} /> : null}
			<EmailRequestForm
				schema={RequestSignInLinkInputSchema}
				endpoint="/auth/request_sign_in_link"
				intent="request"
				buttonLabel="Send Sign-In Link"
				fallbackMessage="Something went wrong. Please try again later."
				returned={loaderData.hasLink ? undefined : returned}
				onSent={setSentTo}
			/>
			<p className="mt-6 text-center">
				<Link to="/login" className="inline-block py-1 text-brand-700 underline">
					Back to Login
				</Link>
			</p>
		</AuthCard>
	)
}

/** One button: a plain POST to the page before hydration, the JSON endpoint after. */
function UseLinkForm({ onFailed }: { onFailed: () => void }) {
	const [searchParams] = useSearchParams()
	const navigate = useNavigate()
	const call = useJsonSubmit({
		action: '/auth/sign_in_link',
		onSuccess: (_body, data) => navigate(homeOf(data as AccountDto), { replace: true }),
		onFailure: onFailed,
	})
	return (
		<form
			method="post"
			onSubmit={(event) => {
				event.preventDefault()
				if (!call.busy) call.submit(linkParams(searchParams))
			}}
		>
			<input type="hidden" name="intent" value="use" />
			<Button type="submit" size="lg" block loading={call.busy} loadingText="Signing in…">
				Sign In
			</Button>
		</form>
	)
}
