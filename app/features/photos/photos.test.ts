import { createHmac } from 'node:crypto'
import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { appSettings, media, providers } from '~/db/schema'
import { MAX_PHOTO_BYTES } from '~/platform/media/photo-rules'
import { PHOTO_SIZES } from '~/platform/media/photo-keys'
import { createPhotoUploadTargets } from './photos.server'
import {
	firstTarget,
	getTargets,
	pngImage,
	postLocal,
	renditionFiles,
	setup,
	upload,
	uploadForm,
} from './photos.test-support'

describe('GET /uploads/user', () => {
	test('needs a logged-in provider', async () => {
		const { db } = await setup()
		const response = await getTargets(db, null)
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({
			error: { code: 'unauthenticated', message: 'Please log in to upload a photo.' },
		})
	})

	test('answers one signed, short-lived, size-limited target under the provider’s own prefix', async () => {
		const { db, owner } = await setup()
		const before = Date.now()
		const target = await firstTarget(db, owner)
		expect(target.url).toBe('http://localhost:3000/uploads/local')
		expect(Object.keys(target.fields).sort()).toEqual(
			['key', 'policy', 'success_action_status', 'x-algorithm', 'x-signature'].sort(),
		)
		expect(target.fields.key).toMatch(new RegExp(`^uploads/${owner.id}/\\d{14}-[0-9a-f-]{36}$`))
		const policy = JSON.parse(Buffer.from(target.fields.policy, 'base64').toString('utf8'))
		const ttl = Date.parse(policy.expiration) - before
		expect(ttl).toBeGreaterThan(9 * 60_000)
		expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1000)
		expect(policy.conditions).toContainEqual(['content-length-range', 1, 31457279])
		expect(policy.conditions).toContainEqual({ key: target.fields.key })

		// The signature is an HMAC-SHA256 of the policy with the one secret kept in app_settings.
		const rows = await db.select().from(appSettings).where(eq(appSettings.key, 'upload_signing_secret'))
		expect(rows).toHaveLength(1)
		const secret = Buffer.from(rows[0].value, 'base64')
		expect(secret).toHaveLength(32)
		expect(target.fields['x-signature']).toBe(
			createHmac('sha256', secret).update(target.fields.policy).digest('hex'),
		)
		// A second call reuses the same secret and gives a new key.
		const again = await firstTarget(db, owner)
		expect(again.fields.key).not.toBe(target.fields.key)
		expect(await db.$count(appSettings, eq(appSettings.key, 'upload_signing_secret'))).toBe(1)
	})
})

describe('POST /uploads/local', () => {
	test('stores square WebP renditions at 96, 256 and 512 px and records the media row', async () => {
		const { db, owner } = await setup()
		const stored = await upload(db, owner, await pngImage(900, 500))
		expect(stored.key).toMatch(/^photos\/[0-9a-f-]{36}$/)
		expect(stored.urls).toEqual({
			'96': `/media/${stored.key}-96.webp`,
			'256': `/media/${stored.key}-256.webp`,
			'512': `/media/${stored.key}-512.webp`,
		})
		for (const [i, file] of renditionFiles(stored.key).entries()) {
			const meta = await sharp(file).metadata()
			expect(meta.format).toBe('webp')
			expect([meta.width, meta.height]).toEqual([PHOTO_SIZES[i], PHOTO_SIZES[i]])
		}
		const [row] = await db.select().from(media).where(eq(media.key, stored.key))
		expect(row).toMatchObject({ owner_id: owner.id, kind: 'photo', content_type: 'image/webp' })
		expect(row.size).toBeGreaterThan(0)
		// Nothing changes on the profile until POST /api/user { photo: true }.
		const [p] = await db.select({ photo: providers.photo }).from(providers).where(eq(providers.id, owner.id))
		expect(p.photo).toBeNull()
	})

	test('needs a logged-in provider', async () => {
		const { db, owner } = await setup()
		const target = await firstTarget(db, owner)
		const result = await postLocal(db, null, uploadForm(target.fields, await pngImage()))
		expect(result.status).toBe(401)
	})

	test('refuses a wrong signature', async () => {
		const { db, owner } = await setup()
		const target = await firstTarget(db, owner)
		const forged = { ...target.fields, 'x-signature': 'a'.repeat(64) }
		const result = await postLocal(db, owner, uploadForm(forged, await pngImage()))
		expect(result.status).toBe(403)
		expect(result.body.error.message).toBe('The upload was refused because its signature is not valid.')
		const garbage = await postLocal(
			db,
			owner,
			uploadForm({ ...target.fields, 'x-signature': 'zz' }, await pngImage()),
		)
		expect(garbage.status).toBe(403)
	})

	test('refuses a policy rewritten by the browser (its signature no longer matches)', async () => {
		const { db, owner } = await setup()
		const target = await firstTarget(db, owner)
		const policy = JSON.parse(Buffer.from(target.fields.policy, 'base64').toString('utf8'))
		policy.conditions = policy.conditions.map((c: unknown) =>
			Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10 ** 9] : c,
		)
		const tampered = { ...target.fields, policy: Buffer.from(JSON.stringify(policy)).toString('base64') }
		expect((await postLocal(db, owner, uploadForm(tampered, await pngImage()))).status).toBe(403)
	})

	test('refuses an expired target', async () => {
		const { db, owner } = await setup()
		const old = await createPhotoUploadTargets(db, owner, new Date(Date.now() - 11 * 60_000))
		const result = await postLocal(db, owner, uploadForm(old[0].fields, await pngImage()))
		expect(result.status).toBe(403)
		expect(result.body.error.message).toBe('The upload link has expired. Please try again.')
	})

	test("refuses another provider's key: their target, or a key changed to theirs", async () => {
		const { db, owner, other } = await setup()
		const ownerTarget = await firstTarget(db, owner)
		// The other provider replays the owner's signed fields.
		const replayed = await postLocal(db, other, uploadForm(ownerTarget.fields, await pngImage()))
		expect(replayed.status).toBe(403)
		expect(replayed.body.error.message).toBe('You can only upload your own photo.')
		// The owner points their signed policy at the other provider's prefix.
		const otherTarget = await firstTarget(db, other)
		const moved = { ...ownerTarget.fields, key: otherTarget.fields.key }
		const result = await postLocal(db, owner, uploadForm(moved, await pngImage()))
		expect(result.status).toBe(403)
		expect(await db.$count(media)).toBe(0)
	})

	test('refuses a field the policy does not mention', async () => {
		const { db, owner } = await setup()
		const target = await firstTarget(db, owner)
		const extra = { ...target.fields, acl: 'public-read' }
		expect((await postLocal(db, owner, uploadForm(extra, await pngImage()))).status).toBe(403)
	})

	test('a form field the database cannot store is refused with 400 (docs/product.md#input)', async () => {
		const { db, owner } = await setup()
		const target = await firstTarget(db, owner)
		const bad = await postLocal(
			db,
			owner,
			uploadForm({ ...target.fields, key: `${target.fields.key}\u0000` }, await pngImage()),
		)
		expect(bad.status).toBe(400)
		expect(bad.body.error).toMatchObject({
			code: 'invalid',
			message: expect.stringMatching(/cannot be stored/),
		})
		// In a field's name, busboy already refuses the part as malformed: 400 too. (A lone surrogate
		// cannot travel in multipart at all: UTF-8 carries U+FFFD instead.)
		const badName = await postLocal(
			db,
			owner,
			uploadForm({ ...target.fields, 'x\u0000': 'y' }, await pngImage()),
		)
		expect(badName.status).toBe(400)
		expect(await db.$count(media)).toBe(0)
	})

	test('a file of 30MB or more gets 413 with the spec message', async () => {
		const { db, owner } = await setup()
		const target = await firstTarget(db, owner)
		const big = new Uint8Array(MAX_PHOTO_BYTES + 1)
		big.set(await pngImage(64, 64))
		const result = await postLocal(db, owner, uploadForm(target.fields, big))
		expect(result.status).toBe(413)
		expect(result.body).toEqual({
			error: { code: 'too_large', message: 'Please choose a file less than 30MB in size.' },
		})
	})

	test('a PDF renamed to .png is refused by its content', async () => {
		const { db, owner } = await setup()
		const target = await firstTarget(db, owner)
		const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n')
		const result = await postLocal(db, owner, uploadForm(target.fields, pdf, 'headshot.png', 'image/png'))
		expect(result.status).toBe(400)
		expect(result.body.error.message).toBe('Please choose a PNG, JPEG or WebP image.')
		expect(await db.$count(media)).toBe(0)
	})

	test('a damaged PNG is refused with a clear message', async () => {
		const { db, owner } = await setup()
		const png = await pngImage()
		for (const broken of [
			png.subarray(0, Math.floor(png.length / 2)),
			Buffer.concat([png.subarray(0, 40), Buffer.alloc(500, 7)]),
		]) {
			const target = await firstTarget(db, owner)
			const result = await postLocal(db, owner, uploadForm(target.fields, broken))
			expect(result.status).toBe(400)
			expect(result.body.error.message).toBe(
				'This image could not be read. It may be damaged; please choose another file.',
			)
		}
		expect(await db.$count(media)).toBe(0)
	})

	test('EXIF, including the GPS position, is stripped, and the photo is turned upright first', async () => {
		const { db, owner } = await setup()
		// Top half red, bottom half blue, stored sideways: orientation 6 means "turn 90° clockwise to view".
		const upright = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0000ff' } })
			.composite([
				{
					input: await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
						.png()
						.toBuffer(),
					left: 0,
					top: 0,
				},
			])
			.png()
			.toBuffer()
		const jpeg = await sharp(upright)
			.jpeg()
			.withExif({
				IFD0: { Copyright: 'Private Person', ImageDescription: 'At home' },
				IFD3: {
					GPSLatitudeRef: 'N',
					GPSLatitude: '40/1 26/1 4636/100',
					GPSLongitudeRef: 'W',
					GPSLongitude: '79/1 58/1 3600/100',
				},
			})
			.withMetadata({ orientation: 6 })
			.toBuffer()
		const input = await sharp(jpeg).metadata()
		expect(input.exif?.toString('latin1')).toContain('Private Person')
		expect(input.orientation).toBe(6)
		// The GPS IFD pointer (tag 0x8825, little-endian) is in the input.
		expect(input.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

		const stored = await upload(db, owner, jpeg)
		for (const file of renditionFiles(stored.key)) {
			const meta = await sharp(file).metadata()
			expect(meta.exif).toBeUndefined()
			expect(meta.xmp).toBeUndefined()
			expect(meta.orientation).toBeUndefined()
		}
		// Turned upright: the red top half is now on the right, the blue bottom half on the left.
		const { data, info } = await sharp(renditionFiles(stored.key)[0])
			.raw()
			.toBuffer({ resolveWithObject: true })
		const pixel = (x: number, y: number) => [
			...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
		]
		const [lr, , lb] = pixel(10, 30)
		const [rr, , rb] = pixel(85, 30)
		expect(lb).toBeGreaterThan(200)
		expect(lr).toBeLessThan(60)
		expect(rr).toBeGreaterThan(200)
		expect(rb).toBeLessThan(60)
	})

	test('accepts JPEG and WebP as well as PNG', async () => {
		const { db, owner } = await setup()
		const png = await pngImage()
		for (const bytes of [await sharp(png).jpeg().toBuffer(), await sharp(png).webp().toBuffer()]) {
			const stored = await upload(db, owner, bytes)
			expect(existsSync(renditionFiles(stored.key)[2])).toBe(true)
		}
	})

	test('only one uncommitted candidate is kept per provider', async () => {
		const { db, owner } = await setup()
		const first = await upload(db, owner)
		const second = await upload(db, owner)
		expect(renditionFiles(first.key).some(existsSync)).toBe(false)
		expect(renditionFiles(second.key).every(existsSync)).toBe(true)
		expect(await db.$count(media, eq(media.owner_id, owner.id))).toBe(1)
	})
})
