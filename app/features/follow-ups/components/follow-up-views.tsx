import { Form, Link } from '~/components/local-link'
import { AuthCard, LinkProblemView, Notice } from '~/components/ui/auth-card'
import { Button, buttonClass } from '~/components/ui/button'
import type { FollowUpOutcome } from '~/db/schema/follow-ups'
import { registerEnglish } from '~/lib/english-catalog'
import { useI18n } from '~/lib/i18n'
import followUpsEn from '~/locales/en/followups.json'
import { followUpUnsubscribePath, OUTCOMES, outcomeLabel } from '../links'

registerEnglish(followUpsEn)

// The follow-up's answer page (docs/product.md#follow-ups): the question with the four answers as
// one form, and after a POST what happens next; in the page's language, the message's.

export type FollowUpProblemKind = 'malformed' | 'unusable' | 'expired' | 'rate_limited'

export function FollowUpProblemView({ problem }: { problem: FollowUpProblemKind }) {
	const { t } = useI18n()
	return (
		<LinkProblemView
			title={t(`followups.problem.${problem}.title`)}
			text={t(`followups.problem.${problem}.text`)}
			action={{ to: '/therapists', label: t('followups.findTherapist') }}
		/>
	)
}

/** The four answers as submit buttons of one form: `first` leads, as the primary button. */
function AnswerButtons({ first, busy }: { first: FollowUpOutcome | null; busy: boolean }) {
	const { t } = useI18n()
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
					{outcomeLabel(t, outcome)}
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
	const { t } = useI18n()
	return (
		<AuthCard>
			<h1 className="font-serif text-3xl text-ink">{t('followups.question', { name: props.name })}</h1>
			<p className="mt-3 text-muted">{t('followups.wrote', { name: props.name, written: props.written })}</p>
			{props.current ? (
				<p className="mt-3 text-muted">
					{t('followups.soFar')} <strong className="text-ink">{outcomeLabel(t, props.current)}</strong>.
				</p>
			) : null}
			<AnswerButtons first={props.chosen} busy={props.busy} />
		</AuthCard>
	)
}

export type SuggestionView = { id: string; name: string; headline: string; place: string; href: string }
/** Suggestions that share a note: which filter of the person's search they relax (null: none). */
export type SuggestionGroupView = { note: string | null; suggestions: SuggestionView[] }

function NextSteps(props: {
	outcome: FollowUpOutcome
	name: string
	stateName: string | null
	groups: SuggestionGroupView[]
	delay: string
}) {
	const { t } = useI18n()
	return <p>{t(`followups.next.${props.outcome}`, { name: props.name, delay: props.delay })}</p>
}

export function FollowUpDoneView(props: {
	token: string
	outcome: FollowUpOutcome
	name: string
	stateName: string | null
	groups: SuggestionGroupView[]
	delay: string
	answerableUntil: string
	busy: boolean
}) {
	const { t } = useI18n()
	return (
		<div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
			<div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
				<Notice title={t('followups.thanks')}>
					<p>
						{t('followups.youAnswered')}{' '}
						<strong className="text-ink">{outcomeLabel(t, props.outcome)}</strong>.
					</p>
				</Notice>
				<div className="mt-6 space-y-3 text-ink">
					<NextSteps {...props} />
				</div>
				{props.groups.length > 0 ? (
					<section aria-labelledby="others-heading" className="mt-8">
						<h2 id="others-heading" className="font-serif text-2xl text-ink">
							{t('followups.othersHeading', { state: props.stateName })}
						</h2>
						<p className="mt-1 text-muted text-sm">{t('followups.othersNote')}</p>
						{props.groups.map((group) => (
							<div key={group.suggestions[0]?.id ?? group.note}>
								{group.note ? <p className="mt-4 text-ink text-sm">{group.note}</p> : null}
								<ul className="mt-4 space-y-3">
									{group.suggestions.map((s) => (
										<li key={s.id} className="rounded-lg border border-stone-200 p-4">
											<Link to={s.href} className="font-semibold text-brand-800 underline">
												{s.name}
											</Link>
											<p className="text-muted text-sm">
												{[s.headline, s.place].filter(Boolean).join(' · ')}
											</p>
										</li>
									))}
								</ul>
							</div>
						))}
					</section>
				) : null}
				<section aria-labelledby="change-heading" className="mt-8 border-stone-200 border-t pt-6">
					<h2 id="change-heading" className="font-semibold text-ink">
						{t('followups.changeHeading')}
					</h2>
					<p className="mt-1 text-muted text-sm">
						{t('followups.changeUntil', { date: props.answerableUntil })}
					</p>
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
								{outcomeLabel(t, outcome)}
							</Button>
						))}
					</Form>
					<p className="mt-6 text-sm">
						<Link
							to={followUpUnsubscribePath(props.token)}
							className={buttonClass({ variant: 'secondary', size: 'sm' })}
						>
							{t('followups.noMore')}
						</Link>
					</p>
				</section>
			</div>
		</div>
	)
}
