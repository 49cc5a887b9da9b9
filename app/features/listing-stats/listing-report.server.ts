import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { followUpAnswers, type FollowUpOutcome } from '~/db/schema/follow-ups'
import { listingStats } from '~/db/schema/listing-stats'
import { contactMessages, providers } from '~/db/schema/providers'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { findStateByCode } from '~/platform/reference/states'

export const REPORT_WEEKS = 12

/** One week of a provider's numbers (docs/product.md#your-listing). */
export type ListingWeek = {
	/** The week's first and last UTC day, YYYY-MM-DD. */
	from: string
	to: string
	appearances: number
	views: number
	/** Appearances ÷ the average appearances of live providers licensed in the same state, in percent; null without any. */
	stateShare: number | null
	messages: number
	phoneClicks: number
	answers: Record<FollowUpOutcome, number>
}

export type ListingReport = {
	/** The state the share is measured against (the first practicing state), if any. */
	state: { code: string; name: string } | null
	/** Oldest week first; the last one ends today. */
	weeks: ListingWeek[]
}

const DAY_MS = 86_400_000
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * The provider's last 12 weeks, each ending on a weekday like today (UTC). Appearances and views come
 * from listing_stats; messages and phone clicks from contact_messages (kept 90 days, longer than the
 * report); answers from follow_up_answers.
 */
export async function loadListingReport(
	db: Db,
	provider_id: string,
	now = new Date(),
): Promise<ListingReport> {
	const today = isoDay(now.getTime())
	const start = new Date(`${today}T00:00:00Z`).getTime() - (REPORT_WEEKS * 7 - 1) * DAY_MS
	const firstDay = isoDay(start)
	/**
	 * Whole weeks between a day and today: 0 is the week ending today. The date is written inline (it
	 * is an ISO date made here) so that the select and the group by are the same expression.
	 */
	const weeksAgo = (day: unknown) => sql<number>`((${sql.raw(`'${today}'`)}::date - (${day})::date) / 7)::int`
	const utcDay = (column: unknown) => sql`(${column} at time zone 'UTC')::date`

	const [provider] = await db
		.select({ states: providers.licensed_states })
		.from(providers)
		.where(eq(providers.id, provider_id))
	const state = findStateByCode(provider?.states[0])

	const ownAgo = weeksAgo(listingStats.day)
	const messageAgo = weeksAgo(utcDay(contactMessages.created_at))
	const answerAgo = weeksAgo(utcDay(followUpAnswers.outcome_at))
	const [own, messages, answers, statewide] = await Promise.all([
		db
			.select({
				ago: ownAgo,
				appearances: sql<number>`sum(${listingStats.appearances})::int`,
				views: sql<number>`sum(${listingStats.views})::int`,
			})
			.from(listingStats)
			.where(and(eq(listingStats.provider_id, provider_id), gte(listingStats.day, firstDay)))
			.groupBy(ownAgo),
		db
			.select({
				ago: messageAgo,
				messages: sql<number>`(count(*) filter (where not ${contactMessages.is_phone}))::int`,
				phoneClicks: sql<number>`(count(*) filter (where ${contactMessages.is_phone}))::int`,
			})
			.from(contactMessages)
			.where(
				and(
					eq(contactMessages.recipient_user, provider_id),
					gte(contactMessages.created_at, new Date(start)),
				),
			)
			.groupBy(messageAgo),
		db
			.select({ ago: answerAgo, outcome: followUpAnswers.outcome, count: sql<number>`count(*)::int` })
			.from(followUpAnswers)
			.where(
				and(eq(followUpAnswers.provider_id, provider_id), gte(followUpAnswers.outcome_at, new Date(start))),
			)
			.groupBy(answerAgo, followUpAnswers.outcome),
		state ? stateAppearances(db, state.code, firstDay, ownAgo) : null,
	])

	const weeks: ListingWeek[] = []
	for (let ago = REPORT_WEEKS - 1; ago >= 0; ago--) {
		const to = new Date(`${today}T00:00:00Z`).getTime() - ago * 7 * DAY_MS
		const mine = own.find((row) => row.ago === ago)
		const sent = messages.find((row) => row.ago === ago)
		const appearances = mine?.appearances ?? 0
		const stateTotal = statewide?.weeks.find((row) => row.ago === ago)?.appearances ?? 0
		const average = statewide && statewide.providers > 0 ? stateTotal / statewide.providers : 0
		const answered = { yes: 0, 'not-yet': 0, 'not-taking': 0, cost: 0 }
		for (const row of answers) if (row.ago === ago) answered[row.outcome] = row.count
		weeks.push({
			from: isoDay(to - 6 * DAY_MS),
			to: isoDay(to),
			appearances,
			views: mine?.views ?? 0,
			stateShare: average > 0 ? Math.round((appearances / average) * 100) : null,
			messages: sent?.messages ?? 0,
			phoneClicks: sent?.phoneClicks ?? 0,
			answers: answered,
		})
	}
	return { state: state ? { code: state.code, name: state.name } : null, weeks }
}

/** The appearances of live providers licensed in a state, by week, and how many they are today. */
async function stateAppearances(
	db: Db,
	stateCode: string,
	firstDay: string,
	ago: ReturnType<typeof sql<number>>,
) {
	const inState = and(liveProviderCondition, sql`${stateCode} = any(${providers.licensed_states})`)
	const [weeks, [count]] = await Promise.all([
		db
			.select({ ago, appearances: sql<number>`sum(${listingStats.appearances})::int` })
			.from(listingStats)
			.innerJoin(providers, eq(providers.id, listingStats.provider_id))
			.where(and(inState, gte(listingStats.day, firstDay)))
			.groupBy(ago),
		db.select({ n: sql<number>`count(*)::int` }).from(providers).where(inState),
	])
	return { weeks, providers: count?.n ?? 0 }
}
