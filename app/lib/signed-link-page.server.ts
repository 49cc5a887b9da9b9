import { data, type RouterContextProvider } from 'react-router'
import { dbContext } from '~/db/context'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { isAppError } from '~/lib/errors'
import { clientIpContext } from '~/lib/request-context'

// What the pages an e-mail's signed link opens share (availability, unsubscribe, the follow-ups:
// docs/product.md#availability-freshness, docs/product.md#follow-ups). The page's UI half is
// app/components/ui/signed-link-page.tsx.

/**
 * The address holds a token: never cached, never sent on as a Referer to another site. `same-origin`
 * rather than `no-referrer`: with no referrer at all a browser posts the page's own form with
 * `Origin: null`, which the origin check must refuse (docs/product.md#origin).
 */
export const TOKEN_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' }

export type LinkProblem = 'malformed' | 'unusable' | 'rate_limited'
const STATUS: Record<LinkProblem, number> = { malformed: 400, unusable: 404, rate_limited: 429 }

/** The page's answer when the link cannot be used: 400, 404 or 429, with what to say. */
export function linkProblem(kind: LinkProblem) {
	return data({ problem: kind } as const, { status: STATUS[kind] })
}

/** Counts one use by the client's address; true once it is past the rule's limit. */
export async function overLinkLimit(context: Readonly<RouterContextProvider>, rule: RateLimitRule) {
	try {
		await consumeRateLimit(context.get(dbContext), rule, context.get(clientIpContext))
		return false
	} catch (error) {
		if (isAppError(error, 'rate_limited')) return true
		throw error
	}
}

/**
 * Makes the loaders and actions of the pages behind one rate-limit rule: every request counts
 * against the rule first (the GET too, so tokens cannot be tried by opening pages), and past it the
 * page answers `limited()` without looking at the token. The page's own function gets the link.
 */
export function signedLinkHandler<Limited>(rule: RateLimitRule, limited: () => Limited) {
	return <Args extends { context: Readonly<RouterContextProvider> }, Result>(
		handle: (args: Args) => Promise<Result>,
	) =>
		async (args: Args): Promise<Limited | Result> =>
			(await overLinkLimit(args.context, rule)) ? limited() : handle(args)
}
