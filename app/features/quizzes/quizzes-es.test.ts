import { describe, expect, test } from 'vitest'
import { findQuiz, otherQuizzes } from './localized-quizzes.server'
import { QUIZZES } from './quizzes'
import { scoreQuiz } from './scoring'

// The Spanish quizzes are the published US-Spanish instruments (quizzes-es.server.ts): the same items,
// options and bands as the English ones, so a score means the same in both languages.

describe('the quizzes in Spanish', () => {
	test.each(QUIZZES.map((q) => [q.slug, q] as const))('%s has the English structure', (slug, english) => {
		const spanish = findQuiz(slug, 'es')
		expect(spanish).not.toBeNull()
		if (!spanish) return
		expect(spanish.url).toBe(english.url)
		expect(spanish.questions).toHaveLength(english.questions.length)
		expect(spanish.questions.map((q) => q.isSelfHarmItem ?? false)).toEqual(
			english.questions.map((q) => q.isSelfHarmItem ?? false),
		)
		expect(spanish.allOptions.map((o) => o.value)).toEqual(english.allOptions.map((o) => o.value))
		expect(spanish.results.map((r) => [r.min, r.max])).toEqual(english.results.map((r) => [r.min, r.max]))
		expect(spanish.directions).toBe(
			'Durante las últimas 2 semanas, ¿qué tan seguido ha tenido molestias debido a los siguientes problemas?',
		)
		expect(spanish.allOptions.map((o) => o.label)).toEqual([
			'Ningún día',
			'Varios días',
			'Más de la mitad de los días',
			'Casi todos los días',
		])
	})

	test('a Spanish PHQ-9 scores into a Spanish band, with the crisis note on item 9', () => {
		const quiz = findQuiz('depression', 'es')
		if (!quiz) throw new Error('no Spanish PHQ-9')
		const outcome = scoreQuiz(quiz, [2, 2, 2, 2, 1, 1, 1, 0, 1])
		expect(outcome.result.label).toBe('Moderada')
		expect(outcome.showCrisisNote).toBe(true)
		expect(otherQuizzes('depression', 'es')).toEqual([
			{ slug: 'anxiety', title: 'Prueba de ansiedad', shortName: 'GAD-7', url: '/tests/anxiety' },
		])
		expect(findQuiz('adhd', 'es')).toBeNull()
	})
})
