import { once } from 'node:events'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, type Gzip, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import Negotiator from 'negotiator'

/**
 * Compression of the responses the server renders (pages, JSON, turbo-stream data), negotiated from
 * Accept-Encoding. Files from build/client are compressed at build time instead (static.ts).
 * Why not Hono's compress(), and why these levels: docs/decisions/0009-response-compression.md.
 */
export type Encoding = 'br' | 'gzip'

/** Brotli 4 and gzip 6: about 1 ms for a 60 KB page, most of what the highest levels would save. */
const BROTLI_QUALITY = 4
const GZIP_LEVEL = 6
/** Below this a compressed body saves less than its framing and a round of CPU cost. */
export const THRESHOLD_BYTES = 1024

const COMPRESSIBLE =
	/^\s*(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i

/** negotiator 1.x breaks ties by `preferred` (its index.js); @types/negotiator does not know it yet. */
type EncodingNegotiator = {
	encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined
}

/**
 * The encoding to send for an Accept-Encoding header, or null for identity. Parsed by negotiator as
 * RFC 9110 says (whitespace around `;`, any case, q-values with `q=0` refusing, `*` for encodings not
 * named, `identity` ranked like the others); brotli wins a tie, then gzip, then identity.
 * `x-gzip` is gzip (RFC 9110 section 8.4.1.3).
 */
export function negotiate(
	header: string | null | undefined,
	available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
	if (!header) return null
	const offered = available.flatMap((encoding) => (encoding === 'gzip' ? ['gzip', 'x-gzip'] : [encoding]))
	const names = [...offered, 'identity']
	const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as EncodingNegotiator
	const chosen = negotiator.encoding(names, { preferred: names })
	if (chosen === 'x-gzip') return 'gzip'
	return chosen === 'br' || chosen === 'gzip' ? chosen : null
}

/** Adds Accept-Encoding to Vary once (a cache must keep one copy per encoding). */
export function varyOnAcceptEncoding(headers: Headers): void {
	const vary = headers.get('vary')
	if (!vary) headers.set('Vary', 'Accept-Encoding')
	else if (vary.trim() !== '*' && !/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
		headers.set('Vary', `${vary}, Accept-Encoding`)
}

const isCompressibleType = (content_type: string | null) => !!content_type && COMPRESSIBLE.test(content_type)

/**
 * A 256 KB window (lgwin 18) holds every page we render (a listing is about 116 KB) and makes each
 * new brotli stream 2–3 times cheaper to run than the default 4 MB one, for the same bytes out.
 */
const BROTLI_WINDOW_BITS = 18

const BROTLI_OPTIONS = {
	params: {
		[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
		[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
		[constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
	},
}

function compressor(encoding: Encoding) {
	if (encoding === 'gzip') return createGzip({ level: GZIP_LEVEL })
	return createBrotliCompress(BROTLI_OPTIONS)
}

const brotliOnce = promisify(brotliCompress)
const gzipOnce = promisify(gzip)

/** A whole body in one call: one job on libuv's thread pool instead of a stream per chunk. */
async function compressWhole(body: Uint8Array, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
	const out = await (encoding === 'gzip'
		? gzipOnce(body, { level: GZIP_LEVEL })
		: brotliOnce(body, BROTLI_OPTIONS))
	return new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength)
}

/**
 * Compresses a (possibly streamed) body. What the source has produced is flushed as soon as it
 * pauses (one setImmediate after the last chunk of a burst), so a streamed page's shell reaches the
 * browser at once while a burst of small chunks still compresses as one block.
 */
function compressStream(
	head: Uint8Array[],
	reader: ReadableStreamDefaultReader<Uint8Array>,
	encoding: Encoding,
): ReadableStream<Uint8Array> {
	const z = compressor(encoding)
	let flushPending = false
	const flushSoon = () => {
		if (flushPending) return
		flushPending = true
		setImmediate(() => {
			flushPending = false
			if (!z.destroyed && !z.writableEnded) (z as Gzip).flush()
		})
	}
	// Closed before the end: the client went away (or the compressor failed). Stop the renderer too,
	// and never wait for a 'drain' that cannot come.
	const closed = new AbortController()
	z.once('close', () => {
		closed.abort()
		if (!z.writableFinished) reader.cancel().catch(() => {})
	})
	const write = async (chunk: Uint8Array) => {
		if (!z.write(chunk)) await once(z, 'drain', { signal: closed.signal })
		flushSoon()
	}
	;(async () => {
		try {
			for (const chunk of head) await write(chunk)
			for (;;) {
				const { done, value } = await reader.read()
				if (done) break
				await write(value)
			}
			z.end()
		} catch (error) {
			z.destroy(error as Error)
		}
	})()
	return Readable.toWeb(z) as unknown as ReadableStream<Uint8Array>
}

/** Reads until `threshold` bytes are in hand or the body ends: a short body stays uncompressed. */
async function readHead(reader: ReadableStreamDefaultReader<Uint8Array>, threshold: number) {
	const chunks: Uint8Array[] = []
	let size = 0
	while (size < threshold) {
		const { done, value } = await reader.read()
		if (done) return { chunks, size, done: true }
		chunks.push(value)
		size += value.byteLength
	}
	return { chunks, size, done: false }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
	const out = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		out.set(chunk, offset)
		offset += chunk.byteLength
	}
	return out
}

/**
 * The middleware: compresses text responses of at least THRESHOLD_BYTES. Never images, media or a
 * body that already has a Content-Encoding, never 206 or 304, never `Cache-Control: no-transform`.
 * A HEAD answer gets the headers the GET would have, without any compression work.
 */
export function compress(options: { threshold?: number } = {}): MiddlewareHandler {
	const threshold = options.threshold ?? THRESHOLD_BYTES
	return async (c, next) => {
		await next()
		const res = c.res
		const type = res.headers.get('content-type')
		if (!isCompressibleType(type) || res.headers.has('content-encoding')) return
		varyOnAcceptEncoding(res.headers)
		if (res.status === 206 || res.status === 304 || res.status === 204 || res.status < 200) return
		if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return
		const declared = res.headers.get('content-length')
		if (declared !== null && Number(declared) < threshold) return
		const encoding = negotiate(c.req.header('accept-encoding'))
		if (!encoding) return

		if (c.req.method === 'HEAD' || !res.body) {
			// No body to compress: say what a GET would get (a page's length is unknown until streamed).
			if (c.req.method === 'HEAD') {
				res.headers.set('Content-Encoding', encoding)
				res.headers.delete('Content-Length')
			}
			return
		}
		const reader = res.body.getReader()
		// A body of known length (a rendered page, JSON) is read whole and compressed in one call;
		// a stream of unknown length is compressed as it comes.
		const head = await readHead(reader, declared === null ? threshold : Number.POSITIVE_INFINITY)
		// Hono copies the previous response's headers onto the one assigned to c.res: edit after.
		if (head.done && head.size < threshold) {
			// Short after all (a streamed body without a length): send it as it is.
			c.res = new Response(concat(head.chunks, head.size), res)
			return
		}
		if (head.done) {
			const whole = await compressWhole(concat(head.chunks, head.size), encoding)
			c.res = new Response(whole, res)
			c.res.headers.set('Content-Length', String(whole.byteLength))
		} else {
			const stream = compressStream(head.chunks, reader, encoding)
			c.res = new Response(stream as unknown as NodeReadableStream as unknown as BodyInit, res)
			c.res.headers.delete('Content-Length')
		}
		c.res.headers.set('Content-Encoding', encoding)
		// An ETag names one representation: the compressed one is a different, weak one.
		const etag = c.res.headers.get('etag')
		if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
	}
}
