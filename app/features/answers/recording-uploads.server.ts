// Recorded answers on the server (docs/product.md#answers): upload targets for the recording and a
// video's thumbnail (GET /uploads/response), and checking an uploaded recording before it becomes
// the answer (POST /api/response { id, video_url: true } / { id, audio_url: true }). The browser
// records; the server only reads the file to check it, it never transcodes.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { z } from 'zod'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { responses } from '~/db/schema'
import { getMediaStorage, type MediaStorage, type MediaStore } from '~/platform/media/media-store.server'
import type { UploadTarget } from '~/features/photos/photos.server'
import { ProbeError, probeRecording } from '~/platform/media/recording-probe.server'
import { recordingUploadPrefix, timestampedName } from '~/platform/media/upload-keys.server'
import { signedUploadTarget } from '~/platform/media/upload-targets.server'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'
import { log } from '~/lib/log.server'
import { ANSWER_MESSAGES } from './answer-write.schema'
import {
	MAX_RECORDING_BYTES,
	MAX_RECORDING_SECONDS,
	MAX_THUMBNAIL_BYTES,
	RECORDING_KINDS,
	RECORDING_MESSAGES,
	type RecordingKind,
	type UploadPurpose,
} from './recording-rules'

/** GET /uploads/response?id=<answer id>&type=video|audio. */
export const RecordingTargetQuerySchema = z.object({
	id: z.uuid({ error: 'id must be an answer id.' }),
	type: z.enum(RECORDING_KINDS, { error: RECORDING_MESSAGES.notRecording }),
})
type RecordingTargetQuery = z.infer<typeof RecordingTargetQuerySchema>

/** As for photo targets: a person records a few takes an hour, a script asks for thousands. */
const TARGET_RATE: RateLimitRule = { bucket: 'recording-targets', limit: 60, windowMs: 3_600_000 }
/** Duration read from the file may run a little over what the recorder's timer showed. */
const DURATION_TOLERANCE_SECONDS = 2
/** The thumbnail as served: a poster frame for the player. */
const THUMBNAIL_WIDTH = 640

/** Pending uploads of one answer: recordings/<owner>/<answer>/<time>-<uuid>-<purpose>. */
export function recordingAnswerPrefix(owner_id: string, answerId: string): string {
	return `${recordingUploadPrefix(owner_id)}${answerId}/`
}

/** The 413 wording for a recording's (or thumbnail's) upload limit, used by POST /uploads/local. */
export function recordingTooLargeMessage(maxBytes: number): string {
	if (maxBytes === MAX_RECORDING_BYTES.audio) return RECORDING_MESSAGES.tooLarge.audio
	if (maxBytes === MAX_THUMBNAIL_BYTES) return RECORDING_MESSAGES.thumbnailUnreadable
	return RECORDING_MESSAGES.tooLarge.video
}

/** The answer, if it is the actor's, not deleted, and of this kind: not_found, forbidden, invalid. */
export async function findOwnRecordingAnswer(
	db: Db,
	actor: Pick<SessionUser, 'id'>,
	id: string,
	kind: RecordingKind,
) {
	const [row] = await db
		.select({
			id: responses.id,
			author_id: responses.author_id,
			type: responses.type,
			is_deleted: responses.is_deleted,
		})
		.from(responses)
		.where(eq(responses.id, id))
	if (!row || row.is_deleted) throw new AppError('not_found', ANSWER_MESSAGES.notFound)
	if (row.author_id !== actor.id) throw new AppError('forbidden', RECORDING_MESSAGES.notYours)
	if (row.type !== kind) throw new AppError('invalid', RECORDING_MESSAGES.notRecording)
	return row
}

/**
 * The upload helper's step 1 for a recording: a target for the recording, and for a video a second
 * one for its thumbnail, each signed with its own size limit.
 */
export async function createRecordingUploadTargets(
	db: Db,
	actor: Pick<SessionUser, 'id'>,
	query: RecordingTargetQuery,
	now = new Date(),
	storage: MediaStorage = getMediaStorage(),
): Promise<UploadTarget[]> {
	await findOwnRecordingAnswer(db, actor, query.id, query.type)
	await consumeRateLimit(db, TARGET_RATE, actor.id, now)
	const purposes: UploadPurpose[] = query.type === 'video' ? ['recording', 'thumbnail'] : ['recording']
	const prefix = recordingAnswerPrefix(actor.id, query.id)
	return Promise.all(
		purposes.map(async (purpose) => {
			const key = `${prefix}${timestampedName(now)}-${purpose}`
			const maxBytes = purpose === 'thumbnail' ? MAX_THUMBNAIL_BYTES : MAX_RECORDING_BYTES[query.type]
			return { ...(await signedUploadTarget(db, storage, key, maxBytes, now)), purpose }
		}),
	)
}

/** A checked recording moved to its public key, waiting for the answer's row to name it. */
export type StagedRecording = {
	kind: RecordingKind
	url: string
	thumbUrl: string | null
	media_type: string
	duration: number
	files: Array<{ key: string; content_type: string; size: number }>
}

export type RecordingCheckOptions = {
	storage?: MediaStorage
	/** The longest recording accepted, per kind (tests use short fixtures). */
	maxSeconds?: Partial<Record<RecordingKind, number>>
}

const SERVED_AS = {
	webm: { video: { ext: 'webm', type: 'video/webm' }, audio: { ext: 'weba', type: 'audio/webm' } },
	mp4: { video: { ext: 'mp4', type: 'video/mp4' }, audio: { ext: 'm4a', type: 'audio/mp4' } },
} as const

async function readThumbnail(store: MediaStore, key: string): Promise<Buffer> {
	try {
		const object = await store.get(key)
		if (!object) throw new Error('gone')
		if (object.size > MAX_THUMBNAIL_BYTES) {
			await object.body.cancel()
			throw new Error('too large')
		}
		const bytes = new Uint8Array(await new Response(object.body).arrayBuffer())
		return await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
			.resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
			.webp({ quality: 80 })
			.toBuffer()
	} catch {
		throw new AppError('invalid', RECORDING_MESSAGES.thumbnailUnreadable)
	}
}

/** Reads the recording and checks what it is: 415 not a recording of this kind, 400 damaged or too long. */
async function checkRecording(store: MediaStore, key: string, kind: RecordingKind, maxSeconds: number) {
	const object = await store.get(key)
	if (!object) throw new AppError('invalid', RECORDING_MESSAGES.missing)
	let probe: Awaited<ReturnType<typeof probeRecording>>
	try {
		probe = await probeRecording(object.body)
	} catch (error) {
		if (error instanceof ProbeError && error.reason === 'unsupported')
			throw new AppError('unsupported_media_type', RECORDING_MESSAGES.wrongType[kind])
		log.info(`unreadable recording ${key}: ${error instanceof Error ? error.message : error}`)
		throw new AppError('invalid', RECORDING_MESSAGES.unreadable)
	}
	const fits = kind === 'video' ? probe.hasVideo : probe.hasAudio && !probe.hasVideo
	if (!fits) throw new AppError('unsupported_media_type', RECORDING_MESSAGES.wrongType[kind])
	if (probe.duration > maxSeconds + DURATION_TOLERANCE_SECONDS)
		throw new AppError('invalid', RECORDING_MESSAGES.tooLong[kind])
	return { ...probe, size: object.size }
}

/**
 * The newest recording (and a video's newest thumbnail) uploaded for this answer, checked by its
 * content and moved to answers/<answer>/<uuid>.<ext>. Pending uploads of the answer are deleted
 * whatever the outcome. Throws invalid (missing, unreadable, too long, thumbnail) or
 * unsupported_media_type.
 */
export async function stageRecording(
	actor: Pick<SessionUser, 'id'>,
	answerId: string,
	kind: RecordingKind,
	options: RecordingCheckOptions = {},
): Promise<StagedRecording> {
	const { store } = options.storage ?? getMediaStorage()
	const pending = await store.list(recordingAnswerPrefix(actor.id, answerId))
	const newest = (purpose: UploadPurpose) => pending.filter((key) => key.endsWith(`-${purpose}`)).at(-1)
	const recordingKey = newest('recording')
	const thumbnailKey = kind === 'video' ? newest('thumbnail') : undefined
	const moved: string[] = []
	try {
		if (!recordingKey) throw new AppError('invalid', RECORDING_MESSAGES.missing)
		const maxSeconds = options.maxSeconds?.[kind] ?? MAX_RECORDING_SECONDS[kind]
		const probe = await checkRecording(store, recordingKey, kind, maxSeconds)
		const thumbnail = thumbnailKey ? await readThumbnail(store, thumbnailKey) : null
		const served = SERVED_AS[probe.container][kind]
		const id = randomUUID()
		const key = `answers/${answerId}/${id}.${served.ext}`
		await store.move(recordingKey, key, served.type)
		moved.push(key)
		const files: StagedRecording['files'] = [{ key, content_type: served.type, size: probe.size }]
		let thumbUrl: string | null = null
		if (thumbnail) {
			const thumbKey = `answers/${answerId}/${id}-thumb.webp`
			await store.put(thumbKey, thumbnail, 'image/webp')
			moved.push(thumbKey)
			files.push({ key: thumbKey, content_type: 'image/webp', size: thumbnail.byteLength })
			thumbUrl = `/media/${thumbKey}`
		}
		return { kind, url: `/media/${key}`, thumbUrl, media_type: served.type, duration: probe.duration, files }
	} catch (error) {
		await discardFiles(store, moved)
		throw error
	} finally {
		await discardFiles(store, pending)
	}
}

/** Best effort: a file left behind is only wasted space, never served (its row does not name it). */
export async function discardFiles(store: MediaStore, keys: string[]): Promise<void> {
	await Promise.all(keys.map((key) => store.delete(key))).catch((error) =>
		log.warn(`could not delete media files ${keys.join(', ')}`, error),
	)
}

/** Every file under answers/<answer>/ except `keep`: an earlier take, after a re-record. */
export async function previousRecordingFiles(
	storage: MediaStorage,
	answerId: string,
	keep: string[],
): Promise<string[]> {
	const keys = await storage.store.list(`answers/${answerId}/`)
	return keys.filter((key) => !keep.includes(key))
}
