import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { Db } from '~/db/client.server'
import { emailOutbox, licenseChecks, npiRegistryRechecks, providers } from '~/db/schema'
import type { StoredLicenceCheck } from '~/db/schema/npi-registry'
import { loader as listing } from '~/routes/therapists'
import { insertProvider, routeArgs } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { recheckProvider } from './check-after-save.server'
import { checkClaimAgainstRegistry } from './licence-check.server'
import { deactivatedEmail } from './licence-emails.server'
import { registryCheckRecord } from './licence-check'
import { storeLicenceCheck } from './licence-record.server'
import NPPES_COLUMNS from './nppes-columns.json'
import { writeRegistryFile } from './registry-file.server'
import { csvLine, npiFor, personRecord, type RegistryPerson } from './registry-generator'
import { importRegistryFile } from './registry-import.server'
import { recheckAfterImport, sameOutcome } from './recheck.server'

// The re-check after an import (docs/product.md#licence-checks): every provider with an NPI, against
// the newest registry; a deactivation takes the badge away, queues an e-mail and a console case.

const dir = mkdtempSync(path.join(os.tmpdir(), 'registry-recheck-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const SITE = {
	tell: (input: { to: string; npi: string; registry_file_date: string }) =>
		deactivatedEmail(
			{ siteName: 'Openroom', publicUrl: 'http://localhost:3000' },
			{ ...input, locale: 'en' },
		),
}

const ana: RegistryPerson = {
	npi: npiFor(52, 2),
	first_name: 'Ana',
	last_name: 'Reyes',
	licenses: [{ type: 'lpc', number: '12345', state: 'TX' }],
}
const ben: RegistryPerson = {
	npi: npiFor(53, 2),
	first_name: 'Ben',
	last_name: 'Okafor',
	licenses: [{ type: 'lcsw', number: '777', state: 'TX' }],
}

/** A provider who claims the person's licence, checked against the registry as loaded now. */
async function claimant(db: Db, p: RegistryPerson, overrides: Partial<typeof providers.$inferInsert> = {}) {
	const row = await insertProvider(db, {
		first_name: p.first_name,
		last_name: p.last_name,
		npi: p.npi,
		licenses: [...p.licenses],
		...overrides,
	})
	const { check } = await checkClaimAgainstRegistry(db, {
		npi: p.npi,
		first_name: p.first_name,
		last_name: p.last_name,
		licenses: p.licenses as never,
	})
	await storeLicenceCheck(db, row.id, registryCheckRecord(check))
	return row
}

const stateOf = async (db: Db, id: string) => {
	const [row] = await db
		.select({ check: licenseChecks.license_check, checked: licenseChecks.license_checked })
		.from(licenseChecks)
		.where(eq(licenseChecks.provider_id, id))
	return (row ?? { check: null, checked: false }) as { check: StoredLicenceCheck; checked: boolean }
}

async function firstImport(db: Db) {
	const file = path.join(dir, 'npidata_pfile_20050523-20261109.csv')
	await writeRegistryFile(file, { rows: 40, seed: 8, people: [ana, ben] })
	return importRegistryFile(db, { file })
}

describe('the re-check after an import', () => {
	test('a deactivating weekly file removes the badge, queues the e-mail and leaves a case for the console', async () => {
		const { db } = await createTestDb()
		await firstImport(db)
		const a = await claimant(db, ana, { email: 'ana@example.com' })
		const b = await claimant(db, ben)
		expect((await stateOf(db, a.id)).checked).toBe(true)
		// The first import's own re-check finds nothing new to write.
		expect(await recheckAfterImport(db, SITE)).toMatchObject({ providers_read: 2, changed: 0 })
		const cardsBefore = await listing(
			routeArgs(db, '/therapists/texas?license_checked=1', { first: 'texas' }),
		)
		expect(cardsBefore.page.count).toBe(2)

		const weekly = path.join(dir, 'npidata_pfile_20261110-20261116.csv')
		writeFileSync(
			weekly,
			[NPPES_COLUMNS, personRecord({ ...ana, deactivated_on: '2026-11-12' })].map(csvLine).join(''),
		)
		const imported = await importRegistryFile(db, { file: weekly })
		const stamp = async () =>
			(await db.select({ at: providers.updated_at }).from(providers).where(eq(providers.id, a.id)))[0].at
		const stampBefore = await stamp()
		const summary = await recheckAfterImport(db, { ...SITE, batchSize: 1 })
		// Only the check's own row is written: the listing below sees it through license_checks' changes.
		expect(await stamp()).toEqual(stampBefore)
		// Only Ana's registry row changed since the last re-check: Ben is not read again.
		expect(summary).toEqual({ import_id: imported.import_id, providers_read: 1, changed: 1, deactivated: 1 })

		const after = await stateOf(db, a.id)
		expect(after.checked).toBe(false)
		expect(after.check).toMatchObject({
			status: 'needs_review',
			source: 'registry',
			registry_file_date: '2026-11-16',
			mismatches: ['npi_deactivated'],
		})
		expect((await stateOf(db, b.id)).checked).toBe(true)
		const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ana@example.com'))
		expect(mail).toHaveLength(1)
		expect(mail[0].subject).toBe('Your licence is no longer shown as checked on Openroom')
		expect(mail[0].text).toContain(`lists your NPI ${ana.npi} as deactivated`)
		const cards = await listing(routeArgs(db, '/therapists/texas?license_checked=1', { first: 'texas' }))
		expect(cards.page.docs.map((c) => c.short_id)).toEqual([b.short_id])

		// Done once: a second look finds nothing to claim, and the record says what it did.
		expect(await recheckAfterImport(db, SITE)).toBeNull()
		const [record] = await db
			.select()
			.from(npiRegistryRechecks)
			.where(eq(npiRegistryRechecks.import_id, imported.import_id))
		expect(record).toMatchObject({ providers_read: 1, changed: 1, deactivated: 1 })
		expect(record.finished_at).not.toBeNull()
	})

	test('a staff decision stands; a re-check that a dead server left is taken over', async () => {
		const { db } = await createTestDb()
		const imported = await firstImport(db)
		const staffChecked: StoredLicenceCheck = {
			status: 'checked',
			source: 'staff',
			checked_at: '2026-11-20T00:00:00.000Z',
			registry_file_date: '2026-11-09',
			mismatches: [],
			licenses: [{ type: 'lpc', number: '999', state: 'TX', status: 'checked', mismatches: [] }],
			staff: { state: 'TX', note: 'Texas board look-up, licence 999 active' },
		}
		// The registry disagrees (number 999), but a moderator confirmed it with the board.
		const a = await insertProvider(db, {
			npi: ana.npi,
			first_name: ana.first_name,
			last_name: ana.last_name,
			licenses: [{ type: 'lpc', number: '999', state: 'TX' }],
			license_check: staffChecked,
			license_checked: true,
		})
		// A re-check that started and stopped beating ten minutes ago.
		await db.insert(npiRegistryRechecks).values({
			import_id: imported.import_id,
			began_at: new Date(Date.now() - 600_000),
			heartbeat_at: new Date(Date.now() - 600_000),
		})
		expect(await recheckAfterImport(db, { ...SITE, staleAfterMs: 60_000 })).toMatchObject({
			providers_read: 1,
			changed: 0,
		})
		expect((await stateOf(db, a.id)).check).toEqual(staffChecked)
	})

	test('after a finished re-check, the next reads only the providers it can concern: a changed or removed row, or never checked', async () => {
		const { db } = await createTestDb()
		await firstImport(db)
		const a = await claimant(db, ana)
		const b = await claimant(db, ben)
		expect(await recheckAfterImport(db, SITE)).toMatchObject({ providers_read: 2, changed: 0 })
		// Seeded with a claim but never checked (no record), like a demo or imported provider.
		const c = await insertProvider(db, {
			first_name: ana.first_name,
			last_name: ana.last_name,
			npi: ana.npi,
			licenses: [...ana.licenses],
		})
		// The next full file drops Ben and leaves Ana's row as it was.
		const file = path.join(dir, 'npidata_pfile_20050523-20261207.csv')
		await writeRegistryFile(file, { rows: 40, seed: 8, people: [ana] })
		const imported = await importRegistryFile(db, { file })
		expect(imported).toMatchObject({ added: 0, changed: 0, removed: 1 })
		expect(await recheckAfterImport(db, SITE)).toEqual({
			import_id: imported.import_id,
			providers_read: 2,
			changed: 2,
			deactivated: 0,
		})
		expect((await stateOf(db, b.id)).check).toMatchObject({
			status: 'needs_review',
			mismatches: ['npi_not_found'],
		})
		expect((await stateOf(db, b.id)).checked).toBe(false)
		expect((await stateOf(db, c.id)).check).toMatchObject({
			status: 'checked',
			registry_file_date: '2026-12-07',
		})
		expect((await stateOf(db, a.id)).check).toMatchObject({
			status: 'checked',
			registry_file_date: '2026-11-09',
		})

		// Told to, it reads every provider with an NPI again (e.g. after the licence types changed).
		const weekly = path.join(dir, 'npidata_pfile_20261208-20261214.csv')
		writeFileSync(weekly, [NPPES_COLUMNS].map(csvLine).join(''))
		await importRegistryFile(db, { file: weekly })
		expect(await recheckAfterImport(db, { ...SITE, full: true })).toMatchObject({
			providers_read: 3,
			changed: 0,
		})
	})

	test('a save between the read and the write stands: its record is kept and nobody is e-mailed', async () => {
		const { db } = await createTestDb()
		await firstImport(db)
		const a = await claimant(db, ana, { email: 'ana@example.com' })
		expect(await recheckAfterImport(db, SITE)).toMatchObject({ providers_read: 1, changed: 0 })
		const weekly = path.join(dir, 'npidata_pfile_20261117-20261123.csv')
		writeFileSync(
			weekly,
			[NPPES_COLUMNS, personRecord({ ...ana, deactivated_on: '2026-11-12' })].map(csvLine).join(''),
		)
		await importRegistryFile(db, { file: weekly })
		// `tell` runs after Ana's batch was read and checked, before it is written: she saves a new
		// licence number meanwhile, and the save checks it at once.
		const summary = await recheckAfterImport(db, {
			tell: async (input) => {
				await db
					.update(providers)
					.set({ licenses: [{ type: 'lpc', number: '54321', state: 'TX' }] })
					.where(eq(providers.id, a.id))
				await recheckProvider(db, a.id)
				return SITE.tell(input)
			},
		})
		expect(summary).toMatchObject({ providers_read: 1, changed: 0, deactivated: 0 })
		const after = await stateOf(db, a.id)
		expect(after.check).toMatchObject({ status: 'needs_review', mismatches: ['npi_deactivated'] })
		expect(after.check.licenses.map((l) => l.number)).toEqual(['54321'])
		expect(await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ana@example.com'))).toEqual([])
	})

	test('the first re-check in small batches, several written at once, writes each record once and counts them all', async () => {
		const { db } = await createTestDb()
		await firstImport(db)
		// Never checked; a provider without an NPI between them leaves a gap in the short ids read.
		const seeded = []
		for (const [i, p] of [ana, ben, ana, ben, ana].entries()) {
			if (i === 2) await insertProvider(db, { first_name: 'No', last_name: 'Npi' })
			seeded.push(
				await insertProvider(db, {
					first_name: p.first_name,
					last_name: p.last_name,
					npi: p.npi,
					licenses: [...p.licenses],
				}),
			)
		}
		const summary = await recheckAfterImport(db, { ...SITE, full: true, batchSize: 2, writers: 3 })
		expect(summary).toMatchObject({ providers_read: 5, changed: 5, deactivated: 0 })
		for (const row of seeded) expect(await stateOf(db, row.id)).toMatchObject({ checked: true })
		const [record] = await db
			.select()
			.from(npiRegistryRechecks)
			.where(eq(npiRegistryRechecks.import_id, summary?.import_id ?? 0))
		expect(record).toMatchObject({ providers_read: 5, changed: 5, deactivated: 0 })
		expect(record.finished_at).not.toBeNull()
	})
})

describe('sameOutcome', () => {
	const check: StoredLicenceCheck = {
		status: 'checked',
		source: 'registry',
		checked_at: '2026-11-20T00:00:00.000Z',
		registry_file_date: '2026-11-09',
		mismatches: [],
		licenses: [{ type: 'lpc', number: '1', state: 'TX', status: 'checked', mismatches: [] }],
	}
	test('ignores when and against which file; sees any change of what was concluded', () => {
		expect(
			sameOutcome(check, {
				...check,
				checked_at: '2026-12-01T00:00:00.000Z',
				registry_file_date: '2026-11-30',
			}),
		).toBe(true)
		expect(sameOutcome(null, null)).toBe(true)
		expect(sameOutcome(check, null)).toBe(false)
		expect(sameOutcome(check, { ...check, source: 'staff' })).toBe(false)
		expect(sameOutcome(check, { ...check, status: 'needs_review' })).toBe(false)
		expect(sameOutcome(check, { ...check, mismatches: ['last_name'] })).toBe(false)
		const licence = check.licenses[0]
		for (const changed of [
			{ number: '2' },
			{ state: 'CA' },
			{ type: 'lmft' as const },
			{ status: 'needs_review' as const },
			{ mismatches: ['license_number'] },
		])
			expect(sameOutcome(check, { ...check, licenses: [{ ...licence, ...changed }] })).toBe(false)
		expect(sameOutcome(check, { ...check, licenses: [licence, licence] })).toBe(false)
	})
})
