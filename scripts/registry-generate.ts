/**
 * npm run registry:generate -- --rows N --out FILE [--seed S] [--demo N]
 *
 * Writes a realistic NPPES Data Dissemination file (the exact 330-column header, every field quoted)
 * for tests and the bench (app/features/licences/registry-generator.ts). Name it like the real file,
 * e.g. /tmp/npidata_pfile_20050523-20261109.csv, so the import reads its kind and date. --demo N
 * puts the first N providers of the demo directory (seed 'openroom') in it with matching licences,
 * under the NPIs demoNpi(index) gives (2 followed by the index), so the check can be shown on the
 * demo directory once demo providers carry those NPIs.
 */
import { parseArgs } from 'node:util'
import { createDemoGenerator } from '~/features/demo/generate-provider'
import { writeRegistryFile } from '~/features/licences/registry-file.server'
import { demoNpi, type RegistryPerson } from '~/features/licences/registry-generator'
import type { LicenceTypeKey } from '~/platform/reference/licence-types'

/** The licence type of a demo provider's licence prefix (app/features/demo/demo-data.ts); associates have none. */
const TYPE_OF_PREFIX: Record<string, LicenceTypeKey> = {
	LCSW: 'lcsw',
	LICSW: 'lcsw',
	LISW: 'lcsw',
	LPC: 'lpc',
	LPCC: 'lpc',
	LMHC: 'lpc',
	LCPC: 'lpc',
	LCMHC: 'lpc',
	LMFT: 'lmft',
	PSY: 'psychologist',
	Psychologist: 'psychologist',
	APRN: 'pmhnp',
	LAC: 'addiction_counselor',
}

/**
 * The first `count` demo providers as the registry would list them: their names, and each licence
 * of their free-text line ('LCSW #12345 (TX), #6789 (CA)'), under demoNpi(index).
 */
function demoRegistryPeople(count: number): RegistryPerson[] {
	const generate = createDemoGenerator({ now: new Date('2026-11-29T00:00:00Z') })
	const people: RegistryPerson[] = []
	for (let index = 1; index <= count; index++) {
		const { provider } = generate(index)
		const prefix = /^(.*?) #/.exec(provider.license)?.[1] ?? ''
		const type = TYPE_OF_PREFIX[prefix]
		if (!type) continue
		const licenses = [...provider.license.matchAll(/#(\d+) \(([A-Z]{2})\)/g)].map(([, number, state]) => ({
			type,
			number,
			state,
		}))
		people.push({
			npi: demoNpi(index),
			first_name: provider.first_name,
			last_name: provider.last_name,
			licenses,
		})
	}
	return people
}

const USAGE = 'Usage: npm run registry:generate -- --rows N --out FILE [--seed S] [--demo N]'
const { values } = parseArgs({
	options: {
		rows: { type: 'string' },
		out: { type: 'string' },
		seed: { type: 'string', default: '1' },
		demo: { type: 'string', default: '0' },
	},
	strict: true,
})
const rows = Number(values.rows)
const seed = Number(values.seed)
const demo = Number(values.demo)
if (
	!values.out ||
	!Number.isSafeInteger(rows) ||
	rows < 0 ||
	!Number.isSafeInteger(seed) ||
	!Number.isSafeInteger(demo)
) {
	console.error(USAGE)
	process.exit(2)
}
const started = performance.now()
const people = demo > 0 ? demoRegistryPeople(demo) : []
const bytes = await writeRegistryFile(values.out, { rows, seed, people })
console.log(
	`Wrote ${values.out}: ${(rows + people.length).toLocaleString('en-US')} rows (${people.length} demo providers), ${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
)
