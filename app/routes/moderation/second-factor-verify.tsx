import { redirect } from 'react-router'
import { Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import {
	ConsolePage,
	Notice,
	PostForm,
	SubmitButton,
	TextField,
} from '~/features/staff/components/console-ui'
import { CONSOLE_PATH, requireConsole } from '~/features/staff/console-access.server'
import { TotpCodeSchema } from '~/features/staff/staff.schema'
import { verifyCode } from '~/features/staff/totp.server'
import { isAppError } from '~/lib/errors'
import type { Route } from './+types/second-factor-verify'

// The second factor, once per session (docs/product.md#staff-roles-second-factor-and-the-audit-log).

export const meta: Route.MetaFunction = () => [
	{ title: 'Enter your code · Console' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireConsole(context.get(dbContext), context.get(userContext), request, { stage: 'verify' })
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const db = context.get(dbContext)
	const user = context.get(userContext)
	const staff = await requireConsole(db, user, request, { stage: 'verify' })
	const parsed = TotpCodeSchema.safeParse((await request.formData()).get('code'))
	if (!parsed.success) return { error: parsed.error.issues[0].message }
	try {
		await verifyCode(db, staff, parsed.data, user?.sessionId ?? '')
	} catch (error) {
		if (!isAppError(error)) throw error
		return { error: error.fields?.code ?? error.message }
	}
	throw redirect(CONSOLE_PATH)
}

export default function Verify({ actionData }: Route.ComponentProps) {
	return (
		<ConsolePage title="Enter your code" back={false}>
			<p className="mt-3 text-ink">Open your authenticator app and enter the 6-digit code for this site.</p>
			<Notice tone="error" message={actionData?.error ? 'The code was not accepted.' : null} />
			<PostForm className="max-w-xs">
				<TextField
					name="code"
					label="Code"
					inputMode="numeric"
					autoComplete="one-time-code"
					required
					error={actionData?.error}
				/>
				<SubmitButton>Continue</SubmitButton>
			</PostForm>
			<p className="mt-6">
				<Link className="text-brand-700 underline" to="/moderation/second-factor/recovery">
					Use a recovery code instead
				</Link>
			</p>
		</ConsolePage>
	)
}
