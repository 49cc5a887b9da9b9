import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { consultationSettings, providers } from '~/db/schema'
import { listOpenTimes } from '~/features/consultations/settings.server'
import { findStateByCode } from '~/platform/reference/states'
import { loader as listing } from '~/routes/therapists'
import { routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { addDemoConsultations } from './demo-consultations.server'
import { seedDemo } from './seed-demo.server'

// The demo's free consultations (docs/product.md#free-consultations): one accepting demo provider in
// five offers calls, so a fresh install shows the booking, the cards' next free call and the filter.

const NOW = new Date('2026-11-29T12:00:00Z')

describe('the demo consultations', () => {
	test('one accepting demo provider in five offers calls in their state’s zone, with open times the filter finds', async () => {
		const { db } = await createTestDb()
		await seedDemo(db, { count: 60, seed: 'consultations', now: NOW })
		const offering = await addDemoConsultations(db, NOW)
		const rows = await db
			.select({
				id: providers.id,
				short_id: providers.short_id,
				state: providers.state,
				licensed_states: providers.licensed_states,
				next_at: providers.consultation_next_at,
				time_zone: consultationSettings.time_zone,
			})
			.from(consultationSettings)
			.innerJoin(providers, eq(providers.id, consultationSettings.provider_id))
		expect(offering).toBe(rows.length)
		expect(rows.length).toBeGreaterThanOrEqual(5)
		expect(rows.length).toBeLessThanOrEqual(12)
		for (const row of rows) {
			expect(row.short_id % 5).toBe(0)
			// Each has open times, the first of them the card's next free call.
			const [first] = await listOpenTimes(db, row.id, {}, NOW)
			expect(first).toBeDefined()
			expect(row.next_at?.toISOString()).toBe(first.start)
		}
		// The zone the settings modal proposes: the office's state's, else the first licensed state's.
		for (const row of rows) {
			const state = row.state ?? row.licensed_states[0]
			if (state === 'CA') expect(row.time_zone).toBe('America/Los_Angeles')
			if (state === 'NY') expect(row.time_zone).toBe('America/New_York')
			if (state === 'TX') expect(row.time_zone).toBe('America/Chicago')
		}
		expect(rows.some((r) => r.state === null)).toBe(true)

		// The filter finds them in their state (one with an office), and only those who offer calls.
		const state = findStateByCode(rows.find((r) => r.state)?.state as string)
		const cards = await listing(
			routeArgs(db, `/therapists/${state?.slug}?free_consultation=1`, { first: state?.slug }),
		)
		expect(cards.page.count).toBeGreaterThanOrEqual(1)
		const ids = new Set(rows.map((r) => r.short_id))
		for (const doc of cards.page.docs) expect(ids.has(doc.short_id)).toBe(true)

		// Once: settings already there (a provider's own) are left alone.
		expect(await addDemoConsultations(db, NOW)).toBe(0)
		const [{ enabled }] = await db
			.select({ enabled: consultationSettings.enabled })
			.from(consultationSettings)
			.where(and(eq(consultationSettings.provider_id, rows[0].id), isNotNull(consultationSettings.time_zone)))
		expect(enabled).toBe(true)
	}, 120_000)
})
