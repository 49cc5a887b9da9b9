import {
	AVAILABILITY_UNKNOWN,
	type Availability,
	type ShownAvailability,
} from '~/features/availability/freshness'
import { useI18n } from '~/lib/i18n'
import { referenceLabel } from '~/lib/reference-label'

export type { Availability }

// Green, orange and red (docs/product.md#availability), grey for unknown
// (docs/product.md#availability-freshness), in availability-chip.css; dark text on a light tint keeps
// contrast well above WCAG AA.
const STYLES: Record<ShownAvailability, string> = {
	'Accepting New Clients': 'availability-accepting',
	'Waitlist for New Clients': 'availability-waitlist',
	'Not Accepting New Clients': 'availability-closed',
	[AVAILABILITY_UNKNOWN]: 'availability-unknown',
}

function AvailabilityChip({
	availability,
	className = '',
}: {
	availability: ShownAvailability
	className?: string
}) {
	const i18n = useI18n()
	return (
		<span className={`availability-chip ${STYLES[availability]} ${className}`}>
			<span aria-hidden="true" className="availability-dot" />
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
