import type { ClaimedLicence, StoredLicenceCheck } from '~/db/schema/npi-registry'

// What anyone may see of a licence check (docs/product.md#licence-checks): a checked licence with
// its evidence, never what did not match (that is for the owner and moderators) nor a staff note.
// A check that did not pass is not shown at all: 'not yet checked' never says a licence is false.

export type PublicLicenceCheck = {
	status: 'checked'
	source: 'registry' | 'staff'
	/** When it was checked or confirmed, ISO 8601. */
	checked_at: string
	/** The registry file the check read ('YYYY-MM-DD'); null for a staff confirmation. */
	registry_file_date: string | null
	/** The NPI the registry matched (public registry data). */
	npi: string | null
	/** A staff confirmation: the state whose licensing board they used. */
	board_state: string | null
	/** The licences checked. */
	licenses: ClaimedLicence[]
}

/** The public record of a stored check, or null when not (yet) checked. */
export function publicLicenceCheck(
	check: StoredLicenceCheck | null,
	npi: string | null,
): PublicLicenceCheck | null {
	if (check?.status !== 'checked') return null
	// Staff confirm the claim as a whole; the registry licence by licence.
	const licenses = check.licenses
		.filter((licence) => check.source === 'staff' || licence.status === 'checked')
		.map(({ type, number, state }) => ({ type, number, state }))
	if (licenses.length === 0) return null
	return {
		status: 'checked',
		source: check.source,
		checked_at: check.checked_at,
		registry_file_date: check.source === 'registry' ? check.registry_file_date : null,
		npi,
		board_state: check.source === 'staff' ? (check.staff?.state ?? null) : null,
		licenses,
	}
}

/** The page 'How we check licences' (its English path; a link puts it in the page's language). */
export const LICENCE_CHECKS_PATH = '/licence-checks'

/** The evidence in the page's words, made by the profile's loader (evidence.server.ts). */
export type LicenceEvidence = {
	checked: boolean
	/** 'Licence checked' or 'Licence not yet checked'. */
	title: string
	/** One line per licence checked. */
	lines: string[]
	/** A note under a 'not yet checked' title: it never means false. */
	note: string | null
	/** Where to look each licence up at its source (the state's board, or the national registry). */
	lookup_label: string
	lookups: { name: string; url: string }[]
	how: { label: string; href: string }
}
