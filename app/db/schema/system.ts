import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { providers } from './providers'

/** Login sessions. Only the SHA-256 hash of the cookie token is stored. */
export const sessions = pgTable(
	'sessions',
	{
		id: uuid().primaryKey().defaultRandom(),
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		token_hash: text().notNull().unique(),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		last_seen_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		expires_at: timestamp({ withTimezone: true }).notNull(),
		/** When this session passed the staff second factor (docs/product.md#staff-roles-second-factor-and-the-audit-log). */
		second_factor_at: timestamp({ withTimezone: true }),
	},
	(t) => [index('sessions_provider_idx').on(t.provider_id)],
)

/**
 * Single-use links (verify, reset, e-mail change, availability confirmation, sign-in): hashed,
 * expiring. `purpose` is a plain text column: a new purpose needs no migration.
 */
export const oneTimeTokens = pgTable(
	'one_time_tokens',
	{
		id: uuid().primaryKey().defaultRandom(),
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		purpose: text({ enum: ['verify', 'reset', 'update_email', 'availability', 'sign_in'] }).notNull(),
		token_hash: text().notNull().unique(),
		new_email: text(),
		expires_at: timestamp({ withTimezone: true }).notNull(),
		used_at: timestamp({ withTimezone: true }),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('one_time_tokens_provider_idx').on(t.provider_id, t.purpose)],
)

/** A small text file sent with an e-mail; `content_type` may carry parameters (text/calendar; method=REQUEST). */
export type EmailAttachment = { filename: string; content: string; content_type: string }

/** Every e-mail is written here first, then delivered by the outbox worker: nothing is lost if SMTP is down. */
export const emailOutbox = pgTable(
	'email_outbox',
	{
		id: uuid().primaryKey().defaultRandom(),
		to: text().notNull(),
		reply_to: text(),
		subject: text().notNull(),
		text: text().notNull(),
		html: text().notNull(),
		status: text({ enum: ['pending', 'sent', 'failed'] })
			.notNull()
			.default('pending'),
		attempts: integer().notNull().default(0),
		next_attempt_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		last_error: text(),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		sent_at: timestamp({ withTimezone: true }),
		meta: jsonb().$type<Record<string, string>>(),
		/** Extra message headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
		headers: jsonb().$type<Record<string, string>>(),
		/** Files sent with it, e.g. a consultation's calendar invite (.ics). */
		attachments: jsonb().$type<EmailAttachment[]>(),
	},
	(t) => [index('email_outbox_due_idx').on(t.next_attempt_at).where(sql`${t.status} = 'pending'`)],
)

/** Fixed-window counters shared by every app instance. */
export const rateLimits = pgTable(
	'rate_limits',
	{
		bucket: text().notNull(),
		key: text().notNull(),
		window_start: timestamp({ withTimezone: true }).notNull(),
		count: integer().notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.bucket, t.key, t.window_start] })],
)

/** Server-side settings shared by every instance (e.g. the upload signing secret, generated once). */
export const appSettings = pgTable('app_settings', {
	key: text().primaryKey(),
	value: text().notNull(),
	created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
