import type { AVAILABILITY } from '~/db/schema/providers'

type Availability = (typeof AVAILABILITY)[number]

/**
 * The three answers of the monthly e-mail, as they appear in its links (`?set=waitlist`), and the
 * value each one saves (docs/product.md#availability-freshness).
 */
export const AVAILABILITY_CHOICES = {
	accepting: 'Accepting New Clients',
	waitlist: 'Waitlist for New Clients',
	'not-accepting': 'Not Accepting New Clients',
} as const satisfies Record<string, Availability>

export type AvailabilityChoice = keyof typeof AVAILABILITY_CHOICES

/** The e-mail's button labels, in this order. */
export const CHOICE_LABELS: Record<AvailabilityChoice, string> = {
	accepting: 'Accepting',
	waitlist: 'Waitlist',
	'not-accepting': 'Not accepting',
}

/** An availability link's query: which provider, the one-time token, and the answer (link-schema.ts checks it). */
export type AvailabilityLink = { id: string; token: string; set: AvailabilityChoice }

/** The path of one answer's link. */
export function availabilityLinkPath(link: AvailabilityLink): string {
	return `/availability?${new URLSearchParams(link).toString()}`
}
