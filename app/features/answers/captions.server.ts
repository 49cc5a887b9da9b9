// GET /captions/<answer id>.vtt: a recorded answer's transcript as WebVTT captions, and whether an
// answer's media files may be served (docs/product.md#answers).
import { liveProfileColumns } from '~/features/therapists/live-profile.server'
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, responses } from '~/db/schema'
import { isViewable, isViewableBy } from '~/features/therapists/live-profile'
import { parseTranscript, toWebVtt } from './transcript'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How an answer's captions or files may be sent: to anyone, or to its author only (never stored). */
type AnswerAccess = 'public' | 'author'

/**
 * The one rule for what an answer shows (docs/product.md#answers), for its captions and every one
 * of its files: never once deleted; the author always (a draft, or while their own profile is not
 * viewable); anyone else once it is complete and its author's profile is viewable to them
 * (isViewableBy, docs/product.md#live-profiles). One query: the author's visibility columns come
 * with the answer, and live-profile.ts decides over them.
 */
async function findAnswerFor(db: Db, answerId: string, viewerId: string | null) {
	if (!UUID.test(answerId)) return null
	const [answer] = await db
		.select({
			author_id: responses.author_id,
			type: responses.type,
			transcript: responses.transcript_full,
			duration: responses.media_duration,
			video_url: responses.video_url,
			video_thumb_url: responses.video_thumb_url,
			audio_url: responses.audio_url,
			is_complete: responses.is_complete,
			is_deleted: responses.is_deleted,
			author: {
				...liveProfileColumns,
			},
		})
		.from(responses)
		.innerJoin(providers, eq(providers.id, responses.author_id))
		.where(eq(responses.id, answerId))
	if (!answer || answer.is_deleted) return null
	if (viewerId !== null && viewerId === answer.author_id) {
		const seenByAll = answer.is_complete && isViewable(answer.author)
		return { answer, access: (seenByAll ? 'public' : 'author') as AnswerAccess }
	}
	if (!answer.is_complete) return null
	if (!isViewableBy({ id: answer.author_id, isViewable: isViewable(answer.author) }, viewerId)) return null
	return { answer, access: 'public' as AnswerAccess }
}

/** The captions of a recorded answer with a transcript, for this viewer (findAnswerFor). */
export async function findAnswerCaptions(
	db: Db,
	answerId: string,
	viewerId: string | null,
): Promise<{ vtt: string; etag: string; access: AnswerAccess } | null> {
	const found = await findAnswerFor(db, answerId, viewerId)
	if (!found) return null
	const { answer, access } = found
	if (answer.type !== 'audio' && answer.type !== 'video') return null
	if (!answer.transcript?.trim()) return null
	const vtt = toWebVtt(parseTranscript(answer.transcript, answer.duration))
	return { vtt, etag: `"${createHash('sha256').update(vtt).digest('base64url').slice(0, 22)}"`, access }
}

/**
 * Whether a file under answers/<answer id>/ may be sent to this viewer, and how (findAnswerFor):
 * only a file the answer names now (an earlier take is not served even if its deletion failed).
 */
export async function answerMediaAccess(
	db: Db,
	key: string,
	viewerId: string | null,
): Promise<AnswerAccess | null> {
	const [, answerId] = key.split('/')
	const found = answerId ? await findAnswerFor(db, answerId, viewerId) : null
	if (!found) return null
	const url = `/media/${key}`
	const { video_url, video_thumb_url, audio_url } = found.answer
	return [video_url, video_thumb_url, audio_url].includes(url) ? found.access : null
}
