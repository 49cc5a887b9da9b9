import { describe, expect, test } from 'vitest'
import { checkLicenceClaim, isActive, type LicenceClaim, type RegistryRecord } from './licence-check'

const now = new Date('2026-11-28T10:00:00Z')
const context = { now, registry_file_date: '2026-11-09' }

const row: RegistryRecord = {
	npi: '1234567893',
	first_name: 'MARÍA',
	last_name: 'GARCIA-LOPEZ',
	taxonomies: [
		{ code: '101YP2500X', license_number: 'LPC 012345', license_state: 'TX', primary: true },
		{ code: '106H00000X', license_number: '98765', license_state: 'NM', primary: false },
	],
	deactivation_date: null,
	reactivation_date: null,
}
const claim: LicenceClaim = {
	npi: '1234567893',
	first_name: 'Maria',
	last_name: 'García López',
	licenses: [{ type: 'lpc', number: '12345', state: 'TX' }],
}

describe('the licence check', () => {
	test('all rules hold → checked, with the date and the registry file date', () => {
		const result = checkLicenceClaim(claim, row, context)
		expect(result).toEqual({
			status: 'checked',
			checked_at: '2026-11-28T10:00:00.000Z',
			registry_file_date: '2026-11-09',
			mismatches: [],
			licenses: [{ type: 'lpc', number: '12345', state: 'TX', status: 'checked', mismatches: [] }],
		})
	})

	test('the NPI must be in the registry', () => {
		expect(checkLicenceClaim(claim, null, context)).toMatchObject({
			status: 'needs_review',
			mismatches: ['npi_not_found'],
			licenses: [{ status: 'needs_review', mismatches: [] }],
		})
	})

	test('a bad check digit is named as such', () => {
		expect(checkLicenceClaim({ ...claim, npi: '1234567890' }, row, context).mismatches).toEqual([
			'npi_invalid',
		])
	})

	test('the NPI must be active: deactivated, or reactivated before a later deactivation', () => {
		const deactivated = { ...row, deactivation_date: '2026-10-01' }
		expect(checkLicenceClaim(claim, deactivated, context)).toMatchObject({
			status: 'needs_review',
			mismatches: ['npi_deactivated'],
		})
		expect(isActive({ deactivation_date: '2026-10-01', reactivation_date: '2026-10-15' })).toBe(true)
		expect(isActive({ deactivation_date: '2026-10-01', reactivation_date: '2025-01-01' })).toBe(false)
		expect(
			checkLicenceClaim(claim, { ...deactivated, reactivation_date: '2026-10-15' }, context).status,
		).toBe('checked')
	})

	test('the last name must match', () => {
		expect(checkLicenceClaim({ ...claim, last_name: 'Garcia' }, row, context).mismatches).toEqual([
			'last_name',
		])
	})

	test('the first name or its initial must match', () => {
		expect(checkLicenceClaim({ ...claim, first_name: 'M.' }, row, context).status).toBe('checked')
		expect(checkLicenceClaim({ ...claim, first_name: 'Marta' }, row, context).mismatches).toEqual([
			'first_name',
		])
	})

	test('one taxonomy must map to the claimed type', () => {
		const result = checkLicenceClaim(
			{ ...claim, licenses: [{ type: 'psychologist', number: '12345', state: 'TX' }] },
			row,
			context,
		)
		expect(result.status).toBe('needs_review')
		expect(result.mismatches).toEqual([])
		expect(result.licenses[0].mismatches).toEqual(['taxonomy'])
	})

	test('a licence number and state pair must equal one in the registry', () => {
		const wrongNumber = checkLicenceClaim(
			{ ...claim, licenses: [{ ...claim.licenses[0], number: '12346' }] },
			row,
			context,
		)
		expect(wrongNumber.licenses[0].mismatches).toEqual(['license_number'])
		// the right number in another state is another licence
		const wrongState = checkLicenceClaim(
			{ ...claim, licenses: [{ ...claim.licenses[0], state: 'NM' }] },
			row,
			context,
		)
		expect(wrongState.licenses[0].mismatches).toEqual(['license_number'])
		expect(wrongState.status).toBe('needs_review')
	})

	test('each licence is judged on its own; the claim is checked only when all are', () => {
		const two = checkLicenceClaim(
			{
				...claim,
				licenses: [claim.licenses[0], { type: 'lmft', number: '98765', state: 'nm' }],
			},
			row,
			context,
		)
		expect(two.status).toBe('checked')
		const oneBad = checkLicenceClaim(
			{ ...claim, licenses: [claim.licenses[0], { type: 'lcsw', number: '98765', state: 'NM' }] },
			row,
			context,
		)
		expect(oneBad.status).toBe('needs_review')
		expect(oneBad.licenses.map((l) => l.status)).toEqual(['checked', 'needs_review'])
	})

	test('a claim without a licence is never checked', () => {
		expect(checkLicenceClaim({ ...claim, licenses: [] }, row, context)).toMatchObject({
			status: 'needs_review',
			mismatches: ['no_license'],
		})
	})

	test('no registry loaded: the file date is null and nothing is checked', () => {
		const result = checkLicenceClaim(claim, null, { now, registry_file_date: null })
		expect(result).toMatchObject({ status: 'needs_review', registry_file_date: null })
	})
})
