import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { ERROR_STATUS } from './error-status'
import { AppError } from './errors'
import { apiError, appErrorResponse } from './http.server'
import { pageActionFailure } from './page-action'
import { zodFields } from './zod-fields'

type DataResult = { data: unknown; init: ResponseInit | null }

describe('one error pipeline', () => {
	test('a page action and the JSON endpoint give the same status for every code', () => {
		for (const code of [
			'invalid',
			'unauthenticated',
			'forbidden',
			'not_found',
			'conflict',
			'rate_limited',
		] as const) {
			const error = new AppError(code, 'No.')
			const page = pageActionFailure(error) as unknown as DataResult
			expect(page.init?.status).toBe(ERROR_STATUS[code])
			expect(appErrorResponse(error).status).toBe(ERROR_STATUS[code])
		}
		expect(ERROR_STATUS.not_found).toBe(404)
	})

	test('apiError derives its status from the code unless one is given', async () => {
		const response = apiError('conflict', 'Taken.')
		expect(response.status).toBe(409)
		expect(await response.json()).toEqual({ error: { code: 'conflict', message: 'Taken.' } })
		expect(apiError('invalid', 'Use POST.', 405).status).toBe(405)
	})

	test('a page-action failure carries the message, fields, values and Retry-After', () => {
		const error = new AppError('rate_limited', 'Slow down.', { retryAfterSeconds: 1.2 })
		const page = pageActionFailure(error, { values: { email: 'a@b.c' } }) as unknown as DataResult
		expect(page.data).toEqual({
			ok: false,
			message: 'Slow down.',
			fields: undefined,
			values: { email: 'a@b.c' },
		})
		expect(new Headers(page.init?.headers).get('Retry-After')).toBe('2')
	})

	test('anything but an AppError is re-thrown', () => {
		expect(() => pageActionFailure(new Error('boom'))).toThrow('boom')
		expect(() => appErrorResponse(new Error('boom'))).toThrow('boom')
	})

	test('zod errors become one message per top-level field, and _ for the whole value', () => {
		const schema = z.strictObject({
			name: z.string().min(2, 'Too short'),
			tags: z.array(z.number('Not a number')),
		})
		const result = schema.safeParse({ name: 'a', tags: ['x', 'y'], extra: 1 })
		expect(result.success).toBe(false)
		if (result.success) return
		expect(zodFields(result.error)).toEqual({
			name: 'Too short',
			tags: 'Not a number',
			_: expect.any(String),
		})
	})
})
