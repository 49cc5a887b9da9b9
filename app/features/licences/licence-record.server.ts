import { eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { licenseChecks, providers } from '~/db/schema'
import type { StoredLicenceCheck } from '~/db/schema/npi-registry'

// Where a provider's licence check is stored (app/db/schema/license-checks.ts): the check after a
// save and a moderator's decision write it here; the re-check after an import writes batches of the
// same rows (recheck.server.ts). The search index reads the change by the row's updated_at.

type Writer = Pick<Db, 'insert' | 'delete' | 'update'>

/** The record and its flag, or null to clear them ('Licence not yet checked'). */
export type LicenceRecord = { license_check: StoredLicenceCheck; license_checked: boolean }

export async function storeLicenceCheck(
	db: Writer,
	provider_id: string,
	record: LicenceRecord | null,
): Promise<void> {
	if (record) {
		await db
			.insert(licenseChecks)
			.values({ provider_id, ...record, updated_at: sql`now()` })
			.onConflictDoUpdate({ target: licenseChecks.provider_id, set: { ...record, updated_at: sql`now()` } })
		return
	}
	await db.delete(licenseChecks).where(eq(licenseChecks.provider_id, provider_id))
	// A removed row leaves no updated_at behind: the provider's own stamp tells the search index.
	await db.update(providers).set({ updated_at: sql`now()` }).where(eq(providers.id, provider_id))
}
