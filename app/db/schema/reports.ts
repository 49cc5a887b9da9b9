import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { providers } from './providers'

/** Why a visitor reports a profile ('Report this profile', docs/product.md#reports); the API's `reason`. */
export const REPORT_REASONS = [
	'not_licensed',
	'impersonation',
	'wrong_details',
	'inappropriate',
	'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

export const REPORT_STATUSES = ['open', 'closed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const REPORT_RESOLUTIONS = ['dismissed', 'actioned'] as const
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number]

/**
 * A visitor's report about one profile. Nothing in it names the reporter except `email`, which is
 * optional, kept only to send the answer, and deleted with the row by the retention job some days
 * after the report is closed. A report never hides a profile on its own: only a moderator does.
 */
export const reports = pgTable(
	'reports',
	{
		id: uuid().primaryKey().defaultRandom(),
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		reason: text({ enum: REPORT_REASONS }).notNull(),
		details: text().notNull().default(''),
		email: text(),
		created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
		closed_at: timestamp({ withTimezone: true }),
		/** The moderator's account; no foreign key, so deleting that account keeps the closed report. */
		closed_by: uuid(),
		resolution: text({ enum: REPORT_RESOLUTIONS }),
	},
	// The console's queue: open reports grouped by profile, oldest first.
	(t) => [index('reports_queue_idx').on(t.status, t.provider_id, t.created_at)],
)
