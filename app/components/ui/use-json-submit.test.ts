import { describe, expect, test } from 'vitest'
import { readFailure } from './use-json-submit'

describe('readFailure', () => {
	test('reads code, message and field messages of the API error shape', () => {
		const body = {
			error: { code: 'invalid', message: 'Field is required', fields: { first_name: 'Field is required' } },
		}
		expect(readFailure(body)).toEqual({
			code: 'invalid',
			message: 'Field is required',
			fields: { first_name: 'Field is required' },
		})
	})

	test('any body without `error` is a success, whatever its shape', () => {
		expect(readFailure({ docs: [{ id: '1' }] })).toBeNull()
		expect(readFailure({ ok: true })).toBeNull()
		expect(readFailure(null)).toBeNull()
		expect(readFailure(undefined)).toBeNull()
	})

	test('a malformed error still counts as a failure, without inventing a message', () => {
		expect(readFailure({ error: 'boom' })).toEqual({ code: null, message: null, fields: {} })
		expect(readFailure({ error: { message: 42, fields: { a: 1 } } })).toEqual({
			code: null,
			message: null,
			fields: {},
		})
	})
})
