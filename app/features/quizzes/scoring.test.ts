import { describe, expect, test } from 'vitest'
import { ANXIETY_QUIZ, DEPRESSION_QUIZ, findQuizBySlug, type Quiz, QUIZ_OPTIONS, QUIZZES } from './quizzes'
import {
	countAnswered,
	emptyAnswers,
	estimateMinutes,
	findResult,
	isQuizComplete,
	maxScore,
	scoreQuiz,
	showsCrisisNote,
	sumScore,
} from './scoring'

/** Answers that add up to `score`, filling questions with 3s first. Item 9 of PHQ-9 is left at 0. */
function answersFor(quiz: Quiz, score: number): number[] {
	let left = score
	return quiz.questions.map((q) => {
		if (q.isSelfHarmItem) return 0
		const value = Math.min(3, left)
		left -= value
		return value
	})
}

describe('quiz data', () => {
	test('both quizzes are found by slug at their own url', () => {
		expect(findQuizBySlug('anxiety')?.url).toBe('/tests/anxiety')
		expect(findQuizBySlug('depression')?.url).toBe('/tests/depression')
		expect(findQuizBySlug('adhd')).toBeNull()
		expect(findQuizBySlug(undefined)).toBeNull()
	})

	test('GAD-7 has 7 questions and PHQ-9 has 9', () => {
		expect(ANXIETY_QUIZ.questions).toHaveLength(7)
		expect(DEPRESSION_QUIZ.questions).toHaveLength(9)
	})

	test('four options valued 0-3 with the instrument labels', () => {
		expect(QUIZ_OPTIONS).toEqual([
			{ value: 0, label: 'Not at all' },
			{ value: 1, label: 'Several days' },
			{ value: 2, label: 'More than half the days' },
			{ value: 3, label: 'Nearly every day' },
		])
		for (const quiz of QUIZZES) expect(quiz.allOptions).toBe(QUIZ_OPTIONS)
	})

	test('bands are the spec ones', () => {
		const bands = (quiz: Quiz) => quiz.results.map((r) => [r.min, r.max, r.label])
		expect(bands(ANXIETY_QUIZ)).toEqual([
			[0, 4, 'Minimal'],
			[5, 9, 'Mild'],
			[10, 14, 'Moderate'],
			[15, 21, 'Severe'],
		])
		expect(bands(DEPRESSION_QUIZ)).toEqual([
			[0, 4, 'None-Minimal'],
			[5, 9, 'Mild'],
			[10, 14, 'Moderate'],
			[15, 19, 'Moderately Severe'],
			[20, 27, 'Severe'],
		])
	})

	test.each(QUIZZES.map((q) => [q.slug, q] as const))(
		'%s bands cover 0..max without gaps or overlaps, each with a description',
		(_slug, quiz) => {
			let next = 0
			for (const band of quiz.results) {
				expect(band.min).toBe(next)
				expect(band.max).toBeGreaterThanOrEqual(band.min)
				expect(band.description.length).toBeGreaterThan(0)
				next = band.max + 1
			}
			expect(next - 1).toBe(maxScore(quiz))
		},
	)

	test('only PHQ-9 item 9 is the self-harm item', () => {
		expect(ANXIETY_QUIZ.questions.some((q) => q.isSelfHarmItem)).toBe(false)
		expect(
			DEPRESSION_QUIZ.questions.map((q, i) => (q.isSelfHarmItem ? i + 1 : null)).filter(Boolean),
		).toEqual([9])
	})
})

describe('scoring', () => {
	test('the score is the sum of the answers', () => {
		expect(sumScore([0, 1, 2, 3, 3, 2, 1])).toBe(12)
		expect(sumScore([0, 0, 0])).toBe(0)
		expect(sumScore([3, null, 2])).toBe(5)
		expect(sumScore([])).toBe(0)
	})

	test('max score is the highest option value times the question count', () => {
		expect(maxScore(ANXIETY_QUIZ)).toBe(21)
		expect(maxScore(DEPRESSION_QUIZ)).toBe(27)
	})

	test('time estimate is question count x 0.25 rounded up', () => {
		expect(estimateMinutes(7)).toBe(2)
		expect(estimateMinutes(9)).toBe(3)
		expect(estimateMinutes(4)).toBe(1)
		expect(estimateMinutes(1)).toBe(1)
		expect(estimateMinutes(ANXIETY_QUIZ.questions.length)).toBe(2)
		expect(estimateMinutes(DEPRESSION_QUIZ.questions.length)).toBe(3)
	})

	test.each([
		[0, 'Minimal'],
		[4, 'Minimal'],
		[5, 'Mild'],
		[9, 'Mild'],
		[10, 'Moderate'],
		[14, 'Moderate'],
		[15, 'Severe'],
		[19, 'Severe'],
		[20, 'Severe'],
		[21, 'Severe'],
	])('GAD-7 score %i is %s', (score, label) => {
		expect(findResult(ANXIETY_QUIZ.results, score)?.label).toBe(label)
		expect(scoreQuiz(ANXIETY_QUIZ, answersFor(ANXIETY_QUIZ, score)).result.label).toBe(label)
	})

	test.each([
		[0, 'None-Minimal'],
		[4, 'None-Minimal'],
		[5, 'Mild'],
		[9, 'Mild'],
		[10, 'Moderate'],
		[14, 'Moderate'],
		[15, 'Moderately Severe'],
		[19, 'Moderately Severe'],
		[20, 'Severe'],
		[21, 'Severe'],
		[27, 'Severe'],
	])('PHQ-9 score %i is %s', (score, label) => {
		expect(findResult(DEPRESSION_QUIZ.results, score)?.label).toBe(label)
	})

	test('scores outside every band match nothing', () => {
		expect(findResult(ANXIETY_QUIZ.results, -1)).toBeNull()
		expect(findResult(ANXIETY_QUIZ.results, 22)).toBeNull()
		expect(findResult(DEPRESSION_QUIZ.results, 28)).toBeNull()
	})

	test('completeness counts every question', () => {
		const answers = emptyAnswers(ANXIETY_QUIZ)
		expect(answers).toHaveLength(7)
		expect(isQuizComplete(ANXIETY_QUIZ, answers)).toBe(false)
		const almost = [0, 1, 2, 3, 0, 1, null]
		expect(countAnswered(almost)).toBe(6)
		expect(isQuizComplete(ANXIETY_QUIZ, almost)).toBe(false)
		expect(isQuizComplete(ANXIETY_QUIZ, [0, 0, 0, 0, 0, 0, 0])).toBe(true)
		expect(isQuizComplete(ANXIETY_QUIZ, [0, 0, 0, 0, 0, 0, 0, 0])).toBe(false)
		expect(() => scoreQuiz(ANXIETY_QUIZ, almost)).toThrow(/every question/)
	})

	test('scoreQuiz returns score, max and band', () => {
		expect(scoreQuiz(ANXIETY_QUIZ, [2, 2, 2, 2, 2, 1, 1])).toEqual({
			score: 12,
			max: 21,
			result: ANXIETY_QUIZ.results[2],
			showCrisisNote: false,
		})
	})
})

describe('item-9 crisis rule', () => {
	const zeros = [0, 0, 0, 0, 0, 0, 0, 0]

	test.each([1, 2, 3])('a PHQ-9 item 9 answer of %i shows the crisis note even with a minimal score', (v) => {
		const answers = [...zeros, v]
		expect(showsCrisisNote(DEPRESSION_QUIZ, answers)).toBe(true)
		const outcome = scoreQuiz(DEPRESSION_QUIZ, answers)
		expect(outcome.result.label).toBe('None-Minimal')
		expect(outcome.showCrisisNote).toBe(true)
	})

	test('item 9 at 0 shows no crisis note, even with a severe score', () => {
		const answers = [3, 3, 3, 3, 3, 3, 3, 3, 0]
		const outcome = scoreQuiz(DEPRESSION_QUIZ, answers)
		expect(outcome.result.label).toBe('Severe')
		expect(outcome.showCrisisNote).toBe(false)
	})

	test('other items never trigger it, and GAD-7 has no crisis item', () => {
		expect(showsCrisisNote(DEPRESSION_QUIZ, [3, 3, 3, 3, 3, 3, 3, 3, null])).toBe(false)
		expect(showsCrisisNote(ANXIETY_QUIZ, [3, 3, 3, 3, 3, 3, 3])).toBe(false)
	})
})
