import { type SQL, sql } from 'drizzle-orm'
import { REPLY_SIGNAL_DAYS } from './reply-signal'

// The reply signal's counts (reply-signal.ts) in SQL: per provider, from follow_up_answers of the
// last 180 days, by the database's clock. Kept here so the profile, the cards and the index count alike.

// Spelled out: inside a select's fields Drizzle may print a column without its table, which the
// subquery would read as its own.
const PROVIDER_ID = sql.raw('"providers"."id"')

const COUNTED = sql.raw(
	`outcome in ('yes', 'not-yet') and outcome_at >= now() - interval '${REPLY_SIGNAL_DAYS} days'`,
)

/** A column of a select over providers: the answers that count (m). */
export const replyAnswersColumn: SQL<number> = sql<number>`(select count(*) from follow_up_answers fa
	where fa.provider_id = ${PROVIDER_ID} and ${COUNTED})`.mapWith(Number)

/** A column of a select over providers: those of them that said 'Yes, we are in touch' (n). */
export const repliesHeardColumn: SQL<number> = sql<number>`(select count(*) from follow_up_answers fa
	where fa.provider_id = ${PROVIDER_ID} and ${COUNTED} and outcome = 'yes')`.mapWith(Number)

/**
 * Both counts per provider as a relation `reply_counts(provider_id, reply_answers, replies_heard)`,
 * to join in a raw select over many providers (the search index).
 */
export const REPLY_COUNTS_RELATION = sql.raw(`(select provider_id, count(*)::int as reply_answers,
	(count(*) filter (where outcome = 'yes'))::int as replies_heard
	from follow_up_answers where outcome in ('yes', 'not-yet')
	and outcome_at >= now() - interval '${REPLY_SIGNAL_DAYS} days' group by provider_id) reply_counts`)
