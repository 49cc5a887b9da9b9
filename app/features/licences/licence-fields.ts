import licencesEn from '~/locales/en/licences.json'
import { registerEnglish } from '~/lib/english-catalog'
import { ENGLISH_I18N } from '~/lib/i18n'
import { z } from '~/lib/zod-mini'
import { LICENCE_TYPE_KEYS } from '~/platform/reference/licence-types'
import { STATE_CODES } from '~/platform/reference/states'
import { isValidNpi } from './npi'

// What a provider enters for the licence check (issue 46, docs/product.md#licence-checks): the NPI
// and one licence per licensed state. Shared by the Licence modal and POST /api/user
// (app/features/profile-editing/profile.schema.ts), so both give the same message. The messages are
// catalog entries (app/locales/{en,es}/licences.json); provider forms show the English ones.

registerEnglish(licencesEn)

const { t } = ENGLISH_I18N
export const LICENCE_MESSAGES = {
	invalidNpi: t('licences.message.invalidNpi'),
	type: t('licences.message.type'),
	number: t('licences.message.number'),
	state: t('licences.message.state'),
	onePerState: t('licences.message.onePerState'),
	tooMany: t('licences.message.tooMany'),
} as const

/** A licence number: letters, digits, spaces, dots and dashes, as boards print them. */
export const LICENCE_NUMBER_MAX = 30
const NUMBER = /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/

/** The NPI: 10 digits (a string: leading zeros are not its business) with a valid check digit; null for none. */
export const npiInput = z.nullable(
	z
		.string({ error: LICENCE_MESSAGES.invalidNpi })
		.check(
			z.trim(),
			z.regex(/^\d{10}$/, LICENCE_MESSAGES.invalidNpi),
			z.refine(isValidNpi, LICENCE_MESSAGES.invalidNpi),
		),
)

const licenceInput = z.object({
	type: z.enum(LICENCE_TYPE_KEYS, { error: LICENCE_MESSAGES.type }),
	number: z
		.string({ error: LICENCE_MESSAGES.number })
		.check(
			z.trim(),
			z.minLength(1, LICENCE_MESSAGES.number),
			z.maxLength(LICENCE_NUMBER_MAX, LICENCE_MESSAGES.number),
			z.regex(NUMBER, LICENCE_MESSAGES.number),
		),
	state: z.enum(STATE_CODES, { error: LICENCE_MESSAGES.state }),
})

/** The licences: each of a known type, with a number, in a state; one per state. */
export const licencesInput = z
	.array(licenceInput, { error: LICENCE_MESSAGES.type })
	.check(
		z.refine(
			(list) => new Set(list.map((licence) => licence.state)).size === list.length,
			LICENCE_MESSAGES.onePerState,
		),
	)

export type LicenceInput = z.infer<typeof licenceInput>

/**
 * The rule that needs the provider's licensed states (sent in the same save, or stored): each
 * licence in one of them, and no more licences than states. Null when it holds.
 */
export function licensedStatesMessage(
	licenses: readonly Pick<LicenceInput, 'state'>[],
	licensed_states: readonly string[],
): string | null {
	if (licenses.length > licensed_states.length) return LICENCE_MESSAGES.tooMany
	if (licenses.some((licence) => !licensed_states.includes(licence.state))) return LICENCE_MESSAGES.state
	return null
}
