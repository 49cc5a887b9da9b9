import {
	AVAILABILITY_UNKNOWN,
	type Availability,
	type ShownAvailability,
} from '~/features/availability/freshness'
import { useI18n } from '~/lib/i18n'
import { referenceLabel } from '~/lib/reference-label'

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

function AvailabilityChip({
	availability,
	className = '',
}: {
	availability: ShownAvailability
	className?: string
}) {
	const style = STYLES[availability]
	const i18n = useI18n()
	return (
		<span className={`availability-chip ${style.chip} ${className}`}>
			<span aria-hidden="true" className={`availability-dot ${style.dot}`} />
			{referenceLabel(i18n, 'availability', availability, availability)}
		</span>
	)
}

/**
 * The chip with when it was last confirmed, in words ('Availability confirmed 3 weeks ago'), as
 * inline text that wraps on narrow screens. Callers pass what the viewer is shown: visitors
 * shownAvailability(), the owner their own value.
 */
export function AvailabilityStatus({
	availability,
	label,
	keepLabelTogether = false,
}: {
	availability: ShownAvailability
	label: string
	/** Wrap the line as a whole (under the chip) rather than word by word; cards leave it off (HTML weight). */
	keepLabelTogether?: boolean
}) {
	return (
		<>
			<AvailabilityChip availability={availability} className="mr-2" />{' '}
			<span className={keepLabelTogether ? 'inline-block text-muted text-sm' : 'text-muted text-sm'}>
				{label}
			</span>
		</>
	)
}
