import { randomBytes } from 'node:crypto'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createRequestHandler, RouterContextProvider } from 'react-router'
import { getEnv } from '~/env.server'
import { startBackgroundJobs } from '~/features/system/background-jobs.server'
import { ensureBooted } from '~/features/system/boot.server'
import { isCacheableListingRequest, PageCache, withNonce } from '~/features/search/page-cache.server'
import { getSearchIndex } from '~/features/search/search-index.server'
import { getDb } from '~/db/client.server'
import { MAX_RECORDING_BYTES } from '~/features/answers/recording-rules'
import { getMediaStorage } from '~/features/media/media-store.server'
import { clientIpContext, cspNonceContext } from '~/lib/request-context'
import { apiError } from '~/lib/http.server'
import { log } from '~/lib/log.server'
import { PUBLIC_READ_PATHS, preflightResponse } from '~/lib/public-read.server'
import { contentSecurityPolicy, originCheck, securityHeaders } from './security'

// The React Router build is bundled together with this file, so the app and the server share one
// module graph (one database handle, one outbox worker).
import * as build from 'virtual:react-router/server-build'

const MAX_BODY_BYTES = 1024 * 1024
/** Photos posted straight to the app (POST /uploads/user): under 30 MB plus the form. */
const MAX_UPLOAD_BYTES = 31 * 1024 * 1024
/** The local bucket stand-in takes videos too (docs/product.md#answers): 150 MB plus the form. */
const MAX_LOCAL_UPLOAD_BYTES = MAX_RECORDING_BYTES.video + 1024 * 1024

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } }

/** The client address; X-Forwarded-For is believed only behind a proxy we were told about. */
function clientIp(
	bindings: NodeBindings | undefined,
	forwardedFor: string | undefined,
	trustProxy: boolean,
): string {
	if (trustProxy && forwardedFor) return forwardedFor.split(',')[0].trim()
	return bindings?.incoming?.socket?.remoteAddress ?? 'unknown'
}

export function createApp(): Hono {
	const env = getEnv()
	const handler = createRequestHandler(build, env.NODE_ENV === 'production' ? 'production' : 'development')
	const app = new Hono()

	app.use(securityHeaders())
	app.use(originCheck(() => [new URL(env.PUBLIC_URL).origin]))
	// Other sites' pages may read the public API (docs/api.md): answer their CORS preflight.
	app.options('*', async (c, next) => (PUBLIC_READ_PATHS.includes(c.req.path) ? preflightResponse() : next()))
	app.use('*', async (c, next) => {
		if (c.req.path.startsWith('/uploads/')) {
			// Uploads are streamed and counted by their receiver (upload-receive.server.ts), which
			// refuses a file past its own limit; Hono's bodyLimit would buffer a chunked body whole.
			// A declared length over the largest upload is refused before reading anything.
			const max = c.req.path === '/uploads/local' ? MAX_LOCAL_UPLOAD_BYTES : MAX_UPLOAD_BYTES
			if (Number(c.req.header('content-length') ?? 0) > max) {
				const refused = apiError(
					'too_large',
					max === MAX_UPLOAD_BYTES
						? 'Please choose a file less than 30MB in size.'
						: 'The upload is too large.',
				)
				// Answered without reading the body: the client must not reuse this socket.
				refused.headers.set('Connection', 'close')
				return refused
			}
			return next()
		}
		return bodyLimit({
			maxSize: MAX_BODY_BYTES,
			onError: () => apiError('too_large', 'The request is too large.'),
		})(c, next)
	})
	app.use(
		'/assets/*',
		serveStatic({
			root: './build/client',
			onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
		}),
	)
	app.use(
		'*',
		serveStatic({
			root: './build/client',
			onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=3600'),
		}),
	)
	const pageCache = env.PAGE_CACHE ? new PageCache() : null
	const storage = getMediaStorage()
	const uploadOrigin = storage.mode === 's3' ? new URL(storage.uploadUrl).origin : null
	app.all('*', async (c) => {
		await ensureBooted()
		const nonce = randomBytes(16).toString('base64')
		const withPolicy = (response: Response) => {
			if (response.headers.get('content-type')?.startsWith('text/html')) {
				response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, uploadOrigin))
			}
			return response
		}
		const url = new URL(c.req.url)
		const cacheKey = `${url.pathname}${url.search}`
		const cacheable =
			pageCache && isCacheableListingRequest(c.req.method, url.pathname, c.req.header('cookie'))
		let stamp = ''
		if (cacheable) {
			const index = getSearchIndex(await getDb())
			await index.ensureFresh()
			stamp = index.stamp()
			const hit = pageCache.get(cacheKey, stamp)
			if (hit) {
				const headers = new Headers(hit.headers)
				headers.set('X-Page-Cache', 'hit')
				return withPolicy(new Response(withNonce(hit, nonce), { status: hit.status, headers }))
			}
		}
		const context = new RouterContextProvider()
		context.set(
			clientIpContext,
			clientIp(c.env as NodeBindings, c.req.header('x-forwarded-for'), env.TRUST_PROXY),
		)
		context.set(cspNonceContext, nonce)
		const response = await handler(c.req.raw, context)
		if (cacheable && response.status === 200 && !response.headers.has('set-cookie')) {
			const body = await response.text()
			const headers = [...response.headers.entries()]
			pageCache.set(cacheKey, { body, status: 200, headers, nonce, stamp, storedAt: Date.now() })
			return withPolicy(new Response(body, { status: 200, headers: response.headers }))
		}
		return withPolicy(response)
	})

	app.onError((error, c) => {
		log.error(`unhandled ${c.req.method} ${c.req.path}`, error)
		return apiError('internal', 'Something went wrong. Please try again later.')
	})
	return app
}

/** Boots the database, starts the background jobs and listens. Called by server.js. */
export async function startServer(): Promise<void> {
	const env = getEnv()
	await ensureBooted()
	const app = createApp()
	const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => {
		log.info(`${env.SITE_NAME} listening on ${env.PUBLIC_URL}`)
	})
	const stopJobs = startBackgroundJobs()
	// Benchmarks ask the server how long its event loop stalled (a slow query blocks every request).
	const loopDelay = process.env.REPORT_EVENT_LOOP_DELAY ? monitorEventLoopDelay({ resolution: 1 }) : null
	loopDelay?.enable()
	const shutdown = () => {
		stopJobs()
		if (loopDelay) {
			const ms = (ns: number) => Math.round(ns / 1e6)
			console.log(`event-loop-delay max=${ms(loopDelay.max)}ms p99=${ms(loopDelay.percentile(99))}ms`)
		}
		server.close(() => process.exit(0))
		setTimeout(() => process.exit(0), 3000).unref()
	}
	process.once('SIGINT', shutdown)
	process.once('SIGTERM', shutdown)
}
