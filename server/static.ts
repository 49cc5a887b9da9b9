import { createReadStream, type Stats } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { Context, MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { type Encoding, negotiate, varyOnAcceptEncoding } from './compress'

/**
 * Files of build/client with the .br and .gz siblings scripts/precompress.js wrote at build time:
 * the sibling the client accepts (q-values honoured, see negotiate) is sent as it is, with the
 * original's Content-Type. Anything else (no sibling, a Range request, other files) goes on to
 * serveStatic. @hono/node-server's own `precompressed` option ignores q-values and sets Vary only on
 * compressed answers: docs/decisions/0009-response-compression.md.
 */
const SIBLING: Record<Encoding, string> = { br: '.br', gzip: '.gz' }
const TEXT = /\.(?:m?js|css|svg|json|webmanifest|txt|html|xml|map)$/

async function fileStats(file: string): Promise<Stats | null> {
	try {
		const s = await stat(file)
		return s.isFile() ? s : null
	} catch {
		return null
	}
}

export function precompressedStatic(options: {
	root: string
	onFound?: (c: Context) => void
}): MiddlewareHandler {
	const root = path.resolve(options.root)
	return async (c, next) => {
		if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
		const requested = c.req.path
		if (!TEXT.test(requested)) return next()
		// Plain paths only (what the build writes); serveStatic decides about anything unusual.
		if (/%|\\|\/\/|(^|\/)\.{1,2}(\/|$)/.test(requested)) return next()
		const file = path.join(root, requested)
		if (!file.startsWith(root + path.sep)) return next()
		if (c.req.header('range')) {
			await next()
			if (c.res.ok) varyOnAcceptEncoding(c.res.headers)
			return
		}
		const original = await fileStats(file)
		if (!original) return next()
		const available: Encoding[] = []
		const siblings = new Map<Encoding, Stats>()
		for (const encoding of ['br', 'gzip'] as const) {
			const s = await fileStats(file + SIBLING[encoding])
			if (s) {
				available.push(encoding)
				siblings.set(encoding, s)
			}
		}
		const encoding = negotiate(c.req.header('accept-encoding'), available)
		if (!encoding) {
			await next()
			if (available.length > 0) varyOnAcceptEncoding(c.res.headers)
			return
		}
		const sibling = siblings.get(encoding)!
		const headers = new Headers({
			'Content-Type': getMimeType(file) ?? 'application/octet-stream',
			'Content-Encoding': encoding,
			'Content-Length': String(sibling.size),
			'Last-Modified': original.mtime.toUTCString(),
			Vary: 'Accept-Encoding',
		})
		const body =
			c.req.method === 'HEAD'
				? null
				: (Readable.toWeb(createReadStream(file + SIBLING[encoding])) as unknown as ReadableStream)
		c.res = new Response(body, { status: 200, headers })
		options.onFound?.(c)
		return c.res
	}
}
