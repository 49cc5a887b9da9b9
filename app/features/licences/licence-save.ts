import type { ClaimedLicence } from '~/db/schema/npi-registry'
import { AppError } from '~/lib/errors'
import { ENGLISH_I18N } from '~/lib/i18n'
import { findLicenceType } from '~/platform/reference/licence-types'
import { findStateByCode } from '~/platform/reference/states'
import { licensedStatesMessage } from './licence-fields'

// What a profile save does with the licences beyond storing them (docs/product.md#licence-checks).

/** The free-text licence line's limit (profile.schema.ts TEXT_LIMITS.license). */
const LINE_MAX = 70

/** The short line shown on cards, from a licence: 'LPC, Texas'. The provider's own words, so English. */
export function licenceLine(licence: Pick<ClaimedLicence, 'type' | 'state'>): string {
	const type = findLicenceType(licence.type)
	const short = type ? ENGLISH_I18N.t(type.short_key) : licence.type
	const state = findStateByCode(licence.state)?.name ?? licence.state
	return `${short}, ${state}`.slice(0, LINE_MAX)
}

type Saved = { license: string; licenses: ClaimedLicence[]; licensed_states: string[] }

/**
 * The licence columns a save also writes: licences sent are checked against the licensed states
 * (sent with them, or stored), throwing the field's message; states sent alone drop the licences of
 * the states no longer listed; an empty `license` line is filled from the first licence.
 */
export function licencesAfterSave(
	changes: { license?: string; licenses?: ClaimedLicence[]; licensed_states?: string[] },
	row: Saved,
): { licenses?: ClaimedLicence[]; license?: string } {
	const states = changes.licensed_states ?? row.licensed_states
	const out: { licenses?: ClaimedLicence[]; license?: string } = {}
	if (changes.licenses !== undefined) {
		const message = licensedStatesMessage(changes.licenses, states)
		if (message) throw new AppError('invalid', message, { fields: { licenses: message } })
	} else if (changes.licensed_states !== undefined) {
		const kept = row.licenses.filter((licence) => states.includes(licence.state))
		if (kept.length !== row.licenses.length) out.licenses = kept
	}
	const licenses = out.licenses ?? changes.licenses ?? row.licenses
	const line = changes.license ?? row.license
	if (line.trim() === '' && licenses.length > 0) out.license = licenceLine(licenses[0])
	return out
}
