import { createHash } from 'node:crypto'
import { apiError, appErrorResponse } from './http.server'

// The public GET endpoints are how other people's tools read the directory: they answer any
// origin (never with cookies), can be cached and revalidated, and are rate-limited per client
// address in memory, so that a read never costs a database write. See docs/api.md.

/** Paths whose GET answers any origin. */
export const PUBLIC_READ_PATHS = [
	'/api/user',
	'/api/tag',
	'/api/response',
	'/api/question',
	'/api/openapi.json',
]

/**
 * Per client address and app instance: bursts of up to 60 requests, refilled at one a second
 * (3,600 an hour). A person browsing uses a few; walking 250,000 profiles 50 at a time takes
 * over an hour per address.
 */
export const PUBLIC_READ_LIMIT = { burst: 60, perSecond: 1 } as const

/** Seconds a public answer may be reused without asking again. */
export const PUBLIC_READ_MAX_AGE = 60

const CORS_HEADERS = {
	'Access-Control-Allow-Origin': '*',
	'Access-Control-Expose-Headers': 'ETag, Retry-After',
} as const

function setCors(headers: Headers): void {
	for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value)
}

/** Answer to a CORS preflight on a public read path. */
export function preflightResponse(): Response {
	return new Response(null, {
		status: 204,
		headers: {
			...CORS_HEADERS,
			'Access-Control-Allow-Methods': 'GET, HEAD',
			'Access-Control-Allow-Headers': 'Accept, If-None-Match',
			'Access-Control-Max-Age': '86400',
		},
	})
}

type Bucket = { tokens: number; at: number }

/** Token buckets by client address; idle ones are swept as the map grows. */
export class ReadLimiter {
	private buckets = new Map<string, Bucket>()
	constructor(private readonly limit: { burst: number; perSecond: number } = PUBLIC_READ_LIMIT) {}

	/** Takes one token; the seconds to wait when there is none. */
	take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
		const { burst, perSecond } = this.limit
		const previous = this.buckets.get(key)
		const tokens = previous
			? Math.min(burst, previous.tokens + ((now - previous.at) / 1000) * perSecond)
			: burst
		if (tokens < 1) {
			this.buckets.set(key, { tokens, at: now })
			return { ok: false, retryAfterSeconds: Math.ceil((1 - tokens) / perSecond) }
		}
		this.buckets.set(key, { tokens: tokens - 1, at: now })
		if (this.buckets.size > 10_000) this.sweep(now)
		return { ok: true }
	}

	private sweep(now: number): void {
		const fullAfterMs = (this.limit.burst / this.limit.perSecond) * 1000
		for (const [key, bucket] of this.buckets) {
			if (now - bucket.at > fullAfterMs) this.buckets.delete(key)
		}
	}
}

const limiter = new ReadLimiter()

function etagOf(body: string): string {
	return `W/"${createHash('sha1').update(body).digest('base64url')}"`
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
	if (!ifNoneMatch) return false
	const bare = (tag: string) => tag.trim().replace(/^W\//, '')
	return ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag))
}

/**
 * Wraps a public GET: rate limit, then the answer with CORS, Cache-Control (unless the handler set
 * its own, e.g. private for the owner's view), Vary (Cookie unless the answer is the same for everyone)
 * and an ETag; 304 when the client has it already.
 */
export async function publicRead(
	request: Request,
	clientIp: string,
	/** The answer; an AppError it throws becomes the API error shape. */
	produce: () => Response | Promise<Response>,
	options: {
		maxAge?: number
		limiter?: ReadLimiter
		/** False for answers the same whoever asks (tags, the OpenAPI document): no `Vary: Cookie`. */
		dependsOnSession?: boolean
	} = {},
): Promise<Response> {
	const taken = (options.limiter ?? limiter).take(clientIp)
	if (!taken.ok) {
		const refused = apiError('rate_limited', 'Too many requests. Please slow down and try again.', 429, {
			retryAfterSeconds: taken.retryAfterSeconds,
		})
		setCors(refused.headers)
		return refused
	}
	let response: Response
	try {
		response = await produce()
	} catch (error) {
		response = appErrorResponse(error)
	}
	const headers = new Headers(response.headers)
	setCors(headers)
	if (options.dependsOnSession !== false) headers.append('Vary', 'Cookie')
	// The JSON is compressed by server/compress.ts, which names Accept-Encoding on the 200 but cannot
	// tell a 304 (it has no Content-Type) from anything else: a 304 must carry the 200's Vary.
	headers.append('Vary', 'Accept-Encoding')
	if (response.status !== 200) {
		headers.set('Cache-Control', 'no-store')
		return new Response(response.body, { status: response.status, headers })
	}
	if (!headers.has('Cache-Control'))
		headers.set('Cache-Control', `public, max-age=${options.maxAge ?? PUBLIC_READ_MAX_AGE}`)
	const body = await response.text()
	const etag = etagOf(body)
	headers.set('ETag', etag)
	if (matches(request.headers.get('if-none-match'), etag)) {
		headers.delete('Content-Type')
		headers.delete('Content-Length')
		return new Response(null, { status: 304, headers })
	}
	return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
