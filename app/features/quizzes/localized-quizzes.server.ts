import type { Locale } from '~/lib/i18n'
import { type Quiz, type QuizLink, QUIZZES } from './quizzes'
import { ANXIETY_QUIZ_ES, DEPRESSION_QUIZ_ES } from './quizzes-es.server'

// The quizzes in the page's language: the loader sends one, so the browser never carries both.

const BY_LOCALE: Record<Locale, readonly Quiz[]> = {
	en: QUIZZES,
	es: [ANXIETY_QUIZ_ES, DEPRESSION_QUIZ_ES],
}

export function findQuiz(slug: string | undefined, locale: Locale): Quiz | null {
	return BY_LOCALE[locale].find((q) => q.slug === slug) ?? null
}

/** The other quizzes, for 'Also available'. */
export function otherQuizzes(slug: string, locale: Locale): QuizLink[] {
	return BY_LOCALE[locale]
		.filter((q) => q.slug !== slug)
		.map(({ slug, title, shortName, url }) => ({ slug, title, shortName, url }))
}
