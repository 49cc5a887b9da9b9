import { isAppError } from '~/lib/errors'
import { apiError, appErrorResponse } from '~/lib/http.server'
import { isDiskFailure, storageUnavailable } from './storage-errors.server'
import {
	type ByteRange,
	getMediaStorage,
	isSafeMediaKey,
	type MediaObjectInfo,
	type MediaStorage,
} from './media-store.server'

/**
 * Folders the public may read: photos, and recorded answers with their thumbnails
 * (docs/product.md#answers). Pending originals (uploads/, recordings/) are never served.
 */
const PUBLIC_FOLDERS = new Set(['photos', 'answers'])
const SERVED_TYPES = new Set(['image/webp', 'video/webm', 'audio/webm', 'video/mp4', 'audio/mp4'])

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Who a file may be sent to now: anyone (cached for a year), only the viewer it was decided for (an
 * author's own answer nobody else may see yet: never stored), or nobody (404).
 */
type MediaAccess = 'public' | 'author' | null

function notFound(): Response {
	return apiError('not_found', 'Not found.')
}

/**
 * The one byte range a Range header asks for (`bytes=a-b`, `bytes=a-`, `bytes=-n`), clamped to the
 * file; 'unsatisfiable' when it starts past the end; null for the whole file (no header, several
 * ranges, or one we cannot read: RFC 9110 lets a server ignore those).
 */
export function parseRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
	const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/)
	if (!match || (match[1] === '' && match[2] === '')) return null
	if (size === 0) return 'unsatisfiable'
	if (match[1] === '') {
		const suffix = Number(match[2])
		if (suffix === 0) return 'unsatisfiable'
		return { start: Math.max(0, size - suffix), end: size - 1 }
	}
	const start = Number(match[1])
	const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
	if (match[2] !== '' && Number(match[2]) < start) return null
	if (start >= size) return 'unsatisfiable'
	return { start, end }
}

/** Which part to send: a Range only counts when If-Range (if any) still names this version. */
function rangeFor(request: Request, object: MediaObjectInfo): ByteRange | 'unsatisfiable' | null {
	const ifRange = request.headers.get('if-range')
	if (ifRange && ifRange !== object.etag) return null
	return parseRange(request.headers.get('range'), object.size)
}

/**
 * GET /media/<key>: streams a stored file. Keys are never reused (each upload gets a new id), so the
 * answer may be cached for a year. In S3 mode the file is streamed through the app as well, so
 * pages keep their same-origin image policy and caching stays the same in both modes.
 */
export async function serveMedia(
	key: string,
	request: Request,
	storage: MediaStorage = getMediaStorage(),
	/** A further say on who may read this key now (an answer's files: by the answer's rule). */
	access: (key: string) => Promise<MediaAccess> = async () => 'public',
): Promise<Response> {
	try {
		return await serveStored(key, request, storage, access)
	} catch (error) {
		// The storage is down (docs/product.md#faults): 503 with Retry-After, in the error shape.
		if (isAppError(error, 'unavailable')) return appErrorResponse(error)
		if (isDiskFailure(error)) return appErrorResponse(storageUnavailable(error, `reading ${key}`, true))
		throw error
	}
}

async function serveStored(
	key: string,
	request: Request,
	storage: MediaStorage,
	access: (key: string) => Promise<MediaAccess>,
): Promise<Response> {
	if (!isSafeMediaKey(key) || !PUBLIC_FOLDERS.has(key.split('/')[0])) return notFound()
	const allowed = await access(key)
	if (!allowed) return notFound()
	// HEAD and a Range need the size first; a plain GET reads the file in one round trip.
	const wantsRange = request.method !== 'HEAD' && request.headers.has('range')
	let object: MediaObjectInfo | null
	let body: ReadableStream<Uint8Array> | null = null
	let range: ByteRange | 'unsatisfiable' | null = null
	if (request.method === 'HEAD' || wantsRange) {
		object = await storage.store.head(key)
		if (object && SERVED_TYPES.has(object.content_type) && wantsRange) {
			range = rangeFor(request, object)
			if (range !== 'unsatisfiable') body = (await storage.store.get(key, range ?? undefined))?.body ?? null
		}
	} else {
		const found = await storage.store.get(key)
		object = found
		body = found?.body ?? null
	}
	if (!object || !SERVED_TYPES.has(object.content_type)) {
		await body?.cancel()
		return notFound()
	}
	const headers = new Headers({
		'Content-Type': object.content_type,
		'Cache-Control': allowed === 'public' ? IMMUTABLE : 'private, no-store',
		ETag: object.etag,
		'Accept-Ranges': 'bytes',
		'Content-Security-Policy': "default-src 'none'",
	})
	const ifNoneMatch = request.headers.get('if-none-match')
	if (ifNoneMatch && object.etag && ifNoneMatch.split(/\s*,\s*/).includes(object.etag)) {
		await body?.cancel()
		return new Response(null, { status: 304, headers })
	}
	if (range === 'unsatisfiable') {
		headers.set('Content-Range', `bytes */${object.size}`)
		return new Response(null, { status: 416, headers })
	}
	if (range) {
		headers.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`)
		headers.set('Content-Length', String(range.end - range.start + 1))
		return new Response(body, { status: 206, headers })
	}
	headers.set('Content-Length', String(object.size))
	return new Response(body, { status: 200, headers })
}
