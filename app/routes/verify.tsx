import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { FormAlert } from '~/components/ui/field'
import { useJsonSubmit } from '~/components/ui/use-json-submit'
import { dbContext } from '~/db/context'
import {
	type FormActionData,
	formDataToInput,
	linkParams,
	MESSAGES,
	RequestVerifyInputSchema,
	VerifyEmailInputSchema,
	validateForm,
} from '~/features/accounts/accounts.schema'
import { findOwnEmail } from '~/features/accounts/accounts.server'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { requestDeps } from '~/lib/http.server'
import { EmailRequestForm } from '~/features/accounts/components/email-request-form'
import { AuthCard, Notice, PRIMARY_LINK } from '~/components/ui/auth-card'
import { requestVerification, updateEmail, verifyEmail } from '~/features/accounts/email-links.server'
import { AppError } from '~/lib/errors'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import { useRootData } from '~/lib/root-data'
import type { Route } from './+types/verify'
import { profilePath } from '~/features/therapists/format'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Verify Your Email',
		description: 'Verify the email of your provider account so your profile can go live.',
		path: '/verify',
		noindex: true,
	})

/** A logged-in provider's own address prefills the form (their own data, on their own page). */
export async function loader({ context }: Route.LoaderArgs) {
	const user = context.get(userContext)
	return { email: user ? await findOwnEmail(context.get(dbContext), user) : null }
}

/** Both forms without JavaScript, through the same services as the /auth endpoints. */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData()
	const input = formDataToInput(formData)
	const { db, meta } = requestDeps(context)
	if (formData.get('intent') === 'verify') {
		const url = new URL(request.url)
		const link = VerifyEmailInputSchema.safeParse(linkParams(url.searchParams))
		try {
			if (!link.success) throw new AppError('invalid', MESSAGES.verifyLink)
			if (url.searchParams.get('update') === '1') await updateEmail(db, link.data)
			else await verifyEmail(db, link.data)
		} catch (error) {
			return formFailure(error)
		}
		return { done: true } satisfies FormActionData
	}
	const values = { email: String(input.email ?? '') }
	const check = validateForm(RequestVerifyInputSchema, input)
	if (!check.success) return pageActionInvalid(check.fields, values)
	try {
		await requestVerification(db, check.data, meta)
	} catch (error) {
		return formFailure(error, values)
	}
	return { sent: true, values: { email: check.data.email } } satisfies FormActionData
}

type LinkState = 'waiting' | 'working' | 'verified' | 'failed'

export default function Verify({ loaderData, actionData }: Route.ComponentProps) {
	const returned = actionData as FormActionData | undefined
	const [searchParams] = useSearchParams()
	const user = useRootData()?.user ?? null
	const id = searchParams.get('id')
	const token = searchParams.get('token')
	const isUpdate = searchParams.get('update') === '1'
	const hasLink = Boolean(id || token)
	const [link, setLink] = useState<LinkState>(
		returned?.done ? 'verified' : returned?.message ? 'failed' : 'waiting',
	)
	const [sentTo, setSentTo] = useState<string | null>(returned?.sent ? (returned.values?.email ?? '') : null)
	const started = useRef(false)
	const endpoint = isUpdate ? '/auth/update_email' : '/auth/verify_email'
	const linkCall = useJsonSubmit({
		action: endpoint,
		onSuccess: () => setLink('verified'),
		onFailure: () => setLink('failed'),
	})
	const submitLink = linkCall.submit

	// With JavaScript the link is handled as soon as the page opens (once, even in StrictMode).
	useEffect(() => {
		if (!hasLink || started.current || link !== 'waiting') return
		started.current = true
		setLink('working')
		submitLink({ user_id: id ?? '', token: token ?? '' })
	}, [hasLink, id, token, link, submitLink])

	const next = user ? (
		<Link to={profilePath(user)} className={PRIMARY_LINK}>
			Go to Profile
		</Link>
	) : (
		<Link to="/login" className={PRIMARY_LINK}>
			Go to Login
		</Link>
	)

	if (hasLink && link === 'verified') {
		return (
			<AuthCard>
				<Notice title="Email verified" action={next}>
					{isUpdate
						? 'Your new email address is confirmed. Use it to log in from now on.'
						: 'Thank you, your email address is confirmed.'}
				</Notice>
			</AuthCard>
		)
	}
	if (hasLink && link !== 'failed') {
		return (
			<AuthCard title="Verify your email">
				<form method="post">
					<input type="hidden" name="intent" value="verify" />
					{link === 'working' ? (
						<p role="status" className="text-muted">
							Verifying your email…
						</p>
					) : (
						<button type="submit" className={`${PRIMARY_LINK} w-full`}>
							Verify Email
						</button>
					)}
				</form>
			</AuthCard>
		)
	}
	if (hasLink && isUpdate) {
		return (
			<AuthCard>
				<Notice title="Verification failed" tone="problem" action={next}>
					{MESSAGES.verifyLink}
				</Notice>
			</AuthCard>
		)
	}
	if (sentTo !== null) {
		return (
			<AuthCard>
				<Notice title="Email sent">
					If {sentTo || 'that address'} belongs to an account that still needs verifying, a new link is on its
					way. It expires in 48 hours. Please check your inbox and spam folder.
				</Notice>
			</AuthCard>
		)
	}
	return (
		<AuthCard
			title="Verify your email"
			intro="Enter the email of your provider account and we will send you a new verification link."
		>
			{hasLink ? <FormAlert message={MESSAGES.verifyLink} /> : null}
			<EmailRequestForm
				schema={RequestVerifyInputSchema}
				endpoint="/auth/request_verify"
				intent="request"
				buttonLabel="Send Verification Link"
				fallbackMessage={MESSAGES.requestVerify}
				initialEmail={loaderData.email ?? undefined}
				returned={hasLink ? undefined : returned}
				onSent={setSentTo}
			/>
		</AuthCard>
	)
}
