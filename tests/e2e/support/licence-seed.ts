/**
 * node --import tsx tests/e2e/support/licence-seed.ts EMAIL (DATA_DIR set, the server stopped): gives
 * the account an NPI, a Texas LPC licence and a registry check that needs a person (the licence number
 * did not match), as the re-check leaves it (docs/product.md#licence-checks). For tests/e2e only.
 */
import { eq } from 'drizzle-orm'
import { openDb, pgliteDir } from '~/db/client.server'
import { licenseChecks, providers } from '~/db/schema'
import { getEnv } from '~/env.server'

const email = process.argv[2]
const handle = await openDb({ dataDir: pgliteDir(getEnv().DATA_DIR) })
try {
	const updated = await handle.db
		.update(providers)
		.set({
			first_name: 'Licence',
			last_name: 'Claimant',
			npi: '1234567893',
			licenses: [{ type: 'lpc', number: '12345', state: 'TX' }],
			updated_at: new Date(),
		})
		.where(eq(providers.email, email))
		.returning({ id: providers.id, short_id: providers.short_id })
	if (updated.length !== 1) throw new Error(`no account ${email}`)
	await handle.db.insert(licenseChecks).values({
		provider_id: updated[0].id,
		license_check: {
			status: 'needs_review',
			source: 'registry',
			checked_at: new Date().toISOString(),
			registry_file_date: '2026-11-09',
			mismatches: [],
			licenses: [
				{ type: 'lpc', number: '12345', state: 'TX', status: 'needs_review', mismatches: ['license_number'] },
			],
		},
		license_checked: false,
	})
	console.log(updated[0].short_id)
} finally {
	await handle.close()
}
