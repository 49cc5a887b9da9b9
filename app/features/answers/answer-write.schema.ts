import { z } from '~/lib/zod-mini'
import { FIELD_REQUIRED, tooLong } from '~/lib/field-messages'
import { RESPONSE_TYPES } from '~/db/schema/providers'
import { AUDIO_TIMELINE_POINTS } from './recording-rules'

// One set of rules for writing answers (POST /api/response), used by the editor in the browser and
// by the server (docs/product.md#answers). zod/mini (the same rules as full zod, tree-shakable), so
// no page loads full zod in the browser.

/** Text answers are refused at 7000 characters or more. */
export const ANSWER_TEXT_LIMIT = 7000
/** A transcript of a 5-minute recording fits easily. */
export const TRANSCRIPT_LIMIT = 20_000

export const ANSWER_MESSAGES = {
	required: FIELD_REQUIRED,
	unknownQuestion: 'We could not find that question.',
	notYours: 'You can only change your own answers.',
	notFound: 'We could not find that answer.',
	textOnlyForText: 'Only a written answer has text; recorded answers have a transcript.',
	transcriptOnlyForMedia: 'Only recorded answers have a transcript.',
	chooseType: 'Please choose text, audio or video.',
} as const

const id = z.uuid({ error: 'id must be an answer id.' })

const AnswerTextSchema = z.string({ error: ANSWER_MESSAGES.required }).check(
	z.trim(),
	z.minLength(1, ANSWER_MESSAGES.required),
	z.maxLength(ANSWER_TEXT_LIMIT - 1, {
		error: (issue) => tooLong(String(issue.input ?? '').length, ANSWER_TEXT_LIMIT),
	}),
)

const question_id = z.int({ error: 'question_id must be a question id.' }).check(z.positive())
const type = z.enum(RESPONSE_TYPES, { error: ANSWER_MESSAGES.chooseType })
const CreateAnswerSchema = z.strictObject({ question_id })
const SetAnswerTypeSchema = z.strictObject({ id, type })
export const SaveAnswerTextSchema = z.strictObject({ id, text: AnswerTextSchema })
/** The first save of a written answer: the answer is made with its text (opening a question makes nothing). */
export const CreateTextAnswerSchema = z.strictObject({ question_id, text: AnswerTextSchema })
/** Before a new answer's first recording is uploaded: the answer is made with its type. */
const CreateTypedAnswerSchema = z.strictObject({ question_id, type })

/** Which answer a save goes to: an existing one, or the question's new answer (made by the save). */
export type AnswerTarget = { id: string } | { question_id: number }
export const SaveTranscriptSchema = z.strictObject({
	id,
	transcript_full: z.string({ error: ANSWER_MESSAGES.required }).check(
		z.trim(),
		z.maxLength(TRANSCRIPT_LIMIT, {
			error: `Please keep the transcript under ${TRANSCRIPT_LIMIT} characters.`,
		}),
	),
})

/** After the recording was uploaded: the newest upload for this answer becomes its video. */
const CommitVideoSchema = z.strictObject({ id, video_url: z.literal(true) })
/** After the recording was uploaded; the waveform sampled while recording comes along. */
const CommitAudioSchema = z.strictObject({
	id,
	audio_url: z.literal(true),
	audio_timeline: z.optional(
		z.array(z.number().check(z.gte(0), z.lte(1))).check(z.maxLength(AUDIO_TIMELINE_POINTS)),
	),
})

/** POST /api/response: one change at a time. */
export const AnswerChangeSchema = z
	.union([
		CreateAnswerSchema,
		CreateTextAnswerSchema,
		CreateTypedAnswerSchema,
		SetAnswerTypeSchema,
		SaveAnswerTextSchema,
		SaveTranscriptSchema,
		CommitVideoSchema,
		CommitAudioSchema,
	])
	.register(z.globalRegistry, {
		id: 'AnswerChange',
		description:
			"`{ question_id }` starts a draft (or returns your answer to that question); `{ question_id, text }` saves a new written answer (made by this save); `{ question_id, type }` makes a new answer of that type (before its first recording is uploaded); `{ id, type }` picks text, audio or video; `{ id, text }` saves a written answer; `{ id, transcript_full }` saves a recording's transcript; `{ id, video_url: true }` or `{ id, audio_url: true, audio_timeline? }` makes the uploaded recording the answer (GET /uploads/response first).",
	})
export type AnswerChange = z.infer<typeof AnswerChangeSchema>

/** DELETE /api/response. */
export const DeleteAnswerSchema = z.strictObject({ id }).register(z.globalRegistry, { id: 'AnswerDelete' })

/** Picks the change by the fields sent, so each field gets its own message. */
export function answerChangeSchemaFor(body: Record<string, unknown>) {
	if ('question_id' in body)
		return 'text' in body
			? CreateTextAnswerSchema
			: 'type' in body
				? CreateTypedAnswerSchema
				: CreateAnswerSchema
	if ('type' in body) return SetAnswerTypeSchema
	if ('text' in body) return SaveAnswerTextSchema
	if ('transcript_full' in body) return SaveTranscriptSchema
	if ('video_url' in body) return CommitVideoSchema
	if ('audio_url' in body) return CommitAudioSchema
	return null
}
