import { redirect } from 'react-router'
import { Link } from '~/components/local-link'
import { dbContext } from '~/db/context'
import { getEnv } from '~/env.server'
import { ReportForm } from '~/features/reports/components/report-form'
import { ReportSent } from '~/features/reports/components/report-sent'
import { serverI18n } from '~/lib/translator.server'
import { parseReportRequest, reportFailureMessage } from '~/features/reports/report.schema'
import { findReportableProfile, submitReport } from '~/features/reports/reports.server'
import { registerEnglish } from '~/lib/english-catalog'
import { localeOfPath, localizedPath, useI18n } from '~/lib/i18n'
import { profileOfSubpage } from '~/lib/profile-subpage'
import { pageMeta, siteFromMatches, translatorFromMatches } from '~/lib/meta'
import { pageActionFailure } from '~/lib/page-action'
import { clientIpContext } from '~/lib/request-context'
import reportEn from '~/locales/en/report.json'
import type { Route } from './+types/report-profile'

registerEnglish(reportEn)

// 'Report this profile' (docs/product.md#reports): /therapist/{url_tag}/{short_id}/report, a page of
// its own that works without JavaScript; ?sent is the thank-you page. Only a live profile can be
// reported: anything else is the 404 page.

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
	if (!loaderData) return []
	const t = translatorFromMatches(matches)
	return pageMeta(siteFromMatches(matches), {
		title: t(loaderData.sent ? 'report.sent.title' : 'report.meta.title'),
		description: t('report.meta.description'),
		path: `${loaderData.profile.path}/report`,
		noindex: true,
	})
}

/** The live profile the URL names (profile-subpage.ts). */
function profileOf(
	request: Request,
	params: Route.LoaderArgs['params'],
	db: Parameters<typeof findReportableProfile>[0],
) {
	return profileOfSubpage(
		request,
		params,
		'report',
		(short_id) => findReportableProfile(db, { short_id }),
		(found) => found.path,
	)
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const profile = await profileOf(request, params, context.get(dbContext))
	return {
		profile: { id: profile.id, name: profile.name, path: profile.path },
		siteName: getEnv().SITE_NAME,
		sent: new URL(request.url).searchParams.has('sent'),
	}
}

const FORM_FIELDS = ['reason', 'details', 'email'] as const

/** The form without JavaScript: the same checks and service as POST /api/report, then the thank-you page. */
export async function action({ params, request, context }: Route.ActionArgs) {
	const db = context.get(dbContext)
	const profile = await profileOf(request, params, db)
	const locale = localeOfPath(new URL(request.url).pathname)
	const form = await request.formData()
	const body: Record<string, string> = {}
	for (const [key, value] of form) if (typeof value === 'string') body[key] = value
	const values = Object.fromEntries(FORM_FIELDS.map((f) => [f, body[f] ?? '']))
	try {
		// The profile is the page's own, whatever the post says.
		const input = parseReportRequest(
			{ ...body, recipient_user: profile.id },
			{ requireBox: true, words: serverI18n(locale) },
		)
		await submitReport(db, input, { clientIp: context.get(clientIpContext), locale })
		// After the post, a page of its own: reloading it sends nothing twice.
		return redirect(localizedPath(`${profile.path}/report?sent`, locale), 303)
	} catch (error) {
		return pageActionFailure(error, {
			values,
			message: (e) => reportFailureMessage(e.code, e.message, serverI18n(locale)),
		})
	}
}

export default function ReportProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { profile, siteName, sent } = loaderData
	return (
		<div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
			{sent ? (
				<ReportSent siteName={siteName} profilePath={profile.path} />
			) : (
				<>
					<h1 className="font-serif text-3xl text-ink">{t('report.title')}</h1>
					<p className="mt-3 text-ink">{t('report.about', { name: profile.name, site: siteName })}</p>
					<p className="mt-2 mb-6 text-muted text-sm">{t('report.notEmergency')}</p>
					<ReportForm
						recipient_user={profile.id}
						reportPath={`${profile.path}/report`}
						noJsResult={actionData ?? null}
					/>
					<p className="mt-6 text-muted text-sm">
						{t('report.privacy')}{' '}
						<Link to="/legal/privacy-policy#reports" className="text-brand-700 underline">
							{t('report.privacyLink')}
						</Link>
					</p>
					<p className="mt-4">
						<Link to={profile.path} className="text-brand-700 underline">
							{t('report.backToProfile')}
						</Link>
					</p>
				</>
			)}
		</div>
	)
}
