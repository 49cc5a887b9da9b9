import { describe, expect, test } from 'vitest'
import esLicences from '~/locales/es/licences.json'
import { UserUpdateSchema } from '~/features/profile-editing/profile.schema'
import { zodFields } from '~/lib/zod-fields'
import { LICENCE_MESSAGES, licensedStatesMessage } from './licence-fields'
import { licenceInput, licenceFormValues } from './licence-form'
import { licencesAfterSave, licenceLine } from './licence-save'
import { INVALID_NPI } from './npi'

// What a provider enters (issue 46, docs/product.md#licence-checks): each bad input gets its field's message.

function fieldsOf(body: unknown): Record<string, string> {
	const result = UserUpdateSchema.safeParse(body)
	return result.success ? {} : zodFields(result.error)
}

const LPC_TX = { type: 'lpc', number: '12345', state: 'TX' }

describe('the NPI and licences of POST /api/user', () => {
	test("'Please enter a valid 10-digit NPI.' for 1234567890 (bad check digit); 1234567893 is accepted", () => {
		expect(LICENCE_MESSAGES.invalidNpi).toBe(INVALID_NPI)
		expect(fieldsOf({ npi: '1234567890' })).toEqual({ npi: 'Please enter a valid 10-digit NPI.' })
		expect(fieldsOf({ npi: '123456789' })).toEqual({ npi: INVALID_NPI })
		expect(fieldsOf({ npi: 1234567893 })).toEqual({ npi: INVALID_NPI })
		expect(UserUpdateSchema.parse({ npi: ' 1234567893 ' })).toEqual({ npi: '1234567893' })
		expect(UserUpdateSchema.parse({ npi: null })).toEqual({ npi: null })
	})

	test('a licence of an unknown type, without a number, or in no state gets its message', () => {
		expect(fieldsOf({ licenses: [{ ...LPC_TX, type: 'wizard' }] })).toEqual({
			licenses: LICENCE_MESSAGES.type,
		})
		expect(fieldsOf({ licenses: [{ ...LPC_TX, number: '  ' }] })).toEqual({
			licenses: LICENCE_MESSAGES.number,
		})
		expect(fieldsOf({ licenses: [{ ...LPC_TX, state: 'XX' }] })).toEqual({ licenses: LICENCE_MESSAGES.state })
		expect(fieldsOf({ licenses: [LPC_TX, { ...LPC_TX, type: 'lmft' }] })).toEqual({
			licenses: LICENCE_MESSAGES.onePerState,
		})
		expect(fieldsOf({ licenses: [LPC_TX] })).toEqual({})
	})

	test('licences sent with the licensed states: each in one of them, no more licences than states', () => {
		expect(fieldsOf({ licensed_states: ['CA'], licenses: [LPC_TX] })).toEqual({
			licenses: LICENCE_MESSAGES.state,
		})
		expect(licensedStatesMessage([LPC_TX, { ...LPC_TX, state: 'CA' }], ['TX'])).toBe(LICENCE_MESSAGES.tooMany)
		expect(licensedStatesMessage([LPC_TX], ['TX', 'CA'])).toBeNull()
	})

	test('every message is in the Spanish catalog too', () => {
		for (const key of ['invalidNpi', 'type', 'number', 'state', 'onePerState', 'tooMany'])
			expect((esLicences as Record<string, string>)[`licences.message.${key}`], key).toBeTruthy()
	})
})

describe('the Licence form and the save', () => {
	test('the form is flat fields per licensed state, and gives back what the API takes', () => {
		const values = licenceFormValues({ npi: '1234567893', licenses: [LPC_TX], licensed_states: ['TX', 'CA'] })
		expect(values).toEqual({
			npi: '1234567893',
			type_TX: 'lpc',
			number_TX: '12345',
			type_CA: '',
			number_CA: '',
		})
		expect(licenceInput(values, ['TX', 'CA'])).toEqual({
			npi: '1234567893',
			licenses: [LPC_TX],
		})
		expect(licenceInput({ npi: ' ' }, ['TX'])).toEqual({ npi: null, licenses: [] })
	})

	test("an empty licence line is filled from the first licence ('LPC, Texas'); a written one stays", () => {
		expect(licenceLine(LPC_TX)).toBe('LPC, Texas')
		const row = { license: '', licenses: [], licensed_states: ['TX'] }
		expect(licencesAfterSave({ licenses: [LPC_TX] }, row)).toEqual({ license: 'LPC, Texas' })
		expect(licencesAfterSave({ licenses: [LPC_TX] }, { ...row, license: 'LPC 12345' })).toEqual({})
	})

	test('a licence outside the stored states is refused; states saved alone drop the licences of the others', () => {
		const row = { license: 'x', licenses: [LPC_TX], licensed_states: ['TX'] }
		expect(() => licencesAfterSave({ licenses: [{ ...LPC_TX, state: 'CA' }] }, row)).toThrow(
			LICENCE_MESSAGES.state,
		)
		expect(licencesAfterSave({ licensed_states: ['CA'] }, row)).toEqual({ licenses: [] })
		expect(licencesAfterSave({ licensed_states: ['TX', 'CA'] }, row)).toEqual({})
	})
})
