import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { providers } from './providers'

/**
 * A provider's own numbers, per UTC day (docs/product.md#your-listing): how often the profile was
 * shown in search results and opened. Aggregates only: no visitor, cookie or address. Counted in
 * memory and added here in batches (app/features/listing-stats/counters.server.ts). Messages, phone
 * clicks and follow-up answers are read from their own tables.
 */
export const listingStats = pgTable(
	'listing_stats',
	{
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		day: date({ mode: 'string' }).notNull(),
		appearances: integer().notNull().default(0),
		views: integer().notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.provider_id, t.day] })],
)
