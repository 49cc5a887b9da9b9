import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { spanishQuestionTitle } from './question-titles.server'
import { QUESTIONS } from './questions'

const SPANISH_QUESTION_TITLES = JSON.parse(
	readFileSync(path.resolve(import.meta.dirname, '../../locales/es/questions.json'), 'utf8'),
) as Record<string, string>

test('every question of the bank has a Spanish title, and nothing else does', () => {
	expect(
		Object.keys(SPANISH_QUESTION_TITLES)
			.map((key) => Number(key.replace(/^question\./, '')))
			.sort((a, b) => a - b),
	).toEqual(QUESTIONS.map((q) => q.id).sort((a, b) => a - b))
	for (const title of Object.values(SPANISH_QUESTION_TITLES)) expect(title).toMatch(/\?$/)
	expect(spanishQuestionTitle(1, 'Why did you become a therapist?')).toBe('¿Por qué se hizo terapeuta?')
})
