/**
 * Quiz scoring (docs/product.md#quizzes). Pure and client-side: answers never leave the browser,
 * so nothing here may be called with data from a request.
 */
import type { Quiz, QuizResult } from './quizzes'

/** One entry per question, in order: the chosen option's value, or null while unanswered. */
export type QuizAnswers = readonly (number | null)[]

const MINUTES_PER_QUESTION = 0.25

/** Estimated time to complete: question count × 0.25, rounded up, in minutes. */
export function estimateMinutes(questionCount: number): number {
	return Math.ceil(questionCount * MINUTES_PER_QUESTION)
}

/** Highest possible score: highest option value × question count. */
export function maxScore(quiz: Pick<Quiz, 'allOptions' | 'questions'>): number {
	const highest = Math.max(...quiz.allOptions.map((o) => o.value))
	return highest * quiz.questions.length
}

export function emptyAnswers(quiz: Pick<Quiz, 'questions'>): (number | null)[] {
	return quiz.questions.map(() => null)
}

export function countAnswered(answers: QuizAnswers): number {
	return answers.filter((a) => a !== null).length
}

export function isQuizComplete(quiz: Pick<Quiz, 'questions'>, answers: QuizAnswers): boolean {
	return answers.length === quiz.questions.length && countAnswered(answers) === quiz.questions.length
}

/** The score is the sum of the answers; unanswered questions count as nothing. */
export function sumScore(answers: QuizAnswers): number {
	return answers.reduce<number>((total, a) => total + (a ?? 0), 0)
}

/** The band whose min..max (inclusive) contains the score, or null if none does. */
export function findResult(results: readonly QuizResult[], score: number): QuizResult | null {
	return results.find((r) => score >= r.min && score <= r.max) ?? null
}

/** True when any self-harm item (PHQ-9 item 9) has a non-zero answer, whatever the total score. */
export function showsCrisisNote(quiz: Pick<Quiz, 'questions'>, answers: QuizAnswers): boolean {
	return quiz.questions.some((q, i) => q.isSelfHarmItem === true && (answers[i] ?? 0) > 0)
}

export type QuizOutcome = {
	score: number
	max: number
	result: QuizResult
	showCrisisNote: boolean
}

/** Scores a completed quiz. Throws if a question is unanswered or the bands do not cover the score. */
export function scoreQuiz(quiz: Quiz, answers: QuizAnswers): QuizOutcome {
	if (!isQuizComplete(quiz, answers)) throw new Error(`Quiz ${quiz.slug}: every question must be answered`)
	const score = sumScore(answers)
	const result = findResult(quiz.results, score)
	if (!result) throw new Error(`Quiz ${quiz.slug}: no result band contains score ${score}`)
	return { score, max: maxScore(quiz), result, showCrisisNote: showsCrisisNote(quiz, answers) }
}
