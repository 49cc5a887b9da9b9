import { rm } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, eq, inArray, lt, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { emailOutbox, mediaDeletions, providerDeletions } from '~/db/schema'
import { LocalDiskMediaStore, type MediaStore } from '~/platform/media/media-store.server'
import { log } from '~/lib/log.server'

// The storage half of deleting an account (docs/product.md#deleting-an-account): the transaction
// queues the keys; this job deletes the files, retrying with backoff until the storage answers.
// Rows are leased first (FOR UPDATE SKIP LOCKED), so two app instances never work on the same key.

const BATCH_SIZE = 50
const LEASE_MS = 5 * 60_000
/** The search index rebuilds at least hourly; the profile number is not needed after that. */
const DELETION_MARK_TTL_MS = 2 * 60 * 60_000
/** The confirmation e-mail is the last trace: gone once sent, or after a week if it never is. */
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60_000
export const ACCOUNT_DELETED_EMAIL_KIND = 'account_deleted'

/** 10 s, doubling, at most an hour between tries: never gives up. */
function cleanupRetryDelayMs(attempts: number): number {
	return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)
}

/**
 * Removes one key, or every object under a folder key (ending in '/') and, on disk, the folder
 * itself. Idempotent: what is already gone counts as done, so a retried or twice-queued key finishes.
 */
async function removeStored(store: MediaStore, key: string): Promise<void> {
	if (!key.endsWith('/')) {
		await store.delete(key)
		return
	}
	// S3 lists at most 1000 keys at a time: list again until nothing is left.
	for (let round = 0; round < 100; round++) {
		const keys = await store.list(key)
		if (keys.length === 0) break
		await Promise.all(keys.map((k) => store.delete(k)))
	}
	if (store instanceof LocalDiskMediaStore) {
		// A folder named after the account would itself be a trace, and so would what is left in it
		// (emptied take folders, a temporary file of an upload cut short).
		const root = path.resolve(store.rootDir)
		const folder = path.resolve(root, key)
		if (folder.startsWith(root + path.sep)) await rm(folder, { recursive: true, force: true })
	}
}

/** Deletes the due files; returns how many keys went and how many will be tried again. */
export async function processMediaDeletions(
	db: Db,
	store: MediaStore,
	now = new Date(),
): Promise<{ deleted: number; failed: number }> {
	const due = db
		.select({ id: mediaDeletions.id })
		.from(mediaDeletions)
		.where(lte(mediaDeletions.next_attempt_at, now))
		.orderBy(asc(mediaDeletions.next_attempt_at))
		.limit(BATCH_SIZE)
		.for('update', { skipLocked: true })
	const leased = await db
		.update(mediaDeletions)
		.set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
		.where(inArray(mediaDeletions.id, due))
		.returning()
	let deleted = 0
	let failed = 0
	for (const row of leased) {
		try {
			await removeStored(store, row.key)
			await db.delete(mediaDeletions).where(eq(mediaDeletions.id, row.id))
			deleted++
		} catch (error) {
			failed++
			const attempts = row.attempts + 1
			const message = error instanceof Error ? error.message : String(error)
			await db
				.update(mediaDeletions)
				.set({
					attempts,
					last_error: message.slice(0, 500),
					next_attempt_at: new Date(now.getTime() + cleanupRetryDelayMs(attempts)),
				})
				.where(eq(mediaDeletions.id, row.id))
			log.warn(`deleted account's file ${row.key} not removed yet (attempt ${attempts}): ${message}`)
		}
	}
	return { deleted, failed }
}

/** Forgets deletion marks older than two hours and confirmation e-mails once sent (or a week old). */
export async function pruneDeletionTraces(db: Db, now = new Date()): Promise<void> {
	await db
		.delete(providerDeletions)
		.where(lt(providerDeletions.deleted_at, new Date(now.getTime() - DELETION_MARK_TTL_MS)))
	await db
		.delete(emailOutbox)
		.where(
			and(
				sql`${emailOutbox.meta}->>'kind' = ${ACCOUNT_DELETED_EMAIL_KIND}`,
				or(
					ne(emailOutbox.status, 'pending'),
					lt(emailOutbox.created_at, new Date(now.getTime() - CONFIRMATION_TTL_MS)),
				),
			),
		)
}

/** The outbox has no index for the confirmation's kind: without a recent deletion, look now and then. */
const QUIET_PRUNE_EVERY_MS = 10 * 60_000
let lastPrune = 0

/** The background job's run: files first, then the traces (each run while a deletion is recent). */
export async function runAccountCleanup(db: Db, store: MediaStore, now = new Date()): Promise<void> {
	const { deleted, failed } = await processMediaDeletions(db, store, now)
	if (deleted > 0 || failed > 0) log.info(`account cleanup: ${deleted} files removed, ${failed} to retry`)
	const [recent] = await db.select({ short_id: providerDeletions.short_id }).from(providerDeletions).limit(1)
	if (!recent && now.getTime() - lastPrune < QUIET_PRUNE_EVERY_MS) return
	lastPrune = now.getTime()
	await pruneDeletionTraces(db, now)
}
