import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { npiRegistry, npiRegistryImports } from '~/db/schema'
import { createTestDb } from '../../../tests/setup/db'
import { checkClaimAgainstRegistry, registryRow } from './licence-check.server'
import NPPES_COLUMNS from './nppes-columns.json'
import { writeRegistryFile } from './registry-file.server'
import { csvLine, npiFor, personRecord, type RegistryPerson } from './registry-generator'
import { importRegistryFile } from './registry-import.server'

const dir = mkdtempSync(path.join(os.tmpdir(), 'registry-import-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const FULL = (date: string) => path.join(dir, `npidata_pfile_20050523-${date}.csv`)
const WEEKLY = (from: string, to: string) => path.join(dir, `npidata_pfile_${from}-${to}.csv`)

const ana: RegistryPerson = {
	npi: npiFor(42, 2),
	first_name: 'Ana-Lucía',
	last_name: 'Muñoz',
	licenses: [{ type: 'lpc', number: 'LPC-0012345', state: 'TX' }],
}
const ben: RegistryPerson = {
	npi: npiFor(43, 2),
	first_name: 'Ben',
	last_name: 'Okafor',
	licenses: [{ type: 'lcsw', number: '777', state: 'NY' }],
}
const claimOf = (p: RegistryPerson) => ({
	...p,
	licenses: p.licenses.map((l) => ({ ...l, number: l.number.replace(/\D/g, '') })),
})

async function registryCount(db: Awaited<ReturnType<typeof createTestDb>>['db']) {
	const [{ n }] = await db.select({ n: count() }).from(npiRegistry)
	return n
}

describe('the registry import', () => {
	test('a full file keeps behavioural-health individuals and deactivations, records its date, and the check reads it', async () => {
		const { db } = await createTestDb()
		const file = FULL('20261109')
		await writeRegistryFile(file, { rows: 400, seed: 3, people: [ana, ben] })
		const summary = await importRegistryFile(db, { file })
		expect(summary).toMatchObject({ kind: 'full', file_date: '2026-11-09', rows_read: 402, removed: 0 })
		expect(summary.rows_kept).toBeGreaterThan(80)
		expect(summary.rows_kept).toBeLessThan(250)
		expect(summary.added).toBe(summary.rows_kept)
		expect(await registryCount(db)).toBe(summary.rows_kept)
		const row = await registryRow(db, ana.npi)
		expect(row).toMatchObject({ last_name: 'MUÑOZ', first_name: 'ANA-LUCÍA', import_id: summary.import_id })
		expect(row?.taxonomies[0]).toMatchObject({
			code: '101YP2500X',
			license_number: 'LPC-0012345',
			license_state: 'TX',
			primary: true,
		})
		const { check } = await checkClaimAgainstRegistry(db, claimOf(ana), new Date('2026-11-28T00:00:00Z'))
		expect(check).toMatchObject({ status: 'checked', registry_file_date: '2026-11-09' })
	})

	test('a weekly file upserts, deactivates and removes; unchanged rows keep their import; an older file is refused', async () => {
		const { db } = await createTestDb()
		await writeRegistryFile(FULL('20261109'), { rows: 50, seed: 4, people: [ana, ben] })
		const first = await importRegistryFile(db, { file: FULL('20261109') })
		const weekly = WEEKLY('20261110', '20261116')
		const benNowDentist = personRecord({ ...ben, licenses: [] }, 4)
		benNowDentist[NPPES_COLUMNS.indexOf('Healthcare Provider Taxonomy Code_1')] = '122300000X'
		const cara: RegistryPerson = {
			npi: npiFor(44, 2),
			first_name: 'Cara',
			last_name: 'Lee',
			licenses: [{ type: 'lmft', number: '5', state: 'CA' }],
		}
		writeFileSync(
			weekly,
			[
				NPPES_COLUMNS,
				personRecord({ ...ana, deactivated_on: '2026-11-12' }),
				benNowDentist,
				personRecord(cara),
			]
				.map(csvLine)
				.join(''),
		)
		const summary = await importRegistryFile(db, { file: weekly })
		expect(summary).toMatchObject({
			kind: 'weekly',
			file_date: '2026-11-16',
			rows_read: 3,
			added: 1,
			changed: 1,
			removed: 1,
		})
		expect(await registryRow(db, ben.npi)).toBeNull()
		expect(await registryRow(db, cara.npi)).toMatchObject({ import_id: summary.import_id })
		const { check } = await checkClaimAgainstRegistry(db, claimOf(ana))
		expect(check.mismatches).toEqual(['npi_deactivated'])
		const untouched = await db.select({ n: count() }).from(npiRegistry)
		expect(untouched[0].n).toBe(first.rows_kept) // ana changed, ben gone, cara added
		await expect(importRegistryFile(db, { file: weekly })).rejects.toThrow(
			/already holds the file of 2026-11-16/,
		)
		const imports = await db.select().from(npiRegistryImports)
		expect(imports.map((i) => i.kind)).toEqual(['full', 'weekly'])
	})

	test('a truncated file changes nothing and names the failing line', async () => {
		const { db } = await createTestDb()
		await writeRegistryFile(FULL('20261109'), { rows: 30, seed: 5, people: [ana] })
		await importRegistryFile(db, { file: FULL('20261109') })
		const before = await registryCount(db)
		await writeRegistryFile(FULL('20261207'), { rows: 30, seed: 6 })
		const text = readFileSync(FULL('20261207'), 'utf8')
		writeFileSync(FULL('20261207'), text.slice(0, text.length - 700))
		await expect(importRegistryFile(db, { file: FULL('20261207') })).rejects.toThrow(
			/^line 3[12]: .*truncated/,
		)
		expect(await registryCount(db)).toBe(before)
		expect(await db.select().from(npiRegistryImports)).toHaveLength(1)
	})

	test('a bad line (an NPI with a wrong check digit) fails the whole file, naming the line', async () => {
		const { db } = await createTestDb()
		const lines = [NPPES_COLUMNS, personRecord(ana), personRecord({ ...ben, npi: '1234567890' })]
		writeFileSync(FULL('20261109'), lines.map(csvLine).join(''))
		await expect(importRegistryFile(db, { file: FULL('20261109') })).rejects.toThrow(
			"line 3: '1234567890' is not a valid NPI",
		)
		expect(await registryCount(db)).toBe(0)
	})

	test('a file without a needed column names it, and nothing is imported', async () => {
		const { db } = await createTestDb()
		const header = NPPES_COLUMNS.map((name) => (name === 'Provider License Number_7' ? 'Licence_7' : name))
		writeFileSync(FULL('20261109'), [header, personRecord(ana)].map(csvLine).join(''))
		await expect(importRegistryFile(db, { file: FULL('20261109') })).rejects.toThrow(
			'line 1: this is not an NPPES Data Dissemination file (npidata_pfile_*.csv): it has no column "Provider License Number_7"',
		)
		writeFileSync(path.join(dir, 'other.csv'), 'a,b\n1,2\n')
		await expect(
			importRegistryFile(db, { file: path.join(dir, 'other.csv'), kind: 'full', file_date: '2026-11-09' }),
		).rejects.toThrow(/no column "NPI", "Entity Type Code", .* and \d+ more/)
		expect(await registryCount(db)).toBe(0)
	})

	test('a file named otherwise needs its kind and date; a weekly file needs a full one first', async () => {
		const { db } = await createTestDb()
		const file = path.join(dir, 'nppes.csv')
		writeFileSync(file, [NPPES_COLUMNS, personRecord(ana)].map(csvLine).join(''))
		await expect(importRegistryFile(db, { file })).rejects.toThrow(/say --full or --weekly and --date/)
		await expect(importRegistryFile(db, { file, kind: 'weekly', file_date: '2026-11-16' })).rejects.toThrow(
			/registry is empty: import a full file/,
		)
		expect(await importRegistryFile(db, { file, kind: 'full', file_date: '2026-11-09' })).toMatchObject({
			added: 1,
		})
	})

	test('a full file that would drop more than half the registry is refused unless forced', async () => {
		const { db } = await createTestDb()
		await writeRegistryFile(FULL('20261109'), { rows: 6_000, seed: 8 })
		const first = await importRegistryFile(db, { file: FULL('20261109') })
		expect(first.rows_kept).toBeGreaterThan(1_000)
		await writeRegistryFile(FULL('20261207'), { rows: 1_000, seed: 8 })
		await expect(importRegistryFile(db, { file: FULL('20261207') })).rejects.toThrow(/looks cut short/)
		const forced = await importRegistryFile(db, { file: FULL('20261207'), force: true })
		expect(forced.removed).toBe(first.rows_kept - forced.rows_kept)
		expect(forced).toMatchObject({ added: 0, changed: 0 })
		expect(await registryCount(db)).toBe(forced.rows_kept)
	}, 120_000) // three imports of a few thousand lines: seconds alone, much longer on a loaded machine
})
