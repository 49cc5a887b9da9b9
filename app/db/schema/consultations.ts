import { sql } from 'drizzle-orm'
import {
	boolean,
	check,
	date,
	index,
	integer,
	jsonb,
	pgTable,
	primaryKey,
	text,
	timestamp,
	uniqueIndex,
	uuid,
} from 'drizzle-orm/pg-core'
import { providers } from './providers'

export const CONSULTATION_MINUTES = [15, 20, 30] as const
export const CONSULTATION_BY = ['phone', 'video'] as const
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]
/** One weekly window in the provider's zone, 'HH:MM' on a 24-hour clock; several per day are allowed. */
export type ConsultationWindow = { day: Weekday; from: string; to: string }

/**
 * A provider's free consultation calls (docs/product.md#free-consultations): one row per provider
 * who set them up. Times are wall-clock times in `time_zone` (IANA); open times are computed from it
 * with a time-zone library (app/features/consultations/open-times.ts), never by hand offsets.
 */
export const consultationSettings = pgTable(
	'consultation_settings',
	{
		provider_id: uuid()
			.primaryKey()
			.references(() => providers.id, { onDelete: 'cascade' }),
		enabled: boolean().notNull().default(false),
		minutes: integer().notNull().default(15),
		by: text({ enum: CONSULTATION_BY }).notNull().default('phone'),
		/** The video link; null with `by: 'video'` means 'I will send a link'. */
		video_link: text(),
		time_zone: text().notNull(),
		windows: jsonb().$type<ConsultationWindow[]>().notNull().default([]),
		notice_hours: integer().notNull().default(24),
		horizon_days: integer().notNull().default(21),
		/** At most this many bookings on one day of the provider's zone; null: no limit. */
		per_day: integer(),
		days_off: date({ mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
		/**
		 * SHA-256 of the private calendar feed's token (calendar-feed.server.ts); null: no feed yet. A new
		 * token revokes the old URL.
		 */
		feed_token_hash: text().unique(),
		updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [check('consultation_minutes_check', sql`${t.minutes} IN (15, 20, 30)`)],
)

export const BOOKING_STATUSES = ['booked', 'cancelled'] as const

/**
 * A booked consultation. Nobody is double-booked because of the partial unique index on
 * (provider_id, start_at) among booked rows: slots sit on the provider's grid of `minutes`, so two
 * bookings of one slot share their start, and the second insert fails (docs/product.md#free-consultations).
 * The person's details serve only the booking and are deleted with the message retention.
 */
export const consultationBookings = pgTable(
	'consultation_bookings',
	{
		id: uuid().primaryKey().defaultRandom(),
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		start_at: timestamp({ withTimezone: true }).notNull(),
		end_at: timestamp({ withTimezone: true }).notNull(),
		/** The provider's day (in their zone) the booking counts against per_day. */
		local_day: date({ mode: 'string' }).notNull(),
		name: text().notNull(),
		email: text().notNull(),
		phone: text(),
		note: text(),
		/** The visitor's IANA zone: their e-mails say the time in it. */
		time_zone: text().notNull(),
		/** The visitor's language (e-mails to them); the provider's are English (docs/product.md#languages). */
		locale: text({ enum: ['en', 'es'] })
			.notNull()
			.default('en'),
		status: text({ enum: BOOKING_STATUSES }).notNull().default('booked'),
		/** The invite's UID (RFC 5545): the same in the request, the reminder and the cancellation. */
		uid: text().notNull().unique(),
		/** SHA-256 of the cancel link's token: the link is signed and works once. */
		cancel_token_hash: text().notNull().unique(),
		reminded_at: timestamp({ withTimezone: true }),
		cancelled_at: timestamp({ withTimezone: true }),
		/** When 'Did your call with … happen?' was queued (or skipped for an unsubscribed address): set once. */
		follow_up_sent_at: timestamp({ withTimezone: true }),
		/** The answer the person gave to it ('yes', 'no-call', 'cancelled'): only the first counts. */
		follow_up_outcome: text({ enum: ['yes', 'no-call', 'cancelled'] }),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		uniqueIndex('consultation_bookings_slot_idx')
			.on(t.provider_id, t.start_at)
			.where(sql`${t.status} = 'booked'`),
		index('consultation_bookings_reminder_idx')
			.on(t.start_at)
			.where(sql`${t.status} = 'booked' AND ${t.reminded_at} IS NULL`),
		// The follow-up after the call and the retention that deletes the row after it (docs/product.md#free-consultations).
		index('consultation_bookings_end_idx').on(t.end_at),
	],
)

/**
 * Booked consultations per provider and day, so per_day holds without a race: the booking's
 * transaction raises the counter with an upsert that refuses past the limit, and the row's lock
 * orders concurrent bookings of one day; the check keeps it from going below zero.
 */
export const consultationDays = pgTable(
	'consultation_days',
	{
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		day: date({ mode: 'string' }).notNull(),
		booked: integer().notNull().default(0),
	},
	(t) => [
		primaryKey({ columns: [t.provider_id, t.day] }),
		check('consultation_days_booked_check', sql`${t.booked} >= 0`),
	],
)
