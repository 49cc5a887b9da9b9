import { userContext } from '~/auth/context'
import { Link } from '~/components/local-link'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { RESPONSE_PAGE_SIZE } from '~/features/answers/answers.schema'
import { listAuthorResponses } from '~/features/answers/public-responses.server'
import { actOnProfile } from '~/features/moderation/act.server'
import { loadCase } from '~/features/moderation/case.server'
import { ActionForm, REASON_LABELS } from '~/features/moderation/components/case-parts'
import { ModerationActionSchema } from '~/features/moderation/moderation.schema'
import { ProfilePage } from '~/features/profile-page/components/profile-page'
import { ConsolePage, Notice } from '~/features/staff/components/console-ui'
import { notFound, requireConsole } from '~/features/staff/console-access.server'
import { isAppError } from '~/lib/errors'
import { shortIdOf } from '~/lib/profile-subpage'
import type { Route } from './+types/case'

// A profile's case (docs/product.md#moderation): the profile as visitors see it, its state and
// history, its reports, and the actions, each with a required reason that the audit log keeps.

export const meta: Route.MetaFunction = () => [
	{ title: 'Case · Console' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	await requireConsole(db, context.get(userContext), request)
	const short_id = shortIdOf(params.short_id)
	const found = short_id === null ? null : await loadCase(db, short_id)
	if (!found) notFound()
	const responses = await listAuthorResponses(db, found.profile.id, { page: 1, pageSize: RESPONSE_PAGE_SIZE })
	return { ...found, responses }
}

type ActionResult = { ok: boolean; message?: string; intent?: string; error?: string }

export async function action({ request, context, params }: Route.ActionArgs): Promise<ActionResult> {
	const db = context.get(dbContext)
	const staff = await requireConsole(db, context.get(userContext), request)
	const short_id = shortIdOf(params.short_id)
	const found = short_id === null ? null : await loadCase(db, short_id)
	if (!found) notFound()
	const form = Object.fromEntries(await request.formData())
	const parsed = ModerationActionSchema.safeParse(form)
	const intent = typeof form.intent === 'string' ? form.intent : undefined
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		return { ok: false, intent, error: issue?.message ?? 'Check the form.' }
	}
	const env = getEnv()
	const mail = { siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL ?? new URL(request.url).origin }
	try {
		return { ok: true, message: await actOnProfile(db, staff, found.profile.id, parsed.data, mail) }
	} catch (error) {
		if (!isAppError(error)) throw error
		return { ok: false, message: error.message }
	}
}

// The name as the queues show it; a profile without one by its number (displayName says 'N/A' to visitors).
const staffName = (p: { first_name: string; last_name: string; short_id: number }) =>
	`${p.first_name} ${p.last_name}`.trim() || `profile ${p.short_id}`

const when = (at: Date | string | null) =>
	at ? new Date(at).toISOString().slice(0, 16).replace('T', ' ') : ''

export default function Case({ loaderData, actionData }: Route.ComponentProps) {
	const { profile, state, decisions, reports, responses } = loaderData
	const error = (intent: string) => (actionData?.intent === intent ? actionData.error : undefined)
	const open = reports.filter((r) => r.status === 'open')
	return (
		<ConsolePage title={`Case: ${staffName(profile)}`}>
			<Notice
				tone={actionData?.ok === false ? 'error' : 'info'}
				message={actionData?.message ?? actionData?.error}
			/>
			<section aria-labelledby="state" className="mt-6">
				<h2 id="state" className="font-semibold text-ink text-xl">
					State and history
				</h2>
				<dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
					<dt className="font-medium">Status</dt>
					<dd>
						{state.suspended_at
							? 'Account suspended, profile hidden'
							: state.hidden
								? 'Hidden'
								: profile.is_live
									? 'Live'
									: 'Not live'}
						{state.flagged ? ` · flagged by the keyword check (“${state.flagged_keyword ?? ''}”)` : ''}
					</dd>
					{state.hidden_reason ? (
						<>
							<dt className="font-medium">Reason shown to the owner</dt>
							<dd>{state.hidden_reason}</dd>
						</>
					) : null}
					{state.fix_request ? (
						<>
							<dt className="font-medium">Fix requested {when(state.fix_requested_at)}</dt>
							<dd>{state.fix_request}</dd>
						</>
					) : null}
					<dt className="font-medium">Licence</dt>
					<dd>
						<Link className="text-brand-700 underline" to={`/moderation/licence/${profile.short_id}`}>
							Licence check
						</Link>
					</dd>
					<dt className="font-medium">Account</dt>
					<dd className="break-all">{state.email}</dd>
					<dt className="font-medium">Created</dt>
					<dd>{when(state.created_at)}</dd>
					<dt className="font-medium">Last changed</dt>
					<dd>{when(state.updated_at)}</dd>
				</dl>
				<h3 className="mt-6 font-semibold text-ink">Earlier decisions</h3>
				{decisions.length === 0 ? <p className="mt-2 text-muted text-sm">None yet.</p> : null}
				<ol className="mt-2 space-y-2 text-sm">
					{decisions.map((d) => (
						<li key={`${d.at}-${d.action}`}>
							<span className="font-medium">{when(d.at)}</span> · {d.action} by{' '}
							{d.actor_email ?? 'the command line'}
							{d.reason ? `: ${d.reason}` : ''}
						</li>
					))}
				</ol>
			</section>
			<section aria-labelledby="reports" className="mt-10">
				<h2 id="reports" className="font-semibold text-ink text-xl">
					Reports ({open.length} open, {reports.length - open.length} closed)
				</h2>
				{reports.length === 0 ? <p className="mt-2 text-muted text-sm">No reports.</p> : null}
				<ul className="mt-3 space-y-3">
					{reports.map((r) => (
						<li key={r.id} className="rounded-xl border border-stone-200 bg-white p-4 text-sm">
							<p className="font-medium">
								{REASON_LABELS[r.reason]} · {when(r.created_at)} ·{' '}
								{r.status === 'open' ? 'open' : `closed (${r.resolution})`}
								{r.email ? ' · the reporter left an e-mail' : ''}
							</p>
							<p className="mt-1 break-words">{r.details || 'No details.'}</p>
							{r.status === 'open' ? (
								<ActionForm
									key={`dismiss-${r.id}-${decisions.length}`}
									intent="dismiss"
									report_id={r.id}
									label="Dismiss this report"
									reasonLabel="Why dismiss it"
									error={error('dismiss')}
								/>
							) : null}
						</li>
					))}
				</ul>
			</section>
			{/* Keyed by the decisions so far: after an action each form starts empty, and the restore
			    form that replaces the hide form does not inherit its reason. */}
			<section aria-labelledby="actions" className="mt-10">
				<h2 id="actions" className="font-semibold text-ink text-xl">
					Actions
				</h2>
				{state.hidden || state.suspended_at ? (
					<ActionForm
						key={`restore-${decisions.length}`}
						intent="restore"
						label="Restore"
						reasonLabel="Why restore it"
						error={error('restore')}
					/>
				) : (
					<ActionForm
						key={`hide-${decisions.length}`}
						intent="hide"
						label="Hide this profile"
						reasonLabel="Why hide it"
						hint="Shown to the owner with how to appeal. Closes the open reports as acted on."
						error={error('hide')}
						variant="danger"
					/>
				)}
				<ActionForm
					key={`fix-${decisions.length}`}
					intent="fix"
					label="Ask the provider to fix something"
					reasonLabel="What to fix"
					hint="E-mailed to the provider and shown on their pages until they save their profile."
					error={error('fix')}
				/>
				{state.suspended_at ? null : (
					<ActionForm
						key={`suspend-${decisions.length}`}
						intent="suspend"
						label="Suspend the account"
						reasonLabel="Why suspend it"
						hint="The account cannot sign in and its profile is hidden."
						error={error('suspend')}
						variant="danger"
					/>
				)}
			</section>
			<section aria-labelledby="public" className="mt-10">
				<h2 id="public" className="font-semibold text-ink text-xl">
					The profile as visitors see it
				</h2>
				<div className="mt-3 rounded-xl border border-stone-200">
					<ProfilePage profile={profile} isOwner={false} responses={responses} acceptsMessages={false} />
				</div>
			</section>
		</ConsolePage>
	)
}
