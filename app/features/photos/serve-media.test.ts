import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { loader as mediaLoader } from '~/routes/media'
import { routeArgs } from '../../../tests/factories'
import { getMediaStorage, isSafeMediaKey, LocalDiskMediaStore } from '~/platform/media/media-store.server'
import { detectImageType } from '~/platform/media/photo-rules'
import { parseRange } from '~/platform/media/serve-media.server'
import { firstTarget, getMedia, MEDIA_DIR, setup, upload } from './photos.test-support'

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

	test('answers a byte range with 206 so players can seek; past the end 416; If-Range and several ranges get the whole file', async () => {
		const { db, owner } = await setup()
		const stored = await upload(db, owner)
		const key = `${stored.key}-512.webp`
		const full = Buffer.from(await (await getMedia(db, key)).arrayBuffer())
		const size = full.length
		expect(size).toBeGreaterThan(200)

		const part = await getMedia(db, key, { range: 'bytes=100-199' })
		expect(part.status).toBe(206)
		expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`)
		expect(part.headers.get('content-length')).toBe('100')
		expect(part.headers.get('accept-ranges')).toBe('bytes')
		expect(Buffer.from(await part.arrayBuffer()).equals(full.subarray(100, 200))).toBe(true)

		const tail = await getMedia(db, key, { range: 'bytes=-10' })
		expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
		expect(Buffer.from(await tail.arrayBuffer()).equals(full.subarray(size - 10))).toBe(true)

		const open = await getMedia(db, key, { range: `bytes=${size - 5}-` })
		expect(open.status).toBe(206)
		expect((await open.arrayBuffer()).byteLength).toBe(5)

		const past = await getMedia(db, key, { range: `bytes=${size}-` })
		expect(past.status).toBe(416)
		expect(past.headers.get('content-range')).toBe(`bytes */${size}`)

		const stale = await getMedia(db, key, { range: 'bytes=0-9', 'if-range': '"another-version"' })
		expect(stale.status).toBe(200)
		expect((await stale.arrayBuffer()).byteLength).toBe(size)
		const several = await getMedia(db, key, { range: 'bytes=0-1,5-6' })
		expect(several.status).toBe(200)
		await several.body?.cancel()
	})

	test('parseRange reads the three forms of one range and clamps to the file', () => {
		expect(parseRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
		expect(parseRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 })
		expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
		expect(parseRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
		expect(parseRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 })
		expect(parseRange('bytes=1000-', 1000)).toBe('unsatisfiable')
		expect(parseRange('bytes=-0', 1000)).toBe('unsatisfiable')
		for (const ignored of [null, '', 'bytes=', 'bytes=-', 'items=0-1', 'bytes=5-1', 'bytes=0-1,3-4'])
			expect(parseRange(ignored, 1000)).toBeNull()
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
		expect(await store.head('photos/a-96.webp')).toMatchObject({ size: 3, content_type: 'image/webp' })
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
