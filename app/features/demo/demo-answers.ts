import { findTag } from '~/platform/reference/tags'
import { demoUuid } from './demo-details'
import { buildAnswer } from './demo-answer-text'
import type { PreparedText } from './demo-text'
import type { DemoResponse } from './demo-types'
import { ACTIVE_QUESTIONS, ANSWER_COUNT } from './demo-weights'
import type { Rng } from './prng'

const DAY = 86_400_000

type AnswerContext = {
	seedHash: number
	index: number
	author_id: string
	/** Their specialties and approaches: questions tagged with one of them suit this provider. */
	ownTagIds: number[]
	created_at: Date
	now: number
	text: PreparedText
}

/**
 * Written answers to questions that suit this provider: the general ones, and those tagged with
 * one of their own specialties or approaches. About 60% of providers answer some.
 */
export function writeAnswers(rng: Rng, ctx: AnswerContext): DemoResponse[] {
	const answers: DemoResponse[] = []
	if (!rng.chance(0.6)) return answers
	const own = new Set(ctx.ownTagIds)
	const pool: Array<readonly [(typeof ACTIVE_QUESTIONS)[number], number]> = []
	for (const q of ACTIVE_QUESTIONS) {
		if (q.tag_id == null) pool.push([q, q.id <= 5 ? 5 : 1.2])
		else if (own.has(q.tag_id)) pool.push([q, 4])
	}
	const chosen = rng.weightedSample(pool, rng.weighted(ANSWER_COUNT))
	const since = Math.max(ctx.created_at.getTime(), ctx.now - 2 * 365 * DAY)
	chosen.forEach((q, k) => {
		const answeredAt = new Date(since + Math.floor(rng.next() * (ctx.now - since)))
		const stateRoll = rng.next()
		answers.push({
			id: demoUuid(ctx.seedHash, ctx.index, 1, k, rng),
			question_id: q.id,
			author_id: ctx.author_id,
			title: q.title,
			type: 'text',
			text: buildAnswer(q.id, q.tag_id == null ? undefined : findTag(q.tag_id), ctx.text, rng),
			video_url: null,
			video_thumb_url: null,
			audio_url: null,
			audio_timeline: null,
			transcript_full: null,
			media_type: null,
			media_duration: null,
			tag_id: q.tag_id,
			// A few drafts and deleted answers, which visitors must never see.
			is_complete: stateRoll >= 0.015,
			is_deleted: stateRoll >= 0.015 && stateRoll < 0.03,
			created_at: answeredAt,
			updated_at: answeredAt,
		})
	})
	return answers
}
