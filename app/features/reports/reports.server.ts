import { liveProfileColumns } from '~/features/therapists/live-profile.server'
import { asc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, reports } from '~/db/schema'
import { displayName, profilePath } from '~/features/therapists/format'
import { isLiveProfile } from '~/features/therapists/live-profile'
import { AppError, isAppError } from '~/lib/errors'
import type { Locale, Translate } from '~/lib/i18n'
import { serverI18n } from '~/lib/translator.server'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import type { ReportInput } from './report.schema'

// 'Report this profile' (docs/product.md#reports): the one service behind the report page's form
// and POST /api/report. A report is stored for a person to review; it never hides a profile by
// itself, and nothing about it reaches the provider but its reason, date and outcome.

/** The one limit the form and the API share, per client address. */
export const REPORT_RATE_LIMIT = {
	bucket: 'report:ip:hour',
	limit: 10,
	windowMs: 60 * 60_000,
} satisfies RateLimitRule

/** "a minute", "12 minutes", "2 hours": how long until the limit lets a report through again. */
function waitText(seconds: number, t: Translate): string {
	const minutes = Math.ceil(seconds / 60)
	if (minutes <= 1) return t('report.wait.minute')
	if (minutes < 90) return t('report.wait.minutes', { n: minutes })
	return t('report.wait.hours', { n: Math.ceil(minutes / 60) })
}

/** The columns that say whether a profile is live (app/features/therapists/live-profile.ts), and its path. */
const reportableColumns = {
	id: providers.id,
	short_id: providers.short_id,
	url_tag: providers.url_tag,
	...liveProfileColumns,
}

/** What the report page shows of the profile: its name and where it lives. */
export type ReportableProfile = { id: string; short_id: number; url_tag: string; name: string; path: string }

/**
 * The profile a visitor may report: a live one (docs/product.md#live-profiles), so exactly the
 * profiles search and the API show. A draft, a flagged or an unknown profile is not found.
 */
export async function findReportableProfile(
	db: Db,
	by: { id: string } | { short_id: number },
): Promise<ReportableProfile | null> {
	const [row] = await db
		.select(reportableColumns)
		.from(providers)
		.where('id' in by ? eq(providers.id, by.id) : eq(providers.short_id, by.short_id))
		.limit(1)
	if (!row || !isLiveProfile(row)) return null
	const { id, short_id, url_tag } = row
	return { id, short_id, url_tag, name: displayName(row), path: profilePath(row) }
}

type ReportContext = { clientIp: string; locale: Locale; now?: Date }

/**
 * Stores a visitor's report. Throws rate_limited (the one limit, before anything is looked up, so
 * probing ids is limited too) and not_found (no such live profile).
 */
export async function submitReport(db: Db, input: ReportInput, ctx: ReportContext): Promise<{ id: string }> {
	const { t } = serverI18n(ctx.locale)
	try {
		await consumeRateLimit(db, REPORT_RATE_LIMIT, ctx.clientIp, ctx.now)
	} catch (error) {
		if (!isAppError(error, 'rate_limited')) throw error
		const retryAfterSeconds = error.retryAfterSeconds ?? 60
		throw new AppError('rate_limited', t('report.error.tooMany', { wait: waitText(retryAfterSeconds, t) }), {
			retryAfterSeconds,
		})
	}
	const profile = await findReportableProfile(db, { id: input.recipient_user })
	if (!profile) throw new AppError('not_found', t('report.error.notFound'))
	const [row] = await db
		.insert(reports)
		.values({
			provider_id: profile.id,
			reason: input.reason,
			details: input.details,
			email: input.email,
			...(ctx.now ? { created_at: ctx.now } : {}),
		})
		.returning({ id: reports.id })
	return { id: row.id }
}

/**
 * The reports about a provider's own profile, for 'Download my data' (docs/product.md#downloading-your-data):
 * the reason, dates and outcome only. Never the details or the e-mail: they are the reporter's.
 */
export function reportsAboutProvider(db: Db, provider_id: string) {
	return db
		.select({
			reason: reports.reason,
			created_at: reports.created_at,
			status: reports.status,
			resolution: reports.resolution,
			closed_at: reports.closed_at,
		})
		.from(reports)
		.where(eq(reports.provider_id, provider_id))
		.orderBy(asc(reports.created_at))
}
