import type { RegistryTaxonomy, StoredLicenceCheck } from '~/db/schema/npi-registry'
import { type LicenceTypeKey, licenceTypesOfTaxonomy } from '~/platform/reference/licence-types'
import { isValidNpi } from './npi'
import { firstNameMatches, lastNameMatches, licenceNumbersMatch, normaliseState } from './normalise'

// The licence check (issue 46, docs/product.md#licence-checks): a provider's claim against the NPI
// registry's row for their NPI. Pure: the caller reads the row (licence-check.server.ts) and says
// when. Every rule that fails is named, so a moderator sees what did not match.

export type ClaimedLicence = { type: LicenceTypeKey; number: string; state: string }
export type LicenceClaim = {
	npi: string
	first_name: string
	last_name: string
	licenses: readonly ClaimedLicence[]
}

/** What the check reads of the registry's row (a row of npi_registry). */
export type RegistryRecord = {
	npi: string
	first_name: string
	last_name: string
	taxonomies: readonly RegistryTaxonomy[]
	deactivation_date: string | null
	reactivation_date: string | null
}

/** A rule that failed: of the whole claim, or of one licence. */
export type Mismatch =
	| 'npi_invalid'
	| 'npi_not_found'
	| 'npi_deactivated'
	| 'last_name'
	| 'first_name'
	| 'no_license'
	| 'taxonomy'
	| 'license_number'

export type LicenceResult = ClaimedLicence & {
	status: 'checked' | 'needs_review'
	mismatches: Mismatch[]
}

export type LicenceCheck = {
	status: 'checked' | 'needs_review'
	/** When the check ran, ISO 8601. */
	checked_at: string
	/** The date of the registry file it read ('YYYY-MM-DD'), null when no registry is loaded. */
	registry_file_date: string | null
	/** What failed for the whole claim (NPI, names); each licence adds its own. */
	mismatches: Mismatch[]
	licenses: LicenceResult[]
}

/** Active unless deactivated, or reactivated on or after its deactivation (NPPES dates, 'YYYY-MM-DD'). */
export function isActive(row: Pick<RegistryRecord, 'deactivation_date' | 'reactivation_date'>): boolean {
	if (!row.deactivation_date) return true
	return row.reactivation_date !== null && row.reactivation_date >= row.deactivation_date
}

function claimMismatches(claim: LicenceClaim, row: RegistryRecord | null): Mismatch[] {
	if (!isValidNpi(claim.npi)) return ['npi_invalid']
	if (!row) return ['npi_not_found']
	if (!isActive(row)) return ['npi_deactivated']
	const found: Mismatch[] = []
	if (!lastNameMatches(claim.last_name, row.last_name)) found.push('last_name')
	if (!firstNameMatches(claim.first_name, row.first_name)) found.push('first_name')
	if (claim.licenses.length === 0) found.push('no_license')
	return found
}

function licenceMismatches(licence: ClaimedLicence, row: RegistryRecord): Mismatch[] {
	const found: Mismatch[] = []
	if (!row.taxonomies.some((slot) => licenceTypesOfTaxonomy(slot.code).includes(licence.type)))
		found.push('taxonomy')
	const state = normaliseState(licence.state)
	const numbered = row.taxonomies.some(
		(slot) =>
			normaliseState(slot.license_state) === state &&
			licenceNumbersMatch(licence.number, slot.license_number),
	)
	if (!numbered) found.push('license_number')
	return found
}

/**
 * Checks a claim against the registry's row for its NPI (null: the NPI is not in the registry).
 * `checked` only when every rule holds for the claim and for each of its licences.
 */
export function checkLicenceClaim(
	claim: LicenceClaim,
	row: RegistryRecord | null,
	context: { now: Date; registry_file_date: string | null },
): LicenceCheck {
	const mismatches = claimMismatches(claim, row)
	// Without a usable row there is nothing to compare a licence with: each carries the claim's reasons.
	const usable = row && !mismatches.some((m) => m.startsWith('npi_'))
	const licenses = claim.licenses.map((licence): LicenceResult => {
		const own = usable ? licenceMismatches(licence, row) : []
		const all = [...mismatches.filter((m) => m !== 'no_license'), ...own]
		return { ...licence, status: all.length === 0 ? 'checked' : 'needs_review', mismatches: own }
	})
	const checked = mismatches.length === 0 && licenses.every((licence) => licence.status === 'checked')
	return {
		status: checked ? 'checked' : 'needs_review',
		checked_at: context.now.toISOString(),
		registry_file_date: context.registry_file_date,
		mismatches,
		licenses,
	}
}

/** The record a registry check leaves on the provider (providers.license_check) and its flag. */
export function registryCheckRecord(check: LicenceCheck): {
	license_check: StoredLicenceCheck
	license_checked: boolean
} {
	return {
		license_check: { ...check, source: 'registry' },
		license_checked: check.status === 'checked',
	}
}
