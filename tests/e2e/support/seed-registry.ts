// Prepares a data directory for tests/e2e/licence.spec.ts: a generated NPI registry file
// (app/features/licences/registry-generator.ts, the real NPPES format) imported as the operator
// would, with two clinicians in it, and their two live profiles without a licence yet.
// Usage: tsx tests/e2e/support/seed-registry.ts DATA_DIR   (prints what it made, as JSON)
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { hashPassword } from '~/auth/password.server'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { writeRegistryFile } from '~/features/licences/registry-file.server'
import { npiFor, type RegistryPerson } from '~/features/licences/registry-generator'
import { importRegistryFile } from '~/features/licences/registry-import.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { insertProvider } from '../../factories'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: seed-registry.ts DATA_DIR')
const handle = await openDb({ dataDir: pgliteDir(dataDir) })
await migrateDb(handle)
await loadReferenceData(handle.db)

const people: RegistryPerson[] = [
	{
		npi: npiFor(501, 2),
		first_name: 'Imani',
		last_name: 'Okoro',
		licenses: [{ type: 'lpc', number: 'LPC-0054321', state: 'TX' }],
	},
	{
		npi: npiFor(502, 2),
		first_name: 'Tomás',
		last_name: 'Reyes',
		licenses: [{ type: 'lcsw', number: '88123', state: 'TX' }],
	},
]
const file = path.join(os.tmpdir(), `npidata_pfile_20050523-20261110-${process.pid}.csv`)
await writeRegistryFile(file, { rows: 200, seed: 11, people })
await importRegistryFile(handle.db, { file })
rmSync(file, { force: true })

const stamp = Date.now()
const password = 'licence-password-1'
const password_hash = await hashPassword(password)
const providers = []
for (const person of people) {
	const provider = await insertProvider(handle.db, {
		email: `licence-${person.npi}-${stamp}@example.test`,
		first_name: person.first_name,
		last_name: person.last_name,
		url_tag: `${person.first_name
			.toLowerCase()
			.normalize('NFD')
			.replace(/[^a-z]/g, '')}-${stamp}`,
		licensed_states: ['TX'],
		license: '',
		password_hash,
	})
	providers.push({
		email: provider.email,
		npi: person.npi,
		number: person.licenses[0].number,
		path: `/therapist/${provider.url_tag}/${provider.short_id}`,
	})
}
await handle.close()
console.log(JSON.stringify({ password, providers }))
