// A MediaStore on any S3-compatible bucket (AWS S3, MinIO, R2), spoken to with fetch and SigV4.
import type { ByteRange, MediaObject, MediaObjectInfo, MediaStore } from './media-object'
import { EMPTY_PAYLOAD_SHA256, type S3Credentials, sha256Hex, signRequest, uriEncode } from './sigv4.server'
import { storageUnavailable } from './storage-errors.server'

export type S3Config = {
	bucket: string
	region: string
	/** Set for MinIO, R2 and the like: path-style URLs on this origin. Unset: AWS virtual-hosted URLs. */
	endpoint?: string
	credentials: S3Credentials
}

class S3Error extends Error {
	constructor(
		readonly status: number,
		message: string,
	) {
		super(message)
		this.name = 'S3Error'
	}
}

function xmlText(value: string): string {
	return value
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&apos;/g, "'")
		.replace(/&amp;/g, '&')
}

/**
 * Every call we make is idempotent (PUT, CopyObject, GET, HEAD, DELETE, List), so a 5xx answer
 * (S3's 503 SlowDown, a 500 InternalError) or a network error is tried again, re-signed, after an
 * exponential delay with jitter: about 200 ms, then 400 ms, three tries in all (docs/product.md#faults).
 */
type S3RetryPolicy = { attempts: number; baseDelayMs: number }
export const S3_RETRY: S3RetryPolicy = { attempts: 3, baseDelayMs: 200 }
const RETRIED_STATUSES = new Set([500, 502, 503, 504])

/** The delay before try `attempt + 1`: base × 2^(attempt-1), between half and all of it (jitter). */
export function retryDelay(policy: S3RetryPolicy, attempt: number): number {
	const ceiling = policy.baseDelayMs * 2 ** (attempt - 1)
	return Math.round(ceiling / 2 + Math.random() * (ceiling / 2))
}

export class S3MediaStore implements MediaStore {
	constructor(
		readonly config: S3Config,
		private readonly fetchImpl: typeof fetch = fetch,
		private readonly retry: S3RetryPolicy = S3_RETRY,
	) {}

	/** Where browsers POST uploads, and the base of every object URL. */
	bucketUrl(): string {
		const { endpoint, bucket, region } = this.config
		if (endpoint) return `${endpoint.replace(/\/$/, '')}/${bucket}`
		return `https://${bucket}.s3.${region}.amazonaws.com`
	}

	objectUrl(key: string): URL {
		return new URL(`${this.bucketUrl()}/${uriEncode(key, true)}`)
	}

	/** One signed request, tried again on a 5xx or a network error (S3_RETRY); the last answer is returned. */
	private async send(
		method: string,
		url: URL,
		options: { body?: Uint8Array; headers?: Record<string, string> } = {},
	): Promise<Response> {
		const payloadHash = options.body ? sha256Hex(options.body) : EMPTY_PAYLOAD_SHA256
		for (let attempt = 1; ; attempt++) {
			// Signed for each try: the signature carries the time.
			const headers = signRequest({
				method,
				url,
				headers: options.headers,
				payloadHash,
				region: this.config.region,
				credentials: this.config.credentials,
				now: new Date(),
			})
			const last = attempt >= this.retry.attempts
			try {
				// Bodies here are Buffers from sharp, backed by a plain ArrayBuffer.
				const body = options.body as Uint8Array<ArrayBuffer> | undefined
				const response = await this.fetchImpl(url, { method, headers, body })
				if (!RETRIED_STATUSES.has(response.status) || last) return response
				await response.body?.cancel()
			} catch (error) {
				if (last) throw storageUnavailable(error, `S3 ${method} ${url.pathname}`, method === 'GET')
			}
			await new Promise((resolve) => setTimeout(resolve, retryDelay(this.retry, attempt)))
		}
	}

	private async fail(response: Response, what: string): Promise<never> {
		const text = await response.text().catch(() => '')
		const code = text.match(/<Code>([^<]*)<\/Code>/)?.[1] ?? response.statusText
		const error = new S3Error(response.status, `S3 ${what} failed: ${response.status} ${code}`)
		// Still failing after the retries: the bucket is down for now, which people are told as such.
		if (response.status >= 500) throw storageUnavailable(error, what, /^(GET|HEAD) /.test(what))
		throw error
	}

	async put(key: string, body: Uint8Array, content_type: string): Promise<void> {
		const response = await this.send('PUT', this.objectUrl(key), {
			body,
			headers: { 'content-type': content_type, 'cache-control': 'public, max-age=31536000, immutable' },
		})
		if (!response.ok) await this.fail(response, `PUT ${key}`)
		await response.body?.cancel()
	}

	/**
	 * CopyObject to the new key with the content type it is served with, then delete the old one
	 * (recordings posted to the bucket under recordings/ become answers/…, docs/product.md#answers).
	 */
	async move(from: string, to: string, content_type: string): Promise<void> {
		const response = await this.send('PUT', this.objectUrl(to), {
			headers: {
				'x-amz-copy-source': `/${this.config.bucket}/${uriEncode(from, true)}`,
				'x-amz-metadata-directive': 'REPLACE',
				'content-type': content_type,
				'cache-control': 'public, max-age=31536000, immutable',
			},
		})
		// CopyObject can answer 200 with an <Error> body when the copy failed part way.
		const text = await response.text()
		if (response.status >= 500) {
			const error = new S3Error(response.status, `S3 COPY ${from} -> ${to} failed: ${response.status}`)
			throw storageUnavailable(error, `COPY ${from}`)
		}
		if (!response.ok || text.includes('<Error>')) {
			throw new S3Error(response.status, `S3 COPY ${from} -> ${to} failed: ${response.status}`)
		}
		await this.delete(from)
	}

	private info(response: Response): MediaObjectInfo {
		return {
			// A ranged answer names the whole size in Content-Range ("bytes 0-99/1234").
			size: Number(
				response.headers.get('content-range')?.split('/')[1] ?? response.headers.get('content-length') ?? 0,
			),
			content_type: response.headers.get('content-type') ?? 'application/octet-stream',
			etag: response.headers.get('etag') ?? '',
		}
	}

	async head(key: string): Promise<MediaObjectInfo | null> {
		const response = await this.send('HEAD', this.objectUrl(key))
		if (response.status === 404) return null
		if (!response.ok) await this.fail(response, `HEAD ${key}`)
		return this.info(response)
	}

	async get(key: string, range?: ByteRange): Promise<MediaObject | null> {
		const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined
		const response = await this.send('GET', this.objectUrl(key), { headers })
		if (response.status === 404) {
			await response.body?.cancel()
			return null
		}
		if (!response.ok || !response.body) return this.fail(response, `GET ${key}`)
		return { ...this.info(response), body: response.body }
	}

	/** The whole object in memory (originals to process are at most 30 MB), or null. */
	async getBytes(key: string): Promise<Buffer | null> {
		const object = await this.get(key)
		if (!object) return null
		return Buffer.from(await new Response(object.body).arrayBuffer())
	}

	async delete(key: string): Promise<void> {
		const response = await this.send('DELETE', this.objectUrl(key))
		if (!response.ok && response.status !== 404) await this.fail(response, `DELETE ${key}`)
		await response.body?.cancel()
	}

	/** ListObjectsV2 under a prefix (up to 1000 keys: plenty for one provider's pending uploads). */
	async list(prefix: string): Promise<string[]> {
		const url = new URL(`${this.bucketUrl()}/`)
		url.searchParams.set('list-type', '2')
		url.searchParams.set('prefix', prefix)
		const response = await this.send('GET', url)
		if (!response.ok) await this.fail(response, `LIST ${prefix}`)
		const xml = await response.text()
		const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => xmlText(m[1]))
		return keys.sort()
	}
}
