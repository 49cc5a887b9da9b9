import { apiError } from '~/lib/http.server'
import {
	getMediaStorage,
	isSafeMediaKey,
	type MediaObjectInfo,
	type MediaStorage,
} from './media-store.server'

/** Folders the public may read. Pending originals (uploads/) are never served. */
const PUBLIC_FOLDERS = new Set(['photos'])
const SERVED_TYPES = new Set(['image/webp'])

const IMMUTABLE = 'public, max-age=31536000, immutable'

function notFound(): Response {
	return apiError('not_found', 'Not found.')
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
): Promise<Response> {
	if (!isSafeMediaKey(key) || !PUBLIC_FOLDERS.has(key.split('/')[0])) return notFound()
	// One round trip to the store: HEAD answers HEAD, GET answers everything else.
	let object: MediaObjectInfo | null
	let body: ReadableStream<Uint8Array> | null = null
	if (request.method === 'HEAD') object = await storage.store.head(key)
	else {
		const found = await storage.store.get(key)
		object = found
		body = found?.body ?? null
	}
	if (!object || !SERVED_TYPES.has(object.contentType)) {
		await body?.cancel()
		return notFound()
	}
	const headers = new Headers({
		'Content-Type': object.contentType,
		'Cache-Control': IMMUTABLE,
		ETag: object.etag,
		'Content-Security-Policy': "default-src 'none'",
	})
	const ifNoneMatch = request.headers.get('if-none-match')
	if (ifNoneMatch && object.etag && ifNoneMatch.split(/\s*,\s*/).includes(object.etag)) {
		await body?.cancel()
		return new Response(null, { status: 304, headers })
	}
	headers.set('Content-Length', String(object.size))
	return new Response(body, { status: 200, headers })
}
