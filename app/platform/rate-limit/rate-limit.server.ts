import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { rateLimits } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { countRateLimitRefusal } from '~/platform/observability/metrics.server'

export type RateLimitRule = { bucket: string; limit: number; windowMs: number }

/**
 * Counts one hit in a fixed window stored in the database (so every app instance shares it).
 * Throws AppError('rate_limited') with retryAfterSeconds once the limit is passed.
 */
export async function consumeRateLimit(
	db: Db,
	rule: RateLimitRule,
	key: string,
	now = new Date(),
): Promise<void> {
	const refused = rateLimitRefusal(rule, await countHit(db, rule, key, now), now)
	if (refused) throw refused
}

function refusal(rule: RateLimitRule, now: Date): AppError {
	countRateLimitRefusal(rule.bucket)
	const windowEnd = windowStartOf(rule, now).getTime() + rule.windowMs
	return new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.', {
		retryAfterSeconds: Math.ceil((windowEnd - now.getTime()) / 1000),
	})
}

/**
 * consumeRateLimit for several rules at once, in one statement (one round trip): every hit is
 * counted, then the first rule past its limit throws as consumeRateLimit would. The hits must
 * differ in bucket or key (one statement cannot raise one row twice).
 */
export async function consumeRateLimits(
	db: Db,
	hits: readonly { rule: RateLimitRule; key: string }[],
	now = new Date(),
): Promise<void> {
	const counts = await countHits(db, hits, now)
	for (const [i, { rule }] of hits.entries()) {
		const refused = rateLimitRefusal(rule, counts[i], now)
		if (refused) throw refused
	}
}

/**
 * Counts one hit of each (rule, key) in its current window, in one statement, and returns each
 * window's count so far. Plain SQL over one JSON parameter: Drizzle's upsert builder cost about
 * 1.5 ms of CPU a call, four times the round trip (docs/benchmarks.md, issue 47).
 */
async function countHits(
	db: Db,
	hits: readonly { rule: RateLimitRule; key: string }[],
	now: Date,
): Promise<number[]> {
	const result = await db.execute(rateLimitHitsSql(hits, now))
	const rows = (result as unknown as { rows: { bucket: string; key: string; count: number }[] }).rows
	return hits.map(({ rule, key }) => rows.find((r) => r.bucket === rule.bucket && r.key === key)?.count ?? 0)
}

/**
 * The statement that counts the hits (`returning bucket, key, count`): countHits runs it; a service
 * that must count a hit in the same statement as its own write uses it as a CTE and passes the
 * count to rateLimitRefusal. The hits must differ in bucket or key.
 */
export function rateLimitHitsSql(hits: readonly { rule: RateLimitRule; key: string }[], now: Date): SQL {
	const values = hits.map(({ rule, key }) => ({
		bucket: rule.bucket,
		key,
		window_start: windowStartOf(rule, now).toISOString(),
	}))
	return sql`insert into ${rateLimits} (bucket, key, window_start, count)
		select bucket, key, window_start, 1
		from json_to_recordset(${JSON.stringify(values)}::json) as hit(bucket text, key text, window_start timestamptz)
		on conflict (bucket, key, window_start) do update set count = ${rateLimits}.count + 1
		returning bucket, key, count`
}

/** The refusal of a hit counted by rateLimitHitsSql, or null while `count` is within the rule's limit. */
export function rateLimitRefusal(rule: RateLimitRule, count: number, now = new Date()): AppError | null {
	return count > rule.limit ? refusal(rule, now) : null
}

function windowStartOf(rule: RateLimitRule, now: Date): Date {
	return new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs)
}

/** Deletes windows that ended more than a day ago (run by a background job). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<void> {
	await db.delete(rateLimits).where(sql`${rateLimits.window_start} < ${new Date(now.getTime() - 86_400_000)}`)
}

/**
 * Counts one hit in the same fixed windows as consumeRateLimit, but never refuses: returns the
 * window's count so far, for rules whose consequence is a delay or a notice rather than a 429
 * (docs/product.md#sign-in-limits).
 */
export async function countHit(db: Db, rule: RateLimitRule, key: string, now = new Date()): Promise<number> {
	const [count] = await countHits(db, [{ rule, key }], now)
	return count
}
