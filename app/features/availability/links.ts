import { z } from 'zod'
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

/** The query of an availability link: which provider, the one-time token, and the answer. */
export const AvailabilityLinkSchema = z.object({
	id: z.uuid(),
	token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
	set: z.enum(Object.keys(AVAILABILITY_CHOICES) as [AvailabilityChoice, ...AvailabilityChoice[]]),
})
export type AvailabilityLink = z.infer<typeof AvailabilityLinkSchema>

/** The path of one answer's link. */
export function availabilityLinkPath(link: AvailabilityLink): string {
	return `/availability?${new URLSearchParams(link).toString()}`
}

/** The unsubscribe token in a path segment: provider id, a dot, a base64url HMAC. */
export const UnsubscribeTokenSchema = z.string().regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)
