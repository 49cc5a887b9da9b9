import { useEffect } from 'react'
import { data, redirect, useNavigate } from 'react-router'
import { userContext } from '~/auth/context'
import { Link } from '~/components/local-link'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { BOOKING_FORM_FIELDS, bookFromForm } from '~/features/consultations/booking-form.server'
import {
	bookingConfirmation,
	bookingPageData,
	findBookingProfile,
} from '~/features/consultations/booking-page.server'
import { BookingForm, ZonePicker } from '~/features/consultations/components/booking-form'
import { registerEnglish } from '~/lib/english-catalog'
import { localeOfPath, localizedPath, useI18n } from '~/lib/i18n'
import { profileOfSubpage } from '~/lib/profile-subpage'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { errorBody, retryAfterHeaders, statusFor } from '~/lib/error-status'
import { isAppError } from '~/lib/errors'
import { pageActionFailure } from '~/lib/page-action'
import { clientIpContext } from '~/lib/request-context'
import { TOKEN_PAGE_HEADERS } from '~/lib/signed-link-page.server'
import consultationsEn from '~/locales/en/consultations.json'
import type { Route } from './+types/book-consultation'

registerEnglish(consultationsEn)

// The visitor's booking page (docs/product.md#free-consultations): /therapist/{url_tag}/{short_id}/book,
// and ?booked={signed id} is the confirmation. It works without JavaScript: the times are in the
// provider's zone, named, with a zone picker; with JavaScript the page asks once for the browser's zone.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const t = translatorFromMatches(matches)
	return pageMeta(siteFromMatches(matches), {
		title: t(
			loaderData.kind === 'booked' ? 'consultations.booked.meta.title' : 'consultations.book.meta.title',
		),
		description: t('consultations.book.meta.description'),
		path: `${loaderData.profile.path}/book`,
		noindex: true,
	})
}

/** The confirmation's address holds a token: never cached, never sent on (TOKEN_PAGE_HEADERS). */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders
}

type Context = Route.LoaderArgs['context']

/** The bookable live profile the URL names (profile-subpage.ts). */
function profileOf(request: Request, params: Route.LoaderArgs['params'], context: Context) {
	const viewerId = context.get(userContext)?.id ?? null
	const db = context.get(dbContext)
	return profileOfSubpage(
		request,
		params,
		'book',
		(short_id) => findBookingProfile(db, short_id, viewerId),
		(found) => found.profile_path,
	)
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const profile = await profileOf(request, params, context)
	const url = new URL(request.url)
	const locale = localeOfPath(url.pathname)
	const db = context.get(dbContext)
	const about = { name: profile.name, path: profile.profile_path }
	const token = url.searchParams.get('booked')
	if (token !== null) {
		const booked = await bookingConfirmation(db, token, locale)
		if (!booked) throw data(null, { status: 404, headers: TOKEN_PAGE_HEADERS })
		return data(
			{ kind: 'booked' as const, profile: about, token, ...booked },
			{ headers: TOKEN_PAGE_HEADERS },
		)
	}
	const zoneAsked = url.searchParams.get('tz')
	const page = await bookingPageData(db, profile, zoneAsked, locale)
	return data(
		{
			kind: 'book' as const,
			profile: about,
			zone_asked: zoneAsked !== null,
			// A time picked on the profile (?start=) is chosen already.
			start: url.searchParams.get('start'),
			...page,
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

/** The form without JavaScript (and with it, through React Router): book, then the confirmation. */
export async function action({ params, request, context }: Route.ActionArgs) {
	const profile = await profileOf(request, params, context)
	const locale = localeOfPath(new URL(request.url).pathname)
	// With JavaScript the form posts JSON (useForm) and reads where the confirmation is; without it a
	// plain form post, answered with a redirect or the form again.
	const json = request.headers.get('content-type')?.startsWith('application/json') ?? false
	const body: Record<string, string> = {}
	const sent: Iterable<[string, unknown]> = json
		? Object.entries(((await request.json().catch(() => null)) ?? {}) as Record<string, unknown>)
		: await request.formData()
	for (const [key, value] of sent) if (value !== null && typeof value !== 'object') body[key] = String(value)
	const values = Object.fromEntries(BOOKING_FORM_FIELDS.map((f) => [f, body[f] ?? '']))
	try {
		const env = getEnv()
		const token = await bookFromForm(context.get(dbContext), profile, body, {
			viewerId: context.get(userContext)?.id ?? null,
			clientIp: context.get(clientIpContext),
			site: { siteName: env.SITE_NAME, publicUrl: env.PUBLIC_URL, mailFrom: env.MAIL_FROM },
			locale,
		})
		// A page of its own after the post: reloading it books nothing twice.
		const confirmation = localizedPath(`${profile.profile_path}/book?booked=${token}`, locale)
		return json ? { ok: true as const, confirmation } : redirect(confirmation, 303)
	} catch (error) {
		if (json && isAppError(error))
			return data(errorBody(error.code, error.message, error.fields), {
				status: statusFor(error.code),
				headers: retryAfterHeaders(error.retryAfterSeconds),
			})
		return pageActionFailure(error, { values })
	}
}

export default function BookConsultationRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { profile } = loaderData
	return (
		<div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
			{loaderData.kind === 'booked' ? (
				<Booked time={loaderData.time} cancelled={loaderData.cancelled} token={loaderData.token} />
			) : (
				<>
					<h1 className="font-serif text-3xl text-ink">
						{t('consultations.book.title', { minutes: loaderData.minutes, name: profile.name })}
					</h1>
					{!loaderData.offered ? (
						<p className="mt-4 text-ink">{t('consultations.refusal.off')}</p>
					) : (
						<>
							<p className="mt-3 text-ink">
								{loaderData.by === 'phone'
									? t('consultations.book.by_phone', { name: profile.name })
									: t('consultations.book.by_video')}
							</p>
							<BrowserZone zone={loaderData.zone} asked={loaderData.zone_asked} />
							<p className="mt-4 text-ink">{t('consultations.book.zone', { zone: loaderData.zone_name })}</p>
							<ZonePicker zone={loaderData.zone} zones={loaderData.zones} />
							{loaderData.days.length === 0 ? (
								<p className="mt-6 text-ink">{t('consultations.book.none', { name: profile.name })}</p>
							) : (
								<BookingForm
									key={loaderData.zone}
									name={profile.name}
									by={loaderData.by}
									zone={loaderData.zone}
									days={loaderData.days}
									// Only a post without JavaScript comes back as the page's action data.
									result={actionData && 'ok' in actionData && !actionData.ok ? actionData : null}
									chosen={loaderData.start}
								/>
							)}
						</>
					)}
				</>
			)}
			<p className="mt-8">
				<Link to={profile.path} className="text-brand-700 underline">
					{t('consultations.book.back')}
				</Link>
			</p>
		</div>
	)
}

/** With JavaScript: show the times in the browser's zone once, unless the visitor chose one. */
function BrowserZone({ zone, asked }: { zone: string; asked: boolean }) {
	const navigate = useNavigate()
	useEffect(() => {
		if (asked) return
		const browser = Intl.DateTimeFormat().resolvedOptions().timeZone
		if (!browser || browser === zone) return
		const search = new URLSearchParams(window.location.search)
		search.set('tz', browser)
		navigate(`?${search}`, { replace: true, preventScrollReset: true })
	}, [asked, zone, navigate])
	return null
}

function Booked({ time, cancelled, token }: { time: string; cancelled: boolean; token: string }) {
	const { t } = useI18n()
	return (
		<>
			<h1 className="font-serif text-3xl text-ink">
				{t(cancelled ? 'consultations.booked.cancelled' : 'consultations.booked.title')}
			</h1>
			<p className="mt-4 text-ink text-lg">{t('consultations.booked.when', { time })}</p>
			{cancelled ? null : (
				<>
					<p className="mt-3 text-ink">{t('consultations.booked.email')}</p>
					<p className="mt-4">
						{/* A file, not a page: the browser downloads it (app/routes/consultation-invite.ts). */}
						<a
							href={`/consultation/invite/${token}`}
							download="invite.ics"
							className="text-brand-700 underline"
						>
							{t('consultations.booked.invite')}
						</a>
					</p>
				</>
			)}
		</>
	)
}
