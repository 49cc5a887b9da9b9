import { userContext } from '~/auth/context'
import { Link } from '~/components/local-link'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { ActionForm } from '~/features/moderation/components/case-parts'
import { ClaimAndRegistry, mismatchText } from '~/features/moderation/components/licence-parts'
import {
	confirmLicence,
	loadLicenceCase,
	notConfirmLicence,
} from '~/features/moderation/licence-review.server'
import { LicenceDecisionSchema } from '~/features/moderation/moderation.schema'
import { ConsolePage, Notice, PostForm, SubmitButton } from '~/features/staff/components/console-ui'
import { notFound, requireConsole } from '~/features/staff/console-access.server'
import { isAppError } from '~/lib/errors'
import { shortIdOf } from '~/lib/profile-subpage'
import type { Route } from './+types/licence'

// A provider's licence case (docs/product.md#licence-checks): the claim and the registry's row side
// by side with what did not match, the state boards' look-ups, and the two decisions, each with a
// required source or reason that the audit log keeps.

export const meta: Route.MetaFunction = () => [
	{ title: 'Licence check · Console' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	await requireConsole(db, context.get(userContext), request)
	const short_id = shortIdOf(params.short_id)
	const found = short_id === null ? null : await loadLicenceCase(db, short_id)
	if (!found) notFound()
	return found
}

type ActionResult = { ok: boolean; message?: string; intent?: string; error?: string }

export async function action({ request, context, params }: Route.ActionArgs): Promise<ActionResult> {
	const db = context.get(dbContext)
	const staff = await requireConsole(db, context.get(userContext), request)
	const short_id = shortIdOf(params.short_id)
	const found = short_id === null ? null : await loadLicenceCase(db, short_id)
	if (!found) notFound()
	const form = Object.fromEntries(await request.formData())
	const intent = typeof form.intent === 'string' ? form.intent : undefined
	const parsed = LicenceDecisionSchema.safeParse(form)
	if (!parsed.success)
		return { ok: false, intent, error: parsed.error.issues[0]?.message ?? 'Check the form.' }
	const actor = { id: staff.id, email: staff.email }
	const provider_id = found.provider.id
	try {
		if (parsed.data.intent === 'confirm') {
			await confirmLicence(db, actor, { provider_id, state: parsed.data.state, source: parsed.data.reason })
			return { ok: true, message: 'Licence marked as checked by a person.' }
		}
		const env = getEnv()
		const mail = { siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL ?? new URL(request.url).origin }
		await notConfirmLicence(db, actor, { provider_id, reason: parsed.data.reason }, mail)
		return { ok: true, message: 'Licence marked as not confirmed; the reason was e-mailed to the provider.' }
	} catch (error) {
		if (!isAppError(error)) throw error
		return { ok: false, intent, error: error.message }
	}
}

const STATUS_WORDS = {
	checked: 'Checked',
	needs_review: 'Needs review',
	not_confirmed: 'Not confirmed',
} as const

export default function LicenceCasePage({ loaderData, actionData }: Route.ComponentProps) {
	const { provider, check, boards } = loaderData
	const error = (intent: string) => (actionData?.intent === intent ? actionData.error : undefined)
	const states = [...new Set(provider.licenses.map((l) => l.state))]
	const decided = check?.checked_at ?? ''
	return (
		<ConsolePage title={`Licence check: ${provider.name || `profile ${provider.short_id}`}`}>
			<Notice
				tone={actionData?.ok === false ? 'error' : 'info'}
				message={actionData?.message ?? actionData?.error}
			/>
			<p className="mt-2">
				<Link className="text-brand-700 underline" to={`/moderation/profile/${provider.short_id}`}>
					The profile's case
				</Link>{' '}
				·{' '}
				<Link className="text-brand-700 underline" to="/moderation/queues#licences">
					Licence queue
				</Link>
			</p>
			<section aria-labelledby="status" className="mt-6">
				<h2 id="status" className="font-semibold text-ink text-xl">
					Status
				</h2>
				<p className="mt-2">
					{check
						? `${STATUS_WORDS[check.status]} (${check.source === 'staff' ? 'by staff' : 'by the registry check'}, ${decided.slice(0, 16).replace('T', ' ')})`
						: 'Not yet checked.'}
					{provider.license_checked ? ' · the badge shows' : ' · no badge'}
				</p>
				{check?.staff ? <p className="mt-1 text-sm">Staff note: {check.staff.note}</p> : null}
				{check && check.status === 'needs_review' ? (
					<ul className="mt-2 list-disc ps-5 text-red-800 text-sm">
						{[
							...check.mismatches,
							...check.licenses.flatMap((l) => l.mismatches.map((m) => `${l.state}: ${m}`)),
						].map((m) => (
							<li key={m}>{mismatchText(m)}</li>
						))}
					</ul>
				) : null}
			</section>
			<section aria-labelledby="compare" className="mt-8">
				<h2 id="compare" className="font-semibold text-ink text-xl">
					The claim and the registry
				</h2>
				<ClaimAndRegistry found={loaderData} />
			</section>
			<section aria-labelledby="boards" className="mt-8">
				<h2 id="boards" className="font-semibold text-ink text-xl">
					Look it up at the source
				</h2>
				{boards.length === 0 ? <p className="mt-2 text-muted">No licence entered.</p> : null}
				<ul className="mt-2 space-y-1">
					{boards.flatMap((b) =>
						b.pages.map((page) => (
							<li key={`${b.state}-${page.url}`}>
								{b.state}:{' '}
								<a
									className="text-brand-700 underline"
									href={page.url}
									target="_blank"
									rel="noreferrer noopener"
								>
									{page.name}
								</a>
							</li>
						)),
					)}
				</ul>
			</section>
			{provider.npi && states.length > 0 ? (
				<section aria-labelledby="decide" className="mt-8">
					<h2 id="decide" className="font-semibold text-ink text-xl">
						Decide
					</h2>
					<PostForm
						key={`confirm-${decided}`}
						className="mt-4 rounded-xl border border-stone-200 bg-white p-4"
					>
						<input type="hidden" name="intent" value="confirm" />
						<label className="block font-medium text-ink" htmlFor="confirm-state">
							The state whose board you used
						</label>
						<select
							id="confirm-state"
							name="state"
							className="mt-1 block min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-base"
						>
							{states.map((s) => (
								<option key={s} value={s}>
									{s}
								</option>
							))}
						</select>
						<label className="mt-3 block font-medium text-ink" htmlFor="reason-confirm">
							The source you used
						</label>
						<p id="reason-confirm-hint" className="text-muted text-sm">
							The board's look-up and what it showed (licence number, status). Shown as the evidence and kept
							in the audit log.
						</p>
						<textarea
							id="reason-confirm"
							name="reason"
							required
							maxLength={1000}
							rows={2}
							aria-describedby={`reason-confirm-hint${error('confirm') ? ' reason-confirm-error' : ''}`}
							aria-invalid={error('confirm') ? true : undefined}
							className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink"
						/>
						{error('confirm') ? (
							<p id="reason-confirm-error" className="mt-1 text-red-700 text-sm">
								{error('confirm')}
							</p>
						) : null}
						<SubmitButton>Checked by a person</SubmitButton>
					</PostForm>
					<ActionForm
						key={`not-confirmed-${decided}`}
						intent="not_confirmed"
						label="Not confirmed"
						reasonLabel="Why it is not confirmed"
						hint="E-mailed to the provider; the badge stays off."
						error={error('not_confirmed')}
						variant="danger"
					/>
				</section>
			) : (
				<p className="mt-8 text-muted">
					Nothing to decide: the provider has not entered an NPI and a licence.
				</p>
			)}
		</ConsolePage>
	)
}
