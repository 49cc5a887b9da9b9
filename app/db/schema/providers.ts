import { sql } from 'drizzle-orm'
import {
	boolean,
	customType,
	index,
	integer,
	jsonb,
	real,
	pgTable,
	text,
	timestamp,
	uuid,
} from 'drizzle-orm/pg-core'
import { questions, tags } from './reference'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const AVAILABILITY = [
	'Accepting New Clients',
	'Waitlist for New Clients',
	'Not Accepting New Clients',
] as const
export const ONLINE_THERAPY = ['Both', 'Teletherapy Only', 'In-Person Only'] as const
export const RESPONSE_TYPES = ['text', 'audio', 'video'] as const

/**
 * A provider (the spec's User). Private columns: email, passwordHash, flaggedKeyword, and the
 * availability-reminder and delivery bookkeeping (docs/product.md#availability-freshness).
 */
export const providers = pgTable(
	'providers',
	{
		id: uuid().primaryKey().defaultRandom(),
		shortId: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 10001 }),
		urlTag: text().notNull().default(''),
		email: text().notNull().unique(),
		emailVerified: boolean().notNull().default(false),
		passwordHash: text(),
		firstName: text().notNull().default(''),
		lastName: text().notNull().default(''),
		headline: text().notNull().default(''),
		phone: text().notNull().default(''),
		license: text().notNull().default(''),
		link: text().notNull().default(''),
		availability: text({ enum: AVAILABILITY }).notNull().default('Accepting New Clients'),
		/** When the provider last saved or confirmed their availability (public, shown in words). */
		availabilityConfirmedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** Confirmation reminders sent since the last confirmation or login (0, 1 or 2). */
		availabilityReminders: integer().notNull().default(0),
		availabilityRemindedAt: timestamp({ withTimezone: true }),
		/** Set by the one-click unsubscribe: no more reminders; account e-mails still go out. */
		remindersUnsubscribedAt: timestamp({ withTimezone: true }),
		/** Set when SMTP refused the address permanently (5xx); cleared when the e-mail changes. */
		emailUndeliverableAt: timestamp({ withTimezone: true }),
		/** Contact messages to this provider that could not be delivered. Never shown publicly. */
		undeliveredMessages: integer().notNull().default(0),
		photo: text(),
		summary: text().notNull().default(''),
		addressOne: text().notNull().default(''),
		addressTwo: text().notNull().default(''),
		city: text().notNull().default(''),
		state: text(),
		zip: text().notNull().default(''),
		licensedStates: text().array().notNull().default([]),
		teletherapy: boolean().notNull().default(false),
		onlineTherapy: text({ enum: ONLINE_THERAPY }).notNull().default('Both'),
		issues: integer().array().notNull().default([]),
		topIssues: integer().array().notNull().default([]),
		approaches: integer().array().notNull().default([]),
		minCost: integer(),
		maxCost: integer(),
		payments: text().array().notNull().default([]),
		gender: text().array().notNull().default([]),
		ethnicity: text().array().notNull().default([]),
		sexuality: text().array().notNull().default([]),
		faith: text().array().notNull().default([]),
		language: text().array().notNull().default([]),
		focusesAge: text().array().notNull().default([]),
		onboarded: boolean().notNull().default(false),
		onboardedLetter: boolean().notNull().default(false),
		flagged: boolean().notNull().default(false),
		flaggedKeyword: text(),
		isDemo: boolean().notNull().default(false),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** Free-text search over name, headline and summary (weighted in that order). */
		searchText: tsvector().generatedAlwaysAs(
			sql`setweight(to_tsvector('english'::regconfig, first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english'::regconfig, headline), 'B') || setweight(to_tsvector('english'::regconfig, summary), 'C')`,
		),
	},
	(t) => [
		index('providers_search_text_gin').using('gin', t.searchText),
		index('providers_updated_at_idx').on(t.updatedAt),
		index('providers_licensed_states_gin').using('gin', t.licensedStates),
		index('providers_issues_gin').using('gin', t.issues),
		index('providers_approaches_gin').using('gin', t.approaches),
		index('providers_payments_gin').using('gin', t.payments),
		index('providers_is_demo_idx').on(t.isDemo).where(sql`${t.isDemo}`),
		index('providers_availability_confirmed_at_idx').on(t.availabilityConfirmedAt),
	],
)

/** An answer to a question, written or recorded. */
export const responses = pgTable(
	'responses',
	{
		id: uuid().primaryKey().defaultRandom(),
		questionId: integer()
			.notNull()
			.references(() => questions.id),
		authorId: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		title: text().notNull().default(''),
		type: text({ enum: RESPONSE_TYPES }),
		text: text().notNull().default(''),
		videoUrl: text(),
		videoThumbUrl: text(),
		audioUrl: text(),
		/** Peak levels (0–1) sampled while recording: the audio player's timeline. */
		audioTimeline: jsonb().$type<number[]>(),
		transcriptFull: text(),
		/** The recording's container as served ('video/webm', 'audio/mp4'…), read from the file. */
		mediaType: text(),
		/** The recording's length in seconds, read from the file. */
		mediaDuration: real(),
		tagId: integer().references(() => tags.id),
		isComplete: boolean().notNull().default(false),
		isDeleted: boolean().notNull().default(false),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
		updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index('responses_author_idx').on(t.authorId, t.createdAt),
		index('responses_tag_idx').on(t.tagId).where(sql`${t.isComplete} and not ${t.isDeleted}`),
		index('responses_question_idx').on(t.questionId).where(sql`${t.isComplete} and not ${t.isDeleted}`),
	],
)

/** A visitor's message or phone click. Kept 90 days, then deleted. */
export const contactMessages = pgTable(
	'contact_messages',
	{
		id: uuid().primaryKey().defaultRandom(),
		recipientId: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		isPhone: boolean().notNull().default(false),
		name: text().notNull().default(''),
		privateMessage: text().notNull().default(''),
		authorEmail: text().notNull().default(''),
		phone: text().notNull().default(''),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index('contact_messages_recipient_idx').on(t.recipientId, t.createdAt),
		index('contact_messages_created_idx').on(t.createdAt),
	],
)

/** Uploaded files (photos now, answer media later), stored through a media store. */
export const media = pgTable(
	'media',
	{
		id: uuid().primaryKey().defaultRandom(),
		ownerId: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		kind: text({ enum: ['photo', 'audio', 'video'] }).notNull(),
		key: text().notNull().unique(),
		contentType: text().notNull(),
		size: integer().notNull(),
		createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('media_owner_idx').on(t.ownerId)],
)
