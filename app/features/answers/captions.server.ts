// GET /captions/<answer id>.vtt: a recorded answer's transcript as WebVTT captions, and whether an
// answer's media files may be served (docs/product.md#answers).
import { createHash } from 'node:crypto'
import { and, eq, or } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { responses } from '~/db/schema'
import { isViewableBy } from '~/features/therapists/live-profile'
import { findPublicProfileById } from '~/features/therapists/public-profile.server'
import { parseTranscript, toWebVtt } from './transcript'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The captions of a recorded answer with a transcript: public once the answer is complete (not
 * deleted) and its provider viewable; the author also sees their own unfinished one. Null otherwise.
 */
export async function findAnswerCaptions(
	db: Db,
	answerId: string,
	viewerId: string | null,
): Promise<{ vtt: string; etag: string } | null> {
	if (!UUID.test(answerId)) return null
	const [answer] = await db
		.select({
			authorId: responses.authorId,
			type: responses.type,
			transcript: responses.transcriptFull,
			duration: responses.mediaDuration,
			isComplete: responses.isComplete,
			isDeleted: responses.isDeleted,
		})
		.from(responses)
		.where(eq(responses.id, answerId))
	if (!answer || answer.isDeleted || (answer.type !== 'audio' && answer.type !== 'video')) return null
	if (!answer.transcript?.trim()) return null
	const isOwner = viewerId !== null && viewerId === answer.authorId
	if (!isOwner) {
		if (!answer.isComplete) return null
		const author = await findPublicProfileById(db, answer.authorId)
		if (!author || !isViewableBy(author, viewerId)) return null
	}
	const vtt = toWebVtt(parseTranscript(answer.transcript, answer.duration))
	return { vtt, etag: `"${createHash('sha256').update(vtt).digest('base64url').slice(0, 22)}"` }
}

/**
 * Files under answers/<answer id>/ are public only while the answer is: complete, not deleted, and
 * naming the file (an earlier take is not served even if its deletion failed).
 */
export async function isAnswerMediaPublic(db: Db, key: string): Promise<boolean> {
	const [, answerId] = key.split('/')
	if (!answerId || !UUID.test(answerId)) return false
	const url = `/media/${key}`
	const [row] = await db
		.select({ id: responses.id })
		.from(responses)
		.where(
			and(
				eq(responses.id, answerId),
				eq(responses.isComplete, true),
				eq(responses.isDeleted, false),
				or(eq(responses.videoUrl, url), eq(responses.videoThumbUrl, url), eq(responses.audioUrl, url)),
			),
		)
	return row !== undefined
}
