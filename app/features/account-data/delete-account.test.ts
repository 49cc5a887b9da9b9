import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, test, vi } from 'vitest'
import type { Db } from '~/db/client.server'
import { emailOutbox, mediaDeletions, providerDeletions } from '~/db/schema'
import { failure } from '~/features/accounts/accounts.test-support'
import { startFakeS3 } from '~/platform/media/fake-s3.test-support'
import { LocalDiskMediaStore, type MediaStore, s3MediaStorage } from '~/platform/media/media-store.server'
import { getSearchIndex } from '~/features/search/search-index.server'
import { createTestDb } from '../../../tests/setup/db'
import { recordingAnswerPrefix } from '~/features/answers/recording-uploads.server'
import { PASSWORD, listTree, rowsMentioning, seedFullAccount } from './account-data.test-support'
import { DELETE_MESSAGES } from './account-data.schema'
import { deleteAccount } from './delete-account.server'
import { processMediaDeletions, pruneDeletionTraces, runAccountCleanup } from './media-cleanup.server'

/** A bucket on a local fake S3, and the store that signs its requests like the real one. */
async function fakeS3Store() {
	const credentials = { accessKeyId: 'AKIATESTTESTTEST', secretAccessKey: 'test/secret+key' }
	const fake = await startFakeS3(credentials, 'eu-central-1')
	const { store } = s3MediaStorage({
		bucket: fake.bucket,
		region: 'eu-central-1',
		endpoint: fake.endpoint,
		credentials,
	})
	return { fake, store }
}

const SITE = { siteName: 'Openroom', publicUrl: 'http://localhost:3000' }

async function found(db: Db, text: string): Promise<number> {
	const index = getSearchIndex(db)
	await index.ensureFresh()
	return (await index.query({ keys: [], text, skip: 0, limit: 10 })).count
}

/** Deletes Avery's account next to Blake's; both hold one of everything. */
async function deleteOneOfTwo(store: MediaStore, listStorage: () => Promise<string[]>) {
	const { db } = await createTestDb()
	const avery = await seedFullAccount(db, store, 'Avery')
	const blake = await seedFullAccount(db, store, 'Blake')
	await getSearchIndex(db).rebuild(new Date(), { awaitWords: true })
	expect(await found(db, 'Avery')).toBe(1)
	const storedBefore = await listStorage()
	for (const key of [...avery.files, ...blake.files]) expect(storedBefore).toContain(key)

	const wrong = await failure(deleteAccount(db, avery.actor, { password: 'not-my-password' }, SITE))
	expect(wrong.code).toBe('invalid')
	expect(wrong.fields).toEqual({ password: DELETE_MESSAGES.wrongPassword })
	expect(await found(db, 'Avery')).toBe(1)

	await deleteAccount(db, avery.actor, { password: PASSWORD }, SITE)
	const averyNeedles = [avery.actor.id, avery.email, avery.new_email, ...avery.answerIds]
	// Search forgets at once (the change notification), before any file is touched.
	expect(await found(db, 'Avery')).toBe(0)
	expect(await found(db, 'Blake')).toBe(1)

	// Until the cleanup job runs, its queue names the account's folders; then nothing but the
	// confirmation e-mail is left, and that goes once it is sent.
	expect(
		Object.keys(await rowsMentioning(db, averyNeedles)).some((k) => k.startsWith('media_deletions')),
	).toBe(true)
	await runAccountCleanup(db, store)
	expect(await rowsMentioning(db, averyNeedles)).toEqual({ [`email_outbox: ${avery.email}`]: 1 })
	const [confirmation] = await db.select().from(emailOutbox).where(eq(emailOutbox.to, avery.email))
	expect(confirmation).toMatchObject({ status: 'pending', subject: 'Your Openroom account was deleted' })
	expect(confirmation.meta).toEqual({ kind: 'account_deleted' })
	expect(confirmation.text).not.toContain(avery.actor.id)
	await db.update(emailOutbox).set({ status: 'sent' }).where(eq(emailOutbox.id, confirmation.id))
	await pruneDeletionTraces(db)
	expect(await rowsMentioning(db, averyNeedles)).toEqual({})
	expect(await db.select().from(mediaDeletions)).toEqual([])
	// The profile number stays two hours so other servers' indexes drop it; nothing else does.
	expect(await db.select({ short_id: providerDeletions.short_id }).from(providerDeletions)).toEqual([
		{ short_id: avery.actor.short_id },
	])
	await pruneDeletionTraces(db, new Date(Date.now() + 2 * 60 * 60_000 + 1000))
	expect(await db.select().from(providerDeletions)).toEqual([])

	const storedAfter = await listStorage()
	for (const key of avery.files) expect(storedAfter).not.toContain(key)
	for (const needle of averyNeedles) expect(storedAfter.filter((k) => k.includes(needle))).toEqual([])
	for (const key of blake.files) expect(storedAfter).toContain(key)
	// Blake's account is whole.
	const blakeRows = await rowsMentioning(db, [blake.actor.id])
	for (const table of ['providers', 'responses', 'media', 'sessions', 'contact_messages', 'one_time_tokens'])
		expect(blakeRows[`${table}: ${blake.actor.id}`]).toBeGreaterThan(0)
	return { db, avery }
}

describe('Delete my account', () => {
	test('local disk: no row and no file of the account is left; the other account is untouched', async () => {
		const root = mkdtempSync(path.join(tmpdir(), 'openroom-delete-'))
		const { db, avery } = await deleteOneOfTwo(new LocalDiskMediaStore(root), () => listTree(root))
		// A second try finds nothing to delete.
		const again = await failure(deleteAccount(db, avery.actor, { password: PASSWORD }, SITE))
		expect(again.code).toBe('not_found')
	})

	test('S3 bucket: the objects go too', async () => {
		const { fake, store } = await fakeS3Store()
		await deleteOneOfTwo(store, async () => [...fake.objects.keys()].sort())
		expect(fake.refused).toEqual([])
	})

	test('the cleanup retries with backoff until the storage answers, and never gives up', async () => {
		const { db } = await createTestDb()
		const root = mkdtempSync(path.join(tmpdir(), 'openroom-delete-'))
		const disk = new LocalDiskMediaStore(root)
		const avery = await seedFullAccount(db, disk, 'Avery')
		await deleteAccount(db, avery.actor, { password: PASSWORD }, SITE)
		let down = true
		const flaky: MediaStore = Object.assign(Object.create(disk), {
			delete: async (key: string) => {
				if (down) throw new Error('storage unavailable')
				return disk.delete(key)
			},
		})
		const warned = vi.spyOn(console, 'error').mockImplementation(() => {})
		const t0 = new Date()
		const first = await processMediaDeletions(db, flaky, t0)
		expect(first.failed).toBeGreaterThan(0)
		expect(String(warned.mock.calls[0][0])).toContain('not removed yet (attempt 1): storage unavailable')
		const queued = await db.select().from(mediaDeletions)
		expect(queued.some((row) => row.attempts === 1 && row.last_error === 'storage unavailable')).toBe(true)
		// Not due again for 10 s.
		expect((await processMediaDeletions(db, flaky, new Date(t0.getTime() + 5_000))).failed).toBe(0)
		down = false
		await processMediaDeletions(db, flaky, new Date(t0.getTime() + 11_000))
		expect(await db.select().from(mediaDeletions)).toEqual([])
		const left = await listTree(root)
		for (const key of avery.files) expect(left).not.toContain(key)
	})

	test('two instances cleaning at once never take the same key', async () => {
		const { db } = await createTestDb()
		const root = mkdtempSync(path.join(tmpdir(), 'openroom-delete-'))
		const disk = new LocalDiskMediaStore(root)
		const avery = await seedFullAccount(db, disk, 'Avery')
		await deleteAccount(db, avery.actor, { password: PASSWORD }, SITE)
		const queued = (await db.select({ key: mediaDeletions.key }).from(mediaDeletions)).map((r) => r.key)
		// Each instance's storage notes the queued keys it works on, and is slow, so that each lease
		// stays open while the other instance looks for work.
		const instance = () => {
			const touched = new Set<string>()
			const store: MediaStore = Object.assign(Object.create(disk), {
				delete: async (key: string) => {
					if (queued.includes(key)) touched.add(key)
					await new Promise((resolve) => setTimeout(resolve, 20))
					return disk.delete(key)
				},
				list: async (prefix: string) => {
					touched.add(prefix)
					return disk.list(prefix)
				},
			})
			return { store, touched }
		}
		const [one, two] = [instance(), instance()]
		const now = new Date()
		const [a, b] = await Promise.all([
			processMediaDeletions(db, one.store, now),
			processMediaDeletions(db, two.store, now),
		])
		expect(a.deleted + b.deleted).toBe(queued.length)
		expect(a.failed + b.failed).toBe(0)
		expect([...one.touched].filter((key) => two.touched.has(key))).toEqual([])
		expect(await db.select().from(mediaDeletions)).toEqual([])
	})

	test('deleting the files is idempotent: empty and nested folders, a stray temporary file, a key queued twice', async () => {
		const { db } = await createTestDb()
		const root = mkdtempSync(path.join(tmpdir(), 'openroom-delete-'))
		const disk = new LocalDiskMediaStore(root)
		const avery = await seedFullAccount(db, disk, 'Avery')
		// What recording leaves behind: a committed take's emptied pending folder, an empty folder
		// inside it, and a temporary file from an upload cut short.
		const [firstAnswer, secondAnswer] = avery.answerIds
		mkdirSync(path.join(root, recordingAnswerPrefix(avery.actor.id, firstAnswer), 'empty'), {
			recursive: true,
		})
		mkdirSync(path.join(root, recordingAnswerPrefix(avery.actor.id, secondAnswer)), { recursive: true })
		writeFileSync(path.join(root, recordingAnswerPrefix(avery.actor.id, secondAnswer), 'cut-short.tmp'), 'x')
		mkdirSync(path.join(root, 'answers', firstAnswer, 'empty'), { recursive: true })
		await deleteAccount(db, avery.actor, { password: PASSWORD }, SITE)
		const queued = await db.select({ key: mediaDeletions.key }).from(mediaDeletions)

		const first = await processMediaDeletions(db, disk)
		expect(first).toEqual({ deleted: queued.length, failed: 0 })
		expect(await db.select().from(mediaDeletions)).toEqual([])
		const left = await listTree(root)
		expect(left.filter((key) => [avery.actor.id, ...avery.answerIds].some((id) => key.includes(id)))).toEqual(
			[],
		)

		// The same keys again (a lease that ran out mid-way, a second deletion): nothing to do, done.
		const now = new Date()
		await db
			.insert(mediaDeletions)
			.values(queued.map(({ key }) => ({ key, created_at: now, next_attempt_at: now })))
		expect(await processMediaDeletions(db, disk, now)).toEqual({ deleted: queued.length, failed: 0 })
		expect(await db.select().from(mediaDeletions)).toEqual([])
	})

	test('S3: deleting keys that are already gone succeeds', async () => {
		const { fake, store } = await fakeS3Store()
		const { db } = await createTestDb()
		const avery = await seedFullAccount(db, store, 'Avery')
		await deleteAccount(db, avery.actor, { password: PASSWORD }, SITE)
		const queued = await db.select({ key: mediaDeletions.key }).from(mediaDeletions)
		expect(await processMediaDeletions(db, store)).toEqual({ deleted: queued.length, failed: 0 })
		const now = new Date()
		await db
			.insert(mediaDeletions)
			.values(queued.map(({ key }) => ({ key, created_at: now, next_attempt_at: now })))
		expect(await processMediaDeletions(db, store, now)).toEqual({ deleted: queued.length, failed: 0 })
		expect(await db.select().from(mediaDeletions)).toEqual([])
		expect([...fake.objects.keys()].filter((key) => key.includes(avery.actor.id))).toEqual([])
		expect(fake.refused).toEqual([])
	})
})
