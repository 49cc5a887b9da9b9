import { expect, test } from 'vitest'
import { QUESTIONS } from './questions'
import { SPANISH_QUESTION_TITLES } from './questions-es.server'

test('every question of the bank has a Spanish title, and nothing else does', () => {
	expect(
		Object.keys(SPANISH_QUESTION_TITLES)
			.map(Number)
			.sort((a, b) => a - b),
	).toEqual(QUESTIONS.map((q) => q.id).sort((a, b) => a - b))
	for (const title of Object.values(SPANISH_QUESTION_TITLES)) expect(title).toMatch(/\?$/)
})
