// AWS Signature Version 4 for S3, with node:crypto only: request signing (GET, PUT, HEAD, DELETE,
// ListObjectsV2) and browser POST policies. Checked against the worked examples of the AWS docs.
import { createHash, createHmac } from 'node:crypto'

/** `sessionToken`: temporary credentials (STS, an instance role) carry one; it is signed with every request. */
export type S3Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string }

const ALGORITHM = 'AWS4-HMAC-SHA256'
export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

export function sha256Hex(data: string | Uint8Array): string {
	return createHash('sha256').update(data).digest('hex')
}

function hmac(key: string | Buffer, data: string): Buffer {
	return createHmac('sha256', key).update(data, 'utf8').digest()
}

/** 20130524T000000Z and 20130524, the two date forms the signature uses. */
export function amzDate(now: Date): { dateTime: string; date: string } {
	const dateTime = now
		.toISOString()
		.replace(/[-:]/g, '')
		.replace(/\.\d{3}/, '')
	return { dateTime, date: dateTime.slice(0, 8) }
}

/** The key derived from the secret for one day, region and service. */
export function signingKey(secretAccessKey: string, date: string, region: string, service = 's3'): Buffer {
	const kDate = hmac(`AWS4${secretAccessKey}`, date)
	const kRegion = hmac(kDate, region)
	const kService = hmac(kRegion, service)
	return hmac(kService, 'aws4_request')
}

function credentialScope(date: string, region: string, service = 's3'): string {
	return `${date}/${region}/${service}/aws4_request`
}

/**
 * AWS's URI encoding: every byte except A-Z a-z 0-9 - _ . ~ as %XX with capital hex digits
 * (encodeURIComponent leaves !'()* alone, which AWS does not); '/' is kept in paths.
 */
export function uriEncode(value: string, keepSlash = false): string {
	let out = ''
	for (const byte of Buffer.from(value, 'utf8')) {
		const ch = String.fromCharCode(byte)
		if (/[A-Za-z0-9\-_.~]/.test(ch) || (keepSlash && ch === '/')) out += ch
		else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
	}
	return out
}

function canonicalPath(url: URL): string {
	// S3 paths are encoded once: decode what URL already escaped, then encode the AWS way.
	const segments = url.pathname.split('/').map((s) => uriEncode(decodeURIComponent(s)))
	return segments.join('/') || '/'
}

function canonicalQuery(url: URL): string {
	return [...url.searchParams.entries()]
		.map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
		.sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
		.map(([k, v]) => `${k}=${v}`)
		.join('&')
}

type SignRequestInput = {
	method: string
	url: URL
	/** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. range, content-type). */
	headers?: Record<string, string>
	/** Hex SHA-256 of the body (EMPTY_PAYLOAD_SHA256 for none). */
	payloadHash: string
	region: string
	credentials: S3Credentials
	now: Date
	service?: string
}

/** The headers to send with a signed request (host is set by fetch from the URL, and is signed). */
export function signRequest(input: SignRequestInput): Record<string, string> & { authorization: string } {
	const service = input.service ?? 's3'
	const { dateTime, date } = amzDate(input.now)
	const headers: Record<string, string> = {}
	for (const [name, value] of Object.entries(input.headers ?? {})) {
		headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ')
	}
	headers['x-amz-date'] = dateTime
	headers['x-amz-content-sha256'] = input.payloadHash
	if (input.credentials.sessionToken) headers['x-amz-security-token'] = input.credentials.sessionToken
	const toSign: Record<string, string> = { ...headers, host: input.url.host }
	const names = Object.keys(toSign).sort()
	const signedHeaders = names.join(';')
	const canonicalRequest = [
		input.method.toUpperCase(),
		canonicalPath(input.url),
		canonicalQuery(input.url),
		names.map((n) => `${n}:${toSign[n]}\n`).join(''),
		signedHeaders,
		input.payloadHash,
	].join('\n')
	const scope = credentialScope(date, input.region, service)
	const stringToSign = [ALGORITHM, dateTime, scope, sha256Hex(canonicalRequest)].join('\n')
	const key = signingKey(input.credentials.secretAccessKey, date, input.region, service)
	const signature = createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex')
	return {
		...headers,
		authorization: `${ALGORITHM} Credential=${input.credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
	}
}

/** The signature of a base64 POST policy: HMAC-SHA256 with the day's signing key, in hex. */
export function signPolicy(
	policyBase64: string,
	secretAccessKey: string,
	date: string,
	region: string,
): string {
	return createHmac('sha256', signingKey(secretAccessKey, date, region))
		.update(policyBase64, 'utf8')
		.digest('hex')
}

export type PolicyCondition = Record<string, string> | [string, string, string] | [string, number, number]

/**
 * Fields for a browser POST straight to the bucket: the policy (with the signature fields added to
 * its conditions) and its signature. The file goes last in the form.
 */
export function presignPost(input: {
	bucket: string
	key: string
	region: string
	credentials: S3Credentials
	now: Date
	expiresInSeconds: number
	conditions: PolicyCondition[]
	fields?: Record<string, string>
}): Record<string, string> {
	const { dateTime, date } = amzDate(input.now)
	const credential = `${input.credentials.accessKeyId}/${credentialScope(date, input.region)}`
	const token = input.credentials.sessionToken
	const fields: Record<string, string> = {
		key: input.key,
		...input.fields,
		'x-amz-algorithm': ALGORITHM,
		'x-amz-credential': credential,
		'x-amz-date': dateTime,
		...(token ? { 'x-amz-security-token': token } : {}),
	}
	const policy = {
		expiration: new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString(),
		conditions: [
			{ bucket: input.bucket },
			{ key: input.key },
			...Object.entries(input.fields ?? {}).map(([k, v]) => ({ [k]: v })),
			...input.conditions,
			{ 'x-amz-algorithm': ALGORITHM },
			{ 'x-amz-credential': credential },
			{ 'x-amz-date': dateTime },
			...(token ? [{ 'x-amz-security-token': token }] : []),
		],
	}
	const policyBase64 = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64')
	return {
		...fields,
		policy: policyBase64,
		'x-amz-signature': signPolicy(policyBase64, input.credentials.secretAccessKey, date, input.region),
	}
}
