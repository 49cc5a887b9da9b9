import type { RegistryTaxonomy } from '~/db/schema/npi-registry'
import { isBehaviouralHealthTaxonomy } from '~/platform/reference/licence-types'
import NPPES_COLUMN_LIST from './nppes-columns.json'
import { isValidNpi } from './npi'

// The NPPES Data Dissemination file (CMS, "NPPES Data Dissemination – Readme" and its code book):
// `npidata_pfile_<from>-<to>.csv`, one header line of 330 quoted column names (nppes-columns.json),
// then one line per NPI, every field quoted, dates as MM/DD/YYYY. The monthly full file runs from
// 20050523 (the first NPI); a weekly update file covers seven days. A deactivated NPI is listed with
// its NPI and deactivation date only (no entity type, no name).

export const NPPES_COLUMNS: readonly string[] = NPPES_COLUMN_LIST

/** The first day of every full file's range: the day NPPES began. */
export const FULL_FILE_START = '20050523'

export const TAXONOMY_SLOTS = 15

/** The message of a file that cannot be imported; `line` is the file's line, 1 being the header. */
export class RegistryFileError extends Error {
	constructor(
		/** What is wrong, without the line. */
		readonly reason: string,
		readonly line?: number,
	) {
		super(line === undefined ? reason : `line ${line}: ${reason}`)
		this.name = 'RegistryFileError'
	}
}

const slot = (name: string) => Array.from({ length: TAXONOMY_SLOTS }, (_, i) => `${name}_${i + 1}`)

/** The columns the import reads; a file without one of them is not an NPPES file it can use. */
const NEEDED = {
	npi: 'NPI',
	entity: 'Entity Type Code',
	last_name: 'Provider Last Name (Legal Name)',
	first_name: 'Provider First Name',
	middle_name: 'Provider Middle Name',
	credential: 'Provider Credential Text',
	practice_state: 'Provider Business Practice Location Address State Name',
	last_update_date: 'Last Update Date',
	deactivation_date: 'NPI Deactivation Date',
	reactivation_date: 'NPI Reactivation Date',
} as const

export type ColumnIndexes = { [K in keyof typeof NEEDED]: number } & {
	taxonomy: number[]
	license_number: number[]
	license_state: number[]
	primary: number[]
}

/** Where each needed column is in this file's header; names every missing one. */
export function columnIndexes(header: readonly string[]): ColumnIndexes {
	const at = new Map(header.map((name, i) => [name.trim(), i]))
	const missing: string[] = []
	const find = (name: string) => {
		const i = at.get(name)
		if (i === undefined) missing.push(name)
		return i ?? -1
	}
	const single = Object.fromEntries(Object.entries(NEEDED).map(([key, name]) => [key, find(name)]))
	const indexes = {
		...single,
		taxonomy: slot('Healthcare Provider Taxonomy Code').map(find),
		license_number: slot('Provider License Number').map(find),
		license_state: slot('Provider License Number State Code').map(find),
		primary: slot('Healthcare Provider Primary Taxonomy Switch').map(find),
	} as ColumnIndexes
	if (missing.length)
		throw new RegistryFileError(
			`this is not an NPPES Data Dissemination file (npidata_pfile_*.csv): it has no column ${missing
				.slice(0, 5)
				.map((name) => `"${name}"`)
				.join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}. Nothing was imported.`,
			1,
		)
	return indexes
}

export type FileKind = 'full' | 'weekly'

/** The range and kind a file's name gives: npidata_pfile_20050523-20261109.csv is a full file. */
export function parseFileName(name: string): { from: string; to: string; kind: FileKind } | null {
	const match = /npidata_pfile_(\d{8})-(\d{8})\b/i.exec(name)
	if (!match) return null
	const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`
	return { from: iso(match[1]), to: iso(match[2]), kind: match[1] === FULL_FILE_START ? 'full' : 'weekly' }
}

/** A row of npi_registry as the import stages it (`keep` false: an NPI that is not, or no longer, ours). */
export type StagedRow = {
	npi: string
	keep: boolean
	last_name: string
	first_name: string
	middle_name: string
	credential: string
	taxonomies: RegistryTaxonomy[]
	practice_state: string
	last_update_date: string | null
	deactivation_date: string | null
	reactivation_date: string | null
}

/** MM/DD/YYYY → YYYY-MM-DD; empty → null. */
function isoDate(value: string, column: string, line: number): string | null {
	if (value === '') return null
	const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
	if (!match)
		throw new RegistryFileError(`"${column}" is '${value.slice(0, 20)}', not a date (MM/DD/YYYY)`, line)
	return `${match[3]}-${match[1]}-${match[2]}`
}

/**
 * What the registry keeps of one line: an individual with a behavioural-health taxonomy, or a
 * deactivated NPI (kept), or any other NPI (not kept: a weekly update removes it if it was ours).
 * A line the file format does not allow throws, naming the line.
 */
export function stageRecord(record: string[], at: ColumnIndexes, line: number): StagedRow {
	const npi = record[at.npi]
	if (!isValidNpi(npi)) throw new RegistryFileError(`'${npi.slice(0, 20)}' is not a valid NPI`, line)
	const entity = record[at.entity]
	const date = (key: 'last_update_date' | 'deactivation_date' | 'reactivation_date') =>
		isoDate(record[at[key]], NEEDED[key], line)
	const base = {
		npi,
		last_name: '',
		first_name: '',
		middle_name: '',
		credential: '',
		taxonomies: [] as RegistryTaxonomy[],
		practice_state: '',
		last_update_date: date('last_update_date'),
		deactivation_date: date('deactivation_date'),
		reactivation_date: date('reactivation_date'),
	}
	if (entity === '') {
		if (!base.deactivation_date)
			throw new RegistryFileError('no "Entity Type Code" and no "NPI Deactivation Date"', line)
		return { ...base, keep: true }
	}
	if (entity !== '1' && entity !== '2')
		throw new RegistryFileError(`"Entity Type Code" is '${entity.slice(0, 20)}', not 1 or 2`, line)
	if (entity === '2') return { ...base, keep: false }
	let ours = false
	for (const i of at.taxonomy) if (record[i] !== '' && isBehaviouralHealthTaxonomy(record[i])) ours = true
	if (!ours) return { ...base, keep: false }
	const taxonomies: RegistryTaxonomy[] = []
	for (let s = 0; s < TAXONOMY_SLOTS; s++) {
		const code = record[at.taxonomy[s]]
		if (code === '') continue
		taxonomies.push({
			code,
			license_number: record[at.license_number[s]],
			license_state: record[at.license_state[s]],
			primary: record[at.primary[s]] === 'Y',
		})
	}
	return {
		...base,
		keep: true,
		last_name: record[at.last_name],
		first_name: record[at.first_name],
		middle_name: record[at.middle_name],
		credential: record[at.credential],
		taxonomies,
		practice_state: record[at.practice_state],
	}
}
