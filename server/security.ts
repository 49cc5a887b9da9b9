import type { MiddlewareHandler } from 'hono'
import { getEnv } from '~/env.server'
import { apiError } from '~/lib/http.server'

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Refuses cross-site state-changing requests: browsers always send Origin (or Sec-Fetch-Site)
 * on a POST, so a cookie alone can never authorize one from another site.
 */
export function originCheck(allowedOrigins: () => string[]): MiddlewareHandler {
	return async (c, next) => {
		if (!UNSAFE_METHODS.has(c.req.method)) return next()
		const origin = c.req.header('origin')
		const fetchSite = c.req.header('sec-fetch-site')
		const selfOrigin = new URL(c.req.url).origin
		const allowed = origin === undefined || origin === selfOrigin || allowedOrigins().includes(origin)
		const crossSite = fetchSite === 'cross-site'
		if (!allowed || crossSite) {
			return apiError('forbidden', 'Cross-site requests are not allowed.')
		}
		return next()
	}
}

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
	return [
		"default-src 'self'",
		nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data: blob:",
		"media-src 'self' blob:",
		// In S3 mode the browser posts photos straight to the bucket; error reports go to SENTRY_DSN's server.
		['connect-src', "'self'", uploadOrigin, errorReportsOrigin()].filter(Boolean).join(' '),
		"font-src 'self'",
		"frame-ancestors 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"object-src 'none'",
	].join('; ')
}

/** Security headers for every response. */
export function securityHeaders(): MiddlewareHandler {
	return async (c, next) => {
		await next()
		const h = c.res.headers
		h.set('X-Content-Type-Options', 'nosniff')
		h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
		h.set('X-Frame-Options', 'DENY')
		h.set('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), interest-cohort=()')
		h.set('Cross-Origin-Opener-Policy', 'same-origin')
		if (!h.has('Content-Security-Policy')) h.set('Content-Security-Policy', contentSecurityPolicy(null))
	}
}
