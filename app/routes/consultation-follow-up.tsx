import { data } from 'react-router'
import { Link } from '~/components/local-link'
import { AuthCard, PRIMARY_LINK } from '~/components/ui/auth-card'
import { LinkConfirmCard, LinkDoneCard, shouldRevalidateOnGet } from '~/components/ui/signed-link-page'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import {
	answerCallFollowUp,
	type CallLinkState,
	checkCallFollowUp,
	isCallOutcome,
} from '~/features/consultations/call-follow-up.server'
import { CALL_OUTCOMES, type CallOutcome, callFollowUpPath } from '~/features/consultations/call-outcomes'
import { timeInWords } from '~/features/consultations/time-words'
import { followUpLinkHandler } from '~/features/follow-ups/follow-up-page.server'
import { registerEnglish } from '~/lib/english-catalog'
import { type Locale, localeOfPath, useI18n } from '~/lib/i18n'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { SIGNED_TOKEN } from '~/lib/signed-token'
import { TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import consultationsEn from '~/locales/en/consultations.json'
import type { Route } from './+types/consultation-follow-up'

registerEnglish(consultationsEn)

// 'Did your call with … happen?' (docs/product.md#free-consultations), in the language the person
// booked in (/es/consultation/follow-up/…). Opening a link changes nothing (mail scanners only GET):
// the page shows the chosen answer and its button's POST records it. Only the first answer counts; a
// forged, used or expired link answers 4xx and changes nothing. No login: the signed link is the key.

type Problem = 'malformed' | 'unusable' | 'answered' | 'expired' | 'rate_limited'
const STATUS: Record<Problem, number> = {
	malformed: 400,
	unusable: 404,
	answered: 409,
	expired: 410,
	rate_limited: 429,
}

const problem = (kind: Problem) => data({ problem: kind } as const, { status: STATUS[kind] })

/** The follow-ups' rate limit per client address, on opening and on answering. */
const handler = followUpLinkHandler

export const headers = () => TOKEN_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translatorFromMatches(matches)
	return pageMeta(siteFromMatches(matches), {
		title: t('consultations.followup.meta.title'),
		description: t('consultations.followup.meta.description'),
		path: '/consultation/follow-up',
		noindex: true,
	})
}

function shape(state: Extract<CallLinkState, { status: 'ok' }>, locale: Locale) {
	const { call } = state
	return {
		problem: null,
		name: call.name,
		time: timeInWords(call.start_at, call.time_zone, locale),
		// English: the page's links put it in its language (local-link).
		profile: call.profile_path,
	}
}

export const loader = handler(async ({ request, params, context }: Route.LoaderArgs) => {
	const url = new URL(request.url)
	const answer = url.searchParams.get('answer')
	if (!SIGNED_TOKEN.test(params.token) || !isCallOutcome(answer)) return problem('malformed')
	const state = await checkCallFollowUp(context.get(dbContext), params.token)
	if (state.status !== 'ok') return problem(state.status)
	if (state.call.outcome) return problem('answered')
	return { ...shape(state, localeOfPath(url.pathname)), token: params.token, chosen: answer }
})

export const action = handler(async ({ request, params, context }: Route.ActionArgs) => {
	const form = await request.formData().catch(() => null)
	const answer = form?.get('answer')
	if (!SIGNED_TOKEN.test(params.token) || !isCallOutcome(answer)) return problem('malformed')
	const env = getEnv()
	const state = await answerCallFollowUp(context.get(dbContext), params.token, answer, {
		siteName: env.SITE_NAME,
		publicUrl: env.PUBLIC_URL,
	})
	if (state.status !== 'ok') return problem(state.status)
	return {
		...shape(state, localeOfPath(new URL(request.url).pathname)),
		done: true as const,
		outcome: answer,
	}
})

export const shouldRevalidate = shouldRevalidateOnGet

export default function ConsultationFollowUpRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	if (actionData && 'done' in actionData) {
		const { outcome, name, profile } = actionData
		const next =
			outcome === 'cancelled'
				? { to: profile, label: t('consultations.followup.profile', { name }) }
				: { to: '/therapists', label: t('consultations.followup.find') }
		return (
			<LinkDoneCard title={t(`consultations.followup.done.${outcome}.title`)} next={next}>
				<p>{t(`consultations.followup.done.${outcome}.body`, { name })}</p>
			</LinkDoneCard>
		)
	}
	const kind = actionData?.problem ?? loaderData.problem
	if (kind || !('chosen' in loaderData)) {
		return (
			<AuthCard title={t('consultations.followup.meta.title')}>
				<p role="alert">{t(`consultations.followup.problem.${kind ?? 'unusable'}`)}</p>
				<p className="mt-4">
					<Link to="/therapists" className={PRIMARY_LINK}>
						{t('consultations.followup.find')}
					</Link>
				</p>
			</AuthCard>
		)
	}
	const { chosen, name, time, token } = loaderData
	const others = CALL_OUTCOMES.filter((o) => o !== chosen)
	return (
		<LinkConfirmCard
			title={t('consultations.followup.question', { name })}
			body={
				<>
					<p className="text-muted">{t('consultations.followup.when', { time })}</p>
					<p className="mt-3 font-medium text-ink">
						{t('consultations.followup.your_answer', {
							answer: t(`consultations.followup.answer.${chosen}`),
						})}
					</p>
				</>
			}
			hidden={{ answer: chosen }}
			button={t('consultations.followup.button')}
		>
			<p className="mt-4 text-muted">
				{t('consultations.followup.other')}{' '}
				{others.map((o: CallOutcome, i) => (
					<span key={o}>
						{i > 0 ? ' · ' : null}
						<Link to={callFollowUpPath(token, o)} className="text-brand-700 underline">
							{t(`consultations.followup.answer.${o}`)}
						</Link>
					</span>
				))}
			</p>
		</LinkConfirmCard>
	)
}
