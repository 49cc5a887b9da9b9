import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Files of deleted accounts still to remove from storage (docs/product.md#deleting-an-account). A
 * key ending in '/' is a folder: everything under it goes. The cleanup job retries until the storage
 * answers, then deletes the row.
 */
export const mediaDeletions = pgTable(
	'media_deletions',
	{
		id: uuid().primaryKey().defaultRandom(),
		key: text().notNull(),
		attempts: integer().notNull().default(0),
		next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		last_error: text(),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('media_deletions_due_idx').on(t.next_attempt_at)],
)

/**
 * The public profile number of a deleted account, and when, kept two hours: every server's search
 * index drops the number on its next look (a deleted row leaves no `updated_at` to notice). Nothing
 * else about the account is kept.
 */
export const providerDeletions = pgTable(
	'provider_deletions',
	{
		short_id: integer().primaryKey(),
		deleted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('provider_deletions_deleted_at_idx').on(t.deleted_at)],
)
