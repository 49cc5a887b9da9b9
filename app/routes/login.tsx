import { redirect } from 'react-router'
import { Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { safeRedirectPath } from '~/auth/redirect'
import { sessionCookie } from '~/auth/session.server'
import { buttonClass } from '~/components/ui/button'
import { Field, FormAlert } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import {
	type FormActionData,
	formDataToInput,
	LoginInputSchema,
	MESSAGES,
	validateForm,
} from '~/features/accounts/accounts.schema'
import { login } from '~/features/accounts/accounts.server'
import { endPreviousSession } from '~/auth/session-endpoint.server'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { requestDeps } from '~/lib/http.server'
import { RobotCheck, SubmitButton } from '~/features/accounts/components/form-parts'
import { AuthCard } from '~/components/ui/auth-card'
import { accountForm } from '~/features/accounts/components/account-form'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/login'
import { profilePath } from '~/features/therapists/format'

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
	if (!check.success) return pageActionInvalid(check.fields, values)
	const { db, meta } = requestDeps(context)
	try {
		const { account, session } = await login(db, check.data, meta)
		await endPreviousSession(context)
		const home = profilePath({ short_id: account.short_id, url_tag: account.url_tag })
		const to = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), home)
		return redirect(to, { headers: { 'Set-Cookie': sessionCookie(session) } })
	} catch (error) {
		return formFailure(error, values)
	}
}

export default function Login({ actionData }: Route.ComponentProps) {
	const returned = actionData as FormActionData | undefined
	const form = useForm({
		...accountForm(
			{ username: returned?.values?.username ?? '', password: '', not_robot: false },
			{ endpoint: '/auth/login', fallbackMessage: MESSAGES.login, returned },
		),
		schema: LoginInputSchema,
		// No onSuccess: the session cookie is set, and this page's loader, revalidated, redirects
		// the now logged-in provider (to ?redirectTo or their profile).
	})
	return (
		<AuthCard title="Provider Login" intro="Welcome back. Log in to manage your profile.">
			<form {...form.formProps}>
				<FormAlert message={form.formError} />
				<Field label="Email" type="email" autoComplete="username" {...form.field('username')} />
				<Field label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
				<RobotCheck {...form.box('not_robot')} />
				<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
					Log In
				</SubmitButton>
			</form>
			{/* The way in that a stranger guessing passwords can never block (docs/product.md#sign-in-limits). */}
			<p className="mt-5 mb-3 text-center text-muted text-sm">or, without your password</p>
			<Link to="/login/link" className={buttonClass({ variant: 'secondary', size: 'lg', block: true })}>
				Email me a sign-in link
			</Link>
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
