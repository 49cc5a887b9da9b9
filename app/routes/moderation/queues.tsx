import { userContext } from '~/auth/context'
import { Link } from '~/components/local-link'
import { dbContext } from '~/db/context'
import { REASON_LABELS } from '~/features/moderation/components/case-parts'
import {
	flaggedQueue,
	hiddenProfiles,
	NEW_PROFILE_DAYS,
	newProfilesQueue,
	reportQueue,
} from '~/features/moderation/queues.server'
import { mismatchText } from '~/features/moderation/components/licence-parts'
import { licenceQueue } from '~/features/moderation/licence-review.server'
import { ConsolePage } from '~/features/staff/components/console-ui'
import { requireConsole } from '~/features/staff/console-access.server'
import type { Route } from './+types/queues'

type QueueProfile = Route.ComponentProps['loaderData']['flagged']['profiles'][number]

// The moderation queues (docs/product.md#moderation), oldest first, each with its count.

export const meta: Route.MetaFunction = () => [
	{ title: 'Queues · Console' },
	{ name: 'robots', content: 'noindex' },
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const db = context.get(dbContext)
	await requireConsole(db, context.get(userContext), request)
	const [reports, flagged, fresh, hidden, licences] = await Promise.all([
		reportQueue(db),
		flaggedQueue(db),
		newProfilesQueue(db),
		hiddenProfiles(db),
		licenceQueue(db),
	])
	return { reports, flagged, fresh, hidden, licences, new_profile_days: NEW_PROFILE_DAYS }
}

const day = (at: Date | string) => new Date(at).toISOString().slice(0, 10)
const caseLink = (short_id: number) => `/moderation/profile/${short_id}`

function Section({
	id,
	title,
	count,
	children,
}: {
	id: string
	title: string
	count: number
	children: React.ReactNode
}) {
	return (
		<section aria-labelledby={id} className="mt-10">
			<h2 id={id} className="font-semibold text-ink text-xl">
				{title} <span className="font-normal text-muted">({count})</span>
			</h2>
			{children}
		</section>
	)
}

function ProfileList({ profiles, what }: { profiles: QueueProfile[]; what: string }) {
	if (!profiles.length) return <p className="mt-3 text-muted">None.</p>
	return (
		<ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
			{profiles.map((p) => (
				<li key={p.provider_id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
					<Link className="font-medium text-brand-700 underline" to={caseLink(p.short_id)}>
						{p.name || `Profile ${p.short_id}`}
					</Link>
					<span className="text-muted text-sm">
						{p.flagged_keyword ? `“${p.flagged_keyword}” · ` : ''}
						{what} {day(p.at)}
						{p.hidden ? ' · hidden' : ''}
					</span>
				</li>
			))}
		</ul>
	)
}

export default function Queues({ loaderData }: Route.ComponentProps) {
	const { reports, flagged, fresh, hidden, licences, new_profile_days } = loaderData
	return (
		<ConsolePage title="Queues">
			<nav aria-label="Queues" className="mt-4">
				<ul className="flex flex-wrap gap-x-6 gap-y-2">
					<li>
						<a className="text-brand-700 underline" href="#reports">
							Reports ({reports.total})
						</a>
					</li>
					<li>
						<a className="text-brand-700 underline" href="#flagged">
							Flagged ({flagged.total})
						</a>
					</li>
					<li>
						<a className="text-brand-700 underline" href="#new">
							New ({fresh.total})
						</a>
					</li>
					<li>
						<a className="text-brand-700 underline" href="#licences">
							Licence checks ({licences.total})
						</a>
					</li>
					<li>
						<a className="text-brand-700 underline" href="#hidden">
							Hidden ({hidden.total})
						</a>
					</li>
				</ul>
			</nav>
			<Section id="reports" title="Reports" count={reports.total}>
				<p className="mt-1 text-muted text-sm">
					{reports.total} open {reports.total === 1 ? 'report' : 'reports'} about {reports.profiles}{' '}
					{reports.profiles === 1 ? 'profile' : 'profiles'}, the oldest first. Reports never hide a profile on
					their own.
				</p>
				{reports.groups.length === 0 ? <p className="mt-3 text-muted">No open reports.</p> : null}
				<ul className="mt-3 space-y-4">
					{reports.groups.map((g) => (
						<li key={g.provider_id} className="rounded-xl border border-stone-200 bg-white p-4">
							<p className="flex flex-wrap items-baseline justify-between gap-2">
								<Link className="font-medium text-brand-700 underline" to={caseLink(g.short_id)}>
									{g.name || `Profile ${g.short_id}`}
								</Link>
								<span className="text-muted text-sm">
									{g.open_reports} open · oldest {day(g.oldest_at)}
									{g.hidden ? ' · hidden' : ''}
								</span>
							</p>
							<table className="mt-3 w-full text-left text-sm">
								<caption className="sr-only">Open reports about {g.name || `profile ${g.short_id}`}</caption>
								<thead>
									<tr className="text-muted">
										<th scope="col" className="py-1 pr-3 font-medium">
											Date
										</th>
										<th scope="col" className="py-1 pr-3 font-medium">
											Reason
										</th>
										<th scope="col" className="py-1 font-medium">
											Details
										</th>
									</tr>
								</thead>
								<tbody>
									{g.reports.map((r) => (
										<tr key={r.id} className="border-stone-100 border-t align-top">
											<td className="py-1 pr-3 whitespace-nowrap">{day(r.created_at)}</td>
											<td className="py-1 pr-3">{REASON_LABELS[r.reason]}</td>
											<td className="break-words py-1">{r.details || '—'}</td>
										</tr>
									))}
								</tbody>
							</table>
						</li>
					))}
				</ul>
			</Section>
			<Section id="flagged" title="Flagged by the keyword check" count={flagged.total}>
				<ProfileList profiles={flagged.profiles} what="changed" />
			</Section>
			<Section id="new" title={`New profiles (last ${new_profile_days} days)`} count={fresh.total}>
				<ProfileList profiles={fresh.profiles} what="created" />
			</Section>
			<Section id="licences" title="Licence checks that need a person" count={licences.total}>
				{licences.entries.length === 0 ? <p className="mt-3 text-muted">None.</p> : null}
				<ul className="mt-3 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
					{licences.entries.map((l) => (
						<li key={l.provider_id} className="p-4">
							<p className="flex flex-wrap items-baseline justify-between gap-2">
								<Link
									className="font-medium text-brand-700 underline"
									to={`/moderation/licence/${l.short_id}`}
								>
									{l.name || `Profile ${l.short_id}`}
								</Link>
								<span className="text-muted text-sm">
									NPI {l.npi ?? '—'} · checked {day(l.checked_at)}
								</span>
							</p>
							<p className="mt-1 text-sm">{l.mismatches.map(mismatchText).join(' · ')}</p>
						</li>
					))}
				</ul>
			</Section>
			<Section id="hidden" title="Hidden profiles" count={hidden.total}>
				<ProfileList profiles={hidden.profiles} what="hidden" />
			</Section>
		</ConsolePage>
	)
}
