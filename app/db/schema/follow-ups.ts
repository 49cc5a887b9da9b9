import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { providers } from './providers'

export const FOLLOW_UP_OUTCOMES = ['yes', 'not-yet', 'not-taking', 'cost'] as const
export type FollowUpOutcome = (typeof FOLLOW_UP_OUTCOMES)[number]

/**
 * One person's answer to 'Did … get back to you?' about one provider (docs/product.md#follow-ups): only
 * the outcome and its time. It outlives the message (the reply signal looks back 180 days), and
 * nothing in it leads back to the person.
 */
export const followUpAnswers = pgTable(
	'follow_up_answers',
	{
		id: uuid().primaryKey().defaultRandom(),
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		outcome: text({ enum: FOLLOW_UP_OUTCOMES }).notNull(),
		outcome_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** The provider's side: they say they did reply ('I did reply'). */
		provider_replied_at: timestamp({ withTimezone: true }),
	},
	(t) => [index('follow_up_answers_provider_idx').on(t.provider_id, t.outcome_at)],
)

/** Addresses that asked for no more follow-ups: an HMAC of the address, never the address itself. */
export const followUpUnsubscribes = pgTable('follow_up_unsubscribes', {
	email_hash: text().primaryKey(),
	created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
