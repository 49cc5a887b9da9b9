import { describe, expect, test } from 'vitest'
import { DAY_MS, freshnessOf, STALE_AFTER_DAYS, UNKNOWN_AFTER_DAYS } from './freshness'

// docs/product.md#availability-freshness: one cut-off for the line, the notice and the rank.

const NOW = new Date('2026-06-15T12:00:00Z')
const HOUR_MS = 3_600_000
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const at = (ms: number) => freshnessOf(ago(ms), NOW)

describe('freshnessOf', () => {
	test('the line reads weeks up to 60 days and months exactly when the profile is stale', () => {
		const cases: Array<[string, number, boolean, string]> = [
			['two days', 2 * DAY_MS, false, 'Availability confirmed this week'],
			['one week', 7 * DAY_MS, false, 'Availability confirmed a week ago'],
			['59 days 23 hours', 60 * DAY_MS - HOUR_MS, false, 'Availability confirmed 8 weeks ago'],
			['exactly 60 days', 60 * DAY_MS, false, 'Availability confirmed 8 weeks ago'],
			['60 days and a second', 60 * DAY_MS + 1000, true, 'Availability confirmed over 2 months ago'],
			['60 days 23 hours', 60 * DAY_MS + 23 * HOUR_MS, true, 'Availability confirmed over 2 months ago'],
			['61 days', 61 * DAY_MS, true, 'Availability confirmed over 2 months ago'],
			['100 days', 100 * DAY_MS, true, 'Availability confirmed over 3 months ago'],
			['400 days', 400 * DAY_MS, true, 'Availability confirmed over a year ago'],
		]
		for (const [name, elapsed, stale, label] of cases) {
			expect({ name, ...pick(at(elapsed)) }).toEqual({ name, stale, label })
		}
	})

	test('every label that says "over" belongs to a stale profile, and no other', () => {
		for (let hours = 0; hours <= (STALE_AFTER_DAYS + 2) * 24; hours++) {
			const f = at(hours * HOUR_MS)
			expect(f.label.includes('over'), `${hours} hours`).toBe(f.stale)
		}
	})

	test('unknown past exactly 180 days; a date in the future counts as today', () => {
		expect(at(UNKNOWN_AFTER_DAYS * DAY_MS).unknown).toBe(false)
		expect(at(UNKNOWN_AFTER_DAYS * DAY_MS + 1000).unknown).toBe(true)
		expect(at(-DAY_MS)).toMatchObject({ days: 0, stale: false, label: 'Availability confirmed this week' })
	})
})

function pick(f: ReturnType<typeof freshnessOf>) {
	return { stale: f.stale, label: f.label }
}
