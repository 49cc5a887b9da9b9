import { data } from 'react-router'
import { QuizPage } from '~/features/quizzes/components/quiz-page'
import { findQuiz, otherQuizzes } from '~/features/quizzes/localized-quizzes.server'
import { localeOfPath } from '~/lib/i18n'
import { pageMeta, siteFromMatches } from '~/lib/meta'
import type { Route } from './+types/quiz'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const { quiz } = loaderData
	return pageMeta(siteFromMatches(matches), {
		title: `${quiz.title} (${quiz.shortName})`,
		description: quiz.description,
		path: quiz.url,
	})
}

/** The quiz in the page's language (/es/tests/… gets the published US-Spanish instrument). */
export function loader({ params, request }: Route.LoaderArgs) {
	const locale = localeOfPath(new URL(request.url).pathname)
	const quiz = findQuiz(params.slug, locale)
	if (!quiz) throw data(null, { status: 404 })
	return { quiz, others: otherQuizzes(quiz.slug, locale) }
}

export default function QuizRoute({ loaderData }: Route.ComponentProps) {
	return <QuizPage quiz={loaderData.quiz} others={loaderData.others} />
}
