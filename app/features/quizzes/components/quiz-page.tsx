import { Link } from '~/components/local-link'
import { registerEnglish } from '~/lib/english-catalog'
import { useI18n } from '~/lib/i18n'
import quizEn from '~/locales/en/quiz.json'
import type { Quiz, QuizLink } from '../quizzes'
import { estimateMinutes } from '../scoring'
import { QuizView } from './quiz-view'

registerEnglish(quizEn)

function QuizHeader({ quiz }: { quiz: Quiz }) {
	const { t } = useI18n()
	const count = quiz.questions.length
	const minutes = estimateMinutes(count)
	return (
		<header>
			<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">
				{t('quiz.eyebrow', { shortName: quiz.shortName })}
			</p>
			<h1 className="mt-2 font-serif text-4xl text-ink leading-tight sm:text-5xl">{quiz.title}</h1>
			<p className="mt-3 max-w-2xl text-lg text-muted">{quiz.subTitle}</p>
			<ul className="mt-5 flex flex-wrap gap-2 text-sm">
				<li className="rounded-full border border-stone-200 bg-white px-3 py-1.5 text-ink">
					<span className="font-semibold">{count}</span> {t('quiz.questionsWord', { count })}
				</li>
				<li className="rounded-full border border-stone-200 bg-white px-3 py-1.5 text-ink">
					{t('quiz.about')} <span className="font-semibold">{minutes}</span>{' '}
					{t('quiz.minutesWord', { count: minutes })}
				</li>
				<li className="rounded-full border border-stone-200 bg-white px-3 py-1.5 text-ink">
					{t('quiz.private')}
				</li>
			</ul>
		</header>
	)
}

function QuizFooter({ quiz, others }: { quiz: Quiz; others: readonly QuizLink[] }) {
	const { t } = useI18n()
	return (
		<footer className="mt-12 border-stone-200 border-t pt-10">
			<div className="grid gap-6 md:grid-cols-3">
				{quiz.footer.map((block) => (
					<section key={block.title}>
						<h2 className="font-semibold text-ink">{block.title}</h2>
						<p className="mt-2 text-muted text-sm leading-relaxed">{block.body}</p>
					</section>
				))}
			</div>
			{others.length > 0 ? (
				<p className="mt-8 text-ink text-sm">
					{t('quiz.alsoAvailable')}{' '}
					{others.map((q, i) => (
						<span key={q.slug}>
							{i > 0 ? ', ' : null}
							<Link to={q.url} className="text-brand-700 underline hover:text-brand-800">
								{q.title} ({q.shortName})
							</Link>
						</span>
					))}
				</p>
			) : null}
			<p className="mt-6 text-muted text-xs leading-relaxed">
				<span className="font-semibold">{quiz.shortName}.</span> {t('quiz.attribution')}
			</p>
		</footer>
	)
}

/**
 * The whole quiz page, in the language of the quiz the loader chose. Rendered on the server with every
 * question visible; scoring needs JavaScript.
 */
export function QuizPage({ quiz, others }: { quiz: Quiz; others: readonly QuizLink[] }) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
			<QuizHeader quiz={quiz} />
			<div className="mt-10">
				<QuizView key={quiz.slug} quiz={quiz} />
			</div>
			<QuizFooter quiz={quiz} others={others} />
		</div>
	)
}
