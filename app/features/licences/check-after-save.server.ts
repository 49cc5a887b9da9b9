import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import type { StoredLicenceCheck } from '~/db/schema/npi-registry'
import type { ClaimedLicence } from './licence-check'
import { registryCheckRecord } from './licence-check'
import { checkClaimAgainstRegistry } from './licence-check.server'
import { storeLicenceCheck } from './licence-record.server'

// The check after a save (issue 46, docs/product.md#licence-checks): a provider who changes their
// name, NPI or licences is checked again at once. The re-check after an import runs the same pure
// parts (licence-check.ts) in a batch.

/** The fields whose change means the stored check no longer describes the claim. */
export const CLAIM_FIELDS = ['first_name', 'last_name', 'npi', 'licenses', 'licensed_states'] as const

/**
 * Checks the provider's claim against the registry as loaded now and stores the record
 * (licence-record.server.ts). Nothing to check (no NPI, no licence) or no registry loaded yet:
 * the record is cleared, 'Licence not yet checked', never a failed check. Returns what it stored.
 */
export async function recheckProvider(
	db: Db,
	provider_id: string,
	now = new Date(),
): Promise<StoredLicenceCheck | null> {
	const [row] = await db
		.select({
			npi: providers.npi,
			first_name: providers.first_name,
			last_name: providers.last_name,
			licenses: providers.licenses,
		})
		.from(providers)
		.where(eq(providers.id, provider_id))
		.limit(1)
	if (!row) return null
	let record: ReturnType<typeof registryCheckRecord> | null = null
	if (row.npi && row.licenses.length > 0) {
		const claim = { ...row, npi: row.npi, licenses: row.licenses as ClaimedLicence[] }
		const { check, import_id } = await checkClaimAgainstRegistry(db, claim, now)
		if (import_id !== null) record = registryCheckRecord(check)
	}
	await storeLicenceCheck(db, provider_id, record)
	return record?.license_check ?? null
}
