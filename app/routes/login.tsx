import { Link, redirect, useNavigate, useSearchParams } from 'react-router'
import { userContext } from '~/auth/context'
import { safeRedirectPath } from '~/auth/redirect'
import { sessionCookie } from '~/auth/session.server'
import { endPreviousSession, formFailure, formInvalid, requestDeps } from '~/features/accounts/api.server'
import {
	type AccountDto,
	type FormActionData,
	formDataToInput,
	LoginInputSchema,
	MESSAGES,
	validateForm,
} from '~/features/accounts/accounts.schema'
import { login } from '~/features/accounts/accounts.server'
import {
	AuthCard,
	FormAlert,
	RobotCheck,
	SubmitButton,
	TextField,
} from '~/features/accounts/components/form-parts'
import { useAccountForm } from '~/features/accounts/components/use-account-form'
import { mirrorStore, writeMirror } from '~/features/accounts/session-mirror'
import { profilePath } from '~/features/therapists/format'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/login'

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Provider Login',
		description: 'Log in to manage your therapist profile, answers and availability.',
		path: '/login',
	})

export function loader({ request, context }: Route.LoaderArgs) {
	const user = context.get(userContext)
	if (user)
		throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), profilePath(user)))
	return null
}

/** Login without JavaScript: the same service as POST /auth/login. */
export async function action({ request, context }: Route.ActionArgs) {
	const input = formDataToInput(await request.formData())
	const values = { username: String(input.username ?? '') }
	const check = validateForm(LoginInputSchema, input)
	if (!check.success) return formInvalid(check.fields, values)
	const { db, meta } = requestDeps(context)
	try {
		const { account, session } = await login(db, check.data, meta)
		await endPreviousSession(context)
		const home = profilePath({ shortId: account.short_id, urlTag: account.url_tag })
		const to = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), home)
		return redirect(to, { headers: { 'Set-Cookie': sessionCookie(session) } })
	} catch (error) {
		return formFailure(error, values)
	}
}

export default function Login({ actionData }: Route.ComponentProps) {
	const navigate = useNavigate()
	const [searchParams] = useSearchParams()
	const returned = actionData as FormActionData | undefined
	const form = useAccountForm({
		schema: LoginInputSchema,
		textFields: ['username', 'password'],
		endpoint: '/auth/login',
		fallbackMessage: MESSAGES.login,
		initialValues: returned?.values,
		initialErrors: returned,
		onSuccess: (data) => {
			const account = data as AccountDto
			writeMirror(mirrorStore(), account)
			const home = profilePath({ shortId: account.short_id, urlTag: account.url_tag })
			navigate(safeRedirectPath(searchParams.get('redirectTo'), home))
		},
	})
	return (
		<AuthCard title="Provider Login" intro="Welcome back. Log in to manage your profile.">
			<form {...form.formProps}>
				<FormAlert message={form.formError} />
				<TextField
					name="username"
					label="Email"
					type="email"
					autoComplete="username"
					value={String(form.values.username)}
					error={form.errorFor('username')}
					onChange={(v) => form.setValue('username', v)}
					onBlur={() => form.touch('username')}
				/>
				<TextField
					name="password"
					label="Password"
					type="password"
					autoComplete="current-password"
					value={String(form.values.password)}
					error={form.errorFor('password')}
					onChange={(v) => form.setValue('password', v)}
					onBlur={() => form.touch('password')}
				/>
				<RobotCheck
					checked={form.values.not_robot === true}
					error={form.errorFor('not_robot')}
					onChange={(v) => form.setValue('not_robot', v)}
				/>
				<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
					Log In
				</SubmitButton>
			</form>
			<ul className="mt-6 space-y-2 text-center">
				<li>
					<Link to="/reset" className="inline-block py-1 text-brand-700 underline">
						Forgot your password?
					</Link>
				</li>
				<li>
					<Link to="/verify" className="inline-block py-1 text-brand-700 underline">
						Need a new verification link?
					</Link>
				</li>
				<li className="text-muted">
					New here?{' '}
					<Link to="/register" className="inline-block py-1 text-brand-700 underline">
						Create a free account
					</Link>
				</li>
			</ul>
		</AuthCard>
	)
}
