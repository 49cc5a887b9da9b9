import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { npiRegistryImports, providers } from '~/db/schema'
import { licenseCheckedOfProvider, licenseCheckOfProvider } from '~/db/schema/license-checks'
import type { StoredLicenceCheck } from '~/db/schema/npi-registry'
import { deactivatedEmail } from '~/features/licences/licence-emails.server'
import { isValidNpi } from '~/features/licences/npi'
import { findStateByCode } from '~/platform/reference/states'
import { loader as listing } from '~/routes/therapists'
import { routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { addDemoRegistry } from './demo-registry.server'
import { seedDemo } from './seed-demo.server'

// The demo's licences (docs/product.md#licence-checks): a third of the demo providers claim an NPI and
// a licence, a generated registry lists them, and the real check marks them, so the 'Licence checked'
// filter finds someone on a fresh install and the console's licence queue has a few to look at.

const NOW = new Date('2026-11-29T12:00:00Z')
const tell = (input: { to: string; npi: string; registry_file_date: string }) =>
	deactivatedEmail({ siteName: 'Openroom', publicUrl: 'http://localhost:3000' }, { ...input, locale: 'en' })

describe('the demo registry', () => {
	test('demo licences are checked through the real import and check, found by the filter, a few left for review', async () => {
		const { db } = await createTestDb()
		await seedDemo(db, { count: 90, seed: 'licences', now: NOW })
		const summary = await addDemoRegistry(db, { tell, now: NOW })
		const rows = await db
			.select({
				short_id: providers.short_id,
				npi: providers.npi,
				licensed_states: providers.licensed_states,
				check: licenseCheckOfProvider,
				checked: licenseCheckedOfProvider,
			})
			.from(providers)
			.where(and(eq(providers.is_demo, true), sql`${providers.npi} is not null`))
		// Every third, but for associates (no independent licence); NPIs valid and in the demo range.
		expect(rows.length).toBeGreaterThan(20)
		expect(rows.length).toBeLessThanOrEqual(30)
		for (const row of rows) {
			expect(isValidNpi(row.npi as string)).toBe(true)
			expect(row.npi).toMatch(/^2/)
		}
		expect(summary).toMatchObject({ providers_read: rows.length, changed: rows.length, deactivated: 0 })

		const checks = rows.map((r) => r.check as StoredLicenceCheck)
		const checked = rows.filter((r) => r.checked)
		const review = checks.filter((c) => c.status === 'needs_review')
		expect(checked.length + review.length).toBe(rows.length)
		// Indexes 30, 60 and 90 claim a number the registry does not list (unless an associate drew them).
		expect(review.length).toBeGreaterThanOrEqual(1)
		expect(review.length).toBeLessThanOrEqual(3)
		for (const c of review) expect(c.licenses[0].mismatches).toEqual(['license_number'])
		// The evidence names the demo file's date (the first of last month), recorded as the import's.
		const [imported] = await db.select().from(npiRegistryImports)
		expect(imported.file_date).toBe('2026-10-01')
		expect(checks.find((c) => c.status === 'checked')).toMatchObject({
			source: 'registry',
			registry_file_date: '2026-10-01',
			mismatches: [],
		})

		// The listing's 'Licence checked' filter finds the checked ones of a state, and only them.
		const state = findStateByCode(checked[0].licensed_states[0])
		const cards = await listing(
			routeArgs(db, `/therapists/${state?.slug}?license_checked=1`, { first: state?.slug }),
		)
		expect(cards.page.count).toBeGreaterThanOrEqual(1)
		const checkedIds = new Set(checked.map((r) => r.short_id))
		for (const doc of cards.page.docs) expect(checkedIds.has(doc.short_id)).toBe(true)

		// Once: a registry already loaded (the demo's or a real one) is never replaced.
		expect(await addDemoRegistry(db, { tell, now: NOW })).toBeNull()
		expect(await db.select().from(npiRegistryImports)).toHaveLength(1)
	}, 120_000) // 90 providers seeded, a file imported and checked, a listing built: long on a loaded machine
})
