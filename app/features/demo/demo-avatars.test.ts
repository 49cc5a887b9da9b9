import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, asc, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { media, providers } from '~/db/schema'
import { LocalDiskMediaStore } from '~/platform/media/media-store.server'
import { PHOTO_SIZES, photoRenditionKey } from '~/platform/media/photo-keys'
import { commitUploadedPhoto, storeProcessedPhoto } from '~/features/photos/photos.server'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { createTestDb } from '../../../tests/setup/db'
import { addDemoAvatars, DEMO_PHOTO_SHARE } from './demo-avatars.server'
import { seedDemo } from './seed-demo.server'

const NOW = new Date('2026-06-01T00:00:00Z')
let dir = ''
let store: LocalDiskMediaStore

beforeEach(async () => {
	dir = await mkdtemp(path.join(tmpdir(), 'demo-avatars-'))
	store = new LocalDiskMediaStore(dir)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function seeded(seed: string, count = 300): Promise<Db> {
	const { db } = await createTestDb()
	await seedDemo(db, { count, seed, now: NOW })
	await addDemoAvatars(db, store, { seed })
	return db
}

async function photosOf(db: Db, live = false) {
	return db
		.select({ id: providers.id, photo: providers.photo })
		.from(providers)
		.where(and(eq(providers.is_demo, true), live ? liveProviderCondition : undefined))
		.orderBy(asc(providers.short_id))
}

test('about 80% of live demo providers get a shared pool photo with its three WebP renditions', async () => {
	const db = await seeded('avatars')
	const rows = await photosOf(db, true)
	const keys = rows.flatMap((r) => (r.photo ? [r.photo] : []))
	expect(keys.length / rows.length).toBeGreaterThan(DEMO_PHOTO_SHARE - 0.08)
	expect(keys.length / rows.length).toBeLessThan(DEMO_PHOTO_SHARE + 0.08)
	const pool = [...new Set(keys)]
	expect(pool.length).toBeGreaterThan(12)
	expect(pool.length).toBeLessThanOrEqual(24)
	for (const key of pool) {
		expect(key).toMatch(/^photos\/demo-[0-9a-f]{16}$/)
		for (const size of PHOTO_SIZES) {
			const info = await store.head(photoRenditionKey(key, size))
			expect(info?.content_type).toBe('image/webp')
			expect(info?.size).toBeGreaterThan(500)
		}
	}
	// Each pool avatar is one media row, recorded under one of the providers who show it.
	const rowsOfPool = await db.select({ key: media.key }).from(media)
	expect(rowsOfPool.map((r) => r.key).sort()).toEqual(pool.sort())
	// Running it again gives nobody a second photo and stores nothing new.
	expect(await addDemoAvatars(db, store, { seed: 'avatars' })).toBe(0)
	expect(await db.select({ key: media.key }).from(media)).toHaveLength(pool.length)
})

test('the same seed gives the same providers the same avatars', async () => {
	const first = await photosOf(await seeded('same', 60))
	const second = await photosOf(await seeded('same', 60))
	expect(second).toEqual(first)
	expect(first.some((r) => r.photo === null)).toBe(true)
})

test('a demo provider replacing its photo leaves the pool files other providers show', async () => {
	const db = await seeded('replace', 120)
	// The provider the pool avatar is recorded under: the one whose replacement could delete it.
	const [shared] = await db
		.select({ key: media.key, owner_id: media.owner_id, users: sql<number>`count(${providers.id})::int` })
		.from(media)
		.innerJoin(providers, eq(providers.photo, media.key))
		.groupBy(media.key, media.owner_id)
		.orderBy(sql`count(${providers.id}) desc`)
		.limit(1)
	expect(shared.users).toBeGreaterThan(2)
	const upload = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#7aa9a0' } })
		.png()
		.toBuffer()
	const storage = { mode: 'local' as const, store, uploadUrl: '/uploads/local' }
	await storeProcessedPhoto(db, store, shared.owner_id, upload)
	const newKey = await commitUploadedPhoto(db, { id: shared.owner_id }, storage)
	expect(newKey).toMatch(/^photos\/[0-9a-f-]{36}$/)
	// Another provider showing the same avatar replaces theirs too.
	const [other] = await db
		.select({ id: providers.id })
		.from(providers)
		.where(eq(providers.photo, shared.key))
		.limit(1)
	await storeProcessedPhoto(db, store, other.id, upload)
	await commitUploadedPhoto(db, { id: other.id }, storage)

	const stillShowing = await db
		.select({ id: providers.id })
		.from(providers)
		.where(eq(providers.photo, shared.key))
	expect(stillShowing.length).toBe(shared.users - 2)
	for (const size of PHOTO_SIZES) expect(await store.head(photoRenditionKey(shared.key, size))).not.toBeNull()
})
