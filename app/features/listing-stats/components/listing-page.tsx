import { Link } from '~/components/local-link'
import { formatCount } from '~/features/therapists/format'
import type { ListingReport } from '../listing-report.server'
import { shortDay, WeeklyChart } from './weekly-chart'

const SECTION = 'rounded-xl border border-stone-200 bg-white p-5 sm:p-8'
const CELL = 'py-2 pl-3 text-right tabular-nums'

/** /account/listing: the owner's own numbers by week (docs/product.md#your-listing). */
export function ListingPage({ report, profilePath }: { report: ListingReport; profilePath: string }) {
	const { weeks, state } = report
	const weekEnds = weeks.map((w) => w.to)
	return (
		<div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:py-12">
			<div>
				<h1 className="font-serif text-3xl text-ink sm:text-4xl">Your listing</h1>
				<p className="mt-2 text-ink">
					Your last 12 weeks: how often your profile was shown in search results and opened, what came of it,
					and what the people who wrote to you said when we asked whether you got back to them. Counted
					without cookies, addresses or any record of who visited; search engines' crawlers are not counted,
					nor are your own visits. New numbers appear within a few minutes.{' '}
					<Link to={profilePath} className="font-medium text-brand-800 underline hover:text-brand-900">
						Back to your profile
					</Link>
				</p>
			</div>
			<section aria-labelledby="charts-heading" className={SECTION}>
				<h2 id="charts-heading" className="font-serif text-2xl text-ink">
					By week
				</h2>
				<div className="mt-4 grid gap-6 md:grid-cols-2">
					<figure>
						<figcaption className="mb-2 font-medium text-ink">Times shown in search results</figcaption>
						<WeeklyChart
							id="appearances-chart"
							title="Times shown in search results"
							values={weeks.map((w) => w.appearances)}
							weekEnds={weekEnds}
							className="fill-brand-600"
						/>
					</figure>
					<figure>
						<figcaption className="mb-2 font-medium text-ink">Profile views</figcaption>
						<WeeklyChart
							id="views-chart"
							title="Profile views"
							values={weeks.map((w) => w.views)}
							weekEnds={weekEnds}
							className="fill-amber-600"
						/>
					</figure>
				</div>
			</section>
			<section aria-labelledby="table-heading" className={SECTION}>
				<h2 id="table-heading" className="font-serif text-2xl text-ink">
					The numbers
				</h2>
				{state ? <ShareInWords state={state.name} share={weeks.at(-1)?.stateShare ?? null} /> : null}
				<p className="mt-2 text-muted text-sm">
					{state
						? `Share of state: how often you were shown in search results, against the average of the therapists listed in ${state.name}. 100% is that average: 200% is twice as often, 50% half as often; the listing's fair rotation keeps everyone near it over a week. In a week's first days a handful of searches moves it a lot, so read it at the week's end.`
						: 'Add a practicing state to compare your times shown with your state.'}{' '}
					Answers: the people who wrote to you, asked a few days later whether you got back to them.
				</p>
				{/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must be reachable by keyboard */}
				<section className="mt-4 overflow-x-auto" aria-label="The numbers by week" tabIndex={0}>
					<table className="w-full min-w-[46rem] text-left text-sm">
						<caption className="sr-only">Your listing by week, newest first</caption>
						<thead>
							<tr className="border-stone-200 border-b text-muted">
								<th scope="col" className="py-2 font-medium">
									Week ending
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Shown in search
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Share of state
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Profile views
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Messages
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Phone clicks
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Heard back
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Not yet
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Not taking clients
								</th>
								<th scope="col" className="py-2 pl-3 text-right font-medium">
									Cost or insurance
								</th>
							</tr>
						</thead>
						<tbody>
							{[...weeks].reverse().map((w) => (
								<tr key={w.to} className="border-stone-100 border-b">
									<th scope="row" className="py-2 font-normal text-ink">
										{shortDay(w.to)}
									</th>
									<td className={CELL}>{formatCount(w.appearances)}</td>
									<td className={CELL}>{w.stateShare === null ? '–' : `${formatCount(w.stateShare)}%`}</td>
									<td className={CELL}>{formatCount(w.views)}</td>
									<td className={CELL}>{formatCount(w.messages)}</td>
									<td className={CELL}>{formatCount(w.phoneClicks)}</td>
									<td className={CELL}>{w.answers.yes}</td>
									<td className={CELL}>{w.answers['not-yet']}</td>
									<td className={CELL}>{w.answers['not-taking']}</td>
									<td className={CELL}>{w.answers.cost}</td>
								</tr>
							))}
						</tbody>
					</table>
				</section>
			</section>
		</div>
	)
}

/** This week's share of state said in words, not only as a percentage (docs/product.md#your-listing). */
function ShareInWords({ state, share }: { state: string; share: number | null }) {
	if (share === null) return null
	const times = share / 100
	const comparison =
		share === 100
			? `as often as the average therapist in ${state}`
			: times >= 1.1
				? `about ${formatTimes(times)} times as often as the average therapist in ${state}`
				: share > 90
					? `about as often as the average therapist in ${state}`
					: `${formatCount(share)}% as often as the average therapist in ${state}`
	return (
		<p className="mt-2 text-ink" data-share-in-words>
			This week so far you were shown in search results {comparison} ({formatCount(share)}% of the state's
			average).
		</p>
	)
}

/** 4.89 → '4.9', 12.4 → '12' (one decimal only where it tells something). */
function formatTimes(times: number): string {
	return times >= 10 ? formatCount(Math.round(times)) : (Math.round(times * 10) / 10).toFixed(1)
}
