/**
 * A quiz's answers kept for this tab only (sessionStorage), so Back from the therapists a result
 * led to shows the result again. They never leave the browser, and 'Clear my answers' deletes them
 * (docs/product.md#quizzes).
 */
import type { Quiz } from './quizzes'
import type { QuizAnswers } from './scoring'

export type SavedQuiz = { answers: (number | null)[]; showResults: boolean }

const keyOf = (slug: string) => `openroom:quiz:${slug}`

/** Reads a stored value leniently: anything that does not fit this quiz is ignored. */
export function parseSavedQuiz(
	quiz: Pick<Quiz, 'questions' | 'allOptions'>,
	text: string | null,
): SavedQuiz | null {
	if (!text) return null
	let value: unknown
	try {
		value = JSON.parse(text)
	} catch {
		return null
	}
	if (typeof value !== 'object' || value === null) return null
	const { answers, showResults } = value as Record<string, unknown>
	if (!Array.isArray(answers) || answers.length !== quiz.questions.length) return null
	const allowed = new Set(quiz.allOptions.map((o) => o.value))
	if (!answers.every((a) => a === null || (typeof a === 'number' && allowed.has(a)))) return null
	return { answers: answers as (number | null)[], showResults: showResults === true }
}

export function loadQuiz(quiz: Quiz): SavedQuiz | null {
	try {
		return parseSavedQuiz(quiz, sessionStorage.getItem(keyOf(quiz.slug)))
	} catch {
		return null
	}
}

export function saveQuiz(slug: string, answers: QuizAnswers, showResults: boolean): void {
	try {
		if (answers.every((a) => a === null)) sessionStorage.removeItem(keyOf(slug))
		else sessionStorage.setItem(keyOf(slug), JSON.stringify({ answers, showResults }))
	} catch {
		// Storage unavailable: the answers live only as long as the page.
	}
}

export function clearQuiz(slug: string): void {
	try {
		sessionStorage.removeItem(keyOf(slug))
	} catch {
		// Nothing stored.
	}
}
