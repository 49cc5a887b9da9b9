import type { FocusEvent } from 'react'
import { useI18n } from '~/lib/i18n'
import type { QuizOption, QuizQuestion } from '../quizzes'

type Props = {
	quizSlug: string
	index: number
	question: QuizQuestion
	options: readonly QuizOption[]
	value: number | null
	showError: boolean
	onAnswer: (index: number, value: number) => void
	/** Called when focus leaves the question, so an unanswered question can show it is required. */
	onLeave: (index: number) => void
}

/** One numbered question as a radio group. No <form> and no submission: answers stay in the browser. */
export function QuizQuestionFieldset({
	quizSlug,
	index,
	question,
	options,
	value,
	showError,
	onAnswer,
	onLeave,
}: Props) {
	const { t } = useI18n()
	const number = index + 1
	const name = `${quizSlug}-q${number}`
	const errorId = `${name}-error`
	const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
		const next = event.relatedTarget
		if (next instanceof Node && event.currentTarget.contains(next)) return
		onLeave(index)
	}
	return (
		<li
			className={`rounded-xl border bg-white p-4 sm:p-6 ${showError ? 'border-red-700' : 'border-stone-200'}`}
		>
			<fieldset
				id={`${name}-group`}
				onBlur={handleBlur}
				aria-describedby={showError ? errorId : undefined}
				className="min-w-0"
			>
				<legend className="w-full">
					<span className="flex gap-3">
						<span
							className="flex h-8 w-8 flex-none items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 text-sm"
							aria-hidden="true"
						>
							{number}
						</span>
						<span className="pt-1 font-semibold text-ink leading-snug">
							<span className="sr-only">{number}. </span>
							{question.text}
						</span>
					</span>
				</legend>
				<div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
					{options.map((option) => (
						<label
							key={option.value}
							className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-stone-300 px-3 py-2 text-ink leading-tight hover:border-brand-600 hover:bg-brand-50 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-medium has-checked:text-brand-900"
						>
							<input
								type="radio"
								name={name}
								value={option.value}
								checked={value === option.value}
								onChange={() => onAnswer(index, option.value)}
								required
								aria-describedby={showError ? errorId : undefined}
								className="h-5 w-5 flex-none accent-brand-700"
							/>
							<span>{option.label}</span>
						</label>
					))}
				</div>
				{showError ? (
					<p id={errorId} className="mt-3 flex items-center gap-2 font-medium text-red-700 text-sm">
						<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 flex-none" fill="currentColor">
							<path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.6h1.8v1.8H9.1v-1.8Z" />
						</svg>
						{t('quiz.required')}
					</p>
				) : null}
			</fieldset>
		</li>
	)
}
