import { z } from 'zod'
import { RESPONSE_TYPES } from '~/db/schema/providers'
import type { PublicResponse } from './answers.schema'

// The JSON API's answer, in the API's field names (docs/api.md#field-names).
// Inside the app answers stay camelCase (PublicResponse); this is the one mapping between the two.

export const ResponseDocSchema = z
	.object({
		id: z.uuid(),
		question_id: z.int(),
		question_title: z.string().meta({ description: "The question's title, for display." }),
		author_id: z.uuid(),
		title: z.string(),
		type: z.enum(RESPONSE_TYPES).nullable().meta({ description: 'Unset until the author picks one.' }),
		text: z.string(),
		video_url: z.string().nullable(),
		video_thumb_url: z.string().nullable(),
		audio_url: z.string().nullable(),
		audio_timeline: z
			.array(z.number())
			.nullable()
			.meta({ description: "Peak levels (0–1) sampled while recording: the audio player's waveform." }),
		transcript_full: z.string().nullable(),
		media_type: z.string().nullable().meta({
			description: "The recording's container as read from the file, e.g. video/webm or audio/mp4.",
		}),
		media_duration: z.number().nullable().meta({ description: "The recording's length in seconds." }),
		tag_id: z.int().nullable(),
		is_complete: z.boolean(),
		is_deleted: z.boolean(),
		created_at: z.iso.datetime(),
	})
	.meta({ id: 'Response', description: "A provider's answer to a question." })
export type ResponseDoc = z.infer<typeof ResponseDocSchema>

export function toResponseDoc(r: PublicResponse): ResponseDoc {
	return {
		id: r.id,
		question_id: r.questionId,
		question_title: r.questionTitle,
		author_id: r.authorId,
		title: r.title,
		type: r.type,
		text: r.text,
		video_url: r.videoUrl,
		video_thumb_url: r.videoThumbUrl,
		audio_url: r.audioUrl,
		audio_timeline: r.audioTimeline,
		transcript_full: r.transcriptFull,
		media_type: r.mediaType,
		media_duration: r.mediaDuration,
		tag_id: r.tagId,
		is_complete: r.isComplete,
		is_deleted: r.isDeleted,
		created_at: r.createdAt,
	}
}
