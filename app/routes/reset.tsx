import { useState } from 'react'
import { data, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import { Link } from '~/components/local-link'
import { clearSessionCookie } from '~/auth/session.server'
import { Field, FormAlert } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import { dbContext } from '~/db/context'
import {
	type FormActionData,
	formDataToInput,
	linkParams,
	MESSAGES,
	PASSWORD_MIN,
	RequestResetInputSchema,
	ResetPasswordInputSchema,
	VerifyEmailInputSchema,
	validateForm,
} from '~/features/accounts/accounts.schema'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { requestDeps } from '~/lib/http.server'
import { EmailRequestForm } from '~/features/accounts/components/email-request-form'
import { RobotCheck, SubmitButton } from '~/features/accounts/components/form-parts'
import { AuthCard, Notice, PRIMARY_LINK } from '~/components/ui/auth-card'
import { accountForm } from '~/features/accounts/components/account-form'
import { isResetLinkValid, requestPasswordReset, resetPassword } from '~/features/accounts/email-links.server'
import { AppError } from '~/lib/errors'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/reset'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Reset Password',
		description: 'Request a link to set a new password for your provider account.',
		path: '/reset',
		noindex: true,
	})

/** With ?id&token the page sets a new password; it checks (without using) the link first. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	if (!url.searchParams.has('id') && !url.searchParams.has('token'))
		return { hasLink: false, linkValid: false }
	const link = VerifyEmailInputSchema.safeParse(linkParams(url.searchParams))
	const linkValid = link.success && (await isResetLinkValid(context.get(dbContext), link.data))
	return { hasLink: true, linkValid }
}

/** Once a new password is set the link is spent: keep this page's outcome rather than recheck the link. */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return formAction === '/auth/reset_password' ? false : defaultShouldRevalidate
}

/** Both forms without JavaScript, through the same services as /auth/request_reset and /auth/reset_password. */
export async function action({ request, context }: Route.ActionArgs) {
	const formData = await request.formData()
	const input = formDataToInput(formData)
	const { db, meta } = requestDeps(context)
	if (formData.get('intent') === 'set') {
		const check = validateForm(ResetPasswordInputSchema, {
			...input,
			...linkParams(new URL(request.url).searchParams),
		})
		if (!check.success) {
			if (check.fields.user_id || check.fields.token)
				return formFailure(new AppError('invalid', MESSAGES.resetLink))
			return pageActionInvalid(check.fields)
		}
		try {
			await resetPassword(db, check.data)
		} catch (error) {
			return formFailure(error)
		}
		return data({ done: true } satisfies FormActionData, { headers: { 'Set-Cookie': clearSessionCookie() } })
	}
	const values = { email: String(input.email ?? '') }
	const check = validateForm(RequestResetInputSchema, input)
	if (!check.success) return pageActionInvalid(check.fields, values)
	try {
		await requestPasswordReset(db, check.data, meta)
	} catch (error) {
		return formFailure(error, values)
	}
	return { sent: true, values: { email: check.data.email } } satisfies FormActionData
}

export default function Reset({ loaderData, actionData }: Route.ComponentProps) {
	const returned = actionData as FormActionData | undefined
	const [sentTo, setSentTo] = useState<string | null>(returned?.sent ? (returned.values?.email ?? '') : null)
	const [done, setDone] = useState(Boolean(returned?.done))

	if (done) {
		return (
			<AuthCard>
				<Notice
					title="New password set"
					action={
						<Link to="/login" className={PRIMARY_LINK}>
							Go to Login
						</Link>
					}
				>
					You can now log in with your new password. For your safety, every device was logged out.
				</Notice>
			</AuthCard>
		)
	}
	if (sentTo !== null) {
		return (
			<AuthCard>
				<Notice title="Email sent">
					If an account uses {sentTo || 'that address'}, a link to set a new password is on its way. It
					expires in 1 hour. Please check your inbox and spam folder.
				</Notice>
			</AuthCard>
		)
	}
	if (loaderData.hasLink && loaderData.linkValid) {
		return (
			<AuthCard title="Set a new password">
				<NewPasswordForm returned={returned} onDone={() => setDone(true)} />
			</AuthCard>
		)
	}
	return (
		<AuthCard
			title="Reset your password"
			intro="Enter the email of your provider account and we will send you a link to set a new password."
		>
			{loaderData.hasLink ? <FormAlert message={MESSAGES.resetLink} /> : null}
			<EmailRequestForm
				schema={RequestResetInputSchema}
				endpoint="/auth/request_reset"
				intent="request"
				buttonLabel="Send Reset Link"
				fallbackMessage="Something went wrong. Please try again later."
				returned={returned}
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

function NewPasswordForm({ returned, onDone }: { returned?: FormActionData; onDone: () => void }) {
	const [searchParams] = useSearchParams()
	const form = useForm({
		...accountForm(
			{ password: '', not_robot: false },
			{
				endpoint: '/auth/reset_password',
				fallbackMessage: MESSAGES.resetLink,
				returned,
				extra: linkParams(searchParams),
			},
		),
		schema: ResetPasswordInputSchema,
		// Every session of the account ended, this browser's too: the revalidated root data says so.
		onSuccess: onDone,
	})
	return (
		<form {...form.formProps}>
			<input type="hidden" name="intent" value="set" />
			<FormAlert message={form.formError ?? form.errorFor('user_id') ?? form.errorFor('token')} />
			<Field
				label="New password"
				type="password"
				autoComplete="new-password"
				hint={`At least ${PASSWORD_MIN} characters.`}
				{...form.field('password')}
			/>
			<RobotCheck {...form.box('not_robot')} />
			<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
				Set New Password
			</SubmitButton>
		</form>
	)
}
