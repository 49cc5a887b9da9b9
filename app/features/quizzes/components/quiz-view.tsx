import { useEffect, useRef, useState } from 'react'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/ui/use-hydrated'
import { useI18n } from '~/lib/i18n'
import type { Quiz } from '../quizzes'
import { clearQuiz, loadQuiz, type SavedQuiz, saveQuiz } from '../saved-answers'
import { countAnswered, emptyAnswers, isQuizComplete, scoreQuiz, showsCrisisNote } from '../scoring'
import { QuizQuestionFieldset } from './quiz-question'
import { CrisisNote, QuizResultView } from './quiz-result'

type View = 'answering' | 'results'

/**
 * The quiz and its result view. There is no <form>, no request and no query string, so answers
 * never leave the browser; they are kept for this tab (sessionStorage, ../saved-answers.ts) so Back
 * from the therapists a result led to shows the result again, until 'Clear my answers'.
 * Mount it with `key={quiz.slug}`: each quiz has its own answers.
 */
export function QuizView({ quiz }: { quiz: Quiz }) {
	const { t } = useI18n()
	// After a client-side navigation (Back) the saved answers are read before the first paint; after
	// a server render, once hydrated (the server never sees them).
	const hydratedAtMount = useHydrated()
	const [saved] = useState<SavedQuiz | null>(() => (hydratedAtMount ? loadQuiz(quiz) : null))
	const [answers, setAnswers] = useState(() => saved?.answers ?? emptyAnswers(quiz))
	const [touched, setTouched] = useState(() => quiz.questions.map((_, i) => saved?.answers[i] != null))
	const [view, setView] = useState<View>(saved?.showResults ? 'results' : 'answering')
	const restored = useRef(hydratedAtMount)
	const skipSave = useRef(true)

	// biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
	useEffect(() => {
		if (restored.current) return
		restored.current = true
		const stored = loadQuiz(quiz)
		if (!stored) return
		setAnswers(stored.answers)
		setTouched(stored.answers.map((a) => a !== null))
		setView(stored.showResults ? 'results' : 'answering')
	}, [])

	useEffect(() => {
		// The first run would store the blank quiz over the saved answers before they are restored.
		if (skipSave.current) {
			skipSave.current = false
			return
		}
		saveQuiz(quiz.slug, answers, view === 'results')
	}, [quiz.slug, answers, view])
	const resultHeading = useRef<HTMLHeadingElement>(null)
	const directionsHeading = useRef<HTMLHeadingElement>(null)
	// Set by a user action so the effect below moves focus only after that action, never on first load.
	const focusAfterRender = useRef<View | null>(null)

	// biome-ignore lint/correctness/useExhaustiveDependencies: runs after each switch between quiz and results
	useEffect(() => {
		const target = focusAfterRender.current
		focusAfterRender.current = null
		const heading = target === 'results' ? resultHeading.current : target ? directionsHeading.current : null
		if (!heading) return
		heading.focus({ preventScroll: true })
		heading.scrollIntoView({ block: 'start' })
	}, [view])

	const total = quiz.questions.length
	const answered = countAnswered(answers)
	const complete = isQuizComplete(quiz, answers)
	const outcome = view === 'results' && complete ? scoreQuiz(quiz, answers) : null

	const touch = (indexes: (i: number) => boolean) =>
		setTouched((prev) => (prev.some((t, i) => !t && indexes(i)) ? prev.map((t, i) => t || indexes(i)) : prev))

	const handleAnswer = (index: number, value: number) => {
		setAnswers((prev) => prev.map((a, i) => (i === index ? value : a)))
		// Answering a later question means the user moved past the earlier ones.
		touch((i) => i <= index)
	}

	const handleSeeResults = () => {
		if (!complete) {
			touch(() => true)
			const firstOpen = answers.indexOf(null)
			document.querySelector<HTMLInputElement>(`input[name="${quiz.slug}-q${firstOpen + 1}"]`)?.focus()
			return
		}
		focusAfterRender.current = 'results'
		setView('results')
	}

	const handleClear = () => {
		clearQuiz(quiz.slug)
		setAnswers(emptyAnswers(quiz))
		setTouched(quiz.questions.map(() => false))
		focusAfterRender.current = 'answering'
		setView('answering')
	}

	if (outcome) {
		return <QuizResultView quiz={quiz} outcome={outcome} headingRef={resultHeading} onClear={handleClear} />
	}

	const hintId = `${quiz.slug}-submit-hint`
	return (
		<section aria-labelledby={`${quiz.slug}-directions`}>
			<h2
				id={`${quiz.slug}-directions`}
				ref={directionsHeading}
				tabIndex={-1}
				className="scroll-mt-24 font-serif text-2xl text-ink leading-snug outline-none sm:text-3xl"
			>
				{quiz.directions}
			</h2>
			<ol aria-labelledby={`${quiz.slug}-directions`} className="mt-6 space-y-4">
				{quiz.questions.map((question, index) => (
					<QuizQuestionFieldset
						key={question.text}
						quizSlug={quiz.slug}
						index={index}
						question={question}
						options={quiz.allOptions}
						value={answers[index]}
						showError={touched[index] && answers[index] === null}
						onAnswer={handleAnswer}
						onLeave={(i) => touch((j) => j === i)}
					/>
				))}
			</ol>
			{/* Thoughts of self-harm get the crisis note at once, not only after See Results. */}
			<div aria-live="polite" className="mt-6 empty:hidden">
				{showsCrisisNote(quiz, answers) ? <CrisisNote /> : null}
			</div>
			<div className="mt-8 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-5">
				{/* aria-disabled rather than disabled: the button stays focusable and, when pressed early,
				    points the user at the first unanswered question instead of doing nothing. */}
				<Button size="xl" aria-disabled={!complete} aria-describedby={hintId} onClick={handleSeeResults}>
					{t('quiz.seeResults')}
				</Button>
				<p id={hintId} className="text-muted text-sm">
					{complete ? t('quiz.allAnswered') : t('quiz.answerAll', { answered, total })}
				</p>
			</div>
			<noscript>
				<p className="mt-4 rounded-lg border border-stone-200 bg-white px-4 py-3 text-ink text-sm">
					{t('quiz.noscript')}
				</p>
			</noscript>
		</section>
	)
}
