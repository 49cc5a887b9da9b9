import type { PublicResponse } from './answers.schema'
import type { ResponseDoc } from './response-doc'

// Apart from response-doc.ts (the API's zod schema), so that the feed's browser code never loads zod.

/** The reverse, for the feed that loads more answers from the API in the browser. */
export function fromResponseDoc(d: ResponseDoc): PublicResponse {
	return {
		id: d.id,
		questionId: d.question_id,
		questionTitle: d.question_title,
		authorId: d.author_id,
		title: d.title,
		type: d.type,
		text: d.text,
		videoUrl: d.video_url,
		videoThumbUrl: d.video_thumb_url,
		audioUrl: d.audio_url,
		audioTimeline: d.audio_timeline,
		transcriptFull: d.transcript_full,
		mediaType: d.media_type,
		mediaDuration: d.media_duration,
		tagId: d.tag_id,
		isComplete: d.is_complete,
		isDeleted: d.is_deleted,
		createdAt: d.created_at,
	}
}
