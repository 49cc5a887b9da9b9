import { z } from 'zod'
import { RESPONSE_TYPES } from '~/db/schema/providers'
import { pick, storedFields } from '~/lib/doc-fields'
import type { PublicResponse } from './answers.schema'

// The JSON API's answer (docs/api.md#field-names): the same fields as PublicResponse, which the
// browser's feed uses as it comes (docs/decisions/0011-one-name-per-field.md).

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

const RESPONSE_FIELDS = storedFields(ResponseDocSchema.shape, [])

/** The answer's doc: its own fields, nothing else (a post's answer also carries its author). */
export function toResponseDoc(r: PublicResponse): ResponseDoc {
	return pick(r, RESPONSE_FIELDS)
}
