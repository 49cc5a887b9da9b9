import { formatCount } from '~/features/therapists/format'

const WIDTH = 360
const HEIGHT = 150
const TOP = 18
const BOTTOM = 22

/** '2026-11-26' → 'Nov 26' (UTC, so the server and the browser agree). */
export function shortDay(day: string): string {
	return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
		month: 'short',
		day: 'numeric',
		timeZone: 'UTC',
	})
}

/**
 * One number by week as bars, drawn on the server. The SVG is an image whose title and description
 * say what it shows and its highest week; the table under it holds every number as text.
 */
export function WeeklyChart({
	id,
	title,
	values,
	weekEnds,
	className,
}: {
	id: string
	title: string
	values: number[]
	/** The last day of each week (YYYY-MM-DD), oldest first. */
	weekEnds: string[]
	className: string
}) {
	const max = Math.max(0, ...values)
	const total = values.reduce((sum, v) => sum + v, 0)
	const slot = WIDTH / values.length
	const plot = HEIGHT - TOP - BOTTOM
	const last = values.length - 1
	const description =
		total === 0
			? 'None yet in these 12 weeks.'
			: `${formatCount(total)} in 12 weeks; the most in one week: ${formatCount(max)}; the week ending ${shortDay(weekEnds[last] ?? '')}: ${formatCount(values[last] ?? 0)}.`
	// One string: the server writes an SVG title of several children as an empty one (React error 418).
	const label = `${title}, by week`
	return (
		<svg
			role="img"
			aria-labelledby={`${id}-title ${id}-desc`}
			viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
			className="w-full max-w-xl"
		>
			<title id={`${id}-title`}>{label}</title>
			<desc id={`${id}-desc`}>{description}</desc>
			<text x="0" y="12" fontSize="11" className="fill-muted">
				{formatCount(max)}
			</text>
			<line x1="0" x2={WIDTH} y1={TOP + plot} y2={TOP + plot} className="stroke-stone-300" />
			{values.map((value, i) => {
				const height = max > 0 ? (value / max) * plot : 0
				return (
					<rect
						// biome-ignore lint/suspicious/noArrayIndexKey: one bar per week, in a fixed order
						key={i}
						x={i * slot + slot * 0.15}
						y={TOP + plot - height}
						width={slot * 0.7}
						height={value > 0 ? Math.max(height, 1.5) : 0}
						rx="2"
						className={className}
					/>
				)
			})}
			<text x="0" y={HEIGHT - 6} fontSize="11" className="fill-muted">
				{shortDay(weekEnds[0] ?? '')}
			</text>
			<text x={WIDTH} y={HEIGHT - 6} fontSize="11" textAnchor="end" className="fill-muted">
				{shortDay(weekEnds[last] ?? '')}
			</text>
		</svg>
	)
}
