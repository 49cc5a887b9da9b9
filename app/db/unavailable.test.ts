import { DrizzleQueryError } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { isDatabaseUnavailable, unavailableReason } from './unavailable'

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code })

describe('database unavailable', () => {
	test('a stopped, starting, unreachable or too slow server is unavailable, wrapped or not', () => {
		const refused = Object.assign(
			new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')]),
			{
				code: 'ECONNREFUSED',
			},
		)
		for (const cause of [
			pgError('57P01', 'terminating connection due to administrator command'),
			pgError('57P03', 'the database system is starting up'),
			pgError('08006', 'connection failure'),
			pgError('57014', 'canceling statement due to statement timeout'),
			new Error('Connection terminated unexpectedly'),
			new Error('timeout exceeded when trying to connect'),
			new Error('Query read timeout'),
			new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')]),
			refused,
		]) {
			expect(isDatabaseUnavailable(cause), String(cause)).toBe(true)
			expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], cause))).toBe(true)
		}
		expect(
			unavailableReason(new DrizzleQueryError('select secret', ['x'], pgError('57P01', 'terminating'))),
		).toBe('57P01 terminating')
	})

	test('a query the database refused is not an outage', () => {
		for (const error of [
			pgError('23505', 'duplicate key value violates unique constraint'),
			pgError('42P01', 'relation "x" does not exist'),
			pgError('28P01', 'password authentication failed'),
			new Error('boom'),
			null,
			'text',
		]) {
			expect(isDatabaseUnavailable(error)).toBe(false)
			expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(false)
		}
	})
})
