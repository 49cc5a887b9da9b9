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
import type { ClaimedLicence } from './npi-registry'
import { questions, tags } from './reference'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const AVAILABILITY = [
	'Accepting New Clients',
	'Waitlist for New Clients',
	'Not Accepting New Clients',
] as const
export const ONLINE_THERAPY = ['Both', 'Teletherapy Only', 'In-Person Only'] as const
export const RESPONSE_TYPES = ['text', 'audio', 'video'] as const

/** The yes/no columns the index row packs, each a search filter (app/features/search/flag-filters.ts). */
export const INDEX_FLAG_COLUMNS = ['wheelchair_accessible', 'evening_hours', 'weekend_hours'] as const
export type IndexFlagColumn = (typeof INDEX_FLAG_COLUMNS)[number]

/** One field of the index row: its SQL over the provider's columns, and those columns. */
export type IndexRowField = { sql: string; columns: readonly string[] }
const column = (name: string, sql = name): IndexRowField => ({ sql, columns: [name] })
const list = (name: string) => column(name, `array_to_string(${name}, chr(31))`)

/**
 * What the search index reads of a provider, packed into one text by provider_index_row() when the
 * row is written: fields split by chr(30), list values by chr(31), the city last (it is free text).
 * The function and the migration that defines it are generated from this list by `npm run
 * db:generate` (scripts/index-row-sql.ts; never edit them by hand); ProviderRowEncoder.encode in
 * app/features/search/provider-encoder.ts reads the fields back in this order.
 */
export const INDEX_ROW_FIELDS: readonly IndexRowField[] = [
	column('availability'),
	column('online_therapy'),
	column('min_cost', "coalesce(min_cost::text, '')"),
	column('max_cost', "coalesce(max_cost::text, '')"),
	column('photo', '(photo IS NOT NULL)::text'),
	{ sql: "(phone <> '' OR link <> '')::text", columns: ['phone', 'link'] },
	column('license', "(license <> '')::text"),
	column('summary', 'length(summary)::text'),
	column('zip'),
	column('state', "coalesce(state, '')"),
	...INDEX_FLAG_COLUMNS.map((name) => column(name, `${name}::text`)),
	// Whether the provider has an open consultation time: the 'Offers a free consultation' filter.
	column('consultation_next_at', '(consultation_next_at IS NOT NULL)::text'),
	list('licensed_states'),
	list('issues'),
	list('approaches'),
	list('payments'),
	list('gender'),
	list('language'),
	list('focuses_age'),
	list('ethnicity'),
	list('sexuality'),
	list('faith'),
	column('city'),
]

/** provider_index_row()'s parameters: each column the fields read, in order of first use. */
export const INDEX_ROW_COLUMNS = [...new Set(INDEX_ROW_FIELDS.flatMap((field) => field.columns))]

/**
 * A provider (the spec's User). Private columns: email, password_hash, flagged_keyword, and the
 * availability-reminder and delivery bookkeeping (docs/product.md#availability-freshness).
 */
export const providers = pgTable(
	'providers',
	{
		id: uuid().primaryKey().defaultRandom(),
		short_id: integer().notNull().unique().generatedAlwaysAsIdentity({ startWith: 10001 }),
		url_tag: text().notNull().default(''),
		email: text().notNull().unique(),
		email_verified: boolean().notNull().default(false),
		password_hash: text(),
		first_name: text().notNull().default(''),
		last_name: text().notNull().default(''),
		headline: text().notNull().default(''),
		phone: text().notNull().default(''),
		license: text().notNull().default(''),
		link: text().notNull().default(''),
		availability: text({ enum: AVAILABILITY }).notNull().default('Accepting New Clients'),
		/** When the provider last saved or confirmed their availability (public, shown in words). */
		availability_confirmed_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** Confirmation reminders sent since the last confirmation or login (0, 1 or 2). */
		availability_reminders: integer().notNull().default(0),
		availability_reminded_at: timestamp({ withTimezone: true }),
		/** Set by the one-click unsubscribe: no more reminders; account e-mails still go out. */
		reminders_unsubscribed_at: timestamp({ withTimezone: true }),
		/** Set when SMTP refused the address permanently (5xx); cleared when the e-mail changes. */
		email_undeliverable_at: timestamp({ withTimezone: true }),
		/** Contact messages to this provider that could not be delivered. Never shown publicly. */
		undelivered_messages: integer().notNull().default(0),
		/**
		 * Set when three people said 'Not yet' within 30 days and Accepting became Waitlist; cleared when the
		 * provider confirms their availability (docs/product.md#follow-ups). Shown to the owner only.
		 */
		silence_waitlist_at: timestamp({ withTimezone: true }),
		photo: text(),
		summary: text().notNull().default(''),
		addressOne: text().notNull().default(''),
		addressTwo: text().notNull().default(''),
		city: text().notNull().default(''),
		state: text(),
		zip: text().notNull().default(''),
		licensed_states: text().array().notNull().default([]),
		teletherapy: boolean().notNull().default(false),
		online_therapy: text({ enum: ONLINE_THERAPY }).notNull().default('Both'),
		/** Access needs (docs/product.md#search): filters with counts, shown on the profile. */
		wheelchair_accessible: boolean().notNull().default(false),
		evening_hours: boolean().notNull().default(false),
		weekend_hours: boolean().notNull().default(false),
		issues: integer().array().notNull().default([]),
		top_issues: integer().array().notNull().default([]),
		approaches: integer().array().notNull().default([]),
		min_cost: integer(),
		max_cost: integer(),
		payments: text().array().notNull().default([]),
		gender: text().array().notNull().default([]),
		ethnicity: text().array().notNull().default([]),
		sexuality: text().array().notNull().default([]),
		faith: text().array().notNull().default([]),
		language: text().array().notNull().default([]),
		focuses_age: text().array().notNull().default([]),
		onboarded: boolean().notNull().default(false),
		onboarded_letter: boolean().notNull().default(false),
		flagged: boolean().notNull().default(false),
		flagged_keyword: text(),
		/**
		 * Hidden by a moderator (docs/product.md#moderation): not live, and its page answers 410 to
		 * visitors; hidden_reason is shown to the owner with how to appeal. Only a person sets it.
		 */
		hidden: boolean().notNull().default(false),
		hidden_at: timestamp({ withTimezone: true }),
		hidden_reason: text(),
		/** Suspended by a moderator: the account cannot sign in, and its profile is hidden too. */
		suspended_at: timestamp({ withTimezone: true }),
		/** A moderator's request to fix something, shown on the owner's pages until they save the profile. */
		fix_request: text(),
		fix_requested_at: timestamp({ withTimezone: true }),
		/**
		 * The licence evidence (issue 46, docs/product.md#licence-checks): the NPI and the licences the
		 * provider claims (type: a key of app/platform/reference/licence-types.json). The last check's
		 * record is in license_checks (license-checks.ts).
		 */
		npi: text(),
		licenses: jsonb().$type<ClaimedLicence[]>().notNull().default([]),
		/**
		 * The provider's next open consultation time (docs/product.md#free-consultations), null when they
		 * have none: the card's 'Next free call' and the filter read it, so no card computes times. Kept
		 * fresh on settings save, booking and cancel, and by the consultation-times job as times pass.
		 */
		consultation_next_at: timestamp({ withTimezone: true }),
		is_demo: boolean().notNull().default(false),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** Free-text search over name, headline and summary (weighted in that order). */
		search_text: tsvector().generatedAlwaysAs(
			sql`setweight(to_tsvector('english'::regconfig, first_name || ' ' || last_name), 'A') || setweight(to_tsvector('english'::regconfig, headline), 'B') || setweight(to_tsvector('english'::regconfig, summary), 'C')`,
		),
		/**
		 * What the search index reads of the row, packed into one text when the row is written
		 * (app/features/search/index-definition.server.ts): a build at 1,000,000 providers no longer has
		 * PostgreSQL join ten lists and measure a summary for every row (docs/benchmarks.md). The
		 * function is in drizzle/0010_index_row.sql.
		 */
		index_row: text().generatedAlwaysAs(sql.raw(`provider_index_row(${INDEX_ROW_COLUMNS.join(', ')})`)),
	},
	(t) => [
		index('providers_search_text_gin').using('gin', t.search_text),
		index('providers_updated_at_idx').on(t.updated_at),
		index('providers_licensed_states_gin').using('gin', t.licensed_states),
		// No index on issues, approaches or payments: the search index answers those filters in memory,
		// and no query reads them by value. Their GIN indexes cost every provider write (18 s of the 92 s
		// an UPDATE of 1,000,000 rows took: docs/benchmarks.md#licence-re-check-after-a-registry-import-issue-46).
		index('providers_is_demo_idx').on(t.is_demo).where(sql`${t.is_demo}`),
		index('providers_availability_confirmed_at_idx').on(t.availability_confirmed_at),
		// The console's queues (docs/product.md#moderation): flagged and hidden profiles, oldest first, and new ones.
		index('providers_flagged_queue_idx').on(t.updated_at).where(sql`${t.flagged}`),
		index('providers_hidden_idx').on(t.hidden_at).where(sql`${t.hidden}`),
		index('providers_created_at_idx').on(t.created_at),
		// The re-check after a registry import joins the registry on the NPI (docs/product.md#licence-checks).
		index('providers_npi_idx').on(t.npi).where(sql`${t.npi} IS NOT NULL`),
	],
)

/**
 * The provider columns anyone may read: pages, cards and the JSON API (app/features/therapists/
 * public-profile.server.ts selects exactly these). Every other column is private: a new column stays
 * out of public answers until it is listed here. email_verified, flagged and hidden decide who sees a profile
 * (docs/product.md#live-profiles); the API shows `flagged` to the owner only.
 */
export const PUBLIC_PROVIDER_FIELDS = [
	'id',
	'short_id',
	'url_tag',
	'first_name',
	'last_name',
	'headline',
	'photo',
	'availability',
	'phone',
	'license',
	'link',
	'summary',
	'addressOne',
	'addressTwo',
	'city',
	'state',
	'zip',
	'licensed_states',
	'teletherapy',
	'online_therapy',
	'wheelchair_accessible',
	'evening_hours',
	'weekend_hours',
	'issues',
	'top_issues',
	'approaches',
	'min_cost',
	'max_cost',
	'payments',
	'gender',
	'ethnicity',
	'sexuality',
	'faith',
	'language',
	'focuses_age',
	'onboarded',
	'availability_confirmed_at',
	'email_verified',
	'flagged',
	'hidden',
] as const satisfies ReadonlyArray<keyof typeof providers.$inferSelect>

/** An answer to a question, written or recorded. */
export const responses = pgTable(
	'responses',
	{
		id: uuid().primaryKey().defaultRandom(),
		question_id: integer()
			.notNull()
			.references(() => questions.id),
		author_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		title: text().notNull().default(''),
		type: text({ enum: RESPONSE_TYPES }),
		text: text().notNull().default(''),
		video_url: text(),
		video_thumb_url: text(),
		audio_url: text(),
		/** Peak levels (0–1) sampled while recording: the audio player's timeline. */
		audio_timeline: jsonb().$type<number[]>(),
		transcript_full: text(),
		/** The recording's container as served ('video/webm', 'audio/mp4'…), read from the file. */
		media_type: text(),
		/** The recording's length in seconds, read from the file. */
		media_duration: real(),
		tag_id: integer().references(() => tags.id),
		is_complete: boolean().notNull().default(false),
		is_deleted: boolean().notNull().default(false),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index('responses_author_idx').on(t.author_id, t.created_at),
		index('responses_tag_idx').on(t.tag_id).where(sql`${t.is_complete} and not ${t.is_deleted}`),
		index('responses_question_idx').on(t.question_id).where(sql`${t.is_complete} and not ${t.is_deleted}`),
	],
)

/** A visitor's message or phone click. Kept 90 days, then deleted. */
export const contactMessages = pgTable(
	'contact_messages',
	{
		id: uuid().primaryKey().defaultRandom(),
		recipient_user: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		is_phone: boolean().notNull().default(false),
		name: text().notNull().default(''),
		private_message: text().notNull().default(''),
		author_email: text().notNull().default(''),
		phone: text().notNull().default(''),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		// The follow-up ('Did … get back to you?', docs/product.md#follow-ups). Deleted with the message.
		/** The outbox e-mail that carried the message: the follow-up waits until it is sent; cleared if it failed for good. */
		delivery_email_id: uuid(),
		/** HMAC of the writer's client address: answers from one address count once per provider. */
		client_key: text(),
		/** What the person was looking for: the listing's state and specialty tag ids, nothing else. */
		match_state: text(),
		match_tag_ids: integer().array().notNull().default([]),
		/**
		 * The listing search the message was written from, as the listing's own URL of the filters kept
		 * (state, near and miles, tags, format, access needs, payment, language; values only), re-read
		 * with the listing's parser: the follow-up suggests from it. Null when none came with it.
		 */
		search: text(),
		/** The therapists the follow-up's answer page offered: the second e-mail offers others. */
		suggested_ids: uuid().array().notNull().default([]),
		/** When the follow-up is due: FOLLOW_UP_DELAY after the message was delivered. */
		follow_up_due_at: timestamp({ withTimezone: true }),
		/** When the follow-up was queued (or skipped for an unsubscribed address): set once, with the outbox row. */
		follow_up_sent_at: timestamp({ withTimezone: true }),
		/** The second e-mail after 'Not yet': due one FOLLOW_UP_DELAY after the answer, sent at most once. */
		second_due_at: timestamp({ withTimezone: true }),
		second_sent_at: timestamp({ withTimezone: true }),
		/** The answer this message's follow-up gave (shared by one person's messages to one provider). */
		follow_up_answer_id: uuid(),
		/** The language of the page the message was written from: the person's follow-ups are in it. */
		locale: text({ enum: ['en', 'es'] })
			.notNull()
			.default('en'),
	},
	(t) => [
		index('contact_messages_recipient_idx').on(t.recipient_user, t.created_at),
		index('contact_messages_created_idx').on(t.created_at),
		index('contact_messages_awaiting_delivery_idx')
			.on(t.delivery_email_id)
			.where(sql`${t.follow_up_due_at} is null and ${t.delivery_email_id} is not null`),
		index('contact_messages_follow_up_due_idx')
			.on(t.follow_up_due_at)
			.where(sql`${t.follow_up_sent_at} is null`),
		index('contact_messages_second_due_idx').on(t.second_due_at).where(sql`${t.second_sent_at} is null`),
		index('contact_messages_follow_up_answer_idx').on(t.follow_up_answer_id),
	],
)

/** Uploaded files (photos now, answer media later), stored through a media store. */
export const media = pgTable(
	'media',
	{
		id: uuid().primaryKey().defaultRandom(),
		owner_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		kind: text({ enum: ['photo', 'audio', 'video'] }).notNull(),
		key: text().notNull().unique(),
		content_type: text().notNull(),
		size: integer().notNull(),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [index('media_owner_idx').on(t.owner_id)],
)
