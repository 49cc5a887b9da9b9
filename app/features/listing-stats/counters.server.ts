import { sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { listingStats } from '~/db/schema/listing-stats'
import { providers } from '~/db/schema/providers'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { isBotUserAgent } from '~/lib/scrub'

// A provider's appearances in search results and profile views (docs/product.md#your-listing),
// counted in this process's memory and added to listing_stats in one statement per flush (a job
// every LISTING_STATS_FLUSH, and on shutdown): a page view writes nothing to the database.
// Nothing about the visitor is kept; crawlers (by user agent) are not counted.

type Counts = { appearances: number; views: number }

/** Lower case, as Postgres writes uuids and the search index keeps them. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

let pending = new Map<string, Counts>()

const dayOf = (now: Date) => now.toISOString().slice(0, 10)

function add(provider_ids: readonly string[], now: Date, field: keyof Counts): void {
	const day = dayOf(now)
	for (const provider_id of provider_ids) {
		// A malformed id would fail the whole batch's ::uuid cast.
		if (provider_id.length !== 36 || !UUID.test(provider_id)) continue
		const key = `${provider_id}|${day}`
		const counts = pending.get(key)
		if (counts) counts[field] += 1
		else pending.set(key, field === 'views' ? { appearances: 0, views: 1 } : { appearances: 1, views: 0 })
	}
}

/** The providers on a page of search results (a listing page or GET /api/user), unless a crawler asked. */
export function countAppearances(
	provider_ids: readonly string[],
	userAgent: string | null,
	now = new Date(),
) {
	if (!isBotUserAgent(userAgent)) add(provider_ids, now, 'appearances')
}

/** One opening of a profile page, unless a crawler asked. */
export function countProfileView(provider_id: string, userAgent: string | null, now = new Date()) {
	if (!isBotUserAgent(userAgent)) add([provider_id], now, 'views')
}

/** The counts not yet written (tests, the shutdown log). */
export function pendingListingStats(): number {
	return pending.size
}

/**
 * Adds the counts gathered since the last flush to listing_stats, in one statement; ids that do not
 * name a live provider are dropped by it. On failure the counts are kept for the next flush.
 * Returns the rows written.
 */
export async function flushListingStats(db: Db): Promise<number> {
	if (pending.size === 0) return 0
	const batch = pending
	pending = new Map()
	const rows = [...batch].map(([key, counts]) => {
		const [provider_id, day] = key.split('|')
		return sql`(${provider_id}::uuid, ${day}::date, ${counts.appearances}::int, ${counts.views}::int)`
	})
	try {
		const written = (await db.execute(sql`
			insert into ${listingStats} (provider_id, day, appearances, views)
			select c.provider_id, c.day, c.appearances, c.views
			from (values ${sql.join(rows, sql`, `)}) as c(provider_id, day, appearances, views)
			join ${providers} on ${providers.id} = c.provider_id
			where ${liveProviderCondition}
			on conflict (provider_id, day) do update set
				appearances = ${listingStats.appearances} + excluded.appearances,
				views = ${listingStats.views} + excluded.views
			returning provider_id`)) as { rows: unknown[] }
		return written.rows.length
	} catch (error) {
		for (const [key, counts] of batch) {
			const kept = pending.get(key)
			if (kept) {
				kept.appearances += counts.appearances
				kept.views += counts.views
			} else pending.set(key, counts)
		}
		throw error
	}
}
