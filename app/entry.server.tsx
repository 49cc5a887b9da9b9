import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { reportServerError } from '~/platform/observability/error-reports.server'
import { isDatabaseUnavailable, unavailableReason } from '~/db/unavailable'
import { DocumentCatalogContext } from '~/lib/document-catalog'
import { localeOfPath, unprefixedPath } from '~/lib/i18n'
import { spanishPageMessages } from '~/lib/i18n-catalogs.server'
import { log } from '~/lib/log.server'
import { NonceContext } from '~/lib/nonce-context'
import { cspNonceContext } from '~/lib/request-context'
import { markOutageSeen } from '~/lib/unavailable.server'

export const streamTimeout = 5_000

/** Server rendering, with the request's CSP nonce on every inline script React Router emits. */
export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	const nonce = loadContext.get(cspNonceContext) || undefined
	// A Spanish page preloads its messages' file (app/lib/document-catalog.tsx).
	const { pathname } = new URL(request.url)
	const catalog = localeOfPath(pathname) === 'es' ? spanishPageMessages(unprefixedPath(pathname)) : null
	return new Promise<Response>((resolve, reject) => {
		let settled = false
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
		// The whole document is rendered, then sent as one body: no page waits on deferred data, so
		// streaming would only cut the same bytes into many small writes, each its own trip through
		// compression and the socket (docs/benchmarks.md, render cost).
		const { pipe, abort } = renderToPipeableStream(
			<NonceContext.Provider value={nonce ?? ''}>
				<DocumentCatalogContext.Provider value={catalog}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</DocumentCatalogContext.Provider>
			</NonceContext.Provider>,
			{
				nonce,
				// Never outline a finished Suspense boundary (React does past ~12 KB of page): it would
				// arrive hidden and need a script to be shown, and a dialog opened by its URL (?contact)
				// must show without JavaScript (docs/product.md#visitor-journeys).
				progressiveChunkSize: Number.POSITIVE_INFINITY,
				onAllReady() {
					if (settled) return
					const chunks: Buffer[] = []
					pipe(
						new Writable({
							write(chunk: Buffer, _encoding, callback) {
								chunks.push(chunk)
								callback()
							},
							final(callback) {
								clearTimeout(timeoutId)
								timeoutId = undefined
								settled = true
								const body = Buffer.concat(chunks)
								responseHeaders.set('Content-Length', String(body.byteLength))
								resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }))
								callback()
							},
						}),
					)
				},
				onShellError(error: unknown) {
					if (settled) return
					settled = true
					clearTimeout(timeoutId)
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					log.error('error while rendering a page', error)
					reportServerError(error, request)
				},
			},
		)
	})
}

/**
 * Unexpected loader/action errors are logged once, with the path (never the body) and the request
 * id, and reported when SENTRY_DSN is set. The database being down is one line, not a stack per
 * request, and the server answers that request with a 503 instead (app/lib/unavailable.server.ts).
 */
export function handleError(error: unknown, { request, context }: { request: Request; context?: unknown }) {
	if (request.signal.aborted) return
	const where = `${request.method} ${new URL(request.url).pathname}`
	if (isDatabaseUnavailable(error)) {
		markOutageSeen(context)
		log.warn(`database unavailable: ${where} (${unavailableReason(error)})`)
		return
	}
	log.error(`error handling ${where}`, error)
	reportServerError(error, request)
}
