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
	authorId: string
	/** Their specialties and approaches: questions tagged with one of them suit this provider. */
	ownTagIds: number[]
	createdAt: Date
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
		if (q.tagId == null) pool.push([q, q.id <= 5 ? 5 : 1.2])
		else if (own.has(q.tagId)) pool.push([q, 4])
	}
	const chosen = rng.weightedSample(pool, rng.weighted(ANSWER_COUNT))
	const since = Math.max(ctx.createdAt.getTime(), ctx.now - 2 * 365 * DAY)
	chosen.forEach((q, k) => {
		const answeredAt = new Date(since + Math.floor(rng.next() * (ctx.now - since)))
		const stateRoll = rng.next()
		answers.push({
			id: demoUuid(ctx.seedHash, ctx.index, 1, k, rng),
			questionId: q.id,
			authorId: ctx.authorId,
			title: q.title,
			type: 'text',
			text: buildAnswer(q.id, q.tagId == null ? undefined : findTag(q.tagId), ctx.text, rng),
			videoUrl: null,
			videoThumbUrl: null,
			audioUrl: null,
			audioTimeline: null,
			transcriptFull: null,
			mediaType: null,
			mediaDuration: null,
			tagId: q.tagId,
			// A few drafts and deleted answers, which visitors must never see.
			isComplete: stateRoll >= 0.015,
			isDeleted: stateRoll >= 0.015 && stateRoll < 0.03,
			createdAt: answeredAt,
			updatedAt: answeredAt,
		})
	})
	return answers
}
