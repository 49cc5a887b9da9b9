import type { ReactNode } from 'react'
import { Link } from '~/components/local-link'
import { formatCount } from '~/features/therapists/format'
import type { DirectoryHealth } from '../directory-health.server'

type Bar = { label: string; value: number; color: string }

const percent = (value: number, total: number) => (total > 0 ? Math.round((value / total) * 100) : 0)

const ROW = 46
const WIDTH = 320

/**
 * A horizontal bar chart drawn on the server: one labelled bar per row, as a share of `total`. The
 * SVG is an image with a title and a description for screen readers; the table next to it holds
 * the same numbers as text.
 */
function BarChart({ id, title, bars, total }: { id: string; title: string; bars: Bar[]; total: number }) {
	const description = bars.map((b) => `${b.label}: ${percent(b.value, total)}%`).join('; ')
	return (
		<svg
			role="img"
			aria-labelledby={`${id}-title ${id}-desc`}
			viewBox={`0 0 ${WIDTH} ${bars.length * ROW}`}
			className="w-full max-w-sm"
		>
			<title id={`${id}-title`}>{title}</title>
			<desc id={`${id}-desc`}>{description}</desc>
			{bars.map((bar, i) => {
				const share = percent(bar.value, total)
				const y = i * ROW
				return (
					<g key={bar.label}>
						<text x="0" y={y + 14} className="fill-ink" fontSize="13">
							{bar.label}
						</text>
						<text x={WIDTH} y={y + 14} textAnchor="end" className="fill-ink" fontSize="13" fontWeight="600">
							{share}%
						</text>
						<rect x="0" y={y + 21} width={WIDTH} height="14" rx="7" className="fill-stone-100" />
						<rect
							x="0"
							y={y + 21}
							width={Math.max(share > 0 ? 14 : 0, (WIDTH * share) / 100)}
							height="14"
							rx="7"
							fill={bar.color}
						/>
					</g>
				)
			})}
		</svg>
	)
}

function NumbersTable({ caption, bars, total }: { caption: string; bars: Bar[]; total: number }) {
	return (
		<table className="w-full max-w-sm text-left text-sm">
			<caption className="sr-only">{caption}</caption>
			<thead>
				<tr className="border-stone-200 border-b text-muted">
					<th scope="col" className="py-2 font-medium">
						Profiles
					</th>
					<th scope="col" className="py-2 pl-4 text-right font-medium">
						Number
					</th>
					<th scope="col" className="py-2 pl-4 text-right font-medium">
						Share
					</th>
				</tr>
			</thead>
			<tbody>
				{bars.map((b) => (
					<tr key={b.label} className="border-stone-100 border-b">
						<th scope="row" className="py-2 font-normal text-ink">
							{b.label}
						</th>
						<td className="py-2 pl-4 text-right tabular-nums">{formatCount(b.value)}</td>
						<td className="py-2 pl-4 text-right tabular-nums">{percent(b.value, total)}%</td>
					</tr>
				))}
			</tbody>
		</table>
	)
}

/** The chart and, beside it on wide screens, the same numbers as a table. */
function ChartWithTable({
	id,
	title,
	bars,
	total,
}: {
	id: string
	title: string
	bars: Bar[]
	total: number
}) {
	return (
		<div className="grid gap-6 md:grid-cols-2 md:items-start">
			<BarChart id={id} title={title} bars={bars} total={total} />
			<NumbersTable caption={title} bars={bars} total={total} />
		</div>
	)
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<section aria-labelledby={id} className="mt-8 rounded-xl border border-stone-200 bg-white p-5 sm:p-8">
			<h2 id={id} className="font-serif text-2xl text-ink">
				{title}
			</h2>
			{children}
		</section>
	)
}

/** /about/directory-health (docs/product.md#directory-health). */
export function DirectoryHealthPage({ health, siteName }: { health: DirectoryHealth; siteName: string }) {
	const { live, availability } = health
	// Colours of the availability chips (docs/product.md#availability), dark enough on white.
	const availabilityBars: Bar[] = [
		{ label: 'Accepting new clients', value: availability.accepting, color: '#059669' },
		{ label: 'Availability unknown', value: availability.unknown, color: '#78716c' },
		{ label: 'Waitlist for new clients', value: availability.waitlist, color: '#ea580c' },
		{ label: 'Not accepting new clients', value: availability.notAccepting, color: '#dc2626' },
	]
	const confirmedBars: Bar[] = [
		{ label: 'Confirmed in the last 30 days', value: health.confirmedWithin30, color: '#17645a' },
		{ label: 'Confirmed in the last 90 days', value: health.confirmedWithin90, color: '#1f7a6c' },
	]
	const states = health.byState.filter((s) => s.count > 0).sort((a, b) => b.count - a.count)
	return (
		<div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
			<header className="max-w-3xl">
				<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">About</p>
				<h1 className="mt-2 font-serif text-4xl text-ink leading-tight sm:text-5xl">Directory health</h1>
				<p className="mt-4 text-lg text-muted leading-relaxed">
					A listing is only useful if it is true. Therapists on {siteName} confirm their availability with one
					click or by answering a monthly e-mail; these numbers show how current the directory is.
				</p>
				<p className="mt-3 text-muted text-sm">
					{formatCount(live)} listed therapists · updated hourly, last at{' '}
					<time dateTime={health.computedAt}>
						{/* Formatted by hand: server and browser must print the same text. */}
						{health.computedAt.slice(0, 16).replace('T', ' ')} UTC
					</time>
				</p>
			</header>
			<Section id="availability-heading" title="Who is taking new clients">
				<p className="mt-2 mb-5 text-muted">
					As visitors see it. A profile that says it is accepting but has not been confirmed for over 6 months
					is shown as “Availability unknown”.
				</p>
				<ChartWithTable
					id="availability-chart"
					title="Listed therapists by availability"
					bars={availabilityBars}
					total={live}
				/>
			</Section>
			<Section id="confirmed-heading" title="How recently availability was confirmed">
				<p className="mt-2 mb-5 text-muted">
					Profiles not confirmed for over 2 months are listed after those that were, and say so.
				</p>
				<ChartWithTable
					id="confirmed-chart"
					title="Availability confirmed recently"
					bars={confirmedBars}
					total={live}
				/>
			</Section>
			<Section id="states-heading" title="Listed therapists by state">
				<p className="mt-2 mb-4 text-muted">
					A therapist licensed in several states is counted in each of them.
				</p>
				{states.length === 0 ? (
					<p className="text-ink">No therapists are listed yet.</p>
				) : (
					<ul aria-label="Listed therapists by state" className="columns-2 gap-x-8 text-sm sm:columns-3">
						{states.map((s) => (
							<li
								key={s.code}
								className="flex break-inside-avoid justify-between gap-2 border-stone-100 border-b py-1.5"
							>
								<Link to={`/therapists/${s.slug}`} className="text-brand-700 underline hover:text-brand-900">
									{s.label}
								</Link>
								<span className="tabular-nums">{formatCount(s.count)}</span>
							</li>
						))}
					</ul>
				)}
			</Section>
		</div>
	)
}
