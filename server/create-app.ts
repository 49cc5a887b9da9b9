import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import { userContext } from '~/auth/context'
import { getDb } from '~/db/client.server'
import { isDatabaseUnavailable, unavailableReason } from '~/db/unavailable'
import { getEnv } from '~/env.server'
import { MAX_RECORDING_BYTES } from '~/features/answers/recording-rules'
import { getMediaStorage } from '~/platform/media/media-store.server'
import { reportServerError, startErrorReports } from '~/platform/observability/error-reports.server'
import { countPageCache } from '~/platform/observability/metrics.server'
import { isCacheableListingRequest, PageCache, withNonce } from './page-cache'
import { localeOfPath } from '~/lib/i18n'
import { offersSpanish } from '~/lib/language.server'
import { getSearchIndex } from '~/features/search/search-index.server'
import { ensureBooted } from './boot'
import { readiness } from '~/platform/jobs/health.server'
import { apiError } from '~/lib/http.server'
import { log } from '~/lib/log.server'
import { PUBLIC_READ_PATHS, preflightResponse } from '~/lib/public-read.server'
import {
	clientIpContext,
	cspNonceContext,
	documentRequestContext,
	listingShownContext,
} from '~/lib/request-context'
import { countAppearances } from '~/features/listing-stats/counters.server'
import { answeringOutages, answerUnavailable } from '~/lib/unavailable.server'
import { accessLog, decodeSegment, markPageRequest, routeResolver } from './access-log'
import { bodyLimit, refuseBody } from './body-limit'
import { withCachePolicy } from './cache-policy'
import { compress } from './compress'
import { publicMetrics } from './metrics'
import { refusal } from './refusal'
import { asUnknownPath, isConsolePath } from './console-not-found'
import { contentSecurityPolicy, originCheck, securityHeaders } from './security'
import { precompressedStatic } from './static'

const MAX_BODY_BYTES = 1024 * 1024
/**
 * How long a request waits for a boot in progress before it is answered 503. A GET or HEAD gets its
 * 503 soon, since the balancer retries it on another instance; nginx never resends a POST (or any
 * other method that changes something), so such a request waits for the boot instead of losing what
 * the person sent (docs/deploy.md#health-probes).
 */
const BOOT_WAIT_MS = { retried: 1_000, notRetried: 15_000 }
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

/** React Router's request handler (createRequestHandler over the server build). */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>

type AppOptions = {
	handler: PageHandler
	/** The built client files (build/client). */
	staticRoot?: string
	/** The search index's stamp, which keys the listing page cache; boots the database by default. */
	searchStamp?: () => Promise<string>
	boot?: () => Promise<void>
	/** The build's routes: the access log and metrics name pages by route pattern. */
	routes?: ServerBuild['routes']
}

async function currentSearchStamp(): Promise<string> {
	const index = getSearchIndex(await getDb())
	try {
		await index.ensureFresh()
	} catch (error) {
		// The database is down: listing pages cached from the index in memory still answer 200.
		if (!isDatabaseUnavailable(error) || index.stamp() === 'empty') throw error
	}
	return index.stamp()
}

/**
 * The Hono app around React Router's handler: security headers, compression, static files, the
 * listing page cache. server/app.ts builds it over the server build; tests over a stand-in handler.
 */
export function createHonoApp(options: AppOptions): Hono {
	const env = getEnv()
	// A request that met the database down is answered 503 (docs/product.md#faults).
	const handler = answeringOutages(options.handler)
	const staticRoot = options.staticRoot ?? './build/client'
	const boot = options.boot ?? ensureBooted
	const searchStamp = options.searchStamp ?? currentSearchStamp
	const app = new Hono()
	void startErrorReports()

	app.use(accessLog(options.routes && routeResolver(options.routes)))
	app.use(securityHeaders({ https: new URL(env.PUBLIC_URL).protocol === 'https:' }))
	// Probes for balancers and orchestrators, before anything that boots or renders a page.
	app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))
	app.get('/readyz', async (c) => {
		const result = await readiness()
		return c.json(
			{ status: result.ready ? 'ready' : 'not_ready', ...result.checks },
			result.ready ? 200 : 503,
			{
				'Cache-Control': 'no-store',
			},
		)
	})
	app.get('/metrics', publicMetrics)
	// Pages, JSON and data compressed per response; files in build/client at build time (static.ts).
	app.use(compress())
	app.use(originCheck(() => [new URL(env.PUBLIC_URL).origin]))
	// Other sites' pages may read the public API (docs/api.md): answer their CORS preflight.
	app.options('*', async (c, next) => (PUBLIC_READ_PATHS.includes(c.req.path) ? preflightResponse() : next()))
	const jsonBodyLimit = bodyLimit(MAX_BODY_BYTES, (c) => refusal(c, 'too_large', 'The request is too large.'))
	app.use('*', async (c, next) => {
		if (c.req.path.startsWith('/uploads/')) {
			// Uploads are streamed and counted by their receiver (upload-receive.server.ts), which
			// refuses a file past its own limit; a body limit here would buffer a chunked body whole.
			// A declared length over the largest upload is refused without keeping anything.
			const max = c.req.path === '/uploads/local' ? MAX_LOCAL_UPLOAD_BYTES : MAX_UPLOAD_BYTES
			const declared = Number(c.req.header('content-length') ?? 0)
			if (declared > max) {
				const message =
					max === MAX_UPLOAD_BYTES
						? 'Please choose a file less than 30MB in size.'
						: 'The upload is too large.'
				return refuseBody(c.req.raw.body?.getReader() ?? null, () => apiError('too_large', message), {
					declaredBytes: declared,
				})
			}
			return next()
		}
		return jsonBodyLimit(c, next)
	})
	// Hashed file names under /assets never change; other files (favicon, og-image) may.
	const immutable = (c: Context) => c.header('Cache-Control', 'public, max-age=31536000, immutable')
	const hourly = (c: Context) => c.header('Cache-Control', 'public, max-age=3600')
	app.use('/assets/*', precompressedStatic({ root: staticRoot, onFound: immutable }))
	app.use('/assets/*', serveStatic({ root: staticRoot, onFound: (_path, c) => immutable(c) }))
	// Other files sit at the top of build/client (favicon, og-image): a page's path skips the two
	// file lookups (serveStatic's are synchronous) unless its first segment names one of them.
	const topLevel = new Set(existsSync(staticRoot) ? readdirSync(staticRoot) : [])
	const atTopLevel = (c: Context) => topLevel.has(decodeSegment(c.req.path.split('/')[1] ?? ''))
	const rootFiles = [
		precompressedStatic({ root: staticRoot, onFound: hourly }),
		serveStatic({ root: staticRoot, onFound: (_path, c) => hourly(c) }),
	]
	for (const files of rootFiles) app.use('*', (c, next) => (atTopLevel(c) ? files(c, next) : next()))
	const pageCache = env.PAGE_CACHE ? new PageCache({ maxBytes: env.PAGE_CACHE_MAX_BYTES }) : null
	const storage = getMediaStorage()
	const uploadOrigin = storage.mode === 's3' ? new URL(storage.uploadUrl).origin : null
	/** A page gets its own nonce in its Content-Security-Policy; other answers are left as they are. */
	const withPolicy = (response: Response, nonce: string) => {
		if (response.headers.get('content-type')?.startsWith('text/html')) {
			response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, uploadOrigin))
		}
		return response
	}
	/** What React Router's loaders and components read of the request: the visitor's address, the nonce. */
	const routerContext = (c: Context, nonce: string) => {
		const context = new RouterContextProvider()
		context.set(
			clientIpContext,
			clientIp(c.env as NodeBindings, c.req.header('x-forwarded-for'), env.TRUST_PROXY),
		)
		context.set(cspNonceContext, nonce)
		// As React Router tells them apart (a data request's path ends in `.data`).
		context.set(documentRequestContext, !c.req.path.endsWith('.data'))
		return context
	}
	/** The 503 page or error shape (Retry-After), rendered without the database. */
	const unavailableAnswer = async (c: Context) => {
		const nonce = randomBytes(16).toString('base64')
		return withPolicy(await answerUnavailable(options.handler, c.req.raw, routerContext(c, nonce)), nonce)
	}
	let booted = false
	app.use('*', markPageRequest)
	app.all('*', async (c) => {
		if (!booted) {
			// A starting instance (a 250,000-provider index takes seconds) answers a GET 503 rather than
			// holding it: a balancer sends it to another instance (docs/deploy.md#restarts).
			let timer: NodeJS.Timeout | undefined
			const waited = new Promise<false>((resolve) => {
				const retried = c.req.method === 'GET' || c.req.method === 'HEAD'
				timer = setTimeout(() => resolve(false), retried ? BOOT_WAIT_MS.retried : BOOT_WAIT_MS.notRetried)
			})
			booted = await Promise.race([boot().then(() => true), waited]).finally(() => clearTimeout(timer))
			if (!booted) return unavailableAnswer(c)
		}
		const nonce = randomBytes(16).toString('base64')
		const url = new URL(c.req.url)
		// By language (docs/product.md#languages): the path says the page's, and an English page may carry
		// the offer of its Spanish twin, which depends on Accept-Language and the `lang` cookie.
		const offer = offersSpanish(url.pathname, c.req.header('accept-language'), c.req.header('cookie'))
		const cacheKey = `${localeOfPath(url.pathname)}${offer ? '+offer' : ''} ${url.pathname}${url.search}`
		const cacheable =
			pageCache && isCacheableListingRequest(c.req.method, url.pathname, c.req.header('cookie'))
		let stamp = ''
		if (cacheable) {
			stamp = await searchStamp()
			const hit = pageCache.get(cacheKey, stamp)
			countPageCache(hit?.body)
			if (hit) {
				// The loader did not run: the cached page's cards are counted here.
				countAppearances(hit.shown, c.req.header('user-agent') ?? null)
				const headers = new Headers(hit.headers)
				headers.set('X-Page-Cache', 'hit')
				return withPolicy(new Response(withNonce(hit, nonce), { status: hit.status, headers }), nonce)
			}
		}
		let context = routerContext(c, nonce)
		const hidden = isConsolePath(url.pathname) ? c.req.raw.clone() : null
		let rendered = await handler(c.req.raw, context)
		if (hidden && rendered.status === 404) {
			rendered = await asUnknownPath(hidden, (request) => {
				context = routerContext(c, nonce)
				return handler(request, context)
			})
		}
		// Set by the root middleware once it has read the session cookie.
		const response = withCachePolicy(rendered, url.pathname, context.get(userContext) !== null)
		if (cacheable && response.status === 200 && !response.headers.has('set-cookie')) {
			const body = await response.text()
			const headers = [...response.headers.entries()]
			const shown = context.get(listingShownContext) ?? []
			pageCache.set(cacheKey, { body, status: 200, headers, nonce, stamp, storedAt: Date.now(), shown })
			return withPolicy(new Response(body, { status: 200, headers: response.headers }), nonce)
		}
		return withPolicy(response, nonce)
	})

	app.onError(async (error, c) => {
		if (isDatabaseUnavailable(error)) {
			// The boot or the listing cache's index check found the database down: React Router
			// still renders the 503, as a page or in the error shape (app/lib/unavailable.server.ts).
			log.warn(`database unavailable: ${c.req.method} ${c.req.path} (${unavailableReason(error)})`)
			return unavailableAnswer(c)
		}
		log.error(`unhandled ${c.req.method} ${c.req.path}`, error)
		reportServerError(error, c.req.raw)
		return apiError('internal', 'Something went wrong. Please try again later.')
	})
	return app
}
