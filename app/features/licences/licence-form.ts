import type { ClaimedLicence } from '~/db/schema/npi-registry'

// The Licence modal's form (docs/product.md#licence-checks): flat fields, so the same names work
// posted without JavaScript (the profile page's action) and bound with it: `npi`, and for each
// licensed state `type_TX` and `number_TX`.

/** The page action's intent for the Licence form (app/routes/therapist.tsx). */
export const LICENCE_INTENT = 'licence'

/** The form's first values: the saved NPI and licences, and empty fields for the other licensed states. */
export function licenceFormValues(saved: {
	npi: string | null
	licenses: readonly ClaimedLicence[]
	licensed_states: readonly string[]
}): Record<string, string> {
	const values: Record<string, string> = { npi: saved.npi ?? '' }
	for (const state of saved.licensed_states) {
		values[`type_${state}`] = ''
		values[`number_${state}`] = ''
	}
	for (const licence of saved.licenses) {
		values[`type_${licence.state}`] = licence.type
		values[`number_${licence.state}`] = licence.number
	}
	return values
}

/** The values as POST /api/user takes them: the NPI (null when empty) and the licences filled in. */
export function licenceInput(values: Record<string, string | undefined>, states: readonly string[]) {
	const npi = (values.npi ?? '').trim()
	const licenses = states
		.map((state) => ({
			type: values[`type_${state}`] ?? '',
			number: values[`number_${state}`] ?? '',
			state,
		}))
		.filter((licence) => licence.type !== '' || licence.number.trim() !== '')
	return { npi: npi === '' ? null : npi, licenses }
}
