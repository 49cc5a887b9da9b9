import { eq, or, sql } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import { verifyAgainstDummy, verifyPassword } from '~/auth/password.server'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import {
	emailOutbox,
	media,
	mediaDeletions,
	providerDeletions,
	providers,
	rateLimits,
	responses,
} from '~/db/schema'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { PHOTO_SIZES, isSharedDemoPhoto, photoRenditionKey } from '~/platform/media/photo-keys'
import { photoUploadPrefix, recordingUploadPrefix } from '~/platform/media/upload-keys.server'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import type { MediaStore } from '~/platform/media/media-object'
import { AppError } from '~/lib/errors'
import { log } from '~/lib/log.server'
import { DELETE_MESSAGES, type DeleteAccountInput } from './account-data.schema'
import { accountDeletedEmail } from './deletion-email.server'
import { processMediaDeletions } from './media-cleanup.server'

/** Each try costs a password hash: a handful an hour is plenty for someone who means it. */
const DELETE_ACCOUNT_RATE: RateLimitRule = {
	bucket: 'delete_account',
	limit: 5,
	windowMs: 60 * 60_000,
}

type Site = { siteName: string; publicUrl: string }

/** Every stored file of the account: photo renditions, recordings, and their pending-upload folders. */
async function storageKeysOf(db: Db, provider_id: string): Promise<string[]> {
	const [files, answers] = await Promise.all([
		db.select({ kind: media.kind, key: media.key }).from(media).where(eq(media.owner_id, provider_id)),
		db.select({ id: responses.id }).from(responses).where(eq(responses.author_id, provider_id)),
	])
	const keys = files.flatMap((file) => {
		if (file.kind !== 'photo') return [file.key]
		// Demo avatars are shared by many demo providers (photo-rules.ts): never deleted.
		if (isSharedDemoPhoto(file.key)) return []
		return PHOTO_SIZES.map((size) => photoRenditionKey(file.key, size))
	})
	// Folders catch what no row names yet: uploads waiting to be processed, a take being recorded.
	const folders = [
		photoUploadPrefix(provider_id),
		recordingUploadPrefix(provider_id),
		...answers.map((a) => `answers/${a.id}/`),
	]
	return [...new Set([...keys, ...folders])]
}

/**
 * 'Delete my account' (docs/product.md#deleting-an-account): the logged-in provider, confirming with
 * their password, deletes everything stored about them in one transaction: the profile, answers,
 * media rows, sessions, one-time links, contact messages to them (cascades), e-mails to or about
 * them and their rate-limit counters. Their files are queued for the cleanup job; the confirmation
 * e-mail is queued to the address being deleted. Given `store`, the files are deleted right after
 * (what fails is left to the cleanup job). Throws invalid (wrong password), rate_limited, not_found
 * (already gone).
 */
export async function deleteAccount(
	db: Db,
	actor: SessionUser,
	input: DeleteAccountInput,
	site: Site,
	options: { now?: Date; store?: MediaStore } = {},
): Promise<void> {
	const now = options.now ?? new Date()
	await consumeRateLimit(db, DELETE_ACCOUNT_RATE, actor.id, now)
	const [account] = await db
		.select({ email: providers.email, password_hash: providers.password_hash })
		.from(providers)
		.where(eq(providers.id, actor.id))
		.limit(1)
	const matches = account?.password_hash
		? await verifyPassword(input.password, account.password_hash)
		: await verifyAgainstDummy(input.password)
	if (!account) throw new AppError('not_found', 'This account no longer exists.')
	if (!matches)
		throw new AppError('invalid', DELETE_MESSAGES.wrongPassword, {
			fields: { password: DELETE_MESSAGES.wrongPassword },
		})

	await db.transaction(async (tx) => {
		const [row] = await tx
			.select({ id: providers.id, email: providers.email, short_id: providers.short_id })
			.from(providers)
			.where(eq(providers.id, actor.id))
			.for('update')
		if (!row) throw new AppError('not_found', 'This account no longer exists.')
		const keys = await storageKeysOf(tx, row.id)
		if (keys.length)
			await tx
				.insert(mediaDeletions)
				.values(keys.map((key) => ({ key, created_at: now, next_attempt_at: now })))
		// E-mails to the address, about the account (a contact message's meta), or naming either
		// (a link with the id, the notice to an earlier address naming this one).
		await tx
			.delete(emailOutbox)
			.where(
				or(
					sql`lower(${emailOutbox.to}) = lower(${row.email})`,
					sql`${emailOutbox.meta}->>'provider_id' = ${row.id}`,
					sql`strpos(${emailOutbox.text}, ${row.id}) > 0`,
					sql`strpos(lower(${emailOutbox.text}), lower(${row.email})) > 0`,
				),
			)
		await tx
			.delete(rateLimits)
			.where(or(eq(rateLimits.key, row.id), sql`lower(${rateLimits.key}) = lower(${row.email})`))
		// Answers, contact messages, media rows, sessions and one-time links go with it (on delete cascade).
		await tx.delete(providers).where(eq(providers.id, row.id))
		await tx
			.insert(providerDeletions)
			.values({ short_id: row.short_id, deleted_at: now })
			.onConflictDoNothing()
		await enqueueEmail(tx, accountDeletedEmail(row.email, site))
	})
	providersChanged(db)
	if (options.store) {
		await processMediaDeletions(db, options.store, now).catch((error) =>
			log.warn(`account files left to the cleanup job: ${error instanceof Error ? error.message : error}`),
		)
	}
}
