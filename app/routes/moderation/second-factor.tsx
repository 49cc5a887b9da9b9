import { redirect } from 'react-router'
import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import {
	ConsolePage,
	Notice,
	PostForm,
	SubmitButton,
	TextField,
} from '~/features/staff/components/console-ui'
import { ENROL_PATH, requireConsole } from '~/features/staff/console-access.server'
import { TotpCodeSchema } from '~/features/staff/staff.schema'
import { disableSecondFactor, recoveryCodesLeft, verifyCode } from '~/features/staff/totp.server'
import { isAppError } from '~/lib/errors'
import type { Route } from './+types/second-factor'

// Your second factor: recovery codes left, and removing it to set up a new phone
// (docs/product.md#staff-roles-second-factor-and-the-audit-log).

export const meta: Route.MetaFunction = () => [
	{ title: 'Your second factor · Console' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	const staff = await requireConsole(db, context.get(userContext), request)
	return { left: await recoveryCodesLeft(db, staff.id) }
}

export async function action({ request, context }: Route.ActionArgs) {
	const db = context.get(dbContext)
	const user = context.get(userContext)
	const staff = await requireConsole(db, user, request)
	const form = await request.formData()
	const reason = String(form.get('reason') ?? '').trim()
	const code = TotpCodeSchema.safeParse(form.get('code'))
	const fields: Record<string, string> = {}
	if (!code.success) fields.code = code.error.issues[0].message
	if (!reason) fields.reason = 'Say why.'
	else if (reason.length > 500) fields.reason = 'At most 500 characters.'
	if (!code.success || Object.keys(fields).length) return { fields }
	try {
		// A current code proves the person removing it still holds the phone (or is its owner).
		await verifyCode(db, staff, code.data, user?.sessionId ?? '')
		await disableSecondFactor(db, staff, reason)
	} catch (error) {
		if (!isAppError(error)) throw error
		return { fields: error.fields ?? { code: error.message } }
	}
	throw redirect(ENROL_PATH)
}

export default function SecondFactor({ loaderData, actionData }: Route.ComponentProps) {
	const fields = actionData?.fields ?? {}
	return (
		<ConsolePage title="Your second factor">
			<p className="mt-3 text-ink">
				An authenticator app is set up. Recovery codes left: <strong>{loaderData.left}</strong> of 10.
			</p>
			<h2 className="mt-8 font-semibold text-ink text-xl">Remove it</h2>
			<p className="mt-2 text-muted">
				For a new phone: remove it here, then set it up again at once. The console stays closed until you do.
			</p>
			<Notice tone="error" message={Object.keys(fields).length ? 'Check the fields below.' : null} />
			<PostForm className="max-w-md">
				<TextField
					name="code"
					label="Current code from the app"
					inputMode="numeric"
					autoComplete="one-time-code"
					required
					error={fields.code}
				/>
				<TextField name="reason" label="Reason" required maxLength={500} error={fields.reason} />
				<SubmitButton variant="danger">Remove second factor</SubmitButton>
			</PostForm>
		</ConsolePage>
	)
}
