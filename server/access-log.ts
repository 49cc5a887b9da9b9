import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { observeRequest } from '~/features/observability/metrics.server'
import { currentLogger, runWithRequestId } from '~/lib/log.server'
import { scrubUrl } from '~/lib/scrub'

/**
 * Request ids and the access log (docs/product.md#logs-metrics-and-error-reports): every request
 * runs with an id (the client's X-Request-Id when it looks like one, else a new UUID), answered in
 * X-Request-Id; once the response is written, one JSON line says what was asked and answered, and
 * the request's duration goes to the metrics under its route pattern.
 */

export const REQUEST_ID_HEADER = 'X-Request-Id'
/** A proxy's or balancer's id is kept when it is a plain token (never a place to inject a log line). */
const ACCEPTED_REQUEST_ID = /^[\w.:@-]{8,128}$/
/** Probes and scrapes: logged at debug level only (a balancer asks every few seconds). */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

export type RouteMatch = { pattern: string; params: Record<string, string | undefined> }
export type RouteResolver = (pathname: string) => RouteMatch | null

/** The React Router route pattern of a path (`/therapists/:first?/:second?`), from the build's routes. */
export function routeResolver(manifest: ServerBuild['routes']): RouteResolver {
	const entries = Object.values(manifest).filter((route) => route !== undefined)
	const tree = (parentId: string | undefined): RouteObject[] =>
		entries
			.filter((route) => route.parentId === parentId)
			.map((route) =>
				route.index
					? { id: route.id, path: route.path, index: true }
					: { id: route.id, path: route.path, children: tree(route.id) },
			)
	const routes = tree(undefined)
	return (pathname) => {
		// A navigation's data request (/therapists/CA.data, /_root.data) belongs to its page.
		const page = pathname.endsWith('.data') ? pathname.slice(0, -5).replace(/^\/_root$/, '/') : pathname
		const matches = matchRoutes(routes, page)
		if (!matches) return null
		const pattern = `/${matches
			.map((m) => m.route.path)
			.filter(Boolean)
			.join('/')}`.replace(/\/+/g, '/')
		return { pattern, params: matches[matches.length - 1].params }
	}
}

/** The path as logged: no query string, and the value of any `:token` segment hidden. */
function loggedPath(pathname: string, match: RouteMatch | null): string {
	let path = pathname
	for (const [name, value] of Object.entries(match?.params ?? {})) {
		if (value && /token|secret|key/i.test(name)) path = path.replace(value, '[redacted]')
	}
	return scrubUrl(path)
}

type NodeBindings = {
	outgoing?: {
		write: (...args: never[]) => boolean
		end: (...args: never[]) => unknown
		once: (event: 'close' | 'finish', listener: () => void) => unknown
	}
}

const chunkBytes = (chunk: unknown) =>
	typeof chunk === 'string' ? Buffer.byteLength(chunk) : chunk instanceof Uint8Array ? chunk.byteLength : 0

/**
 * Counts the body bytes Node writes for this response and calls done once it is finished (or the
 * client went away): the access line is written after the response, with what was really sent.
 */
function whenWritten(
	bindings: NodeBindings | undefined,
	done: (bytes: number | undefined, aborted: boolean) => void,
): boolean {
	const outgoing = bindings?.outgoing
	if (!outgoing) return false
	let bytes = 0
	const write = outgoing.write
	const end = outgoing.end
	outgoing.write = ((chunk: unknown, ...rest: never[]) => {
		bytes += chunkBytes(chunk)
		return write.call(outgoing, chunk as never, ...rest)
	}) as typeof outgoing.write
	outgoing.end = ((chunk: unknown, ...rest: never[]) => {
		if (typeof chunk !== 'function') bytes += chunkBytes(chunk)
		return end.call(outgoing, chunk as never, ...rest)
	}) as typeof outgoing.end
	let finished = false
	outgoing.once('finish', () => {
		finished = true
	})
	outgoing.once('close', () => done(bytes, !finished))
	return true
}

const pageRequests = new WeakSet<Request>()

/** Registered just before React Router's handler: what passes here is a page (or a cached one). */
export const markPageRequest: MiddlewareHandler = async (c, next) => {
	pageRequests.add(c.req.raw)
	return next()
}

/**
 * The first middleware: request id, access line and duration metric. `resolve` names React Router
 * routes by pattern; a response given before the page handler (a file from build/client) is `static`.
 */
export function accessLog(resolve?: RouteResolver): MiddlewareHandler {
	return async (c, next) => {
		const incoming = c.req.header(REQUEST_ID_HEADER)
		const requestId = incoming && ACCEPTED_REQUEST_ID.test(incoming) ? incoming : randomUUID()
		const started = performance.now()
		await runWithRequestId(requestId, async () => {
			await next()
			try {
				c.res.headers.set(REQUEST_ID_HEADER, requestId)
			} catch {
				// A response with immutable headers (a fetched one): answer a copy.
				c.res = new Response(c.res.body, c.res)
				c.res.headers.set(REQUEST_ID_HEADER, requestId)
			}
			const pathname = c.req.path
			const status = c.res.status
			const method = c.req.method
			const quiet = QUIET_PATHS.has(pathname)
			const page = pageRequests.has(c.req.raw)
			const file = !quiet && !page && (method === 'GET' || method === 'HEAD') && status < 400
			const match = quiet || file ? null : (resolve?.(pathname) ?? null)
			const route = quiet ? pathname : file ? 'static' : (match?.pattern ?? (page ? 'page' : 'unmatched'))
			const logger = currentLogger()
			const write = (bytes: number | undefined, aborted: boolean) => {
				const seconds = (performance.now() - started) / 1000
				observeRequest(method, route, status, seconds)
				const line = {
					method,
					route,
					path: loggedPath(pathname, match),
					status,
					durationMs: Math.round(seconds * 10_000) / 10,
					bytes,
					...(aborted ? { aborted: true } : {}),
				}
				if (quiet) logger.debug(line, 'request')
				else logger.info(line, 'request')
			}
			if (!whenWritten(c.env as NodeBindings | undefined, write)) {
				const length = c.res.headers.get('content-length')
				write(length === null ? undefined : Number(length), false)
			}
		})
	}
}
