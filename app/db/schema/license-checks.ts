import { sql } from 'drizzle-orm'
import { boolean, index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { StoredLicenceCheck } from './npi-registry'
import { providers } from './providers'

/**
 * A provider's last licence check (issue 46, docs/product.md#licence-checks): the record (what the
 * registry check found, or what staff decided) and license_checked, true while it says checked (by
 * the registry or by staff): the flag search, the card mark and LICENSE_CHECK_REQUIRED read. No row:
 * not yet checked. A table of its own, not columns of providers: the re-check after an import writes
 * a record for every provider with an NPI, and a narrow row with two indexes costs a fraction of a
 * provider row with twelve (docs/benchmarks.md#licence-re-check-after-a-registry-import-issue-46).
 * The search index reads its changes by updated_at like the provider row's own
 * (app/features/search/index-definition.server.ts).
 */
export const licenseChecks = pgTable(
	'license_checks',
	{
		provider_id: uuid()
			.primaryKey()
			.references(() => providers.id, { onDelete: 'cascade' }),
		license_check: jsonb().$type<StoredLicenceCheck>().notNull(),
		license_checked: boolean().notNull(),
		updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
	},
	(t) => [
		index('license_checks_updated_at_idx').on(t.updated_at),
		// The console's licence queue: checks that need a person, oldest first.
		index('license_checks_queue_idx')
			.on(sql`(${t.license_check}->>'checked_at')`)
			.where(sql`${t.license_check}->>'status' = 'needs_review'`),
	],
)

/**
 * A provider's license_checked as a column of a select over providers (false without a check), and
 * the record (null without one): one indexed look-up each, so a reader keeps its query's shape.
 */
export const licenseCheckedOfProvider = sql<boolean>`coalesce((select ${licenseChecks.license_checked}
	from ${licenseChecks} where ${licenseChecks.provider_id} = ${providers.id}), false)`
export const licenseCheckOfProvider = sql<StoredLicenceCheck | null>`(select ${licenseChecks.license_check}
	from ${licenseChecks} where ${licenseChecks.provider_id} = ${providers.id})`
