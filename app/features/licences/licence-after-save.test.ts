import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { findVisibleUserDoc } from '~/features/api-contract/user-docs.server'
import { post, reload } from '~/features/profile-editing/update-own-profile.test-support'
import { findPublicProfileById } from '~/features/therapists/public-profile.server'
import { profileMeta } from '~/features/therapists/profile-meta'
import { insertProvider } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { licenceCredentialsJsonLd, licenceEvidence } from './evidence.server'
import { publicLicenceCheck } from './public-check'
import { writeRegistryFile } from './registry-file.server'
import { npiFor, type RegistryPerson } from './registry-generator'
import { importRegistryFile } from './registry-import.server'

// The check after each save, and what the owner, the API and visitors see of it (issue 46,
// docs/product.md#licence-checks).

const dir = mkdtempSync(path.join(os.tmpdir(), 'licence-after-save-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const dana: RegistryPerson = {
	npi: npiFor(77, 2),
	first_name: 'Dana',
	last_name: 'Whitfield',
	licenses: [{ type: 'lpc', number: 'LPC-0012345', state: 'TX' }],
}
const claim = { npi: dana.npi, licenses: [{ type: 'lpc', number: '12345', state: 'TX' }] }

async function withRegistry() {
	const { db } = await createTestDb()
	const file = path.join(dir, `npidata_pfile_20050523-20261110-${Math.random().toString(36).slice(2)}.csv`)
	await writeRegistryFile(file, { rows: 20, seed: 9, people: [dana] })
	await importRegistryFile(db, { file, kind: 'full', file_date: '2026-11-10' })
	const provider = await insertProvider(db, { first_name: 'Dana', last_name: 'Whitfield', license: '' })
	return { db, provider }
}

describe('the check after a save', () => {
	test('without any registry import nothing can be checked: license_check stays null', async () => {
		const { db } = await createTestDb()
		const provider = await insertProvider(db, { first_name: 'Dana', last_name: 'Whitfield' })
		const { status } = await post(db, claim, provider)
		expect(status).toBe(200)
		const row = await reload(db, provider.id)
		expect(row).toMatchObject({
			npi: dana.npi,
			licenses: claim.licenses,
			license_check: null,
			license_checked: false,
		})
	})

	test('a claim matching the imported registry row is checked at once, and the empty licence line filled', async () => {
		const { db, provider } = await withRegistry()
		const { status, json } = await post(db, claim, provider)
		expect(status).toBe(200)
		const row = await reload(db, provider.id)
		expect(row.license_checked).toBe(true)
		expect(row.license_check).toMatchObject({
			status: 'checked',
			source: 'registry',
			registry_file_date: '2026-11-10',
		})
		expect(row.license).toBe('LPC, Texas')
		// The owner gets what they entered back.
		expect(json.docs?.[0]).toMatchObject({ npi: dana.npi, licenses: claim.licenses })
	})

	test('a mismatched licence number → needs_review, with what did not match for the owner only', async () => {
		const { db, provider } = await withRegistry()
		await post(db, { ...claim, licenses: [{ type: 'lpc', number: '99999', state: 'TX' }] }, provider)
		const row = await reload(db, provider.id)
		expect(row.license_checked).toBe(false)
		expect(row.license_check?.status).toBe('needs_review')
		expect(row.license_check?.licenses[0].mismatches).toEqual(['license_number'])
		const own = await findVisibleUserDoc(db, { id: provider.id }, provider.id)
		expect(own?.isOwn).toBe(true)
		const visitor = await findVisibleUserDoc(db, { id: provider.id }, null)
		expect(visitor?.doc).toMatchObject({ license_check: null })
		expect(JSON.stringify(visitor?.doc)).not.toMatch(/mismatch|license_number|"npi"/)
	})

	test('a change of name re-checks; removing the licences clears the check', async () => {
		const { db, provider } = await withRegistry()
		await post(db, claim, provider)
		await post(db, { last_name: 'Someone' }, provider)
		expect((await reload(db, provider.id)).license_check?.mismatches).toEqual(['last_name'])
		await post(db, { licenses: [] }, provider)
		expect(await reload(db, provider.id)).toMatchObject({ license_check: null, license_checked: false })
	})

	test('the public doc carries the evidence only; npi and licenses go to the owner only', async () => {
		const { db, provider } = await withRegistry()
		await post(db, claim, provider)
		const visitor = await findVisibleUserDoc(db, { id: provider.id }, null)
		const doc = visitor?.doc as Record<string, unknown>
		expect(doc.license_check).toMatchObject({
			status: 'checked',
			source: 'registry',
			registry_file_date: '2026-11-10',
			npi: dana.npi,
			licenses: claim.licenses,
		})
		expect(Object.keys(doc.license_check as object)).not.toContain('mismatches')
		expect('npi' in doc || 'licenses' in doc).toBe(false)
		const own = await findVisibleUserDoc(db, { id: provider.id }, provider.id)
		expect(own?.doc).toMatchObject({ npi: dana.npi, licenses: claim.licenses })
	})

	test('the licence is refused outside the licensed states, with its message', async () => {
		const { db, provider } = await withRegistry()
		const { status, json } = await post(
			db,
			{ licenses: [{ type: 'lpc', number: '1', state: 'CA' }] },
			provider,
		)
		expect(status).toBe(400)
		expect(json.error?.fields).toEqual({ licenses: 'Please choose one of the states you are licensed in.' })
	})
})

describe('what visitors see', () => {
	const registryCheck = {
		status: 'checked' as const,
		source: 'registry' as const,
		checked_at: '2026-11-28T15:00:00.000Z',
		registry_file_date: '2026-11-10',
		mismatches: [],
		licenses: [{ type: 'lpc', number: '12345', state: 'TX', status: 'checked' as const, mismatches: [] }],
	}
	const site = { locale: 'en' as const, siteName: 'Openroom' }

	test('the evidence in plain words, English and Spanish', () => {
		const check = publicLicenceCheck(registryCheck, '1234567893')
		const en = licenceEvidence(check, site)
		expect(en.title).toBe('Licence checked')
		expect(en.lines).toEqual([
			'LPC, Texas, no. 12345 · NPI 1234567893 · matched the national NPI registry (file of 10 Nov 2026) on 28 Nov 2026',
		])
		expect(en.lookups[0].url).toMatch(/^https:\/\//)
		expect(en.how).toEqual({ label: 'How we check licences', href: '/licence-checks' })
		const es = licenceEvidence(check, { ...site, locale: 'es' })
		expect(es.title).toBe('Licencia comprobada')
		expect(es.lines[0]).toBe(
			'LPC, Texas, n.º 12345 · NPI 1234567893 · coincidió con el registro nacional NPI (archivo del 10 nov 2026) el 28 nov 2026',
		)
	})

	test("a staff confirmation names the board's state; no check is 'not yet checked', never false", () => {
		const staff = { ...registryCheck, source: 'staff' as const, staff: { state: 'TX', note: 'BHEC look-up' } }
		const line = licenceEvidence(publicLicenceCheck(staff, '1234567893'), site).lines[0]
		expect(line).toContain('confirmed by Openroom staff with the Texas licensing board on 28 Nov 2026')
		const none = licenceEvidence(null, site)
		expect(none).toMatchObject({ checked: false, title: 'Licence not yet checked', lines: [] })
		expect(licenceEvidence(null, { ...site, locale: 'es' }).title).toBe('Licencia aún no comprobada')
		// A check that did not pass is not shown, nor its mismatches.
		expect(publicLicenceCheck({ ...registryCheck, status: 'needs_review' }, '1234567893')).toBeNull()
	})

	test('JSON-LD names the checked licence as a credential recognized by the board', async () => {
		const { db } = await createTestDb()
		const inCalifornia = {
			...registryCheck,
			licenses: [...registryCheck.licenses, { ...registryCheck.licenses[0], state: 'CA' }],
		}
		const p = await insertProvider(db, {
			licensed_states: ['TX', 'CA'],
			license_check: inCalifornia,
			license_checked: true,
			npi: '1234567893',
		})
		const profile = await findPublicProfileById(db, p.id)
		if (!profile) throw new Error('missing')
		const credentials = licenceCredentialsJsonLd(profile.license_check, 'en')
		const tags = profileMeta(
			{ siteName: 'Openroom', publicUrl: 'https://openroom.test' },
			profile,
			[],
			undefined,
			credentials,
		)
		const ld = tags.find((t) => 'script:ld+json' in t) as {
			'script:ld+json': { '@graph': Record<string, unknown>[] }
		}
		const person = JSON.parse(JSON.stringify(ld['script:ld+json']))['@graph'].find(
			(n: Record<string, unknown>) => n['@type'] === 'Person',
		)
		expect(person.hasCredential).toEqual([
			expect.objectContaining({
				credentialCategory: 'license',
				recognizedBy: { '@type': 'Organization', name: 'Texas licensing board' },
			}),
			expect.objectContaining({
				'@type': 'EducationalOccupationalCredential',
				credentialCategory: 'license',
				identifier: '12345',
				recognizedBy: expect.objectContaining({
					'@type': 'Organization',
					url: expect.stringMatching(/^https:/),
				}),
			}),
		])
	})
})
