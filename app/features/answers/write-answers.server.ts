import { and, eq, like, sql } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { media, providers, questions, responses } from '~/db/schema'
import { getMediaStorage } from '~/platform/media/media-store.server'
import { reviewFreeText } from '~/features/moderation/moderation.server'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'
import type { PublicResponse } from './answers.schema'
import { ANSWER_MESSAGES, type AnswerChange } from './answer-write.schema'
import { publicResponseColumns, toPublicResponse } from './public-responses.server'
import {
	discardFiles,
	findOwnRecordingAnswer,
	previousRecordingFiles,
	type RecordingCheckOptions,
	type StagedRecording,
	stageRecording,
} from './recording-uploads.server'
import { RECORDING_MESSAGES } from './recording-rules'

/** Generous for a person writing; stops a script (each save re-checks the provider's text). */
const ANSWER_SAVE_RATE: RateLimitRule = { bucket: 'answer_save', limit: 300, windowMs: 3_600_000 }

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type AnswerRow = typeof responses.$inferSelect

/** Complete (public) once it has its content: text saved, or the recording uploaded. */
function isCompleteAnswer(a: Pick<AnswerRow, 'type' | 'text' | 'audio_url' | 'video_url'>): boolean {
	if (a.type === 'text') return a.text.trim() !== ''
	if (a.type === 'audio') return a.audio_url !== null
	if (a.type === 'video') return a.video_url !== null
	return false
}

/** The answer as its author sees it. */
async function readAnswer(db: Db | Tx, id: string): Promise<PublicResponse> {
	const [row] = await db
		.select(publicResponseColumns)
		.from(responses)
		.innerJoin(questions, eq(questions.id, responses.question_id))
		.where(eq(responses.id, id))
	return toPublicResponse(row)
}

/** The author's own answer, locked for the change; not_found (deleted too) or forbidden. */
async function lockOwnAnswer(tx: Tx, actor: SessionUser, id: string): Promise<AnswerRow> {
	const [row] = await tx.select().from(responses).where(eq(responses.id, id)).for('update')
	if (!row || row.is_deleted) throw new AppError('not_found', ANSWER_MESSAGES.notFound)
	if (row.author_id !== actor.id) throw new AppError('forbidden', ANSWER_MESSAGES.notYours)
	return row
}

/**
 * The provider's free text changed (an answer's text or transcript): the moderation flag follows
 * everything they wrote, like the profile's own headline and summary.
 */
async function reviewProviderText(tx: Tx, provider_id: string): Promise<void> {
	const [provider] = await tx
		.select({
			headline: providers.headline,
			summary: providers.summary,
			flagged: providers.flagged,
			flagged_keyword: providers.flagged_keyword,
		})
		.from(providers)
		.where(eq(providers.id, provider_id))
	const answers = await listAnswerTexts(tx, provider_id)
	const flag = await reviewFreeText(
		tx,
		provider_id,
		[provider.headline, provider.summary, ...answers],
		provider,
	)
	await tx.update(providers).set(flag).where(eq(providers.id, provider_id))
}

/** Every text a provider's answers show (not deleted): for moderation of all they wrote. */
export async function listAnswerTexts(db: Db | Tx, provider_id: string): Promise<string[]> {
	const rows = await db
		.select({ text: responses.text, transcript: responses.transcript_full })
		.from(responses)
		.where(and(eq(responses.author_id, provider_id), eq(responses.is_deleted, false)))
	return rows.flatMap((r) => [r.text, r.transcript ?? ''].filter(Boolean))
}

/** Cards, posts and cached listing pages show answers: let them see the change at once. */
async function touchAuthor(tx: Tx, provider_id: string): Promise<void> {
	await tx.update(providers).set({ updated_at: sql`now()` }).where(eq(providers.id, provider_id))
}

async function createDraft(tx: Tx, actor: SessionUser, question_id: number): Promise<string> {
	const [question] = await tx
		.select({
			id: questions.id,
			title: questions.title,
			tag_id: questions.tag_id,
			is_deprecating: questions.is_deprecating,
		})
		.from(questions)
		.where(eq(questions.id, question_id))
	if (!question) throw new AppError('not_found', ANSWER_MESSAGES.unknownQuestion)
	// One answer per question: asking again opens the answer already started.
	const [existing] = await tx
		.select({ id: responses.id })
		.from(responses)
		.where(
			and(
				eq(responses.author_id, actor.id),
				eq(responses.question_id, question.id),
				eq(responses.is_deleted, false),
			),
		)
		.limit(1)
	if (existing) return existing.id
	if (question.is_deprecating) throw new AppError('invalid', ANSWER_MESSAGES.unknownQuestion)
	const [created] = await tx
		.insert(responses)
		.values({ author_id: actor.id, question_id: question.id, title: question.title, tag_id: question.tag_id })
		.returning({ id: responses.id })
	return created.id
}

type RecordingCommit = Extract<AnswerChange, { video_url: true } | { audio_url: true }>
type TextChange = Exclude<AnswerChange, { question_id: number } | RecordingCommit>

async function changeAnswer(tx: Tx, actor: SessionUser, change: TextChange) {
	const row = await lockOwnAnswer(tx, actor, change.id)
	const next = { ...row }
	if ('type' in change) next.type = change.type
	if ('text' in change) {
		if (row.type !== null && row.type !== 'text')
			throw new AppError('invalid', ANSWER_MESSAGES.textOnlyForText)
		next.type = 'text'
		next.text = change.text
	}
	if ('transcript_full' in change) {
		if (row.type !== 'audio' && row.type !== 'video')
			throw new AppError('invalid', ANSWER_MESSAGES.transcriptOnlyForMedia)
		next.transcript_full = change.transcript_full || null
	}
	const is_complete = isCompleteAnswer(next)
	await tx
		.update(responses)
		.set({
			type: next.type,
			text: next.text,
			transcript_full: next.transcript_full,
			is_complete,
			updated_at: sql`now()`,
		})
		.where(eq(responses.id, row.id))
	if ('text' in change || 'transcript_full' in change) await reviewProviderText(tx, actor.id)
	if (is_complete || row.is_complete) await touchAuthor(tx, actor.id)
}

/** The staged recording becomes the answer's content; the other kind's fields are cleared. */
async function saveRecording(
	tx: Tx,
	actor: SessionUser,
	id: string,
	staged: StagedRecording,
	timeline?: number[],
) {
	const row = await lockOwnAnswer(tx, actor, id)
	// The type may have changed while the file was being checked.
	if (row.type !== staged.kind) throw new AppError('invalid', RECORDING_MESSAGES.notRecording)
	const isVideo = staged.kind === 'video'
	await tx
		.update(responses)
		.set({
			video_url: isVideo ? staged.url : null,
			video_thumb_url: isVideo ? staged.thumbUrl : null,
			audio_url: isVideo ? null : staged.url,
			audio_timeline: isVideo ? null : (timeline ?? null),
			media_type: staged.media_type,
			media_duration: staged.duration,
			is_complete: true,
			updated_at: sql`now()`,
		})
		.where(eq(responses.id, row.id))
	// One set of rows per answer: the earlier take's rows go with its files.
	await tx.delete(media).where(and(eq(media.owner_id, actor.id), like(media.key, `answers/${row.id}/%`)))
	await tx.insert(media).values(staged.files.map((f) => ({ owner_id: actor.id, kind: staged.kind, ...f })))
	await touchAuthor(tx, actor.id)
}

/**
 * `{ id, video_url: true }` / `{ id, audio_url: true, audio_timeline? }`: the uploaded recording is
 * checked outside the transaction (reading a large file must not hold the row lock), then saved;
 * an earlier take's files are deleted once the answer names the new ones.
 */
async function commitRecording(
	db: Db,
	actor: SessionUser,
	change: RecordingCommit,
	options: RecordingCheckOptions,
): Promise<void> {
	const kind = 'video_url' in change ? 'video' : 'audio'
	const storage = options.storage ?? getMediaStorage()
	await findOwnRecordingAnswer(db, actor, change.id, kind)
	const staged = await stageRecording(actor, change.id, kind, { ...options, storage })
	const timeline = 'audio_timeline' in change ? change.audio_timeline : undefined
	try {
		await db.transaction((tx) => saveRecording(tx, actor, change.id, staged, timeline))
	} catch (error) {
		await discardFiles(
			storage.store,
			staged.files.map((f) => f.key),
		)
		throw error
	}
	const kept = staged.files.map((f) => f.key)
	await discardFiles(storage.store, await previousRecordingFiles(storage, change.id, kept))
}

/**
 * POST /api/response: starts a draft, picks its type, saves its text or transcript, or makes the
 * uploaded recording its content (docs/product.md#answers). Owner only.
 * Throws not_found, forbidden, invalid, unsupported_media_type, rate_limited.
 */
export async function writeAnswer(
	db: Db,
	actor: SessionUser,
	change: AnswerChange,
	options: RecordingCheckOptions = {},
): Promise<PublicResponse> {
	await consumeRateLimit(db, ANSWER_SAVE_RATE, actor.id)
	if ('video_url' in change || 'audio_url' in change) {
		await commitRecording(db, actor, change, options)
		return readAnswer(db, change.id)
	}
	const id = await db.transaction(async (tx) => {
		if ('question_id' in change) {
			const id = await createDraft(tx, actor, change.question_id)
			// The first save makes the answer and gives it its content in one step (docs/product.md#answers).
			if ('text' in change) await changeAnswer(tx, actor, { id, text: change.text })
			else if ('type' in change) await changeAnswer(tx, actor, { id, type: change.type })
			return id
		}
		await changeAnswer(tx, actor, change)
		return change.id
	})
	return readAnswer(db, id)
}

/** DELETE /api/response: the answer disappears everywhere (kept as deleted). Owner only. */
export async function deleteAnswer(db: Db, actor: SessionUser, id: string): Promise<PublicResponse> {
	await consumeRateLimit(db, ANSWER_SAVE_RATE, actor.id)
	await db.transaction(async (tx) => {
		const row = await lockOwnAnswer(tx, actor, id)
		await tx
			.update(responses)
			.set({ is_deleted: true, updated_at: sql`now()` })
			.where(eq(responses.id, row.id))
		await reviewProviderText(tx, actor.id)
		await touchAuthor(tx, actor.id)
	})
	return readAnswer(db, id)
}
