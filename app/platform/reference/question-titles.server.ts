import { serverI18n } from '~/lib/translator.server'

/**
 * The question bank's titles in Spanish, by question id (issue 29): what a Spanish page shows above a
 * therapist's answer when the answer has no title of its own. The answers stay as the therapists
 * wrote them. The titles are catalog entries, `question.<id>` in app/locales/{en,es}/questions.json
 * (the English file extracted from questions.json by npm run i18n:labels), read only by loaders:
 * no page carries them all (app/lib/i18n-catalogs.server.ts). A new question needs its Spanish title
 * there; the catalog-parity test fails without it.
 */
let spanish: ReturnType<typeof serverI18n> | undefined
export function spanishQuestionTitle(id: number, english: string): string {
	const key = `question.${id}`
	spanish ??= serverI18n('es')
	const title = spanish.t(key)
	return title === key ? english : title
}

/**
 * An answer as a Spanish page shows it: the bank's question in Spanish above it. Its title is the
 * bank's English question unless its author wrote one (write-answers.server.ts), which stays as written.
 */
export function withSpanishQuestion<T extends { question_id: number; question_title: string; title: string }>(
	answer: T,
): T {
	return {
		...answer,
		title: answer.title === answer.question_title ? '' : answer.title,
		question_title: spanishQuestionTitle(answer.question_id, answer.question_title),
	}
}
