import { type AnyColumn, and, eq, gte, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { licenseCheckedOfProvider } from '~/db/schema/license-checks'
import { providers } from '~/db/schema/providers'
import { DAY_MS, UNKNOWN_AFTER_DAYS } from '~/features/availability/freshness'
import { checkedLicenceIsRequired } from './live-profile'

// isLiveProfile() (live-profile.ts) as SQL, for the queries that list profiles (docs/product.md#live-profiles).
// It is the same rule: live-profile.test.ts runs both over the same fixtures.

// btrim, because the predicates in live-profile.ts trim: a name of spaces is no name.
const hasText = (column: AnyColumn) => sql`btrim(${column}) <> ''`

/**
 * The columns isLiveProfile() and isViewable() read, for a query's select (`...liveProfileColumns`):
 * one list, so a new part of the rule (as `hidden` was) reaches every caller at once.
 */
export const liveProfileColumns = {
	onboarded: providers.onboarded,
	email_verified: providers.email_verified,
	flagged: providers.flagged,
	hidden: providers.hidden,
	first_name: providers.first_name,
	last_name: providers.last_name,
	headline: providers.headline,
	licensed_states: providers.licensed_states,
	license_checked: licenseCheckedOfProvider,
}

/** LICENSE_CHECK_REQUIRED's part of the rule, built into each query as it is made, not once at import. */
const checkedLicence: SQLWrapper = {
	getSQL: () => (checkedLicenceIsRequired() ? licenseCheckedOfProvider : sql`true`),
}

/** isLiveProfile() as a Drizzle condition over providers (search index, posts, sitemap). */
export const liveProviderCondition: SQL = and(
	eq(providers.onboarded, true),
	eq(providers.email_verified, true),
	eq(providers.flagged, false),
	eq(providers.hidden, false),
	hasText(providers.first_name),
	hasText(providers.last_name),
	hasText(providers.headline),
	sql`cardinality(${providers.licensed_states}) > 0`,
	sql`${checkedLicence}`,
) as SQL

/**
 * isIndexable() as a Drizzle condition (the sitemap's profiles). freshnessOf() measures "over
 * UNKNOWN_AFTER_DAYS" to the millisecond, so exactly UNKNOWN_AFTER_DAYS ago is still indexable.
 */
export function indexableProviderCondition(now: Date): SQL {
	const unknownFrom = new Date(now.getTime() - UNKNOWN_AFTER_DAYS * DAY_MS)
	return and(liveProviderCondition, gte(providers.availability_confirmed_at, unknownFrom)) as SQL
}
