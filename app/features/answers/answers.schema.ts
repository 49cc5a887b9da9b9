import { z } from 'zod'
import type { RESPONSE_TYPES } from '~/db/schema/providers'
import type { ProviderByline } from '~/features/therapists/byline'
import type { Freshness } from '~/features/availability/freshness'

/** Profile responses page size (docs/product.md#limits). */
export const RESPONSE_PAGE_SIZE = 20

/** An answer as anyone may see it. */
export type PublicResponse = {
	id: string
	author_id: string
	question_id: number
	question_title: string
	tag_id: number | null
	type: (typeof RESPONSE_TYPES)[number] | null
	title: string
	text: string
	video_url: string | null
	video_thumb_url: string | null
	audio_url: string | null
	/** Peak levels (0–1) sampled while recording: the audio player's timeline (waveform). */
	audio_timeline: number[] | null
	transcript_full: string | null
	/** The recording's container ('video/webm', 'video/mp4', 'audio/webm', 'audio/mp4'), read from the file. */
	media_type: string | null
	/** The recording's length in seconds, read from the file. */
	media_duration: number | null
	is_complete: boolean
	is_deleted: boolean
	created_at: string
}

/** The author shown next to an answer on the Ask Therapists pages. */
export type ResponseAuthor = ProviderByline & {
	/** As of the request (docs/product.md#availability-freshness). */
	freshness: Freshness
}

export type PostAnswer = PublicResponse & { author: ResponseAuthor }

/** The spec's page shape. */
export type Page<T> = { docs: T[]; next: number | null; page: number; count: number }

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true')

/**
 * GET /api/response query: author_id, id, is_complete, is_deleted, pageSize, page. Visitors may only
 * ask for complete, non-deleted answers; anything else is the owner's view.
 */
export const ResponseListQuerySchema = z.strictObject({
	author_id: z.uuid({ error: 'author_id must be a provider id.' }),
	/** One answer of that author (the answer editor opens it by id). */
	id: z.uuid({ error: 'id must be an answer id.' }).optional(),
	is_complete: boolParam.optional(),
	is_deleted: z.literal('false', { error: 'Deleted answers cannot be listed.' }).optional(),
	pageSize: z.coerce.number().int().min(1).max(RESPONSE_PAGE_SIZE).default(RESPONSE_PAGE_SIZE),
	page: z.coerce.number().int().min(1).max(10_000).default(1),
	/** 'es': each question's title in Spanish, as a Spanish profile shows it (docs/product.md#languages). */
	locale: z.enum(['en', 'es']).optional().meta({
		description: "'es' gives each answer's question_title in Spanish; the answers stay as written.",
	}),
})
export type ResponseListQuery = z.infer<typeof ResponseListQuerySchema>

export function pageOf<T>(docs: T[], page: number, pageSize: number, count: number): Page<T> {
	return { docs, page, count, next: page * pageSize < count ? page + 1 : null }
}
