import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { SessionUser } from '~/auth/context'
import { media, providers } from '~/db/schema'
import { isAppError } from '~/lib/errors'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { startFakeS3 } from '~/platform/media/fake-s3.test-support'
import type { MediaStorage } from '~/platform/media/media-store.server'
import { commitUploadedPhoto, createPhotoUploadTargets } from './photos.server'
import { S3MediaStore, S3_RETRY, type S3Config, retryDelay } from '~/platform/media/s3-store.server'
import { serveMedia } from '~/platform/media/serve-media.server'
import { signPolicy } from '~/platform/media/sigv4.server'
import {
	MEDIA_UNAVAILABLE_MESSAGE,
	STORAGE_UNAVAILABLE_MESSAGE,
} from '~/platform/media/storage-errors.server'

// A bucket in trouble (docs/product.md#faults): temporary credentials with a session token, 5xx
// answers and cut connections tried again a bounded number of times, then a clear 503.
const credentials = {
	accessKeyId: 'ASIATESTTESTTEST',
	secretAccessKey: 'temporary/secret+key',
	sessionToken: 'IQoJb3JpZ2luX2VjEOz//////////wEaCXVzLWVhc3QtMSJHMEUCIQD+token=',
}
const REGION = 'eu-central-1'
const FAST = { attempts: 3, baseDelayMs: 5 }

async function bucket() {
	const fake = await startFakeS3(credentials, REGION)
	const config: S3Config = { bucket: fake.bucket, region: REGION, endpoint: fake.endpoint, credentials }
	const store = new S3MediaStore(config, fetch, FAST)
	const storage: MediaStorage = { mode: 's3', store, config, uploadUrl: store.bucketUrl() }
	return { fake, config, store, storage }
}

const count = (requests: string[], prefix: string) => requests.filter((r) => r.startsWith(prefix)).length

afterEach(() => vi.restoreAllMocks())

describe('S3 with temporary credentials', () => {
	test('the session token is signed into every request and into the presigned POST', async () => {
		const { fake, store, storage, config } = await bucket()
		await store.put('photos/a-96.webp', Buffer.from('webp'), 'image/webp')
		await store.move('photos/a-96.webp', 'photos/b-96.webp', 'image/webp')
		expect(await store.head('photos/b-96.webp')).toMatchObject({ size: 4, content_type: 'image/webp' })
		expect(await store.list('photos/')).toEqual(['photos/b-96.webp'])
		expect((await store.getBytes('photos/b-96.webp'))?.toString()).toBe('webp')
		await store.delete('photos/b-96.webp')
		expect(fake.refused).toEqual([])

		// Without it the bucket refuses (as S3 does for temporary keys).
		const { sessionToken: _, ...keysOnly } = credentials
		const untokened = new S3MediaStore({ ...config, credentials: keysOnly }, fetch, FAST)
		await expect(untokened.put('photos/c-96.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
			/403 InvalidToken/,
		)

		const { db } = await createTestDb()
		const row = await insertProvider(db, { photo: null })
		const owner: SessionUser = { id: row.id, short_id: row.short_id, url_tag: row.url_tag, sessionId: 'x' }
		const now = new Date('2030-01-02T03:04:05Z')
		const [target] = await createPhotoUploadTargets(db, owner, now, storage)
		expect(target.fields['x-amz-security-token']).toBe(credentials.sessionToken)
		const policy = JSON.parse(Buffer.from(target.fields.policy, 'base64').toString('utf8'))
		expect(policy.conditions).toContainEqual({ 'x-amz-security-token': credentials.sessionToken })
		expect(target.fields['x-amz-signature']).toBe(
			signPolicy(target.fields.policy, credentials.secretAccessKey, '20300102', REGION),
		)
	})
})

describe('S3 answering 5xx or dropping connections', () => {
	test('a 503 SlowDown, a 500 or a cut connection is tried again, re-signed, and succeeds', async () => {
		const { fake, store } = await bucket()
		fake.failNext(2, 503)
		await store.put('photos/a-96.webp', Buffer.from('first'), 'image/webp')
		expect(count(fake.requests, 'PUT /photos-bucket/photos/a-96.webp')).toBe(3)
		fake.failNext(1, 500)
		expect((await store.getBytes('photos/a-96.webp'))?.toString()).toBe('first')
		fake.failNext(2, 'reset')
		expect(await store.head('photos/a-96.webp')).toMatchObject({ size: 5 })
		fake.failNext(1, 503)
		await store.delete('photos/a-96.webp')
		expect(fake.objects.size).toBe(0)
		expect(fake.refused).toEqual([])
	})

	test('retries are bounded: three tries, then a 503 people can read, with the cause logged', async () => {
		const { fake, store } = await bucket()
		const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
		fake.failNext(3, 503)
		const error = await store.put('photos/a-96.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e)
		expect(isAppError(error, 'unavailable')).toBe(true)
		expect((error as Error).message).toBe(STORAGE_UNAVAILABLE_MESSAGE)
		expect(count(fake.requests, 'PUT ')).toBe(3)
		expect(logged).toHaveBeenCalledWith(expect.stringContaining('media storage failed'))
		// A refusal (4xx) is not retried.
		fake.requests.length = 0
		await expect(store.head('../x')).resolves.toBeNull()
		expect(fake.requests).toHaveLength(1)
	})

	test('the delays grow exponentially with jitter', () => {
		for (let attempt = 1; attempt <= 3; attempt++) {
			const ceiling = S3_RETRY.baseDelayMs * 2 ** (attempt - 1)
			for (let i = 0; i < 50; i++) {
				const delay = retryDelay(S3_RETRY, attempt)
				expect(delay).toBeGreaterThanOrEqual(ceiling / 2)
				expect(delay).toBeLessThanOrEqual(ceiling)
			}
		}
	})

	test('a photo committed while the bucket is down: 503, no row, no photo change; the media route answers 503', async () => {
		const { fake, storage } = await bucket()
		vi.spyOn(console, 'error').mockImplementation(() => {})
		const { db } = await createTestDb()
		const row = await insertProvider(db, { photo: null })
		const owner: SessionUser = { id: row.id, short_id: row.short_id, url_tag: row.url_tag, sessionId: 'x' }
		const [target] = await createPhotoUploadTargets(db, owner, new Date(), storage)
		const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
			.jpeg()
			.toBuffer()
		fake.objects.set(target.fields.key, { body: jpeg, content_type: 'image/jpeg' })
		// The original is listed and read; then every rendition PUT fails, three times each.
		fake.failNext(1_000, 503, 'PUT')
		const commit = commitUploadedPhoto(db, owner, storage)
		const error = await commit.catch((e: unknown) => e)
		expect(count(fake.requests, 'PUT ')).toBe(9)
		expect(count(fake.requests, 'GET /photos-bucket/uploads/')).toBe(1)
		expect(isAppError(error, 'unavailable')).toBe(true)
		expect(await db.select().from(media).where(eq(media.owner_id, owner.id))).toEqual([])
		const [p] = await db.select({ photo: providers.photo }).from(providers).where(eq(providers.id, owner.id))
		expect(p.photo).toBeNull()
		expect([...fake.objects.keys()].filter((k) => k.startsWith('photos/'))).toEqual([])

		fake.failNext(1_000, 503)
		const response = await serveMedia('photos/x-96.webp', new Request('http://localhost/media/x'), storage)
		expect(response.status).toBe(503)
		expect(response.headers.get('retry-after')).toBe('60')
		expect(await response.json()).toEqual({
			error: { code: 'unavailable', message: MEDIA_UNAVAILABLE_MESSAGE },
		})
	})
})
