import { z } from 'zod'
import { SIGNED_TOKEN } from '~/lib/signed-token'
import { AVAILABILITY_CHOICES, type AvailabilityChoice, type AvailabilityLink } from './links'

// The edges' checks for the e-mail's links (docs/product.md#availability-freshness), apart from
// links.ts so that the pages' browser code does not load zod.

const CHOICES = Object.keys(AVAILABILITY_CHOICES) as [AvailabilityChoice, ...AvailabilityChoice[]]

/** The query (or form) of an answer link. */
export const AvailabilityLinkSchema: z.ZodType<AvailabilityLink> = z.object({
	id: z.uuid(),
	token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
	set: z.enum(CHOICES),
})

/** The unsubscribe token in a path segment: provider id, a dot, a base64url HMAC. */
export const UnsubscribeTokenSchema = z.string().regex(SIGNED_TOKEN)
