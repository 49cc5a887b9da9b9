import { z } from 'zod'
// Provider photos: signed upload targets (GET /uploads/user), receiving uploads to the app
// (POST /uploads/local, which also receives recorded answers, and POST /uploads/user), and making
// the newest upload the profile photo (POST /api/user { photo: true }).
import { randomUUID } from 'node:crypto'
import { and, desc, eq, ne, sql } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { media, providers } from '~/db/schema'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'
import { log } from '~/lib/log.server'
import { processPhoto } from '~/platform/media/image-processing.server'
import { getMediaStorage, type MediaStorage, type MediaStore } from '~/platform/media/media-store.server'
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '~/platform/media/photo-rules'
import {
	isSharedDemoPhoto,
	PHOTO_SIZES,
	photoRenditionKey,
	STORED_PHOTO_KEY,
} from '~/platform/media/photo-keys'
import { signedUploadTarget } from '~/platform/media/upload-targets.server'
import {
	photoUploadPrefix,
	recordingUploadPrefix,
	timestampedName,
} from '~/platform/media/upload-keys.server'
import {
	getUploadSigningSecret,
	UploadRefusal,
	verifyLocalPolicy,
} from '~/platform/media/upload-policy.server'
import { memorySink, receiveMultipartFile } from '~/platform/media/upload-receive.server'

type PhotoActor = Pick<SessionUser, 'id'>
export type UploadTarget = z.infer<typeof UploadTargetSchema>
type StoredPhoto = { key: string; urls: Record<`${(typeof PHOTO_SIZES)[number]}`, string> }

/** GET /uploads/user and /uploads/response answer a list of these: post the fields, then the file, to the url. */
export const UploadTargetSchema = z
	.object({
		url: z.string(),
		fields: z.record(z.string(), z.string()),
		purpose: z.enum(['recording', 'thumbnail']).optional().meta({
			description: "Recordings only: which file goes to this target (a video's thumbnail, or the recording).",
		}),
	})
	.meta({ id: 'UploadTarget', description: 'Where and how to post one file (a presigned POST).' })

/** A processed photo: its key and a URL per rendition width. */
export const StoredPhotoSchema = z
	.object({ key: z.string(), urls: z.record(z.string(), z.string()) })
	.meta({ id: 'StoredPhoto' })

const TARGET_RATE: RateLimitRule = { bucket: 'photo-targets', limit: 60, windowMs: 3_600_000 }
/** Decoding a large photo is the most expensive thing a provider can ask of the server. */
const PROCESS_RATE: RateLimitRule = { bucket: 'photo-process', limit: 30, windowMs: 3_600_000 }

const PHOTO_KEY = /^photos\/[0-9a-f-]{36}$/

const uploadPrefix = photoUploadPrefix

function newUploadKey(owner_id: string, now: Date): string {
	return `${uploadPrefix(owner_id)}${timestampedName(now)}`
}

/** The spec's upload helper, step 1: where and how the browser may post one photo. */
export async function createPhotoUploadTargets(
	db: Db,
	actor: PhotoActor,
	now = new Date(),
	storage: MediaStorage = getMediaStorage(),
): Promise<UploadTarget[]> {
	await consumeRateLimit(db, TARGET_RATE, actor.id, now)
	return [await signedUploadTarget(db, storage, newUploadKey(actor.id, now), MAX_PHOTO_BYTES, now)]
}

function renditionUrls(key: string): StoredPhoto['urls'] {
	return Object.fromEntries(
		PHOTO_SIZES.map((size) => [String(size), `/media/${photoRenditionKey(key, size)}`]),
	) as StoredPhoto['urls']
}

async function deletePhotoFiles(store: MediaStore, key: string): Promise<void> {
	// Demo avatars are shared by many demo providers: their files stay (photo-rules.ts).
	if (isSharedDemoPhoto(key)) return
	await Promise.all(PHOTO_SIZES.map((size) => store.delete(photoRenditionKey(key, size))))
}

/**
 * Uploads never made the profile photo are dropped when a newer one arrives, so a provider holds
 * at most the current photo plus one candidate.
 */
async function pruneCandidates(db: Db, store: MediaStore, owner_id: string, keep: string): Promise<void> {
	const [owner] = await db
		.select({ photo: providers.photo })
		.from(providers)
		.where(eq(providers.id, owner_id))
	const conditions = [eq(media.owner_id, owner_id), eq(media.kind, 'photo'), ne(media.key, keep)]
	if (owner?.photo) conditions.push(ne(media.key, owner.photo))
	const dropped = await db
		.delete(media)
		.where(and(...conditions))
		.returning({ key: media.key })
	await Promise.all(dropped.map((row) => deletePhotoFiles(store, row.key)))
}

/**
 * Decodes, checks and converts a photo, stores its renditions and records it as the owner's newest.
 * `key` is only for the demo avatars' shared keys ('photos/demo-<hash>'); uploads get a new id.
 */
export async function storeProcessedPhoto(
	db: Db,
	store: MediaStore,
	owner_id: string,
	bytes: Uint8Array,
	options: { key?: string } = {},
): Promise<StoredPhoto> {
	if (options.key !== undefined && !(isSharedDemoPhoto(options.key) && STORED_PHOTO_KEY.test(options.key)))
		throw new Error(`not a demo photo key: ${options.key}`)
	const renditions = await processPhoto(bytes)
	const id = randomUUID()
	const key = options.key ?? `photos/${id}`
	// All renditions or none: a storage failure part way removes those already written.
	const written = await Promise.allSettled(
		renditions.map((r) => store.put(photoRenditionKey(key, r.size), r.body, 'image/webp')),
	)
	const failure = written.find((result) => result.status === 'rejected')
	if (failure) {
		await deletePhotoFiles(store, key).catch(() => {})
		throw failure.reason
	}
	const size = renditions.reduce((sum, r) => sum + r.body.byteLength, 0)
	try {
		await db.insert(media).values({ id, owner_id, kind: 'photo', key, content_type: 'image/webp', size })
	} catch (error) {
		await deletePhotoFiles(store, key)
		throw error
	}
	await pruneCandidates(db, store, owner_id, key)
	return { key, urls: renditionUrls(key) }
}

type LocalUploadResult =
	| (StoredPhoto & { purpose: 'photo'; successStatus: 200 | 201 | 204 })
	| { purpose: 'recording'; key: string; successStatus: 200 | 201 | 204 }

/**
 * POST /uploads/local: the app standing in for a bucket. The signed policy, read from the fields
 * before the file, decides what is allowed; the key must also be under the logged-in provider's
 * own prefix. The file streams to the store under its key (write then rename). A photo is then
 * processed (in memory: at most 30 MB) and its original deleted; a recording waits for its commit
 * (POST /api/response). `tooLargeMessage` words the 413 for a recording's limit.
 */
export async function receiveLocalUpload(
	db: Db,
	actor: PhotoActor | null,
	request: Request,
	options: { now?: Date; storage?: MediaStorage; tooLargeMessage?: (maxBytes: number) => string } = {},
): Promise<LocalUploadResult> {
	if (!actor) throw new UploadRefusal('unauthenticated', 'Please log in to upload a photo.')
	const now = options.now ?? new Date()
	const store: MediaStore = (options.storage ?? getMediaStorage()).store
	const putStream = store.putStream?.bind(store)
	if (!putStream) throw new UploadRefusal('forbidden', 'Uploads go straight to the storage bucket.')
	const secret = await getUploadSigningSecret(db)
	let key = ''
	let isPhoto = false
	let successStatus: 200 | 201 | 204 = 204
	await receiveMultipartFile(request, ['file'], async (fields) => {
		const policy = verifyLocalPolicy(fields, secret, now)
		;({ key, successStatus } = policy)
		isPhoto = key.startsWith(uploadPrefix(actor.id))
		if (!isPhoto && !key.startsWith(recordingUploadPrefix(actor.id)))
			throw new UploadRefusal('forbidden', PHOTO_MESSAGES.notYours)
		if (isPhoto) await consumeRateLimit(db, PROCESS_RATE, actor.id, now)
		const tooLarge = isPhoto ? PHOTO_MESSAGES.tooLarge : options.tooLargeMessage?.(policy.maxBytes)
		return {
			minBytes: policy.minBytes,
			maxBytes: policy.maxBytes,
			tooLargeMessage: tooLarge ?? 'This file is too large.',
			emptyMessage: PHOTO_MESSAGES.empty,
			sink: (file) => putStream(key, file),
		}
	})
	if (!isPhoto) return { purpose: 'recording', key, successStatus }
	try {
		const original = await store.get(key)
		if (!original) throw new UploadRefusal('invalid', PHOTO_MESSAGES.uploadFailed)
		const bytes = new Uint8Array(await new Response(original.body).arrayBuffer())
		const stored = await storeProcessedPhoto(db, store, actor.id, bytes)
		return { purpose: 'photo', ...stored, successStatus }
	} finally {
		// Originals are never served or kept, processed or not.
		await store.delete(key)
	}
}

/** POST /uploads/user: the photo file (field `photo` or `file`) posted straight to the app, without a policy. */
export async function receiveDirectUpload(
	db: Db,
	actor: PhotoActor,
	request: Request,
	now = new Date(),
	storage: MediaStorage = getMediaStorage(),
): Promise<StoredPhoto> {
	const memory = memorySink()
	await receiveMultipartFile(request, ['photo', 'file'], async () => {
		await consumeRateLimit(db, PROCESS_RATE, actor.id, now)
		return {
			minBytes: 1,
			maxBytes: MAX_PHOTO_BYTES,
			tooLargeMessage: PHOTO_MESSAGES.tooLarge,
			emptyMessage: PHOTO_MESSAGES.empty,
			sink: memory.sink,
		}
	})
	return storeProcessedPhoto(db, storage.store, actor.id, memory.bytes())
}

/**
 * S3 mode: the browser posted the original straight to the bucket. Process the newest one into
 * renditions, then delete every original (they are never served, processed or not).
 */
async function ingestBucketUploads(db: Db, storage: Extract<MediaStorage, { mode: 's3' }>, owner_id: string) {
	const keys = await storage.store.list(uploadPrefix(owner_id))
	const newest = keys.at(-1)
	if (!newest) return
	try {
		const bytes = await storage.store.getBytes(newest)
		if (bytes) await storeProcessedPhoto(db, storage.store, owner_id, bytes)
	} finally {
		await Promise.all(keys.map((key) => storage.store.delete(key)))
	}
}

/**
 * POST /api/user { photo: true }: the newest processed upload becomes the profile photo; earlier
 * photos and their files are deleted. Returns the new key base ('photos/<id>').
 */
export async function commitUploadedPhoto(
	db: Db,
	actor: PhotoActor,
	storage: MediaStorage = getMediaStorage(),
): Promise<string> {
	if (storage.mode === 's3') await ingestBucketUploads(db, storage, actor.id)
	const [newest] = await db
		.select({ key: media.key })
		.from(media)
		.where(and(eq(media.owner_id, actor.id), eq(media.kind, 'photo')))
		.orderBy(desc(media.created_at))
		.limit(1)
	if (!newest) throw new AppError('invalid', PHOTO_MESSAGES.missing)
	const [before] = await db
		.select({ photo: providers.photo })
		.from(providers)
		.where(eq(providers.id, actor.id))
	if (!before) throw new AppError('not_found', 'Provider not found.')
	await db
		.update(providers)
		.set({ photo: newest.key, updated_at: sql`now()` })
		.where(eq(providers.id, actor.id))
	const stale = await db
		.delete(media)
		.where(and(eq(media.owner_id, actor.id), eq(media.kind, 'photo'), ne(media.key, newest.key)))
		.returning({ key: media.key })
	const staleKeys = new Set(stale.map((row) => row.key))
	if (before.photo && before.photo !== newest.key && PHOTO_KEY.test(before.photo)) staleKeys.add(before.photo)
	// The profile already shows the new photo; a file left behind is only wasted space.
	await Promise.all([...staleKeys].map((key) => deletePhotoFiles(storage.store, key))).catch((error) =>
		log.warn(`could not delete old photo files of ${actor.id}`, error),
	)
	return newest.key
}
