import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import type { ClaimedLicence } from '~/features/licences/licence-check'
import {
	type RecheckOptions,
	recheckAfterImport,
	type RecheckSummary,
} from '~/features/licences/recheck.server'
import { writeRegistryFile } from '~/features/licences/registry-file.server'
import type { RegistryPerson } from '~/features/licences/registry-generator'
import { importRegistryFile, latestRegistryImport } from '~/features/licences/registry-import.server'

// The demo's NPI registry (docs/product.md#licence-checks): on a fresh install the demo providers who
// claim a licence (demo-licence.ts) are listed in a generated NPPES file (registry-generator.ts), which
// is imported through the operator's import and checked by the real re-check, so the demo shows
// 'Licence checked' with its evidence, and a few claims that do not match wait in the console's
// licence queue. Never over a registry already loaded: a real one is the operator's.

/** Other clinicians in the file, as in a real one (organisations, other professions, deactivated). */
const FILLER_ROWS = 300
/** About one claimant in 30 has a licence number the registry does not list: 'needs review'. */
const MISMATCH_EVERY = 30

/** The demo file's date: the first of last month, older than any real monthly file an operator imports next. */
function demoFileDate(now: Date): string {
	const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
	return first.toISOString().slice(0, 10)
}

function registryPerson(claimant: {
	npi: string
	first_name: string
	last_name: string
	licenses: ClaimedLicence[]
}): RegistryPerson {
	const mismatch = Number(claimant.npi.slice(1, 9)) % MISMATCH_EVERY === 0
	const licenses = claimant.licenses.map((licence, i) =>
		// A licence number one digit longer than claimed: same person, a number the check cannot match.
		mismatch && i === 0 ? { ...licence, number: `${licence.number}7` } : licence,
	)
	return { npi: claimant.npi, first_name: claimant.first_name, last_name: claimant.last_name, licenses }
}

/**
 * Writes and imports the demo registry and re-checks the demo providers against it; null when a
 * registry is already loaded or no demo provider claims a licence.
 */
export async function addDemoRegistry(
	db: Db,
	options: { tell: RecheckOptions['tell']; now?: Date },
): Promise<RecheckSummary | null> {
	if (await latestRegistryImport(db)) return null
	const claimants = await db
		.select({
			npi: providers.npi,
			first_name: providers.first_name,
			last_name: providers.last_name,
			licenses: providers.licenses,
		})
		.from(providers)
		.where(and(eq(providers.is_demo, true), isNotNull(providers.npi)))
		.orderBy(providers.npi)
	if (claimants.length === 0) return null
	const people = claimants.map((c) =>
		registryPerson({ ...c, npi: c.npi as string, licenses: c.licenses as ClaimedLicence[] }),
	)
	const dir = await mkdtemp(path.join(tmpdir(), 'openroom-demo-registry-'))
	try {
		const date = demoFileDate(options.now ?? new Date()).replaceAll('-', '')
		const file = path.join(dir, `npidata_pfile_20050523-${date}.csv`)
		await writeRegistryFile(file, { rows: FILLER_ROWS, seed: 46, people })
		await importRegistryFile(db, { file, inThread: true })
	} finally {
		await rm(dir, { recursive: true, force: true })
	}
	return recheckAfterImport(db, {
		tell: options.tell,
		now: options.now ? () => options.now as Date : undefined,
	})
}
