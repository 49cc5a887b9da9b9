import { redirect } from 'react-router'
import { Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { sessionCookie } from '~/auth/session.server'
import { Checkbox, Field, FormAlert } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import {
	type FormActionData,
	formDataToInput,
	MESSAGES,
	PASSWORD_MIN,
	RegisterInputSchema,
	validateForm,
} from '~/features/accounts/accounts.schema'
import { register } from '~/features/accounts/accounts.server'
import { endPreviousSession } from '~/auth/session-endpoint.server'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { requestDeps } from '~/lib/http.server'
import { RobotCheck, SubmitButton } from '~/features/accounts/components/form-parts'
import { AuthCard } from '~/components/ui/auth-card'
import { accountForm } from '~/features/accounts/components/account-form'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/register'
import { profilePath } from '~/features/therapists/format'

const BOXES = ['not_robot', 'terms'] as const

export const meta: Route.MetaFunction = ({ matches }) =>
	pageMeta(siteFromMatches(matches), {
		title: 'Join as a Provider',
		description:
			'Create a free provider account, build your therapist profile and answer the questions clients ask. Signup takes under 10 minutes on average.',
		path: '/register',
	})

export function loader({ context }: Route.LoaderArgs) {
	const user = context.get(userContext)
	if (user) throw redirect(profilePath(user))
	return null
}

/** Sign-up without JavaScript: the same service as POST /auth/register. */
export async function action({ request, context }: Route.ActionArgs) {
	const input = formDataToInput(await request.formData(), BOXES)
	const values = { email: String(input.email ?? '') }
	const check = validateForm(RegisterInputSchema, input, BOXES)
	if (!check.success) return pageActionInvalid(check.fields, values)
	const { db, meta } = requestDeps(context)
	try {
		const { account, session } = await register(db, check.data, meta)
		await endPreviousSession(context)
		return redirect(profilePath({ short_id: account.short_id, url_tag: account.url_tag }), {
			headers: { 'Set-Cookie': sessionCookie(session) },
		})
	} catch (error) {
		return formFailure(error, values)
	}
}

export default function Register({ actionData }: Route.ComponentProps) {
	const returned = actionData as FormActionData | undefined
	const form = useForm({
		...accountForm(
			{ email: returned?.values?.email ?? '', password: '', terms: false, not_robot: false },
			{ endpoint: '/auth/register', fallbackMessage: MESSAGES.register, boxes: ['terms'], returned },
		),
		schema: RegisterInputSchema,
		// No onSuccess: this page's loader, revalidated with the new session, redirects to the profile.
	})
	return (
		<AuthCard
			title="Create your free account"
			intro="List your practice in the directory for free. Signup takes under 10 minutes on average."
		>
			<form {...form.formProps}>
				<FormAlert message={form.formError} />
				<Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
				<Field
					label="Password"
					type="password"
					autoComplete="new-password"
					hint={`At least ${PASSWORD_MIN} characters.`}
					{...form.field('password')}
				/>
				<Checkbox
					{...form.box('terms')}
					label={
						<>
							I agree to the{' '}
							<Link to="/legal/terms-of-use" className="text-brand-700 underline">
								Terms of Use
							</Link>{' '}
							and the{' '}
							<Link to="/legal/privacy-policy" className="text-brand-700 underline">
								Privacy Policy
							</Link>
						</>
					}
				/>
				<RobotCheck {...form.box('not_robot')} />
				<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
					Sign Up
				</SubmitButton>
			</form>
			<p className="mt-6 text-center text-muted">
				Already have an account?{' '}
				<Link to="/login" className="text-brand-700 underline">
					Log in
				</Link>
			</p>
		</AuthCard>
	)
}
