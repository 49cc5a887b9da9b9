import { sql } from 'drizzle-orm'
import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { providers } from './providers'

// The people who run Openroom (docs/product.md#staff-roles-second-factor-and-the-audit-log). An
// account (a row of providers) may hold either role or both; each is checked on the server.

export const STAFF_ROLES = ['moderator', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const accountRoles = pgTable(
	'account_roles',
	{
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		role: text({ enum: STAFF_ROLES }).notNull(),
		granted_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** Null when granted on the command line; no foreign key, so a granter's deletion keeps the row. */
		granted_by: uuid(),
	},
	(t) => [primaryKey({ columns: [t.provider_id, t.role] })],
)

/**
 * A staff member's authenticator (RFC 6238). The secret is encrypted (AES-256-GCM, key in
 * app_settings) because verifying needs it back; enrolled_at is null until the first code matches.
 * last_step is the time step of the last accepted code: a code is never accepted twice.
 */
export const staffTotp = pgTable('staff_totp', {
	provider_id: uuid()
		.primaryKey()
		.references(() => providers.id, { onDelete: 'cascade' }),
	secret_sealed: text().notNull(),
	created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	enrolled_at: timestamp({ withTimezone: true }),
	last_step: bigint({ mode: 'number' }),
})

/** Ten one-time recovery codes per enrolment, stored as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
	'staff_recovery_codes',
	{
		id: uuid().primaryKey().defaultRandom(),
		provider_id: uuid()
			.notNull()
			.references(() => providers.id, { onDelete: 'cascade' }),
		code_hash: text().notNull(),
		used_at: timestamp({ withTimezone: true }),
	},
	(t) => [index('staff_recovery_codes_provider_idx').on(t.provider_id)],
)

/**
 * Append-only record of every staff action: a trigger (drizzle/*_audit_log_append_only.sql) refuses
 * UPDATE and DELETE. No foreign keys: rows outlive the accounts they name, and never block a deletion.
 */
export const auditLog = pgTable(
	'audit_log',
	{
		id: uuid().primaryKey().defaultRandom(),
		at: timestamp({ withTimezone: true }).notNull().defaultNow(),
		/** Null for the command line (the shell's user is not an account). */
		actor_id: uuid(),
		/** The actor's e-mail when acting, so the row still says who after the account is gone. */
		actor_email: text(),
		action: text().notNull(),
		profile_id: uuid(),
		reason: text(),
		before: jsonb().$type<Record<string, unknown>>(),
		after: jsonb().$type<Record<string, unknown>>(),
	},
	(t) => [
		index('audit_log_at_idx').on(t.at.desc()),
		index('audit_log_actor_idx').on(t.actor_id, t.at.desc()),
		index('audit_log_profile_idx').on(t.profile_id, t.at.desc()).where(sql`${t.profile_id} is not null`),
	],
)
