import { data } from 'react-router'
import { QuizPage } from '~/features/quizzes/components/quiz-page'
import { findQuizBySlug } from '~/features/quizzes/quizzes'
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

export function loader({ params }: Route.LoaderArgs) {
	const quiz = findQuizBySlug(params.slug)
	if (!quiz) throw data(null, { status: 404 })
	return { quiz }
}

export default function QuizRoute({ loaderData }: Route.ComponentProps) {
	return <QuizPage quiz={loaderData.quiz} />
}
