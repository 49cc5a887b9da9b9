import type { IncomingMessage, Server } from 'node:http'

/**
 * Behind a proxy that ends TLS (TRUST_PROXY=true), the request reaches us over plain http: the URL
 * the app sees is made https again from X-Forwarded-Proto, or React Router's check of a form
 * POST's Origin (https://…) against the request's own origin (http://…) refuses every action.
 * @hono/node-server takes an absolute request target as the URL, so the target is rewritten before
 * it reads it (docs/deploy.md#tls).
 */
export function trustForwardedProto(server: Server): void {
	server.prependListener('request', (req: IncomingMessage) => {
		const proto = req.headers['x-forwarded-proto']
		const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0].trim()
		if (first !== 'https' || !req.url?.startsWith('/') || !req.headers.host) return
		req.url = `https://${req.headers.host}${req.url}`
	})
}
