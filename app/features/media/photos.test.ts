import { createHmac } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { appSettings, media, providers } from '~/db/schema'
import { isAppError } from '~/lib/errors'
import { loader as mediaLoader } from '~/routes/media'
import { action as localUpload } from '~/routes/uploads/local'
import { action as directUpload, loader as targetsLoader } from '~/routes/uploads/user'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { getMediaStorage, isSafeMediaKey, LocalDiskMediaStore } from './media-store.server'
import { detectImageType, MAX_PHOTO_BYTES, PHOTO_SIZES } from './photo-rules'
import { commitUploadedPhoto, createPhotoUploadTargets, type UploadTarget } from './photos.server'
import { uploadPhoto } from './upload-photo.client'
import { callApi } from '../../../tests/api-contract'

// Every file this test writes goes to its own temporary DATA_DIR (read lazily by getEnv()).
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'openroom-photos-'))
process.env.DATA_DIR = DATA_DIR
const MEDIA_DIR = path.join(DATA_DIR, 'media')

function sessionOf(p: { id: string; shortId: number; urlTag: string }): SessionUser {
	return { id: p.id, shortId: p.shortId, urlTag: p.urlTag, sessionId: '00000000-0000-0000-0000-000000000000' }
}

async function setup() {
	const { db } = await createTestDb()
	const owner = sessionOf(await insertProvider(db, { photo: null }))
	const other = sessionOf(await insertProvider(db, { photo: null }))
	return { db, owner, other }
}

/** A photo-like PNG: a gradient with a square in it (so the attention crop has something to find). */
async function pngImage(width = 640, height = 480): Promise<Buffer> {
	const side = Math.floor(Math.min(width, height) / 3)
	return sharp({ create: { width, height, channels: 3, background: '#7aa9a0' } })
		.composite([
			{
				input: await sharp({
					create: { width: side, height: side, channels: 3, background: '#d94f30' },
				})
					.png()
					.toBuffer(),
				left: Math.floor(width / 3),
				top: Math.floor(height / 3),
			},
		])
		.png()
		.toBuffer()
}

async function getTargets(db: Db, user: SessionUser | null): Promise<Response> {
	return callApi(targetsLoader, routeArgs(db, '/uploads/user', {}, { user }))
}

async function firstTarget(db: Db, user: SessionUser): Promise<UploadTarget> {
	const response = await getTargets(db, user)
	expect(response.status).toBe(200)
	const targets = (await response.json()) as UploadTarget[]
	expect(targets).toHaveLength(1)
	return targets[0]
}

/** What the browser helper sends: every field, then the file last. */
function uploadForm(
	fields: Record<string, string>,
	file: Uint8Array,
	name = 'photo.png',
	type = 'image/png',
) {
	const form = new FormData()
	for (const [k, v] of Object.entries(fields)) form.append(k, v)
	form.append('file', new File([file as Uint8Array<ArrayBuffer>], name, { type }))
	return form
}

async function postLocal(db: Db, user: SessionUser | null, form: FormData) {
	const response = await callApi(
		localUpload,
		routeArgs(db, '/uploads/local', {}, { method: 'POST', body: form, user }),
	)
	const text = await response.text()
	return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

async function upload(db: Db, user: SessionUser, file?: Uint8Array) {
	const target = await firstTarget(db, user)
	const result = await postLocal(db, user, uploadForm(target.fields, file ?? (await pngImage())))
	expect(result.status, JSON.stringify(result.body)).toBe(201)
	return result.body as { key: string; urls: Record<string, string> }
}

const renditionFiles = (key: string) => PHOTO_SIZES.map((s) => path.join(MEDIA_DIR, `${key}-${s}.webp`))

async function getMedia(db: Db, key: string, headers: Record<string, string> = {}) {
	return mediaLoader(routeArgs(db, `/media/${key}`, { '*': key }, { headers }))
}

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
		expect(row).toMatchObject({ ownerId: owner.id, kind: 'photo', contentType: 'image/webp' })
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
		expect(await db.$count(media, eq(media.ownerId, owner.id))).toBe(1)
	})
})

describe('uploadPhoto (the browser helper)', () => {
	/** The browser's fetch, delivered to the real route modules (same origin, the session's user). */
	function appFetch(db: Db, user: SessionUser | null, seen: string[]): typeof fetch {
		return (async (input: RequestInfo | URL, init?: RequestInit) => {
			const url = new URL(String(input), 'http://localhost:3000')
			seen.push(`${init?.method ?? 'GET'} ${url.pathname}`)
			const args = routeArgs(
				db,
				url.toString(),
				{},
				{ method: init?.method, body: init?.body as FormData, user },
			)
			if (url.pathname === '/uploads/user') return callApi(targetsLoader, args)
			if (url.pathname === '/uploads/local') return callApi(localUpload, args)
			return new Response('not found', { status: 404 })
		}) as typeof fetch
	}
	const fileOf = (bytes: Uint8Array, name = 'me.png', type = 'image/png') =>
		new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

	test('gets the targets, posts the file with the fields, and the photo is ready to commit', async () => {
		const { db, owner } = await setup()
		const seen: string[] = []
		await uploadPhoto(fileOf(await pngImage()), appFetch(db, owner, seen))
		expect(seen).toEqual(['GET /uploads/user', 'POST /uploads/local'])
		const key = await commitUploadedPhoto(db, owner)
		expect(renditionFiles(key).every(existsSync)).toBe(true)
	})

	test('checks size and type before sending anything', async () => {
		const { db, owner } = await setup()
		const seen: string[] = []
		const big = new Uint8Array(MAX_PHOTO_BYTES + 1)
		big.set(await pngImage(64, 64))
		await expect(uploadPhoto(fileOf(big), appFetch(db, owner, seen))).rejects.toThrow(
			'Please choose a file less than 30MB in size.',
		)
		const pdf = Buffer.from('%PDF-1.4\n%%EOF\n')
		await expect(uploadPhoto(fileOf(pdf, 'me.png'), appFetch(db, owner, seen))).rejects.toThrow(
			'Please choose a PNG, JPEG or WebP image.',
		)
		expect(seen).toEqual([])
	})

	test("reports the server's refusal in words", async () => {
		const { db, owner } = await setup()
		const png = await pngImage()
		await expect(uploadPhoto(fileOf(png), appFetch(db, null, []))).rejects.toThrow(
			'Please log in to upload a photo.',
		)
		await expect(uploadPhoto(fileOf(png.subarray(0, 200)), appFetch(db, owner, []))).rejects.toThrow(
			'This image could not be read. It may be damaged; please choose another file.',
		)
		const offline = (async () => {
			throw new TypeError('Failed to fetch')
		}) as typeof fetch
		await expect(uploadPhoto(fileOf(png), offline)).rejects.toThrow(
			'The photo could not be uploaded. Please try again.',
		)
		const odd = (async () => Response.json({ docs: [] })) as typeof fetch
		await expect(uploadPhoto(fileOf(png), odd)).rejects.toThrow('Invalid endpoint result /uploads/user')
	})
})

describe('POST /uploads/user (direct upload)', () => {
	test('stores the photo posted as `photo`', async () => {
		const { db, owner } = await setup()
		const form = new FormData()
		form.append('photo', new File([new Uint8Array(await pngImage())], 'me.png', { type: 'image/png' }))
		const response = await callApi(
			directUpload,
			routeArgs(db, '/uploads/user', {}, { method: 'POST', body: form, user: owner }),
		)
		expect(response.status).toBe(201)
		const body = await response.json()
		expect(renditionFiles(body.key).every(existsSync)).toBe(true)
		const anonymous = await callApi(
			directUpload,
			routeArgs(db, '/uploads/user', {}, { method: 'POST', body: form }),
		)
		expect(anonymous.status).toBe(401)
	})
})

describe('commitUploadedPhoto', () => {
	test('needs an upload first', async () => {
		const { db, owner } = await setup()
		const error = await commitUploadedPhoto(db, owner).catch((e: unknown) => e)
		expect(isAppError(error, 'invalid')).toBe(true)
		expect((error as Error).message).toBe('Please upload a photo first.')
	})

	test('sets providers.photo to the newest upload and deletes the previous photo', async () => {
		const { db, owner, other } = await setup()
		await db
			.update(providers)
			.set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
			.where(eq(providers.id, owner.id))
		const first = await upload(db, owner)
		expect(await commitUploadedPhoto(db, owner)).toBe(first.key)
		const [after] = await db.select().from(providers).where(eq(providers.id, owner.id))
		expect(after.photo).toBe(first.key)
		expect(after.updatedAt.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime())

		// Committing again without a new upload keeps the photo.
		expect(await commitUploadedPhoto(db, owner)).toBe(first.key)
		expect(renditionFiles(first.key).every(existsSync)).toBe(true)

		// A new upload does not replace the photo until it is committed...
		const otherPhoto = await upload(db, other)
		const second = await upload(db, owner)
		expect(renditionFiles(first.key).every(existsSync)).toBe(true)
		// ...then the old files and row go, and nobody else's photo is touched.
		expect(await commitUploadedPhoto(db, owner)).toBe(second.key)
		const [later] = await db
			.select({ photo: providers.photo })
			.from(providers)
			.where(eq(providers.id, owner.id))
		expect(later.photo).toBe(second.key)
		expect(renditionFiles(first.key).some(existsSync)).toBe(false)
		expect(await db.$count(media, eq(media.key, first.key))).toBe(0)
		expect(renditionFiles(otherPhoto.key).every(existsSync)).toBe(true)
		expect((await getMedia(db, `${second.key}-256.webp`)).status).toBe(200)
		expect((await getMedia(db, `${first.key}-256.webp`)).status).toBe(404)
	})
})

describe('GET /media/*', () => {
	test('streams a rendition with a one-year immutable cache, its type and an ETag', async () => {
		const { db, owner } = await setup()
		const stored = await upload(db, owner)
		const response = await getMedia(db, `${stored.key}-96.webp`)
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect(response.headers.get('content-type')).toBe('image/webp')
		const etag = response.headers.get('etag')
		expect(etag).toMatch(/^".+"$/)
		const bytes = Buffer.from(await response.arrayBuffer())
		expect(detectImageType(bytes)).toBe('image/webp')
		expect(Number(response.headers.get('content-length'))).toBe(bytes.length)
		const again = await getMedia(db, `${stored.key}-96.webp`, { 'if-none-match': etag ?? '' })
		expect(again.status).toBe(304)
		const head = await mediaLoader(
			routeArgs(db, `/media/${stored.key}-96.webp`, { '*': `${stored.key}-96.webp` }, { method: 'HEAD' }),
		)
		expect(head.status).toBe(200)
		expect(head.headers.get('content-length')).toBe(String(bytes.length))
		expect(head.body).toBeNull()
	})

	test('404s unknown keys, private folders and path traversal', async () => {
		const { db, owner } = await setup()
		await upload(db, owner)
		const target = await firstTarget(db, owner)
		for (const key of [
			'photos/00000000-0000-0000-0000-000000000000-96.webp',
			'photos/../pglite/PG_VERSION',
			'../pglite/PG_VERSION',
			'photos/..%2F..%2Fpglite',
			'/etc/passwd',
			'photos\\..\\x.webp',
			'photos/./x.webp',
			target.fields.key,
			'',
		]) {
			const response = await getMedia(db, key)
			expect(response.status, key).toBe(404)
		}
	})
})

describe('media keys and the local store', () => {
	test('only our own key shapes are accepted', async () => {
		expect(isSafeMediaKey('photos/3f2a0c1e-0000-4000-8000-000000000000-96.webp')).toBe(true)
		expect(isSafeMediaKey('uploads/3f2a0c1e-0000-4000-8000-000000000000/00001700000000000-x')).toBe(true)
		for (const bad of [
			'../x',
			'photos/../x.webp',
			'/photos/x.webp',
			'photos//x.webp',
			'photos/.x',
			'Photos/x.webp',
			'x',
		]) {
			expect(isSafeMediaKey(bad), bad).toBe(false)
		}
		const store = new LocalDiskMediaStore(mkdtempSync(path.join(tmpdir(), 'openroom-store-')))
		await expect(store.put('../escape.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(/unsafe/)
		await store.put('photos/a-96.webp', new Uint8Array([1, 2, 3]), 'image/webp')
		expect(await store.head('photos/a-96.webp')).toMatchObject({ size: 3, contentType: 'image/webp' })
		await store.delete('photos/a-96.webp')
		await store.delete('photos/a-96.webp')
		expect(await store.head('photos/a-96.webp')).toBeNull()
	})

	test('the default storage is the local disk under DATA_DIR', () => {
		const storage = getMediaStorage()
		expect(storage.mode).toBe('local')
		expect((storage.store as LocalDiskMediaStore).rootDir).toBe(MEDIA_DIR)
	})
})
