// Signed POST policies for uploads to the app itself, in the shape of S3 presigned POSTs: the
// browser gets {url, fields}, posts them back with the file, and the policy says what is allowed.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { appSecret } from '~/db/app-secret.server'
import type { Db } from '~/db/client.server'
import { statusFor } from '~/lib/error-status'
import { PHOTO_MESSAGES } from './photo-rules'
import type { PolicyCondition } from './sigv4.server'

const SECRET_SETTING = 'upload_signing_secret'
const LOCAL_ALGORITHM = 'HMAC-SHA256'

/**
 * A refused upload. Its status comes from the shared table (app/lib/error-status.ts), which gives
 * what S3 would answer too (413 for a file over the limit).
 */
export class UploadRefusal extends Error {
	constructor(
		readonly code: 'invalid' | 'unauthenticated' | 'forbidden' | 'too_large' | 'unsupported_media_type',
		message: string,
	) {
		super(message)
		this.name = 'UploadRefusal'
	}

	get status(): number {
		return statusFor(this.code)
	}
}

/**
 * The HMAC secret for upload policies, the same for every app instance (app/db/app-secret.server.ts).
 */
export function getUploadSigningSecret(db: Db): Promise<Buffer> {
	return appSecret(db, SECRET_SETTING)
}

function sign(policyBase64: string, secret: Buffer): string {
	return createHmac('sha256', secret).update(policyBase64, 'utf8').digest('hex')
}

/** Fields for one upload of `key`: every field is also a policy condition, as S3 requires. */
export function createLocalPostFields(input: {
	key: string
	secret: Buffer
	now: Date
	expiresInSeconds: number
	maxBytes: number
}): Record<string, string> {
	const fields = { key: input.key, success_action_status: '201', 'x-algorithm': LOCAL_ALGORITHM }
	const policy = {
		expiration: new Date(input.now.getTime() + input.expiresInSeconds * 1000).toISOString(),
		conditions: [
			{ key: input.key },
			{ success_action_status: '201' },
			{ 'x-algorithm': LOCAL_ALGORITHM },
			['content-length-range', 1, input.maxBytes],
		] satisfies PolicyCondition[],
	}
	const policyBase64 = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64')
	return { ...fields, policy: policyBase64, 'x-signature': sign(policyBase64, input.secret) }
}

type Policy = { expiration: string; conditions: unknown[] }

function parsePolicy(policyBase64: string): Policy {
	try {
		const policy = JSON.parse(Buffer.from(policyBase64, 'base64').toString('utf8')) as Policy
		if (typeof policy.expiration !== 'string' || !Array.isArray(policy.conditions)) throw new Error('shape')
		return policy
	} catch {
		throw new UploadRefusal('invalid', 'The upload policy is not valid.')
	}
}

const refusePolicy = () => new UploadRefusal('forbidden', 'The upload does not match its policy.')

type VerifiedPolicy = {
	key: string
	successStatus: 200 | 201 | 204
	/** The file's size must be within these (content-length-range), checked while it streams in. */
	minBytes: number
	maxBytes: number
}

/**
 * Checks the fields posted before the file against their signed policy, the way S3 does:
 * signature, expiry, each condition, and no field the policy does not mention. The file's size
 * is checked against `minBytes`/`maxBytes` while it is received (upload-receive.server.ts).
 */
export function verifyLocalPolicy(fields: Record<string, string>, secret: Buffer, now: Date): VerifiedPolicy {
	const { policy: policyBase64, 'x-signature': signature } = fields
	if (!policyBase64 || !signature || fields.key === undefined) {
		throw new UploadRefusal('invalid', 'The upload form is missing its key, policy or signature.')
	}
	const expected = Buffer.from(sign(policyBase64, secret), 'hex')
	const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex')
	if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
		throw new UploadRefusal('forbidden', PHOTO_MESSAGES.badSignature)
	}
	const policy = parsePolicy(policyBase64)
	const expires_at = Date.parse(policy.expiration)
	if (!Number.isFinite(expires_at) || expires_at <= now.getTime()) {
		throw new UploadRefusal('forbidden', PHOTO_MESSAGES.expired)
	}
	const covered = new Set(['policy', 'x-signature', 'file'])
	let minBytes = 0
	let maxBytes = Number.POSITIVE_INFINITY
	for (const condition of policy.conditions) {
		if (Array.isArray(condition)) {
			const [op, a, b] = condition as [string, unknown, unknown]
			if (op === 'content-length-range') {
				minBytes = Number(a)
				maxBytes = Number(b)
				continue
			}
			const name = String(a).replace(/^\$/, '')
			const value = fields[name] ?? ''
			covered.add(name)
			if (op === 'eq' && value !== String(b)) throw refusePolicy()
			else if (op === 'starts-with' && !value.startsWith(String(b))) throw refusePolicy()
			else if (op !== 'eq' && op !== 'starts-with') throw refusePolicy()
		} else if (condition && typeof condition === 'object') {
			for (const [name, value] of Object.entries(condition)) {
				covered.add(name)
				if (fields[name] !== String(value)) throw refusePolicy()
			}
		} else {
			throw refusePolicy()
		}
	}
	for (const name of Object.keys(fields)) {
		if (!covered.has(name) && !name.startsWith('x-ignore-')) throw refusePolicy()
	}
	const status = Number(fields.success_action_status ?? 204)
	const successStatus = status === 200 || status === 201 ? status : 204
	return { key: fields.key, successStatus, minBytes, maxBytes }
}
