import { describe, expect, test } from 'vitest'
import en from '~/locales/en/licences.json'
import es from '~/locales/es/licences.json'
import {
	findLicenceType,
	isBehaviouralHealthTaxonomy,
	LICENCE_TYPE_KEYS,
	LICENCE_TYPES,
	licenceTypesOfTaxonomy,
} from './licence-types'
import { boardLookups } from './licensing-boards'

describe('licence types', () => {
	test('every type has its names in English and Spanish', () => {
		for (const type of LICENCE_TYPES) {
			for (const key of [type.label_key, type.short_key]) {
				expect(en, key).toHaveProperty([key])
				expect(es, key).toHaveProperty([key])
			}
		}
		// and no name in the catalog is of a type that does not exist (the catalog also holds the licence pages' words)
		const names = Object.keys(en).filter((key) => /^licences\.(type|short)\./.test(key))
		expect(names.length).toBe(LICENCE_TYPES.length * 2)
		for (const key of names) expect(findLicenceType(key.split('.')[2]), key).toBeDefined()
	})

	test('the types the issue names are there, and a code counts as one type', () => {
		for (const key of ['psychologist', 'lcsw', 'lpc', 'lmft', 'psychiatrist', 'pmhnp', 'addiction_counselor'])
			expect(LICENCE_TYPE_KEYS).toContain(key)
		expect(licenceTypesOfTaxonomy('101YP2500X')).toEqual(['lpc'])
		expect(licenceTypesOfTaxonomy('1041c0700x')).toEqual(['lcsw'])
		expect(licenceTypesOfTaxonomy('2084P0800X')).toEqual(['psychiatrist'])
		expect(licenceTypesOfTaxonomy('363LP0808X')).toEqual(['pmhnp'])
		expect(licenceTypesOfTaxonomy('207Q00000X')).toEqual([]) // family medicine
		const codes = LICENCE_TYPES.flatMap((type) => type.codes)
		expect(new Set(codes).size).toBe(codes.length)
	})

	test('the import keeps the behavioural-health group and the mapped codes, nothing else', () => {
		expect(isBehaviouralHealthTaxonomy('101YS0200X')).toBe(true) // school counselor: group 10xx
		expect(isBehaviouralHealthTaxonomy('2084P0800X')).toBe(true) // psychiatry: mapped
		expect(isBehaviouralHealthTaxonomy('363L00000X')).toBe(false) // nurse practitioner, no specialty
		expect(isBehaviouralHealthTaxonomy('207Q00000X')).toBe(false)
		expect(isBehaviouralHealthTaxonomy('')).toBe(false)
	})
})

describe('licensing boards', () => {
	test("a listed state's look-up page, and the national fallback for the others", () => {
		expect(boardLookups('ca')[0]).toMatchObject({ state: 'CA', url: 'https://search.dca.ca.gov/' })
		const fallback = boardLookups('WY')
		expect(fallback).toHaveLength(1)
		expect(fallback[0]).toMatchObject({
			state: null,
			url: expect.stringContaining('npiregistry.cms.hhs.gov'),
		})
		expect(boardLookups('XX')[0].state).toBeNull()
	})
})
