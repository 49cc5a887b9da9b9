import { describe, expect, test } from 'vitest'
import { z } from './zod-mini'

// This file imports zod/mini only (no full zod), as the browser does.
describe('zod/mini as the browser loads it', () => {
	test('a rule without a message of its own still explains itself in English', () => {
		const result = z.safeParse(z.object({ min_cost: z.number() }), { min_cost: 'abc' })
		expect(result.success).toBe(false)
		expect(result.error?.issues[0].message).toBe('Invalid input: expected number, received string')
	})

	test('our own messages win over the locale', () => {
		const result = z.safeParse(z.string().check(z.minLength(1, 'Field is required')), '')
		expect(result.error?.issues[0].message).toBe('Field is required')
	})
})
