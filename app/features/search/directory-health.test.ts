import { describe, expect, test } from 'vitest'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { getDirectoryHealth } from './directory-health.server'
import { getSearchIndex } from './search-index.server'

const NOW = new Date('2026-06-15T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)

describe('directory health (docs/product.md#directory-health)', () => {
	test('counts by state, availability as visitors see it, confirmed within 30 and 90 days; kept for an hour', async () => {
		const { db } = await createTestDb()
		await insertProvider(db, { licensed_states: ['TX', 'CA'], availability_confirmed_at: daysAgo(2) })
		await insertProvider(db, { licensed_states: ['TX'], availability_confirmed_at: daysAgo(45) })
		await insertProvider(db, { licensed_states: ['TX'], availability_confirmed_at: daysAgo(200) })
		await insertProvider(db, {
			licensed_states: ['NY'],
			availability: 'Waitlist for New Clients',
			availability_confirmed_at: daysAgo(100),
		})
		await insertProvider(db, { licensed_states: ['NY'], email_verified: false })
		await getSearchIndex(db).rebuild(NOW, { awaitWords: true })
		const health = await getDirectoryHealth(db, NOW)
		expect(health.live).toBe(4)
		const byState = Object.fromEntries(health.byState.map((s) => [s.code, s.count]))
		expect(byState).toMatchObject({ TX: 3, CA: 1, NY: 1, FL: 0 })
		expect(health.availability).toEqual({ accepting: 2, unknown: 1, waitlist: 1, notAccepting: 0 })
		expect(health.confirmedWithin30).toBe(1)
		expect(health.confirmedWithin90).toBe(2)

		await insertProvider(db, { licensed_states: ['TX'], availability_confirmed_at: NOW })
		getSearchIndex(db).invalidate()
		expect((await getDirectoryHealth(db, new Date(NOW.getTime() + 59 * 60_000))).live).toBe(4)
		expect((await getDirectoryHealth(db, new Date(NOW.getTime() + 61 * 60_000))).live).toBe(5)
	})
})
