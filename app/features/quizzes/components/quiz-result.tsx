import type { Ref } from 'react'
import { CrisisSentences, smsForThisPhone } from '~/components/crisis-lines'
import { StatePicker } from '~/components/state-picker'
import { buttonClass } from '~/components/ui/button'
import { useI18n } from '~/lib/i18n'
import type { Quiz, QuizResult } from '../quizzes'
import type { QuizOutcome } from '../scoring'

/** Where a score sits on a 0..max axis, in percent. */
function percentOf(value: number, max: number): number {
	if (max <= 0) return 0
	return Math.min(100, Math.max(0, (value / max) * 100))
}

/**
 * The score on a bar from 0 to max, with each band as a segment of it. Decorative: the same
 * information is in the text around it and the list of ranges.
 */
function ScoreBar({ results, score, max }: { results: readonly QuizResult[]; score: number; max: number }) {
	const position = percentOf(score, max)
	return (
		<div aria-hidden="true" className="pt-9">
			<div className="relative">
				<div className="flex h-3 gap-0.5 overflow-hidden rounded-full">
					{results.map((band) => {
						// Bands are whole points; each owns the half point either side of its range.
						const start = percentOf(Math.max(0, band.min - 0.5), max)
						const end = percentOf(Math.min(max, band.max + 0.5), max)
						const active = score >= band.min && score <= band.max
						return (
							<div
								key={band.label}
								style={{ width: `${end - start}%` }}
								className={active ? 'bg-brand-600' : 'bg-stone-200'}
							/>
						)
					})}
				</div>
				<div className="absolute top-1/2 h-6 w-6 -translate-1/2" style={{ left: `${position}%` }}>
					<div className="h-6 w-6 rounded-full border-4 border-white bg-brand-900 shadow" />
				</div>
				{/* Shifts from left-aligned at 0 to right-aligned at max, so the label never overflows. */}
				<div
					className="absolute -top-9 whitespace-nowrap rounded-md bg-brand-900 px-2 py-0.5 font-semibold text-sm text-white"
					style={{ left: `${position}%`, transform: `translateX(-${position}%)` }}
				>
					{score}
				</div>
			</div>
			<div className="mt-2 flex justify-between text-muted text-sm">
				<span>0</span>
				<span>{max}</span>
			</div>
		</div>
	)
}

function RangeList({ results, active }: { results: readonly QuizResult[]; active: QuizResult }) {
	const { t } = useI18n()
	return (
		<ol
			aria-label={t('quiz.scoreRanges')}
			className="mt-6 grid gap-2 sm:auto-cols-[minmax(min-content,1fr)] sm:grid-flow-col"
		>
			{results.map((band) => {
				const isActive = band === active
				return (
					<li
						key={band.label}
						aria-current={isActive ? 'true' : undefined}
						className={`flex items-center justify-between gap-2 rounded-lg border px-3 py-2 sm:flex-col sm:items-start sm:justify-start ${
							isActive ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-200 bg-white text-muted'
						}`}
					>
						<span className={isActive ? 'font-semibold' : 'font-medium text-ink'}>
							{band.label}
							{isActive ? <span className="sr-only">{t('quiz.yourResultMark')}</span> : null}
						</span>
						<span className="text-sm tabular-nums">
							{band.min}–{band.max}
						</span>
					</li>
				)
			})}
		</ol>
	)
}

/**
 * Shown whenever PHQ-9 item 9 is answered above 0, whatever the total score. The emergency comes first:
 * the Spanish note is the site's ('Si está en peligro, llame al 911. Para hablar con alguien ahora…').
 */
const CRISIS_BUTTON = 'inline-flex min-h-11 items-center rounded-full px-5 font-medium'

export function CrisisNote() {
	const { t } = useI18n()
	return (
		<section
			aria-labelledby="crisis-note-heading"
			className="rounded-xl border-2 border-red-700 bg-red-50 p-5 sm:p-6"
		>
			<h3 id="crisis-note-heading" className="font-semibold text-lg text-red-900">
				{t('quiz.crisis.heading')}
			</h3>
			<p className="mt-2 text-ink">{t('quiz.crisis.said')}</p>
			<p className="mt-2 text-ink">
				<CrisisSentences linkClassName="font-semibold text-red-900 underline" />
			</p>
			<div className="mt-4 flex flex-wrap gap-2">
				<a href="tel:988" className={`${CRISIS_BUTTON} bg-red-800 text-white hover:bg-red-900`}>
					{t('quiz.crisis.call988')}
				</a>
				{(
					[
						[t('shell.crisis.textHref'), 'quiz.crisis.text988'],
						[t('shell.crisis.chatHref'), 'quiz.crisis.chat'],
						['tel:911', 'quiz.crisis.call911'],
					] as const
				).map(([href, label]) => (
					<a
						key={label}
						href={href}
						onClick={smsForThisPhone}
						className={`${CRISIS_BUTTON} border border-red-800 bg-white text-red-900 hover:bg-red-100`}
					>
						{t(label)}
					</a>
				))}
			</div>
		</section>
	)
}

type Props = {
	quiz: Quiz
	outcome: QuizOutcome
	headingRef: Ref<HTMLHeadingElement>
	onClear: () => void
}

export function QuizResultView({ quiz, outcome, headingRef, onClear }: Props) {
	const { t } = useI18n()
	const { score, max, result, showCrisisNote } = outcome
	return (
		<section aria-labelledby="quiz-result-heading" className="space-y-6">
			<h2
				id="quiz-result-heading"
				ref={headingRef}
				tabIndex={-1}
				className="scroll-mt-24 font-serif text-3xl text-ink outline-none"
			>
				{t('quiz.yourResults')}
			</h2>

			{showCrisisNote ? <CrisisNote /> : null}

			<div className="rounded-xl border border-stone-200 bg-white p-5 sm:p-8">
				<div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
					<p className="text-muted">
						<span className="block text-sm uppercase tracking-wide">{t('quiz.yourScore')}</span>
						<span className="font-serif text-5xl text-ink tabular-nums">{score}</span>
						<span className="ml-1 text-lg">{t('quiz.outOf', { max })}</span>
					</p>
					<p className="sm:text-right">
						<span className="block text-muted text-sm uppercase tracking-wide">{t('quiz.result')}</span>
						<span className="font-semibold text-2xl text-brand-800">{result.label}</span>
					</p>
				</div>
				<ScoreBar results={quiz.results} score={score} max={max} />
				<RangeList results={quiz.results} active={result} />
				<div className="mt-6 space-y-3 text-ink leading-relaxed">
					{result.description.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</div>
				<p className="mt-6 rounded-lg bg-sand px-4 py-3 text-ink text-sm leading-relaxed">
					<strong>{t('quiz.notDiagnosisStrong')}</strong> {t('quiz.notDiagnosis')}
				</p>
			</div>

			<div className="rounded-xl border border-stone-200 bg-white p-5 sm:p-8">
				<h3 className="font-serif text-2xl text-ink">{t('quiz.nextSteps')}</h3>
				<p className="mt-2 text-ink leading-relaxed">{quiz.nextStep}</p>
				<div className="mt-5">
					<StatePicker
						id={`${quiz.slug}-result-state`}
						specialty={{ slug: quiz.specialtySlug, label: quiz.specialtyLabel }}
					/>
				</div>
			</div>

			<div className="flex flex-wrap items-center gap-3">
				<button type="button" onClick={onClear} className={buttonClass({ variant: 'secondary' })}>
					{t('quiz.clear')}
				</button>
				<p className="text-muted text-sm">{t('quiz.clearNote')}</p>
			</div>
		</section>
	)
}
