import { describe, expect, it } from 'vitest'
import { findQuizBySlug } from './quizzes'
import { parseSavedQuiz } from './saved-answers'

const quiz = findQuizBySlug('anxiety')
if (!quiz) throw new Error('anxiety quiz missing')

describe('parseSavedQuiz', () => {
	it('reads answers that fit the quiz', () => {
		const answers = [0, 1, 2, 3, null, 0, 1]
		expect(parseSavedQuiz(quiz, JSON.stringify({ answers, showResults: true }))).toEqual({
			answers,
			showResults: true,
		})
	})

	it('ignores anything else', () => {
		expect(parseSavedQuiz(quiz, null)).toBeNull()
		expect(parseSavedQuiz(quiz, 'not json')).toBeNull()
		expect(parseSavedQuiz(quiz, JSON.stringify({ answers: [0, 1] }))).toBeNull()
		expect(parseSavedQuiz(quiz, JSON.stringify({ answers: [0, 1, 2, 3, 9, 0, 1] }))).toBeNull()
		expect(parseSavedQuiz(quiz, JSON.stringify({ answers: ['1', 1, 2, 3, 0, 0, 1] }))).toBeNull()
	})

	it('shows the result only when it was shown', () => {
		const answers = [0, 0, 0, 0, 0, 0, 0]
		expect(parseSavedQuiz(quiz, JSON.stringify({ answers }))?.showResults).toBe(false)
	})
})
