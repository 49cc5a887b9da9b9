import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { getEnv } from '~/env.server'
import { refusal } from './refusal'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The origin of a Referer header, or null when there is none or it is not a URL. */
function refererOrigin(referer: string | undefined): string | null {
	if (!referer) return null
	try {
		return new URL(referer).origin
	} catch {
		return null
	}
}

/**
 * Refuses state-changing requests that do not come from our own pages (docs/product.md#origin):
 * browsers send Origin on every POST, and a cookie alone must never authorize one from another
 * site. Without Origin, a Referer from our origin counts the same; with neither the request is
 * refused too, since no documented client needs that (a script sends `Origin:` like curl does in
 * docs/api.md). A page's own form posted without script is answered with a page (./refusal.ts).
 */
export function originCheck(allowedOrigins: () => string[]): MiddlewareHandler {
	return async (c, next) => {
		if (!UNSAFE_METHODS.has(c.req.method)) return next()
		const selfOrigin = new URL(c.req.url).origin
		const from = c.req.header('origin') ?? refererOrigin(c.req.header('referer'))
		const allowed = from !== null && (from === selfOrigin || allowedOrigins().includes(from))
		const crossSite = c.req.header('sec-fetch-site') === 'cross-site'
		if (!allowed || crossSite) {
			return refusal(
				c,
				'forbidden',
				from === null
					? 'Send an Origin header from this site: requests that change something must come from its pages.'
					: 'Cross-site requests are not allowed.',
			)
		}
		return next()
	}
}

/** The policy's directives, camel-cased as hono's secureHeaders takes them. */
function cspDirectives(nonce: string | null, uploadOrigin: string | null) {
	return {
		defaultSrc: ["'self'"],
		scriptSrc: nonce ? ["'self'", `'nonce-${nonce}'`] : ["'self'"],
		styleSrc: ["'self'", "'unsafe-inline'"],
		imgSrc: ["'self'", 'data:', 'blob:'],
		mediaSrc: ["'self'", 'blob:'],
		// In S3 mode the browser posts photos straight to the bucket; error reports go to SENTRY_DSN's server.
		connectSrc: ["'self'", uploadOrigin, errorReportsOrigin()].filter((source) => source !== null),
		fontSrc: ["'self'"],
		frameAncestors: ["'none'"],
		baseUri: ["'self'"],
		formAction: ["'self'"],
		objectSrc: ["'none'"],
	}
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The origin browser error reports are sent to, when SENTRY_DSN is set. */
function errorReportsOrigin(): string | null {
	const dsn = getEnv().SENTRY_DSN
	return dsn ? new URL(dsn).origin : null
}

/**
 * The policy for every response: our own origin only, no framing. Pages get a per-request nonce
 * for React Router's inline hydration scripts; anything else (JSON, files) allows no inline script.
 */
export function contentSecurityPolicy(nonce: string | null, uploadOrigin: string | null = null): string {
	return Object.entries(cspDirectives(nonce, uploadOrigin))
		.map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
		.join('; ')
}

/**
 * Files other sites may embed (`<img>`, `<video>`: no-cors requests, which Cross-Origin-Resource-
 * Policy governs): the photos and recordings whose URLs the public API hands out (docs/api.md).
 * They are public by design. The public JSON itself is read with CORS, which CORP does not affect,
 * so it stays same-origin like everything else. The badge sets `cross-origin` itself.
 */
const EMBEDDABLE = /^\/media\//

/**
 * Security headers for every response, through hono's secureHeaders: the same as a handler's own
 * where it set one (a page's CSP with its nonce, the badge's CORP, a token page's Referrer-Policy),
 * ours otherwise. Strict-Transport-Security only when the site is served over https.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
	const headers = secureHeaders({
		contentSecurityPolicy: cspDirectives(null, null),
		crossOriginResourcePolicy: 'same-origin',
		crossOriginOpenerPolicy: 'same-origin',
		originAgentCluster: '?1',
		referrerPolicy: 'strict-origin-when-cross-origin',
		// hono's default: 180 days, subdomains included. Over http the header means nothing.
		strictTransportSecurity: options.https,
		xContentTypeOptions: 'nosniff',
		xFrameOptions: 'DENY',
		permissionsPolicy: {
			camera: ['self'],
			microphone: ['self'],
			// 'Use my location' on the landing page (docs/search.md#use-my-location): this site only.
			geolocation: ['self'],
			// Not in hono's list of features any more; kept so the header stays what it was.
			interestCohort: [],
		} as NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy'],
		// Only the headers above: these older ones add nothing that the CSP and COOP do not cover.
		xDnsPrefetchControl: false,
		xDownloadOptions: false,
		xPermittedCrossDomainPolicies: false,
		xXssProtection: false,
		// A header the handler set itself stays.
		overwrite: false,
	})
	return (c, next) =>
		headers(c, async () => {
			await next()
			if (EMBEDDABLE.test(c.req.path) && !c.res.headers.has('Cross-Origin-Resource-Policy'))
				c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
		})
}
