import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import { providers } from '~/db/schema'
import { isAppError } from '~/lib/errors'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { startFakeS3 } from '~/platform/media/fake-s3.test-support'
import { s3MediaStorage } from '~/platform/media/media-store.server'
import { PHOTO_SIZES } from '~/platform/media/photo-keys'
import { commitUploadedPhoto, createPhotoUploadTargets } from './photos.server'
import { serveMedia } from '~/platform/media/serve-media.server'
import { S3MediaStore } from '~/platform/media/s3-store.server'
import { signPolicy } from '~/platform/media/sigv4.server'

// S3 mode against a local look-alike that checks every SigV4 signature. No real bucket (AWS, MinIO,
// R2) is reachable from the test machine, so bucket-side policy enforcement is not exercised here.
const credentials = {
	accessKeyId: 'AKIATESTTESTTEST',
	secretAccessKey: 'test/secret+key/for+the+fake+bucket',
}
const REGION = 'eu-central-1'

async function setup() {
	const fake = await startFakeS3(credentials, REGION)
	const storage = s3MediaStorage({
		bucket: fake.bucket,
		region: REGION,
		endpoint: fake.endpoint,
		credentials,
	})
	const { db } = await createTestDb()
	const row = await insertProvider(db, { photo: null })
	const owner: SessionUser = { id: row.id, short_id: row.short_id, url_tag: row.url_tag, sessionId: 'x' }
	return { fake, storage, db, owner }
}

const photoJpeg = () =>
	sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
		.jpeg()
		.withExif({ IFD0: { Copyright: 'Someone' } })
		.toBuffer()

describe('S3-compatible storage', () => {
	test('upload targets are real SigV4 presigned POSTs to the bucket', async () => {
		const { storage, db, owner, fake } = await setup()
		const now = new Date('2030-01-02T03:04:05Z')
		const [target] = await createPhotoUploadTargets(db, owner, now, storage)
		expect(target.url).toBe(`${fake.endpoint}/${fake.bucket}`)
		expect(target.fields).toMatchObject({
			success_action_status: '201',
			'x-amz-algorithm': 'AWS4-HMAC-SHA256',
			'x-amz-credential': `AKIATESTTESTTEST/20300102/${REGION}/s3/aws4_request`,
			'x-amz-date': '20300102T030405Z',
		})
		expect(target.fields.key).toMatch(new RegExp(`^uploads/${owner.id}/`))
		const policy = JSON.parse(Buffer.from(target.fields.policy, 'base64').toString('utf8'))
		expect(policy.expiration).toBe('2030-01-02T03:14:05.000Z')
		expect(policy.conditions).toContainEqual({ bucket: fake.bucket })
		expect(policy.conditions).toContainEqual({ key: target.fields.key })
		expect(policy.conditions).toContainEqual(['content-length-range', 1, 31457279])
		expect(target.fields['x-amz-signature']).toBe(
			signPolicy(target.fields.policy, credentials.secretAccessKey, '20300102', REGION),
		)
	})

	test('AWS buckets without an endpoint use virtual-hosted URLs', () => {
		const store = new S3MediaStore({ bucket: 'my-bucket', region: 'us-west-2', credentials })
		expect(store.bucketUrl()).toBe('https://my-bucket.s3.us-west-2.amazonaws.com')
		expect(store.objectUrl('photos/a-96.webp').toString()).toBe(
			'https://my-bucket.s3.us-west-2.amazonaws.com/photos/a-96.webp',
		)
	})

	test('commit processes the posted original into renditions, deletes it, and the app serves them', async () => {
		const { storage, db, owner, fake } = await setup()
		const [target] = await createPhotoUploadTargets(db, owner, new Date(), storage)
		// What the browser's POST to the bucket leaves behind.
		fake.objects.set(target.fields.key, { body: await photoJpeg(), content_type: 'image/jpeg' })

		const key = await commitUploadedPhoto(db, owner, storage)
		expect(key).toMatch(/^photos\/[0-9a-f-]{36}$/)
		expect(fake.refused).toEqual([])
		expect(fake.objects.has(target.fields.key)).toBe(false)
		for (const size of PHOTO_SIZES) {
			const object = fake.objects.get(`${key}-${size}.webp`)
			expect(object?.content_type).toBe('image/webp')
			const meta = await sharp(object?.body).metadata()
			expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', size, size, undefined])
		}
		const [p] = await db.select({ photo: providers.photo }).from(providers).where(eq(providers.id, owner.id))
		expect(p.photo).toBe(key)

		// Served through the app (same origin for the page's image policy, same cache headers).
		const response = await serveMedia(`${key}-256.webp`, new Request('http://localhost/media/x'), storage)
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect(response.headers.get('content-type')).toBe('image/webp')
		const whole = Buffer.from(await response.arrayBuffer())
		expect((await sharp(whole).metadata()).width).toBe(256)
		// A seek: the range is asked of the bucket and answered 206 with the whole size.
		const part = await serveMedia(
			`${key}-256.webp`,
			new Request('http://localhost/media/x', { headers: { range: 'bytes=10-19' } }),
			storage,
		)
		expect(part.status).toBe(206)
		expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`)
		expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(10, 20))).toBe(true)
		const missing = await serveMedia(
			'photos/nothing-96.webp',
			new Request('http://localhost/media/x'),
			storage,
		)
		expect(missing.status).toBe(404)

		// A second photo replaces the first, whose renditions leave the bucket.
		const [next] = await createPhotoUploadTargets(db, owner, new Date(), storage)
		fake.objects.set(next.fields.key, { body: await photoJpeg(), content_type: 'image/jpeg' })
		const second = await commitUploadedPhoto(db, owner, storage)
		expect(second).not.toBe(key)
		expect([...fake.objects.keys()].filter((k) => k.startsWith(key))).toEqual([])
		expect(fake.refused).toEqual([])
	})

	test('a renamed PDF in the bucket is refused at commit and removed', async () => {
		const { storage, db, owner, fake } = await setup()
		const [target] = await createPhotoUploadTargets(db, owner, new Date(), storage)
		fake.objects.set(target.fields.key, { body: Buffer.from('%PDF-1.7\n%%EOF\n'), content_type: 'image/png' })
		const error = await commitUploadedPhoto(db, owner, storage).catch((e: unknown) => e)
		expect(isAppError(error, 'invalid')).toBe(true)
		expect((error as Error).message).toBe('Please choose a PNG, JPEG or WebP image.')
		expect(fake.objects.size).toBe(0)
		const [p] = await db.select({ photo: providers.photo }).from(providers).where(eq(providers.id, owner.id))
		expect(p.photo).toBeNull()
	})

	test('a bad secret is refused by the bucket and reported', async () => {
		const { db, owner, fake } = await setup()
		const wrong = s3MediaStorage({
			bucket: fake.bucket,
			region: REGION,
			endpoint: fake.endpoint,
			credentials: { ...credentials, secretAccessKey: 'not-the-secret' },
		})
		await expect(commitUploadedPhoto(db, owner, wrong)).rejects.toThrow(/403 SignatureDoesNotMatch/)
	})
})
