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
import { requireConsole } from '~/features/staff/console-access.server'
import { RecoveryCodeSchema } from '~/features/staff/staff.schema'
import { redeemRecoveryCode } from '~/features/staff/totp.server'
import { isAppError } from '~/lib/errors'
import type { Route } from './+types/second-factor-recovery'

// A recovery code instead of the app: used up, and audited
// (docs/product.md#staff-roles-second-factor-and-the-audit-log).

export const meta: Route.MetaFunction = () => [
	{ title: 'Use a recovery code · Console' },
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
	const parsed = RecoveryCodeSchema.safeParse((await request.formData()).get('code'))
	if (!parsed.success) return { error: parsed.error.issues[0].message }
	try {
		await redeemRecoveryCode(db, staff, parsed.data, user?.sessionId ?? '')
	} catch (error) {
		if (!isAppError(error)) throw error
		return { error: error.fields?.code ?? error.message }
	}
	throw redirect('/moderation/second-factor')
}

export default function Recovery({ actionData }: Route.ComponentProps) {
	return (
		<ConsolePage title="Use a recovery code" back={false}>
			<p className="mt-3 text-ink">
				Enter one of the ten codes you kept when you set up your second factor. Each works once.
			</p>
			<Notice tone="error" message={actionData?.error ? 'The code was not accepted.' : null} />
			<PostForm className="max-w-xs">
				<TextField name="code" label="Recovery code" autoComplete="off" required error={actionData?.error} />
				<SubmitButton>Continue</SubmitButton>
			</PostForm>
		</ConsolePage>
	)
}
