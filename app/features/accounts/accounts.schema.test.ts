import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { isRobot } from '~/lib/robot-check'
import {
	formDataToInput,
	LoginInputSchema,
	MESSAGES,
	RegisterInputSchema,
	RequestUpdateInputSchema,
	validateForm,
} from './accounts.schema'

function firstErrors(input: Record<string, unknown>, schema: z.core.$ZodType = RegisterInputSchema) {
	const result = validateForm(schema, input, [])
	return result.success ? {} : result.fields
}

describe('account form rules', () => {
	test('required fields say "Field is required"', () => {
		expect(firstErrors({})).toEqual({ email: MESSAGES.required, password: MESSAGES.required })
		expect(firstErrors({ email: '  ', password: '' })).toEqual({
			email: MESSAGES.required,
			password: MESSAGES.required,
		})
	})

	test('e-mail: non-space @ non-space . non-space', () => {
		for (const bad of ['a', 'a@b', 'a b@c.d', '@b.c', 'a@.', 'a@b.']) {
			expect(firstErrors({ email: bad, password: 'password1' }).email, bad).toBe(MESSAGES.invalidEmail)
		}
		const ok = RegisterInputSchema.parse({ email: '  Jane.Doe@Example.ORG ', password: 'password1' })
		expect(ok.email).toBe('jane.doe@example.org')
	})

	test('password is 8 to 49 characters with the two spec messages', () => {
		expect(firstErrors({ email: 'a@b.co', password: 'x'.repeat(7) }).password).toBe(MESSAGES.passwordTooShort)
		expect(firstErrors({ email: 'a@b.co', password: 'x'.repeat(50) }).password).toBe(MESSAGES.passwordTooLong)
		expect(firstErrors({ email: 'a@b.co', password: 'x'.repeat(8) })).toEqual({})
		expect(firstErrors({ email: 'a@b.co', password: 'x'.repeat(49) })).toEqual({})
	})

	test('an over-long e-mail shows "N / max characters max"', () => {
		const email = `${'a'.repeat(250)}@b.co`
		expect(firstErrors({ email, password: 'password1' }).email).toBe(`${email.length} / 254 characters max`)
	})

	test('update e-mail: password required, max 50', () => {
		const fields = (input: Record<string, unknown>) => firstErrors(input, RequestUpdateInputSchema)
		expect(fields({ email: 'a@b.co', password: '' }).password).toBe(MESSAGES.required)
		expect(fields({ email: 'a@b.co', password: 'x'.repeat(51) }).password).toBe('51 / 50 characters max')
	})

	test('login only requires both fields (the length rules are for new passwords)', () => {
		expect(firstErrors({ username: 'a@b.co', password: 'short' }, LoginInputSchema)).toEqual({})
		expect(firstErrors({ username: '', password: '' }, LoginInputSchema)).toEqual({
			username: MESSAGES.required,
			password: MESSAGES.required,
		})
	})
})

describe('robot check', () => {
	test('a filled trap without the box ticked is a robot', () => {
		expect(isRobot({ homepage_url: 'http://spam.example' })).toBe(true)
		expect(isRobot({ fax_only: 'x', not_robot: false })).toBe(true)
		expect(isRobot({ homepage_url: 'x', not_robot: true })).toBe(false)
		expect(isRobot({})).toBe(false)
		expect(isRobot({ homepage_url: '  ' })).toBe(false)
	})

	test('the API schema refuses a robot with the spec message', () => {
		expect(firstErrors({ email: 'a@b.co', password: 'password1', fax_only: 'ACME' })).toEqual({
			not_robot: MESSAGES.robot,
		})
	})

	test('forms also need the box ticked, and other boxes (terms) are required', () => {
		const result = validateForm(RegisterInputSchema, { email: 'a@b.co', password: 'password1' }, [
			'not_robot',
			'terms',
		])
		expect(result).toEqual({
			success: false,
			fields: { not_robot: MESSAGES.robot, terms: MESSAGES.required },
		})
	})

	test('form data: checkboxes become booleans', () => {
		const form = new FormData()
		form.set('email', 'a@b.co')
		form.set('not_robot', 'on')
		expect(formDataToInput(form, ['not_robot', 'terms'])).toEqual({
			email: 'a@b.co',
			not_robot: true,
			terms: false,
		})
	})

	test('form data: the shared robot check posts value="true", which counts as ticked', () => {
		const form = new FormData()
		form.set('not_robot', 'true')
		expect(formDataToInput(form)).toEqual({ not_robot: true })
		form.set('not_robot', 'false')
		expect(formDataToInput(form)).toEqual({ not_robot: false })
	})
})
