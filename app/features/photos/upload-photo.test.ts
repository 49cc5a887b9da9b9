import { existsSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { media, providers } from '~/db/schema'
import { isAppError } from '~/lib/errors'
import { action as localUpload } from '~/routes/uploads/local'
import { action as directUpload, loader as targetsLoader } from '~/routes/uploads/user'
import { routeArgs } from '../../../tests/factories'
import { MAX_PHOTO_BYTES } from '~/platform/media/photo-rules'
import { commitUploadedPhoto } from './photos.server'
import { getMedia, pngImage, renditionFiles, setup, upload } from './photos.test-support'
import { uploadPhoto } from './upload-photo.client'
import { callApi } from '../../../tests/api-contract'

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
			.set({ updated_at: new Date('2020-01-01T00:00:00Z') })
			.where(eq(providers.id, owner.id))
		const first = await upload(db, owner)
		expect(await commitUploadedPhoto(db, owner)).toBe(first.key)
		const [after] = await db.select().from(providers).where(eq(providers.id, owner.id))
		expect(after.photo).toBe(first.key)
		expect(after.updated_at.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime())

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
