import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { npiRegistry } from '~/db/schema'
import { checkLicenceClaim, type LicenceCheck, type LicenceClaim } from './licence-check'
import { latestRegistryImport } from './registry-import.server'

export type RegistryRow = typeof npiRegistry.$inferSelect

/** The registry's row for an NPI (null when it is not in the registry). */
export async function registryRow(db: Db, npi: string): Promise<RegistryRow | null> {
	const [row] = await db.select().from(npiRegistry).where(eq(npiRegistry.npi, npi)).limit(1)
	return row ?? null
}

/**
 * Checks a claim against the registry as loaded now (licence-check.ts), and returns the row it read,
 * which a moderator sees beside the claim. Without any import yet, nothing can be checked.
 */
export async function checkClaimAgainstRegistry(
	db: Db,
	claim: LicenceClaim,
	now = new Date(),
): Promise<{ check: LicenceCheck; registry: RegistryRow | null; import_id: number | null }> {
	const [latest, row] = await Promise.all([latestRegistryImport(db), registryRow(db, claim.npi)])
	const check = checkLicenceClaim(claim, row, { now, registry_file_date: latest?.file_date ?? null })
	return { check, registry: row, import_id: latest?.id ?? null }
}
