import type { AVAILABILITY } from '~/db/schema/providers'

export type Availability = (typeof AVAILABILITY)[number]

// Green, orange and red (docs/product.md#availability); dark text on a light tint keeps contrast well above WCAG AA.
const STYLES: Record<Availability, { chip: string; dot: string }> = {
	'Accepting New Clients': {
		chip: 'border-emerald-200 bg-emerald-50 text-emerald-900',
		dot: 'bg-emerald-600',
	},
	'Waitlist for New Clients': {
		chip: 'border-orange-200 bg-orange-50 text-orange-900',
		dot: 'bg-orange-500',
	},
	'Not Accepting New Clients': { chip: 'border-red-200 bg-red-50 text-red-900', dot: 'bg-red-600' },
}

export function AvailabilityChip({ availability }: { availability: Availability }) {
	const style = STYLES[availability]
	return (
		<span className={`availability-chip ${style.chip}`}>
			<span aria-hidden="true" className={`availability-dot ${style.dot}`} />
			{availability}
		</span>
	)
}
