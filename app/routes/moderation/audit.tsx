import { Form, Link } from '~/components/local-link'
import { userContext } from '~/auth/context'
import { dbContext } from '~/db/context'
import { AUDIT_ACTIONS } from '~/features/staff/audit-actions'
import { listAudit } from '~/features/staff/audit.server'
import { ConsolePage, Notice } from '~/features/staff/components/console-ui'
import { requireConsole } from '~/features/staff/console-access.server'
import { AuditFiltersSchema } from '~/features/staff/staff.schema'
import type { Route } from './+types/audit'

// The audit log, newest first, with filters and its CSV export
// (docs/product.md#staff-roles-second-factor-and-the-audit-log).

export const meta: Route.MetaFunction = () => [
	{ title: 'Audit log · Console' },
	{ name: 'robots', content: 'noindex' },
]

const FILTERS = ['actor', 'action', 'profile', 'from', 'to'] as const

export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	await requireConsole(db, context.get(userContext), request)
	const params = new URL(request.url).searchParams
	const values = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? '']))
	const parsed = AuditFiltersSchema.safeParse({ ...values, page: params.get('page') ?? '' })
	if (!parsed.success) return { values, rows: [], more: false, page: 1, invalid: true, query: '' }
	const { rows, more, page } = await listAudit(db, parsed.data)
	const query = new URLSearchParams(Object.entries(values).filter(([, v]) => v)).toString()
	return {
		values,
		invalid: false,
		query,
		more,
		page,
		rows: rows.map((r) => ({
			id: r.id,
			at: r.at.toISOString(),
			actor: r.actor_email ?? 'command line',
			action: r.action,
			profile_id: r.profile_id,
			reason: r.reason,
			change: [
				r.before ? `before ${JSON.stringify(r.before)}` : '',
				r.after ? `after ${JSON.stringify(r.after)}` : '',
			]
				.filter(Boolean)
				.join('\n'),
		})),
	}
}

const INPUT = 'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink'

export default function AuditLog({ loaderData }: Route.ComponentProps) {
	const { values, rows, more, page, invalid, query } = loaderData
	const withPage = (n: number) =>
		`?${new URLSearchParams([...new URLSearchParams(query), ['page', String(n)]])}`
	return (
		<ConsolePage title="Audit log">
			<Form
				method="get"
				className="mt-6 grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-3"
			>
				<label className="block">
					<span className="font-medium text-ink">Actor (e-mail)</span>
					<input className={INPUT} name="actor" type="email" defaultValue={values.actor} />
				</label>
				<label className="block">
					<span className="font-medium text-ink">Action</span>
					<select className={INPUT} name="action" defaultValue={values.action}>
						<option value="">Any</option>
						{AUDIT_ACTIONS.map((a) => (
							<option key={a} value={a}>
								{a}
							</option>
						))}
					</select>
				</label>
				<label className="block">
					<span className="font-medium text-ink">Profile id</span>
					<input className={INPUT} name="profile" defaultValue={values.profile} />
				</label>
				<label className="block">
					<span className="font-medium text-ink">From (day)</span>
					<input className={INPUT} name="from" type="date" defaultValue={values.from} />
				</label>
				<label className="block">
					<span className="font-medium text-ink">To (day)</span>
					<input className={INPUT} name="to" type="date" defaultValue={values.to} />
				</label>
				<div className="flex flex-wrap items-end gap-3">
					<button type="submit" className="btn btn-primary btn-md">
						Filter
					</button>
					<a
						className="btn btn-secondary btn-md"
						href={`/moderation/audit.csv${query ? `?${query}` : ''}`}
						download
					>
						Export CSV
					</a>
				</div>
			</Form>
			{invalid ? (
				<Notice tone="error" message="Check the filters: a profile is an id, dates are days." />
			) : null}
			{rows.length === 0 && !invalid ? <p className="mt-6 text-muted">No entries match.</p> : null}
			{rows.length ? (
				<div className="mt-6 overflow-x-auto">
					<table className="w-full border-collapse text-left text-sm">
						<caption className="sr-only">Audit log entries, newest first</caption>
						<thead>
							<tr className="border-stone-300 border-b">
								<th scope="col" className="p-2">
									When (UTC)
								</th>
								<th scope="col" className="p-2">
									Who
								</th>
								<th scope="col" className="p-2">
									Action
								</th>
								<th scope="col" className="p-2">
									Profile
								</th>
								<th scope="col" className="p-2">
									Reason
								</th>
								<th scope="col" className="p-2">
									Change
								</th>
							</tr>
						</thead>
						<tbody>
							{rows.map((r) => (
								<tr key={r.id} className="border-stone-200 border-b align-top">
									<td className="whitespace-nowrap p-2">{r.at.replace('T', ' ').slice(0, 19)}</td>
									<td className="break-all p-2">{r.actor}</td>
									<td className="p-2">{r.action}</td>
									<td className="break-all p-2">{r.profile_id ?? '—'}</td>
									<td className="p-2">{r.reason ?? '—'}</td>
									<td className="whitespace-pre-wrap break-all p-2 font-mono text-xs">{r.change || '—'}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			) : null}
			<nav aria-label="Pages" className="mt-6 flex gap-4">
				{page > 1 ? (
					<Link className="text-brand-700 underline" to={withPage(page - 1)}>
						Newer entries
					</Link>
				) : null}
				{more ? (
					<Link className="text-brand-700 underline" to={withPage(page + 1)}>
						Older entries
					</Link>
				) : null}
			</nav>
		</ConsolePage>
	)
}
