import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import { observeRequest } from '~/platform/observability/metrics.server'
import { currentLogger, runWithRequestId } from '~/lib/log.server'
import { scrubUrl } from '~/lib/scrub'

/**
 * Request ids and the access log (docs/product.md#logs-metrics-and-error-reports): every request
 * runs with an id (the client's X-Request-Id when it looks like one, else a new UUID), answered in
 * X-Request-Id; once the response is written, one JSON line says what was asked and answered, and
 * the request's duration goes to the metrics under its route pattern.
 */

const REQUEST_ID_HEADER = 'X-Request-Id'
/** A proxy's or balancer's id is kept when it is a plain token (never a place to inject a log line). */
const ACCEPTED_REQUEST_ID = /^[\w.:@-]{8,128}$/
/** Probes and scrapes: logged at debug level only (a balancer asks every few seconds). */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

type RouteMatch = { pattern: string; params: Record<string, string | undefined> }
type RouteResolver = (pathname: string) => RouteMatch | null

/**
 * The React Router route pattern of a path (`/therapists/:first?/:second?/:third?`), from the build's routes.
 * matchRoutes flattens and ranks the whole route tree on every call (a tenth of a simple page's
 * server time, docs/benchmarks.md#uncached-listing-pages-render-cost-issue-13), so each path is first
 * narrowed to the routes whose segment count and leading fixed segments could match it, and
 * matchRoutes ranks only that small tree (kept per set of candidates).
 */
export function routeResolver(manifest: ServerBuild['routes']): RouteResolver {
	const routes = routeTree(manifest)
	const branches = branchesOf(routes)
	const trees = new Map<string, RouteObject[]>()
	return (pathname) => {
		const page = pageOf(pathname)
		const segments = page.split('/').filter(Boolean).map(decodeSegment)
		const candidates = branches.filter((branch) => branch.couldMatch(segments))
		const key = candidates.map((branch) => branch.index).join(',')
		let candidateRoutes = trees.get(key)
		if (!candidateRoutes) {
			candidateRoutes = pruneTo(new Set(candidates.flatMap((branch) => branch.chain)), routes)
			trees.set(key, candidateRoutes)
		}
		return routeMatchOf(matchRoutes(candidateRoutes, page))
	}
}

/** The build's route manifest as the nested route objects matchRoutes reads. */
export function routeTree(manifest: ServerBuild['routes']): RouteObject[] {
	const entries = Object.values(manifest).filter((route) => route !== undefined)
	const tree = (parentId: string | undefined): RouteObject[] =>
		entries
			.filter((route) => route.parentId === parentId)
			.map((route) =>
				route.index
					? { id: route.id, path: route.path, index: true }
					: { id: route.id, path: route.path, children: tree(route.id) },
			)
	return tree(undefined)
}

/** A navigation's data request (/therapists/CA.data, /_root.data) belongs to its page. */
export const pageOf = (pathname: string) =>
	pathname.endsWith('.data') ? pathname.slice(0, -5).replace(/^\/_root$/, '/') : pathname

/** The pattern and params of what matchRoutes picked (null when nothing matched). */
export function routeMatchOf(matches: ReturnType<typeof matchRoutes>): RouteMatch | null {
	if (!matches) return null
	const pattern = `/${matches
		.map((m) => m.route.path)
		.filter(Boolean)
		.join('/')}`.replace(/\/+/g, '/')
	return { pattern, params: matches[matches.length - 1].params }
}

type Branch = {
	index: number
	/** The routes from the top down to the one this branch ends at. */
	chain: RouteObject[]
	couldMatch: (segments: string[]) => boolean
}

/**
 * Every route a path can end at (one with a path or an index, as React Router counts them), with a
 * test that never says no to a path React Router could match there: it counts segments and compares
 * the fixed ones before the first optional segment or splat, without case.
 */
function branchesOf(routes: RouteObject[]): Branch[] {
	const branches: Branch[] = []
	const walk = (nodes: RouteObject[], chain: RouteObject[], parts: string[]) => {
		for (const node of nodes) {
			const nodeChain = [...chain, node]
			const nodeParts = [...parts, ...(node.path ?? '').split('/').filter(Boolean)]
			if (node.children?.length) walk(node.children, nodeChain, nodeParts)
			if (node.path == null && !node.index) continue
			const splat = nodeParts.at(-1) === '*'
			const fixed = splat ? nodeParts.slice(0, -1) : nodeParts
			const required = fixed.filter((part) => !part.endsWith('?')).length
			const firstLoose = fixed.findIndex((part) => part.endsWith('?'))
			const leading = (firstLoose === -1 ? fixed : fixed.slice(0, firstLoose)).map((part) =>
				part.startsWith(':') ? null : part.toLowerCase(),
			)
			branches.push({
				index: branches.length,
				chain: nodeChain,
				couldMatch: (segments) =>
					segments.length >= required &&
					(splat || segments.length <= fixed.length) &&
					leading.every((part, i) => part === null || segments[i]?.toLowerCase() === part),
			})
		}
	}
	walk(routes, [], [])
	return branches
}

/** The route tree cut down to the given routes, each keeping its place under its parents. */
function pruneTo(kept: Set<RouteObject>, nodes: RouteObject[]): RouteObject[] {
	return nodes
		.filter((node) => kept.has(node))
		.map((node) => (node.index ? node : { ...node, children: pruneTo(kept, node.children ?? []) }))
}

/** A path segment decoded when it can be, as React Router and serveStatic read it. */
export function decodeSegment(segment: string): string {
	if (!segment.includes('%')) return segment
	try {
		return decodeURIComponent(segment)
	} catch {
		return segment
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
