// A tiny S3 look-alike for tests (no real bucket is reachable here): path-style objects and
// ListObjectsV2, and it refuses any request whose SigV4 signature does not match what was sent.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'
import { type S3Credentials, sha256Hex, signRequest } from './sigv4.server'

type FakeS3 = {
	endpoint: string
	bucket: string
	objects: Map<string, { body: Buffer; content_type: string }>
	requests: string[]
	refused: string[]
	/**
	 * The next `count` requests fail as a bucket in trouble does: 503 SlowDown, 500 InternalError, or
	 * the connection cut before any answer ('reset'); only requests of `method` when one is given.
	 */
	failNext: (count: number, how?: 503 | 500 | 'reset', method?: string) => void
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = []
	for await (const chunk of req) chunks.push(chunk as Buffer)
	return Buffer.concat(chunks)
}

function parseAmzDate(value: string): Date {
	const m = value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/)
	if (!m) return new Date(Number.NaN)
	return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]))
}

/** Recomputes the signature from the request as received, like S3 does. */
function signatureProblem(
	req: IncomingMessage,
	body: Buffer,
	url: URL,
	credentials: S3Credentials,
	region: string,
): string | null {
	const auth = req.headers.authorization ?? ''
	const signed = auth.match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? []
	if (!signed.includes('host')) return 'host not signed'
	const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
	if (payloadHash !== sha256Hex(body)) return 'payload hash mismatch'
	const headers: Record<string, string> = {}
	for (const name of signed) {
		if (['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)) continue
		headers[name] = String(req.headers[name] ?? '')
	}
	const expected = signRequest({
		method: req.method ?? 'GET',
		url,
		headers,
		payloadHash,
		region,
		credentials,
		now: parseAmzDate(String(req.headers['x-amz-date'] ?? '')),
	})
	return expected.authorization === auth ? null : 'SignatureDoesNotMatch'
}

/** `credentials.sessionToken`, when given, is required on every request (temporary credentials). */
export async function startFakeS3(
	credentials: S3Credentials,
	region: string,
	bucket = 'photos-bucket',
): Promise<FakeS3> {
	const objects: FakeS3['objects'] = new Map()
	const requests: string[] = []
	const refused: string[] = []
	const failing = { count: 0, how: 503 as 503 | 500 | 'reset', method: undefined as string | undefined }
	const { sessionToken, ...keys } = credentials
	const server = createServer(async (req, res) => {
		const body = await readBody(req)
		const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
		requests.push(`${req.method} ${url.pathname}${url.search}`)
		if (failing.count > 0 && (!failing.method || failing.method === req.method)) {
			failing.count--
			if (failing.how === 'reset') {
				req.socket.destroy()
				return
			}
			const code = failing.how === 503 ? 'SlowDown' : 'InternalError'
			res
				.writeHead(failing.how, { 'content-type': 'application/xml' })
				.end(`<Error><Code>${code}</Code></Error>`)
			return
		}
		const token = req.headers['x-amz-security-token']
		const signedHeaders =
			(req.headers.authorization ?? '').match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? []
		const tokenProblem =
			sessionToken && (token !== sessionToken || !signedHeaders.includes('x-amz-security-token'))
				? 'InvalidToken'
				: null
		const problem = tokenProblem ?? signatureProblem(req, body, url, keys, region)
		if (problem) {
			refused.push(`${req.method} ${url.pathname}: ${problem}`)
			res.writeHead(403, { 'content-type': 'application/xml' })
			res.end(`<Error><Code>${problem}</Code></Error>`)
			return
		}
		const [, bucketName, ...rest] = url.pathname.split('/')
		const key = rest.map(decodeURIComponent).join('/')
		if (bucketName !== bucket) {
			res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>')
			return
		}
		if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
			const prefix = url.searchParams.get('prefix') ?? ''
			const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort()
			res.writeHead(200, { 'content-type': 'application/xml' })
			res.end(
				`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`,
			)
			return
		}
		const object = objects.get(key)
		const etag = object ? `"${sha256Hex(object.body).slice(0, 32)}"` : ''
		const copySource = req.headers['x-amz-copy-source']
		if (req.method === 'PUT' && typeof copySource === 'string') {
			// CopyObject: the source names bucket and key; REPLACE takes the request's content type.
			const sourceKey = decodeURIComponent(copySource.replace(/^\/?[^/]+\//, ''))
			const source = objects.get(sourceKey)
			if (!source) {
				res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>')
				return
			}
			const replace = req.headers['x-amz-metadata-directive'] === 'REPLACE'
			const content_type = replace ? String(req.headers['content-type'] ?? '') : source.content_type
			objects.set(key, { body: source.body, content_type })
			res.writeHead(200, { 'content-type': 'application/xml' }).end('<CopyObjectResult></CopyObjectResult>')
		} else if (req.method === 'PUT') {
			objects.set(key, { body, content_type: String(req.headers['content-type'] ?? 'binary/octet-stream') })
			res.writeHead(200, { etag: `"${sha256Hex(body).slice(0, 32)}"` }).end()
		} else if (req.method === 'DELETE') {
			objects.delete(key)
			res.writeHead(204).end()
		} else if (!object) {
			res
				.writeHead(404, { 'content-type': 'application/xml' })
				.end(req.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code></Error>')
		} else {
			// A single byte range, as S3 answers it (players seek through the app with these).
			const range = String(req.headers.range ?? '').match(/^bytes=(\d+)-(\d+)$/)
			if (req.method === 'GET' && range) {
				const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.body.length - 1)]
				res.writeHead(206, {
					'content-type': object.content_type,
					'content-length': end - start + 1,
					'content-range': `bytes ${start}-${end}/${object.body.length}`,
					etag,
				})
				res.end(object.body.subarray(start, end + 1))
				return
			}
			res.writeHead(200, { 'content-type': object.content_type, 'content-length': object.body.length, etag })
			res.end(req.method === 'HEAD' ? undefined : object.body)
		}
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
	const { port } = server.address() as AddressInfo
	const failNext = (count: number, how: 503 | 500 | 'reset' = 503, method?: string) => {
		Object.assign(failing, { count, how, method })
	}
	return { endpoint: `http://127.0.0.1:${port}`, bucket, objects, requests, refused, failNext }
}
