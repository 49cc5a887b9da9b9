import { linkProblem, signedLinkHandler } from '~/lib/signed-link-page.server'
import { LINK_RATE_LIMIT } from './availability-links.server'
import { UNSUBSCRIBE_RATE_LIMIT } from './unsubscribe.server'

// The loaders and actions of the two pages the availability e-mail links to, each behind its own
// rate limit (docs/product.md#availability-freshness).

export const availabilityLinkHandler = signedLinkHandler(LINK_RATE_LIMIT, () => linkProblem('rate_limited'))
export const unsubscribeLinkHandler = signedLinkHandler(UNSUBSCRIBE_RATE_LIMIT, () =>
	linkProblem('rate_limited'),
)
