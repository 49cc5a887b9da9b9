import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** One of the 15 taxonomy slots of an NPPES row: the code, and the licence the clinician gave with it. */
export type RegistryTaxonomy = {
	code: string
	license_number: string
	license_state: string
	primary: boolean
}

/** A licence a provider claims (issue 46): type is a key of app/platform/reference/licence-types.json. */
export type ClaimedLicence = { type: string; number: string; state: string }

/**
 * The record of a provider's last licence check (license_checks.license_check): what the registry check
 * found (app/features/licences/licence-check.ts), or what staff decided in the console (source 'staff',
 * with the source they used or the reason it was not confirmed). Shown to visitors as evidence.
 */
export type StoredLicenceCheck = {
	status: 'checked' | 'needs_review' | 'not_confirmed'
	source: 'registry' | 'staff'
	/** When it was checked or decided, ISO 8601. */
	checked_at: string
	/** The registry file's date ('YYYY-MM-DD') the check read; null before any import. */
	registry_file_date: string | null
	/** What failed for the whole claim (NPI, names); each licence adds its own. */
	mismatches: string[]
	licenses: (ClaimedLicence & { status: 'checked' | 'needs_review'; mismatches: string[] })[]
	/** A staff decision: the state whose board they used and what they wrote (source or reason). */
	staff?: { state: string | null; note: string }
}

/**
 * Each run of `npm run registry:import` that changed the registry (docs/deploy.md#the-npi-registry):
 * the file, its date, and what it did. The newest row is the registry's version: servers compare its
 * id with the one they last checked against, so an import run beside them is picked up without a
 * restart. Rows are never updated.
 */
export const npiRegistryImports = pgTable('npi_registry_imports', {
	id: integer().primaryKey().generatedAlwaysAsIdentity(),
	file_name: text().notNull(),
	/** The file's own date (the end of its range in the NPPES file name), 'YYYY-MM-DD'. */
	file_date: date({ mode: 'string' }).notNull(),
	kind: text({ enum: ['full', 'weekly'] }).notNull(),
	/** Data lines read, and of those the clinicians kept (behavioural-health individuals, deactivations). */
	rows_read: integer().notNull(),
	rows_kept: integer().notNull(),
	added: integer().notNull(),
	changed: integer().notNull(),
	removed: integer().notNull(),
	began_at: timestamp({ withTimezone: true }).notNull(),
	imported_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * The NPPES rows the licence check reads (issue 46): individuals (entity type 1) with at least one
 * behavioural-health taxonomy (app/platform/reference/licence-types.ts), and deactivated NPIs, which
 * the file lists with their dates only. Replaced whole by a full file, patched by a weekly one, both
 * in one transaction (app/features/licences/registry-import.server.ts).
 */
export const npiRegistry = pgTable(
	'npi_registry',
	{
		npi: text().primaryKey(),
		last_name: text().notNull().default(''),
		first_name: text().notNull().default(''),
		middle_name: text().notNull().default(''),
		credential: text().notNull().default(''),
		taxonomies: jsonb().$type<RegistryTaxonomy[]>().notNull().default([]),
		/** The business practice location's state, as NPPES writes it (a code for US addresses). */
		practice_state: text().notNull().default(''),
		last_update_date: date({ mode: 'string' }),
		deactivation_date: date({ mode: 'string' }),
		reactivation_date: date({ mode: 'string' }),
		/** The import that last added or changed the row: a re-check after an import reads only these. */
		import_id: integer()
			.notNull()
			.references(() => npiRegistryImports.id),
	},
	(t) => [index('npi_registry_import_idx').on(t.import_id)],
)

/**
 * The re-check of every provider with an NPI after an import (app/features/licences/recheck.server.ts,
 * docs/deploy.md#the-npi-registry): one row per import, inserted by the server that claims it and
 * finished when the last batch is written. An import without a finished row is still to re-check.
 */
export const npiRegistryRechecks = pgTable('npi_registry_rechecks', {
	import_id: integer()
		.primaryKey()
		.references(() => npiRegistryImports.id),
	began_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	/** Moved on by each batch: a re-check whose heartbeat stopped (its server died) is taken over. */
	heartbeat_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	finished_at: timestamp({ withTimezone: true }),
	/** Providers read, and those whose check changed (written), and of those the ones deactivated. */
	providers_read: integer().notNull().default(0),
	changed: integer().notNull().default(0),
	deactivated: integer().notNull().default(0),
})
