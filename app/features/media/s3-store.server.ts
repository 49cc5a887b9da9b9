// A MediaStore on any S3-compatible bucket (AWS S3, MinIO, R2), spoken to with fetch and SigV4.
import type { ByteRange, MediaObject, MediaObjectInfo, MediaStore } from './media-object'
import { EMPTY_PAYLOAD_SHA256, type S3Credentials, sha256Hex, signRequest, uriEncode } from './sigv4.server'

export type S3Config = {
	bucket: string
	region: string
	/** Set for MinIO, R2 and the like: path-style URLs on this origin. Unset: AWS virtual-hosted URLs. */
	endpoint?: string
	credentials: S3Credentials
}

export class S3Error extends Error {
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

export class S3MediaStore implements MediaStore {
	constructor(
		readonly config: S3Config,
		private readonly fetchImpl: typeof fetch = fetch,
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

	private async send(
		method: string,
		url: URL,
		options: { body?: Uint8Array; headers?: Record<string, string> } = {},
	): Promise<Response> {
		const payloadHash = options.body ? sha256Hex(options.body) : EMPTY_PAYLOAD_SHA256
		const headers = signRequest({
			method,
			url,
			headers: options.headers,
			payloadHash,
			region: this.config.region,
			credentials: this.config.credentials,
			now: new Date(),
		})
		// Bodies here are Buffers from sharp, backed by a plain ArrayBuffer.
		return this.fetchImpl(url, { method, headers, body: options.body as Uint8Array<ArrayBuffer> | undefined })
	}

	private async fail(response: Response, what: string): Promise<never> {
		const text = await response.text().catch(() => '')
		const code = text.match(/<Code>([^<]*)<\/Code>/)?.[1] ?? response.statusText
		throw new S3Error(response.status, `S3 ${what} failed: ${response.status} ${code}`)
	}

	async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
		const response = await this.send('PUT', this.objectUrl(key), {
			body,
			headers: { 'content-type': contentType, 'cache-control': 'public, max-age=31536000, immutable' },
		})
		if (!response.ok) await this.fail(response, `PUT ${key}`)
		await response.body?.cancel()
	}

	/**
	 * CopyObject to the new key with the content type it is served with, then delete the old one
	 * (recordings posted to the bucket under recordings/ become answers/…, docs/product.md#answers).
	 */
	async move(from: string, to: string, contentType: string): Promise<void> {
		const response = await this.send('PUT', this.objectUrl(to), {
			headers: {
				'x-amz-copy-source': `/${this.config.bucket}/${uriEncode(from, true)}`,
				'x-amz-metadata-directive': 'REPLACE',
				'content-type': contentType,
				'cache-control': 'public, max-age=31536000, immutable',
			},
		})
		// CopyObject can answer 200 with an <Error> body when the copy failed part way.
		const text = await response.text()
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
			contentType: response.headers.get('content-type') ?? 'application/octet-stream',
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
