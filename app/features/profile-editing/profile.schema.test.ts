import { describe, expect, test } from 'vitest'
import type { z } from 'zod/mini'
import { STATE_CODES } from '~/platform/reference/states'
import { activeTags, findTagBySlug } from '~/platform/reference/tags'
import { zodFields } from '~/lib/zod-fields'
import {
	AboutSchema,
	ApproachesSchema,
	CostsSchema,
	IdentitySchema,
	MESSAGES,
	PracticeDetailsSchema,
	SpecialtiesSchema,
	UserUpdateSchema,
	YourProfileSchema,
} from './profile.schema'

const tag = (slug: string) => {
	const found = findTagBySlug(slug)
	if (!found) throw new Error(slug)
	return found.id
}
const specialtyIds = activeTags('Specialties').map((t) => t.id)
const approachIds = activeTags('Approaches').map((t) => t.id)

/** The first message for a field, or undefined when the value passes. */
function errorOf(schema: z.ZodMiniType, value: unknown, field: string): string | undefined {
	const result = schema.safeParse(value)
	return result.success ? undefined : zodFields(result.error)[field]
}

const validProfile = {
	first_name: 'Ana',
	last_name: 'Lopez',
	headline: 'Licensed Professional Counselor',
	phone: '(512) 555-0123',
	license: 'LPC 12345',
	link: 'https://ana.example.com',
	availability: 'Accepting New Clients',
}
const validPractice = {
	licensed_states: ['TX'],
	online_therapy: 'Both',
	addressOne: '100 Congress Ave',
	addressTwo: '',
	city: 'Austin',
	state: 'TX',
	zip: '78701',
}
const validIdentity = {
	gender: ['Female'],
	ethnicity: [],
	sexuality: [],
	faith: [],
	language: ['English'],
	focuses_age: ['Adult'],
}

describe('Your Profile', () => {
	test('first name, last name and headline are required, also when only spaces', () => {
		for (const field of ['first_name', 'last_name', 'headline']) {
			expect(errorOf(YourProfileSchema, { ...validProfile, [field]: '' }, field)).toBe('Field is required')
			expect(errorOf(YourProfileSchema, { ...validProfile, [field]: '   ' }, field)).toBe('Field is required')
			const { [field as 'first_name']: _omitted, ...rest } = validProfile
			expect(errorOf(YourProfileSchema, rest, field)).toBe('Field is required')
		}
	})

	test("over-length text shows 'N / max characters max'", () => {
		const cases: Array<[string, number]> = [
			['first_name', 50],
			['last_name', 50],
			['headline', 50],
			['license', 70],
		]
		for (const [field, max] of cases) {
			expect(errorOf(YourProfileSchema, { ...validProfile, [field]: 'a'.repeat(max) }, field)).toBeUndefined()
			expect(errorOf(YourProfileSchema, { ...validProfile, [field]: 'a'.repeat(max + 1) }, field)).toBe(
				`${max + 1} / ${max} characters max`,
			)
		}
		expect(errorOf(YourProfileSchema, { ...validProfile, phone: '1'.repeat(26) }, 'phone')).toBe(
			'26 / 25 characters max',
		)
		const longLink = `https://example.com/${'a'.repeat(481)}`
		expect(longLink.length).toBe(501)
		expect(errorOf(YourProfileSchema, { ...validProfile, link: longLink }, 'link')).toBe(
			'501 / 500 characters max',
		)
	})

	test('values are trimmed before they are checked and saved', () => {
		const parsed = YourProfileSchema.parse({
			...validProfile,
			first_name: '  Ana  ',
			headline: `  ${'a'.repeat(50)}  `,
		})
		expect(parsed.first_name).toBe('Ana')
		expect(parsed.headline).toBe('a'.repeat(50))
	})

	test('the website must be a valid http(s) address; a bare domain is fine', () => {
		for (const link of ['', 'example.com', 'https://www.example.com/about?x=1', 'http://my-practice.org'])
			expect(errorOf(YourProfileSchema, { ...validProfile, link }, 'link')).toBeUndefined()
		for (const link of ['not a url', 'javascript:alert(1)', 'ftp://example.com', 'https://', 'example'])
			expect(errorOf(YourProfileSchema, { ...validProfile, link }, 'link')).toBe(MESSAGES.invalidUrl)
	})

	test('phone numbers need 7 to 15 digits', () => {
		for (const phone of ['', '(512) 555-0123', '+1 512 555 0123', '512.555.0123 ext. 12'])
			expect(errorOf(YourProfileSchema, { ...validProfile, phone }, 'phone')).toBeUndefined()
		for (const phone of ['call me', '123', '555-CALL-NOW'])
			expect(errorOf(YourProfileSchema, { ...validProfile, phone }, 'phone')).toBe(MESSAGES.invalidPhone)
	})

	test('availability is one of the three values', () => {
		for (const availability of [
			'Accepting New Clients',
			'Waitlist for New Clients',
			'Not Accepting New Clients',
		])
			expect(errorOf(YourProfileSchema, { ...validProfile, availability }, 'availability')).toBeUndefined()
		expect(errorOf(YourProfileSchema, { ...validProfile, availability: 'Maybe' }, 'availability')).toBe(
			MESSAGES.chooseFromList,
		)
	})
})

describe('About', () => {
	test('the summary is optional, trimmed and at most 5000 characters', () => {
		expect(AboutSchema.parse({ summary: '  Hello  ' }).summary).toBe('Hello')
		expect(errorOf(AboutSchema, { summary: '' }, 'summary')).toBeUndefined()
		expect(errorOf(AboutSchema, { summary: 'a'.repeat(5001) }, 'summary')).toBe('5001 / 5000 characters max')
	})
})

describe('Specialties and approaches', () => {
	test('up to 3 top specialties and up to 15 others', () => {
		const top = specialtyIds.slice(0, 3)
		const others = specialtyIds.slice(3, 18)
		expect(SpecialtiesSchema.safeParse({ top_issues: top, issues: [...top, ...others] }).success).toBe(true)
		expect(
			errorOf(SpecialtiesSchema, { top_issues: specialtyIds.slice(0, 4), issues: [] }, 'top_issues'),
		).toBe('Please choose up to 3 top specialties.')
		const sixteen = specialtyIds.slice(3, 19)
		expect(errorOf(SpecialtiesSchema, { top_issues: top, issues: [...top, ...sixteen] }, 'issues')).toBe(
			'Please choose up to 15 other specialties.',
		)
		expect(errorOf(SpecialtiesSchema, { top_issues: [], issues: sixteen }, 'issues')).toBe(
			'Please choose up to 15 other specialties.',
		)
	})

	test('only listed specialties and approaches, each once', () => {
		expect(errorOf(SpecialtiesSchema, { top_issues: [tag('emdr')], issues: [] }, 'top_issues')).toBe(
			MESSAGES.chooseFromList,
		)
		expect(errorOf(SpecialtiesSchema, { top_issues: [], issues: [99999] }, 'issues')).toBe(
			MESSAGES.chooseFromList,
		)
		expect(errorOf(ApproachesSchema, { approaches: [tag('anxiety')] }, 'approaches')).toBe(
			MESSAGES.chooseFromList,
		)
		expect(errorOf(ApproachesSchema, { approaches: [tag('emdr'), tag('emdr')] }, 'approaches')).toBe(
			MESSAGES.duplicate,
		)
	})

	test('up to 15 approaches', () => {
		expect(ApproachesSchema.safeParse({ approaches: approachIds.slice(0, 15) }).success).toBe(true)
		expect(errorOf(ApproachesSchema, { approaches: approachIds.slice(0, 16) }, 'approaches')).toBe(
			'Please choose up to 15 approaches.',
		)
	})
})

describe('Costs and Insurance', () => {
	const valid = { min_cost: 90, max_cost: 140, payments: ['out-of-pocket', 'sliding-scale', 'aetna'] }

	test('min and max cost are required numbers of at most 4 digits', () => {
		expect(CostsSchema.safeParse(valid).success).toBe(true)
		expect(errorOf(CostsSchema, { ...valid, min_cost: undefined }, 'min_cost')).toBe('Field is required')
		expect(errorOf(CostsSchema, { ...valid, max_cost: null }, 'max_cost')).toBe('Field is required')
		expect(errorOf(CostsSchema, { ...valid, max_cost: 9999 }, 'max_cost')).toBeUndefined()
		expect(errorOf(CostsSchema, { ...valid, max_cost: 12345 }, 'max_cost')).toBe('5 / 4 characters max')
		expect(errorOf(CostsSchema, { ...valid, min_cost: 12.5 }, 'min_cost')).toBe(MESSAGES.wholeNumber)
		expect(errorOf(CostsSchema, { ...valid, min_cost: -5 }, 'min_cost')).toBe(MESSAGES.wholeNumber)
		// Sent as numbers: a string is refused.
		expect(errorOf(CostsSchema, { ...valid, min_cost: '90' }, 'min_cost')).toBe(MESSAGES.wholeNumber)
	})

	test('the maximum is at least the minimum', () => {
		expect(errorOf(CostsSchema, { ...valid, min_cost: 150, max_cost: 100 }, 'max_cost')).toBe(
			MESSAGES.costOrder,
		)
		expect(CostsSchema.safeParse({ ...valid, min_cost: 100, max_cost: 100 }).success).toBe(true)
	})

	test('payments are Out-of-Pocket, Sliding Scale or a listed insurer', () => {
		expect(CostsSchema.safeParse({ ...valid, payments: ['regence', 'medicare'] }).success).toBe(true)
		expect(errorOf(CostsSchema, { ...valid, payments: ['cash-under-the-table'] }, 'payments')).toBe(
			MESSAGES.chooseFromList,
		)
	})
})

describe('Identity and Client Focuses', () => {
	test('gender: one, or two if one of them is Transgender', () => {
		expect(IdentitySchema.safeParse({ ...validIdentity, gender: ['Transgender', 'Female'] }).success).toBe(
			true,
		)
		expect(errorOf(IdentitySchema, { ...validIdentity, gender: ['Female', 'Male'] }, 'gender')).toBe(
			MESSAGES.gender,
		)
		expect(
			errorOf(IdentitySchema, { ...validIdentity, gender: ['Transgender', 'Female', 'Male'] }, 'gender'),
		).toBe(MESSAGES.gender)
	})

	test('ethnicity up to 3, faith up to 2, languages up to 4', () => {
		const eth = ['Asian', 'Black or African American', 'Hispanic or Latin', 'Indian']
		expect(
			errorOf(IdentitySchema, { ...validIdentity, ethnicity: eth.slice(0, 3) }, 'ethnicity'),
		).toBeUndefined()
		expect(errorOf(IdentitySchema, { ...validIdentity, ethnicity: eth }, 'ethnicity')).toBe(
			'Please choose up to 3 ethnicities.',
		)
		expect(
			errorOf(IdentitySchema, { ...validIdentity, faith: ['Buddhist', 'Christian', 'Hindu'] }, 'faith'),
		).toBe('Please choose up to 2 faiths.')
		const langs = ['English', 'Spanish', 'French', 'German', 'Arabic']
		expect(
			errorOf(IdentitySchema, { ...validIdentity, language: langs.slice(0, 4) }, 'language'),
		).toBeUndefined()
		expect(errorOf(IdentitySchema, { ...validIdentity, language: langs }, 'language')).toBe(
			'Please choose up to 4 languages.',
		)
	})

	test('sexuality: up to 2, or 3 with LGBTQ+; Straight / Heterosexual stands alone', () => {
		const ok = (sexuality: string[]) => IdentitySchema.safeParse({ ...validIdentity, sexuality }).success
		expect(ok(['Gay or Lesbian', 'Bisexual'])).toBe(true)
		expect(ok(['LGBTQ+', 'Gay or Lesbian', 'Bisexual'])).toBe(true)
		expect(ok(['Straight / Heterosexual'])).toBe(true)
		expect(
			errorOf(
				IdentitySchema,
				{ ...validIdentity, sexuality: ['Gay or Lesbian', 'Bisexual', 'Asexual'] },
				'sexuality',
			),
		).toBe(MESSAGES.sexuality)
		expect(
			errorOf(
				IdentitySchema,
				{ ...validIdentity, sexuality: ['LGBTQ+', 'Gay or Lesbian', 'Bisexual', 'Asexual'] },
				'sexuality',
			),
		).toBe(MESSAGES.sexuality)
		expect(
			errorOf(
				IdentitySchema,
				{ ...validIdentity, sexuality: ['Straight / Heterosexual', 'Bisexual'] },
				'sexuality',
			),
		).toBe('Straight / Heterosexual cannot be combined with other choices.')
	})

	test('only listed values', () => {
		expect(errorOf(IdentitySchema, { ...validIdentity, language: ['Klingon'] }, 'language')).toBe(
			MESSAGES.chooseFromList,
		)
		expect(errorOf(IdentitySchema, { ...validIdentity, focuses_age: ['Adults'] }, 'focuses_age')).toBe(
			MESSAGES.chooseFromList,
		)
	})
})

describe('Practice Details', () => {
	test('licensed states are required, up to 10, from the list', () => {
		expect(errorOf(PracticeDetailsSchema, { ...validPractice, licensed_states: [] }, 'licensed_states')).toBe(
			'Field is required',
		)
		expect(
			errorOf(
				PracticeDetailsSchema,
				{ ...validPractice, licensed_states: STATE_CODES.slice(0, 10) },
				'licensed_states',
			),
		).toBeUndefined()
		expect(
			errorOf(
				PracticeDetailsSchema,
				{ ...validPractice, licensed_states: STATE_CODES.slice(0, 11) },
				'licensed_states',
			),
		).toBe('Please choose up to 10 states.')
		expect(
			errorOf(PracticeDetailsSchema, { ...validPractice, licensed_states: ['XX'] }, 'licensed_states'),
		).toBe(MESSAGES.chooseFromList)
	})

	test('online therapy is Both, Teletherapy Only or In-Person Only', () => {
		for (const online_therapy of ['Both', 'Teletherapy Only', 'In-Person Only'])
			expect(
				errorOf(PracticeDetailsSchema, { ...validPractice, online_therapy }, 'online_therapy'),
			).toBeUndefined()
		expect(
			errorOf(PracticeDetailsSchema, { ...validPractice, online_therapy: 'Online' }, 'online_therapy'),
		).toBe(MESSAGES.chooseFromList)
	})

	test('address lengths: lines 70, city 50, zip 10; the state is optional', () => {
		const cases: Array<[string, number]> = [
			['addressOne', 70],
			['addressTwo', 70],
			['city', 50],
			['zip', 10],
		]
		for (const [field, max] of cases) {
			expect(
				errorOf(PracticeDetailsSchema, { ...validPractice, [field]: 'a'.repeat(max) }, field),
			).toBeUndefined()
			expect(errorOf(PracticeDetailsSchema, { ...validPractice, [field]: 'a'.repeat(max + 1) }, field)).toBe(
				`${max + 1} / ${max} characters max`,
			)
		}
		expect(PracticeDetailsSchema.parse({ ...validPractice, state: '' }).state).toBeNull()
		expect(PracticeDetailsSchema.parse({ ...validPractice, state: null }).state).toBeNull()
		expect(errorOf(PracticeDetailsSchema, { ...validPractice, state: 'Texas' }, 'state')).toBe(
			MESSAGES.chooseFromList,
		)
	})
})

describe('POST /api/user body', () => {
	test('any subset of fields, with the same rules; unknown keys are refused', () => {
		expect(UserUpdateSchema.safeParse({ headline: 'Therapist' }).success).toBe(true)
		expect(UserUpdateSchema.safeParse({ id: crypto.randomUUID(), onboarded: true }).success).toBe(true)
		expect(UserUpdateSchema.safeParse({ photo: true }).success).toBe(true)
		expect(UserUpdateSchema.safeParse({ photo: 'yes' }).success).toBe(false)
		expect(errorOf(UserUpdateSchema, { headline: '' }, 'headline')).toBe('Field is required')
		expect(errorOf(UserUpdateSchema, { password_hash: 'x' }, '_')).toBeDefined()
		expect(errorOf(UserUpdateSchema, { min_cost: 300, max_cost: 200 }, 'max_cost')).toBe(MESSAGES.costOrder)
		expect(errorOf(UserUpdateSchema, { sexuality: ['Straight / Heterosexual', 'LGBTQ+'] }, 'sexuality')).toBe(
			MESSAGES.straight,
		)
	})
})
