import {
	AVAILABILITY_UNKNOWN,
	type Availability,
	type Freshness,
	type ShownAvailability,
	shownAvailability,
} from '~/features/availability/freshness'

export type { Availability }

// Green, orange and red (docs/product.md#availability), grey for unknown
// (docs/product.md#availability-freshness); dark text on a light tint keeps contrast well above WCAG AA.
const STYLES: Record<ShownAvailability, { chip: string; dot: string }> = {
	'Accepting New Clients': {
		chip: 'border-emerald-200 bg-emerald-50 text-emerald-900',
		dot: 'bg-emerald-600',
	},
	'Waitlist for New Clients': {
		chip: 'border-orange-200 bg-orange-50 text-orange-900',
		dot: 'bg-orange-500',
	},
	'Not Accepting New Clients': { chip: 'border-red-200 bg-red-50 text-red-900', dot: 'bg-red-600' },
	[AVAILABILITY_UNKNOWN]: { chip: 'border-stone-300 bg-stone-50 text-stone-800', dot: 'bg-stone-500' },
}

export function AvailabilityChip({ availability }: { availability: ShownAvailability }) {
	const style = STYLES[availability]
	return (
		<span
			className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 font-medium text-sm ${style.chip}`}
		>
			<span aria-hidden="true" className={`h-2 w-2 rounded-full ${style.dot}`} />
			{availability}
		</span>
	)
}

/**
 * The chip with when it was last confirmed, in words ('Availability confirmed 3 weeks ago'). Visitors
 * see Accepting as 'Availability unknown' past 180 days; the owner always sees their own value.
 */
export function AvailabilityStatus({
	availability,
	freshness,
	isOwner = false,
}: {
	availability: Availability
	freshness: Freshness
	isOwner?: boolean
}) {
	return (
		<span className="flex flex-wrap items-center gap-x-3 gap-y-1">
			<AvailabilityChip availability={isOwner ? availability : shownAvailability(availability, freshness)} />
			<span data-freshness className="text-muted text-sm">
				{freshness.label}
			</span>
		</span>
	)
}
