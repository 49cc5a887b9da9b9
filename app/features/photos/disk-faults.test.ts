import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest'
import { media } from '~/db/schema'
import { firstTarget, MEDIA_DIR, postLocal, pngImage, setup, uploadForm } from './photos.test-support'
import { STORAGE_UNAVAILABLE_MESSAGE } from '~/platform/media/storage-errors.server'

// The media directory fails under an upload (docs/product.md#faults): a clear 503, no file left
// half-written, no row pointing at a missing file. As root the disk is really full (a 1 MB tmpfs);
// otherwise the directory is read-only (root could still write there).
const isRoot = process.getuid?.() === 0

/** Every file under the media directory, temporary ones included. */
function filesUnder(dir: string): string[] {
	return readdirSync(dir, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.map((entry) => path.join(entry.parentPath, entry.name))
}

/** A photo that does not compress: about 2.7 MB of noise as PNG. */
async function noisyPng(): Promise<Buffer> {
	return sharp(randomBytes(960 * 960 * 3), { raw: { width: 960, height: 960, channels: 3 } })
		.png()
		.toBuffer()
}

afterEach(() => vi.restoreAllMocks())

async function expectRefusedCleanly(make: () => Promise<Buffer>) {
	const { db, owner } = await setup()
	const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
	const target = await firstTarget(db, owner)
	const result = await postLocal(db, owner, uploadForm(target.fields, await make()))
	expect(result.status).toBe(503)
	expect(result.body).toEqual({ error: { code: 'unavailable', message: STORAGE_UNAVAILABLE_MESSAGE } })
	expect(result.headers.get('retry-after')).toBe('60')
	// The operator learns why; the person only that it failed.
	expect(logged).toHaveBeenCalledWith(expect.stringContaining('media storage failed'))
	expect(filesUnder(MEDIA_DIR)).toEqual([])
	expect(await db.select().from(media).where(eq(media.owner_id, owner.id))).toEqual([])
	return { db, owner }
}

describe('the media disk fails during an upload', () => {
	test.skipIf(!isRoot)(
		'full: a 503 with the message, nothing half-written, no row; fine again once there is room',
		async () => {
			mkdirSync(MEDIA_DIR, { recursive: true })
			execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', MEDIA_DIR])
			onTestFinished(() => {
				execFileSync('umount', ['-l', MEDIA_DIR])
			})
			const { db, owner } = await expectRefusedCleanly(noisyPng)
			// Room again (a larger disk): the same upload goes through.
			execFileSync('mount', ['-o', 'remount,size=64m', MEDIA_DIR])
			const target = await firstTarget(db, owner)
			const ok = await postLocal(db, owner, uploadForm(target.fields, await pngImage()))
			expect(ok.status, JSON.stringify(ok.body)).toBe(201)
			expect(filesUnder(MEDIA_DIR).filter((file) => file.endsWith('.tmp'))).toEqual([])
			expect(await db.select().from(media).where(eq(media.owner_id, owner.id))).toHaveLength(1)
		},
	)

	test.skipIf(isRoot)('read-only: a 503 with the message, nothing written, no row', async () => {
		mkdirSync(MEDIA_DIR, { recursive: true })
		execFileSync('chmod', ['0555', MEDIA_DIR])
		onTestFinished(() => {
			execFileSync('chmod', ['0755', MEDIA_DIR])
		})
		await expectRefusedCleanly(() => pngImage())
	})
})
