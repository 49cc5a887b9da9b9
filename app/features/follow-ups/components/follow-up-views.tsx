import { Form, Link } from 'react-router'
import { AuthCard, LinkProblemView, Notice } from '~/components/ui/auth-card'
import { Button, buttonClass } from '~/components/ui/button'
import type { FollowUpOutcome } from '~/db/schema/follow-ups'
import { followUpUnsubscribePath, OUTCOME_LABELS, OUTCOMES } from '../links'

// The follow-up's answer page (docs/product.md#follow-ups): the question with the four answers as
// one form, and after a POST what happens next.

export type FollowUpProblemKind = 'malformed' | 'unusable' | 'expired' | 'rate_limited'

const PROBLEM_TEXT: Record<FollowUpProblemKind, { title: string; text: string }> = {
	malformed: {
		title: 'This link is not valid',
		text: 'Please open the link from the e-mail again. Nothing was recorded.',
	},
	unusable: {
		title: 'This link does not work',
		text: 'We could not find the message it was made for: it may have been deleted after 90 days, or the link was changed. Nothing was recorded.',
	},
	expired: {
		title: 'This link has expired',
		text: 'Answers can be given or changed for 30 days after our e-mail. Nothing was recorded.',
	},
	rate_limited: { title: 'Too many requests', text: 'Please wait a few minutes and try again.' },
}

export function FollowUpProblemView({ problem }: { problem: FollowUpProblemKind }) {
	const text = PROBLEM_TEXT[problem]
	return <LinkProblemView {...text} action={{ to: '/therapists', label: 'Find a therapist' }} />
}

/** The four answers as submit buttons of one form: `first` leads, as the primary button. */
function AnswerButtons({ first, busy }: { first: FollowUpOutcome | null; busy: boolean }) {
	const order = first ? [first, ...OUTCOMES.filter((o) => o !== first)] : OUTCOMES
	return (
		<Form method="post" className="mt-6 flex flex-col gap-3">
			{order.map((outcome, i) => (
				<Button
					key={outcome}
					type="submit"
					name="answer"
					value={outcome}
					variant={first && i === 0 ? 'primary' : 'neutral'}
					size={first && i === 0 ? 'lg' : 'md'}
					block
					disabled={busy}
				>
					{OUTCOME_LABELS[outcome]}
				</Button>
			))}
		</Form>
	)
}

export function FollowUpQuestionView(props: {
	name: string
	written: string
	chosen: FollowUpOutcome
	current: FollowUpOutcome | null
	busy: boolean
}) {
	return (
		<AuthCard>
			<h1 className="font-serif text-3xl text-ink">Did {props.name} get back to you?</h1>
			<p className="mt-3 text-muted">
				You wrote to {props.name} on {props.written}. Press your answer to send it; {props.name} never learns
				who answered.
			</p>
			{props.current ? (
				<p className="mt-3 text-muted">
					Your answer so far: <strong className="text-ink">{OUTCOME_LABELS[props.current]}</strong>.
				</p>
			) : null}
			<AnswerButtons first={props.chosen} busy={props.busy} />
		</AuthCard>
	)
}

export type SuggestionView = { id: string; name: string; headline: string; place: string; href: string }

function NextSteps(props: {
	outcome: FollowUpOutcome
	name: string
	stateName: string | null
	suggestions: SuggestionView[]
	delay: string
}) {
	switch (props.outcome) {
		case 'yes':
			return (
				<p>
					We are glad you are in touch. Your answer (never your name) counts toward how often {props.name}{' '}
					replies, which helps the next person choose.
				</p>
			)
		case 'cost':
			return (
				<p>
					Thank you. Many therapists offer a sliding scale or take insurance: the filters of the directory
					find them by price and insurer.
				</p>
			)
		case 'not-yet':
			return (
				<p>
					We have told {props.name}, without your name or address, that someone who wrote is still waiting. If
					you still have not heard back in {props.delay}, we will write to you once more with other
					therapists.
				</p>
			)
		case 'not-taking':
			return (
				<p>
					Thank you. We have asked {props.name} to confirm whether they are accepting new clients, so that
					their profile says what is true.
				</p>
			)
	}
}

export function FollowUpDoneView(props: {
	token: string
	outcome: FollowUpOutcome
	name: string
	stateName: string | null
	suggestions: SuggestionView[]
	delay: string
	answerableUntil: string
	busy: boolean
}) {
	return (
		<div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
			<div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
				<Notice title="Thank you, we have your answer">
					<p>
						You answered: <strong className="text-ink">{OUTCOME_LABELS[props.outcome]}</strong>.
					</p>
				</Notice>
				<div className="mt-6 space-y-3 text-ink">
					<NextSteps {...props} />
				</div>
				{props.suggestions.length > 0 ? (
					<section aria-labelledby="others-heading" className="mt-8">
						<h2 id="others-heading" className="font-serif text-2xl text-ink">
							Accepting new clients in {props.stateName}
						</h2>
						<p className="mt-1 text-muted text-sm">
							Confirmed recently. Writing to two or three therapists at once is normal.
						</p>
						<ul className="mt-4 space-y-3">
							{props.suggestions.map((s) => (
								<li key={s.id} className="rounded-lg border border-stone-200 p-4">
									<Link to={s.href} className="font-semibold text-brand-800 underline">
										{s.name}
									</Link>
									<p className="text-muted text-sm">{[s.headline, s.place].filter(Boolean).join(' · ')}</p>
								</li>
							))}
						</ul>
					</section>
				) : null}
				<section aria-labelledby="change-heading" className="mt-8 border-stone-200 border-t pt-6">
					<h2 id="change-heading" className="font-semibold text-ink">
						Meant something else?
					</h2>
					<p className="mt-1 text-muted text-sm">You can change your answer until {props.answerableUntil}.</p>
					<Form method="post" className="mt-3 flex flex-wrap gap-2">
						{OUTCOMES.filter((o) => o !== props.outcome).map((outcome) => (
							<Button
								key={outcome}
								type="submit"
								name="answer"
								value={outcome}
								variant="neutral"
								size="sm"
								disabled={props.busy}
							>
								{OUTCOME_LABELS[outcome]}
							</Button>
						))}
					</Form>
					<p className="mt-6 text-sm">
						<Link
							to={followUpUnsubscribePath(props.token)}
							className={buttonClass({ variant: 'secondary', size: 'sm' })}
						>
							No more follow-ups
						</Link>
					</p>
				</section>
			</div>
		</div>
	)
}
