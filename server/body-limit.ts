import type { Context, MiddlewareHandler } from 'hono'

/**
 * Refusing a body that is too large (413) without the client seeing a reset instead. A server that
 * answers and closes while the client is still sending makes the client's TCP stack receive a reset,
 * which can discard the answer before the client reads it. So the rest of the body is read and
 * thrown away first, up to a bound, as nginx's lingering close does; past the bound the socket is
 * closed anyway. Nothing is kept: the cost is bandwidth, never memory (docs/product.md#input).
 */

/** The most a refused body may still send before the connection is closed on it. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024
/** The longest a refused body may take to arrive before the connection is closed on it. */
const DISCARD_MAX_MS = 5_000

const timeout = (ms: number) =>
	new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref())

/**
 * Reads the rest of a body and drops it. True when the body ended within the bounds (the
 * connection can serve the next request), false when it was given up on.
 */
export async function discardBody(
	reader: ReadableStreamDefaultReader<Uint8Array>,
	bounds = { maxBytes: DISCARD_MAX_BYTES, maxMs: DISCARD_MAX_MS },
): Promise<boolean> {
	const deadline = timeout(bounds.maxMs)
	let bytes = 0
	try {
		for (;;) {
			const read = reader.read()
			// The read still pending when the deadline wins fails once the socket is closed.
			read.catch(() => {})
			const result = await Promise.race([read, deadline])
			if (result === 'timeout') return false
			if (result.done) return true
			bytes += result.value.byteLength
			if (bytes > bounds.maxBytes) return false
		}
	} catch {
		// The client went away: nothing left to answer on.
		return false
	}
}

/**
 * The answer to a refused body, once the rest of it is discarded. A body given up on closes the
 * connection (`Connection: close`): its framing is lost, so the socket cannot be reused.
 */
export async function refuseBody(
	reader: ReadableStreamDefaultReader<Uint8Array> | null,
	refusal: () => Response,
	options: { declaredBytes?: number } = {},
): Promise<Response> {
	// A declared length past the bound is not worth reading: answer and close at once.
	const worthReading = reader && (options.declaredBytes ?? 0) <= DISCARD_MAX_BYTES
	const ended = worthReading ? await discardBody(reader) : false
	const response = refusal()
	if (!ended) response.headers.set('Connection', 'close')
	return response
}

/**
 * Hono's bodyLimit, except that a refused body is discarded before the answer (see above): a
 * declared Content-Length over `maxBytes` is refused without buffering anything, a chunked body is
 * buffered up to `maxBytes` and handed on, or refused as soon as it passes it.
 */
export function bodyLimit(maxBytes: number, refuse: (c: Context) => Response): MiddlewareHandler {
	return async (c, next) => {
		const refusal = () => refuse(c)
		const body = c.req.raw.body
		if (!body) return next()
		const declared = c.req.header('content-length')
		if (declared !== undefined && !c.req.header('transfer-encoding')) {
			const bytes = Number(declared)
			if (bytes <= maxBytes) return next()
			return refuseBody(body.getReader(), refusal, { declaredBytes: bytes })
		}
		const reader = body.getReader()
		const chunks: Uint8Array[] = []
		let size = 0
		for (;;) {
			const { done, value } = await reader.read()
			if (done) break
			size += value.byteLength
			if (size > maxBytes) return refuseBody(reader, refusal)
			chunks.push(value)
		}
		c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) })
		return next()
	}
}
