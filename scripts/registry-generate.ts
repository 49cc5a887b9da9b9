/**
 * npm run registry:generate -- --rows N --out FILE [--seed S] [--demo N]
 *
 * Writes a realistic NPPES Data Dissemination file (the exact 330-column header, every field quoted)
 * for tests and the bench (app/features/licences/registry-generator.ts). Name it like the real file,
 * e.g. /tmp/npidata_pfile_20050523-20261109.csv, so the import reads its kind and date. --demo N
 * puts those of the first N providers of the demo directory (seed 'openroom') who claim a licence
 * (every third: NPI 2 followed by the index) in it with their licences, as the demo registry a fresh
 * install imports does (app/features/demo/demo-registry.server.ts).
 */
import { parseArgs } from 'node:util'
import { createDemoGenerator } from '~/features/demo/generate-provider'
import { writeRegistryFile } from '~/features/licences/registry-file.server'
import type { RegistryPerson } from '~/features/licences/registry-generator'

/**
 * The demo providers among the first `count` who claim a licence (every third, app/features/demo/demo-licence.ts)
 * as the registry would list them: their names, NPI and licence.
 */
function demoRegistryPeople(count: number): RegistryPerson[] {
	const generate = createDemoGenerator({ now: new Date('2026-11-29T00:00:00Z') })
	const people: RegistryPerson[] = []
	for (let index = 1; index <= count; index++) {
		const { provider } = generate(index)
		if (!provider.npi) continue
		people.push({
			npi: provider.npi,
			first_name: provider.first_name,
			last_name: provider.last_name,
			licenses: provider.licenses as RegistryPerson['licenses'],
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
