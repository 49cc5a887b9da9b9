import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, type ReportReason, reports } from '~/db/schema'

// The console's queues (docs/product.md#moderation), oldest first, each with its count. Each reads
// an index of its own (reports_queue_idx, providers_flagged_queue_idx, providers_created_at_idx), so
// they stay fast with 10,000 open reports (`npm run bench:moderation`, docs/benchmarks.md).

export const QUEUE_PAGE = 50
/** A profile's reports shown side by side in the queue; the case page shows them all. */
const REPORTS_SHOWN = 5
export const NEW_PROFILE_DAYS = 14

type Who = { provider_id: string; short_id: number; url_tag: string; name: string }

export type ReportGroup = Who & {
	open_reports: number
	oldest_at: Date
	hidden: boolean
	reports: Array<{ id: string; reason: ReportReason; details: string; created_at: string }>
}

const name = sql<string>`btrim(${providers.first_name} || ' ' || ${providers.last_name})`

/**
 * Open reports grouped by profile, the profile with the oldest open report first: the groups come
 * from reports_queue_idx alone, then each shown group's first few reports (oldest first) by the same index.
 */
export async function reportQueue(
	db: Db,
): Promise<{ total: number; profiles: number; groups: ReportGroup[] }> {
	const grouped = db
		.select({
			provider_id: reports.provider_id,
			open_reports: count().as('open_reports'),
			oldest_at: sql<Date>`min(${reports.created_at})`.as('oldest_at'),
		})
		.from(reports)
		.where(eq(reports.status, 'open'))
		.groupBy(reports.provider_id)
		// The page's groups first, then their profiles: 50 lookups, not one per reported profile.
		.orderBy(sql`min(${reports.created_at})`)
		.limit(QUEUE_PAGE)
		.as('grouped')
	const [rows, [totals]] = await Promise.all([
		db
			.select({
				provider_id: grouped.provider_id,
				open_reports: grouped.open_reports,
				oldest_at: grouped.oldest_at,
				short_id: providers.short_id,
				url_tag: providers.url_tag,
				name,
				hidden: providers.hidden,
			})
			.from(grouped)
			.innerJoin(providers, eq(providers.id, grouped.provider_id))
			.orderBy(asc(grouped.oldest_at))
			.limit(QUEUE_PAGE),
		db
			.select({ total: count(), profiles: sql<number>`count(distinct ${reports.provider_id})::int` })
			.from(reports)
			.where(eq(reports.status, 'open')),
	])
	const shown = rows.length
		? await db
				.select({
					id: reports.id,
					provider_id: reports.provider_id,
					reason: reports.reason,
					details: reports.details,
					created_at: reports.created_at,
					rank: sql<number>`row_number() over (partition by ${reports.provider_id} order by ${reports.created_at})`,
				})
				.from(reports)
				.where(
					and(
						eq(reports.status, 'open'),
						inArray(
							reports.provider_id,
							rows.map((r) => r.provider_id),
						),
					),
				)
		: []
	return {
		total: totals.total,
		profiles: Number(totals.profiles),
		groups: rows.map((row) => ({
			...row,
			oldest_at: new Date(row.oldest_at),
			reports: shown
				.filter((r) => r.provider_id === row.provider_id && Number(r.rank) <= REPORTS_SHOWN)
				.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
				.map((r) => ({
					id: r.id,
					reason: r.reason,
					details: r.details,
					created_at: r.created_at.toISOString(),
				})),
		})),
	}
}

export type QueueProfile = Who & { at: Date; flagged_keyword: string | null; hidden: boolean }

const WHO = {
	provider_id: providers.id,
	short_id: providers.short_id,
	url_tag: providers.url_tag,
	name,
	flagged_keyword: providers.flagged_keyword,
	hidden: providers.hidden,
}

/** Profiles the keyword check flagged (scripts/moderation.ts reads the same), oldest change first. */
export async function flaggedQueue(db: Db): Promise<{ total: number; profiles: QueueProfile[] }> {
	const [profiles, [{ total }]] = await Promise.all([
		db
			.select({ ...WHO, at: providers.updated_at })
			.from(providers)
			.where(eq(providers.flagged, true))
			.orderBy(asc(providers.updated_at))
			.limit(QUEUE_PAGE),
		db.select({ total: count() }).from(providers).where(eq(providers.flagged, true)),
	])
	return { total, profiles }
}

/** Profiles created in the last NEW_PROFILE_DAYS days, oldest first. */
export async function newProfilesQueue(
	db: Db,
	now = new Date(),
): Promise<{ total: number; profiles: QueueProfile[] }> {
	const since = new Date(now.getTime() - NEW_PROFILE_DAYS * 86_400_000)
	const recent = gte(providers.created_at, since)
	const [profiles, [{ total }]] = await Promise.all([
		db
			.select({ ...WHO, at: providers.created_at })
			.from(providers)
			.where(recent)
			.orderBy(asc(providers.created_at))
			.limit(QUEUE_PAGE),
		db.select({ total: count() }).from(providers).where(recent),
	])
	return { total, profiles }
}

/** Hidden profiles, most recently hidden first: where a restore starts. */
export async function hiddenProfiles(db: Db): Promise<{ total: number; profiles: QueueProfile[] }> {
	const [profiles, [{ total }]] = await Promise.all([
		db
			.select({ ...WHO, at: sql<Date>`coalesce(${providers.hidden_at}, ${providers.updated_at})` })
			.from(providers)
			.where(and(eq(providers.hidden, true)))
			.orderBy(desc(providers.hidden_at))
			.limit(QUEUE_PAGE),
		db.select({ total: count() }).from(providers).where(eq(providers.hidden, true)),
	])
	return { total, profiles: profiles.map((p) => ({ ...p, at: new Date(p.at) })) }
}
