import { Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import {
	ConsolePage,
	Notice,
	PostForm,
	SubmitButton,
	TextField,
} from '~/features/staff/components/console-ui'
import { requireConsole } from '~/features/staff/console-access.server'
import { TotpCodeSchema } from '~/features/staff/staff.schema'
import { confirmEnrolment, secondFactorStatus, startEnrolment } from '~/features/staff/totp.server'
import { isAppError } from '~/lib/errors'
import type { Route } from './+types/second-factor-enrol'

// Setting up the second factor (docs/product.md#staff-roles-second-factor-and-the-audit-log): scan
// the QR code or type the secret, confirm with a first code, then keep the ten recovery codes.

export const meta: Route.MetaFunction = () => [
	{ title: 'Set up your second factor · Console' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	const staff = await requireConsole(db, context.get(userContext), request, { stage: 'enrol' })
	if ((await secondFactorStatus(db, staff.id)) === 'enrolled') return { enrolled: true as const }
	const { secret, qr_svg } = await startEnrolment(db, staff, getEnv().SITE_NAME)
	return {
		enrolled: false as const,
		secret,
		qr_src: `data:image/svg+xml;base64,${Buffer.from(qr_svg).toString('base64')}`,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const db = context.get(dbContext)
	const user = context.get(userContext)
	const staff = await requireConsole(db, user, request, { stage: 'enrol' })
	const parsed = TotpCodeSchema.safeParse((await request.formData()).get('code'))
	if (!parsed.success) return { ok: false as const, error: parsed.error.issues[0].message }
	try {
		const codes = await confirmEnrolment(db, staff, parsed.data, user?.sessionId ?? '')
		return { ok: true as const, codes }
	} catch (error) {
		if (!isAppError(error)) throw error
		return { ok: false as const, error: error.fields?.code ?? error.message }
	}
}

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

export default function Enrol({ loaderData, actionData }: Route.ComponentProps) {
	if (actionData?.ok) {
		return (
			<ConsolePage title="Your recovery codes" back={false}>
				<Notice message="Your second factor is set up." />
				<p className="mt-4 text-ink">
					Keep these ten codes somewhere safe, apart from your phone. Each works once, when your authenticator
					app is not at hand. They are shown only now.
				</p>
				<ul
					className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg sm:grid-cols-5"
					aria-label="Recovery codes"
				>
					{actionData.codes.map((code) => (
						<li key={code} className="rounded bg-stone-100 px-2 py-1 text-center">
							{code}
						</li>
					))}
				</ul>
				<Link className="btn btn-primary btn-md mt-6" to="/moderation">
					Continue to the console
				</Link>
			</ConsolePage>
		)
	}
	if (loaderData.enrolled) {
		return (
			<ConsolePage title="Second factor">
				<p className="mt-4 text-ink">Your second factor is already set up.</p>
			</ConsolePage>
		)
	}
	return (
		<ConsolePage title="Set up your second factor" back={false}>
			<p className="mt-3 text-ink">
				The console needs a second factor. Add this account to an authenticator app (for example one on your
				phone), then enter the 6-digit code it shows.
			</p>
			<div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
				<figure className="w-56 shrink-0 rounded-lg border border-stone-200 bg-white p-2">
					{/* Inline: the SVG travels in the page, the secret never in a separate request. */}
					<img
						className="h-auto w-full"
						src={loaderData.qr_src}
						alt="QR code for your authenticator app"
						width={200}
						height={200}
					/>
				</figure>
				<div>
					<p className="font-medium text-ink">Or type this secret into the app:</p>
					<p
						className="mt-1 break-all font-mono text-lg text-ink"
						data-testid="totp-secret"
						data-secret={loaderData.secret}
					>
						{grouped(loaderData.secret)}
					</p>
					<p className="mt-1 text-muted text-sm">Time-based, 6 digits, every 30 seconds.</p>
				</div>
			</div>
			<Notice tone="error" message={actionData?.ok === false ? 'The code was not accepted.' : null} />
			<PostForm className="max-w-xs">
				<TextField
					name="code"
					label="Code from the app"
					inputMode="numeric"
					autoComplete="one-time-code"
					required
					error={actionData?.ok === false ? actionData.error : undefined}
				/>
				<SubmitButton>Confirm</SubmitButton>
			</PostForm>
		</ConsolePage>
	)
}
