import { data } from 'react-router'
import { LinkConfirmCard, LinkDoneCard, shouldRevalidateOnGet } from '~/components/ui/signed-link-page'
import { AuthCard } from '~/components/ui/auth-card'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { cancelConsultation, cancellableBooking } from '~/features/consultations/booking.server'
import { timeInWords } from '~/features/consultations/time-words'
import { isAppError } from '~/lib/errors'
import { registerEnglish } from '~/lib/english-catalog'
import { localeOfPath, useI18n } from '~/lib/i18n'
import consultationsEn from '~/locales/en/consultations.json'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import type { Route } from './+types/consultation-cancel'

registerEnglish(consultationsEn)

// The visitor's cancel link (docs/product.md#free-consultations). The GET asks (a mail client's link
// check must not cancel); the form's POST cancels, once. A forged or used link answers 404 or 409 and
// changes nothing.

export const headers = () => TOKEN_PAGE_HEADERS

export const meta: Route.MetaFunction = ({ matches }) => {
	const t = translatorFromMatches(matches)
	return pageMeta(siteFromMatches(matches), {
		title: t('consultations.cancel.meta.title'),
		description: t('consultations.cancel.meta.description'),
		path: '/consultation/cancel',
		noindex: true,
	})
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
	const booking = await cancellableBooking(context.get(dbContext), params.token)
	if (!booking) return data({ problem: true, time: null }, { status: 404 })
	return {
		problem: false,
		time: timeInWords(booking.start_at, booking.time_zone, localeOfPath(new URL(request.url).pathname)),
	}
}

export async function action({ params, context }: Route.ActionArgs) {
	const env = getEnv()
	try {
		await cancelConsultation(context.get(dbContext), params.token, {
			siteName: env.SITE_NAME,
			publicUrl: env.PUBLIC_URL,
			mailFrom: env.MAIL_FROM,
		})
		return { done: true as const }
	} catch (error) {
		if (isAppError(error, 'not_found') || isAppError(error, 'conflict'))
			return data({ problem: true, time: null }, { status: error.code === 'conflict' ? 409 : 404 })
		throw error
	}
}

export const shouldRevalidate = shouldRevalidateOnGet

export default function ConsultationCancelRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	if (actionData && 'done' in actionData) {
		return (
			<LinkDoneCard
				title={t('consultations.cancel.done')}
				next={{ to: '/therapists', label: t('consultations.cancel.find') }}
			>
				<p>{t('consultations.cancel.done_body')}</p>
			</LinkDoneCard>
		)
	}
	if ((actionData && 'problem' in actionData) || loaderData.problem) {
		return (
			<AuthCard title={t('consultations.cancel.meta.title')}>
				<p role="alert">{t('consultations.cancel.problem')}</p>
			</AuthCard>
		)
	}
	return (
		<LinkConfirmCard
			title={t('consultations.cancel.title')}
			body={<p className="text-muted">{t('consultations.cancel.body', { time: loaderData.time })}</p>}
			button={t('consultations.cancel.button')}
		/>
	)
}
