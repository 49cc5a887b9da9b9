import { sql } from 'drizzle-orm'
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
	const count = await countHit(db, rule, key, now)
	if (count > rule.limit) throw refusal(rule, now)
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
	const rows = await db
		.insert(rateLimits)
		.values(
			hits.map(({ rule, key }) => ({
				bucket: rule.bucket,
				key,
				window_start: windowStartOf(rule, now),
				count: 1,
			})),
		)
		.onConflictDoUpdate({
			target: [rateLimits.bucket, rateLimits.key, rateLimits.window_start],
			set: { count: sql`${rateLimits.count} + 1` },
		})
		.returning({ bucket: rateLimits.bucket, key: rateLimits.key, count: rateLimits.count })
	for (const { rule, key } of hits) {
		const count = rows.find((row) => row.bucket === rule.bucket && row.key === key)?.count ?? 0
		if (count > rule.limit) throw refusal(rule, now)
	}
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
	const window_start = windowStartOf(rule, now)
	const [row] = await db
		.insert(rateLimits)
		.values({ bucket: rule.bucket, key, window_start, count: 1 })
		.onConflictDoUpdate({
			target: [rateLimits.bucket, rateLimits.key, rateLimits.window_start],
			set: { count: sql`${rateLimits.count} + 1` },
		})
		.returning({ count: rateLimits.count })
	return row.count
}
