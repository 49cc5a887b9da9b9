import path from 'node:path'
import { desc, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { npiRegistryImports } from '~/db/schema'
import { type FileKind, parseFileName, RegistryFileError } from './nppes-format'
import { type Batch, records, stagedBatches, stagedBatchesHere } from './registry-reader.server'

// npm run registry:import -- FILE (docs/deploy.md#the-npi-registry): streams an NPPES file into a
// staging table and applies it to npi_registry in the same transaction, so a file that fails half
// way (bad line, truncated, wrong format) changes nothing, and servers reading the registry see the
// old one until the commit. A full file replaces the registry; a weekly file upserts its NPIs and
// removes those it lists that no longer qualify. Rows that did not change are not rewritten, so each
// row's import_id says which import last changed it.

export type ImportOptions = {
	file: string
	/** Overrides what the file name says: 'full' or 'weekly'. */
	kind?: FileKind
	/** Overrides the file's date ('YYYY-MM-DD'), e.g. for a renamed file. */
	file_date?: string
	/** Import although the file is not newer than the registry, or a full file drops half of it. */
	force?: boolean
	/** Called every `progressEvery` lines with the lines read so far. */
	onProgress?: (lines: number) => void
	progressEvery?: number
	/** Read the file in this thread, not a worker: for a small file (the demo registry). */
	inThread?: boolean
}

export type ImportSummary = {
	import_id: number
	file_name: string
	file_date: string
	kind: FileKind
	rows_read: number
	rows_kept: number
	added: number
	changed: number
	removed: number
}

const STAGING_COLUMNS = `npi text, keep boolean, line integer, last_name text, first_name text,
	middle_name text, credential text, taxonomies jsonb, practice_state text, last_update_date date,
	deactivation_date date, reactivation_date date`
const ROW_COLUMNS = [
	'last_name',
	'first_name',
	'middle_name',
	'credential',
	'taxonomies',
	'practice_state',
	'last_update_date',
	'deactivation_date',
	'reactivation_date',
] as const

/** The newest import: the registry's version (null before the first). */
export async function latestRegistryImport(db: Db) {
	const [row] = await db.select().from(npiRegistryImports).orderBy(desc(npiRegistryImports.id)).limit(1)
	return row ?? null
}

function describeFile(options: ImportOptions): { file_name: string; file_date: string; kind: FileKind } {
	const file_name = path.basename(options.file)
	const named = parseFileName(file_name)
	const kind = options.kind ?? named?.kind
	const file_date = options.file_date ?? named?.to
	if (!kind || !file_date)
		throw new RegistryFileError(
			`${file_name} is not named like an NPPES file (npidata_pfile_YYYYMMDD-YYYYMMDD.csv): say --full or --weekly and --date YYYY-MM-DD`,
		)
	if (!/^\d{4}-\d{2}-\d{2}$/.test(file_date) || Number.isNaN(Date.parse(file_date)))
		throw new RegistryFileError(`'${file_date}' is not a date (YYYY-MM-DD)`)
	return { file_name, file_date, kind }
}

async function refuseOlder(db: Db, kind: FileKind, file_date: string, force?: boolean): Promise<void> {
	const latest = await latestRegistryImport(db)
	if (!latest && kind === 'weekly' && !force)
		throw new RegistryFileError(
			'the registry is empty: import a full file (npidata_pfile_20050523-….csv) before weekly updates, or pass --force',
		)
	if (latest && file_date <= latest.file_date && !force)
		throw new RegistryFileError(
			`the registry already holds the file of ${latest.file_date} (${latest.file_name}); this file is of ${file_date}. Pass --force to import it anyway.`,
		)
}

/**
 * Reads only the file's header and says what is wrong with it (a missing column, not a CSV), so a
 * wrong file is refused before anything opens the database.
 */
export async function assertNppesHeader(file: string): Promise<void> {
	for await (const { at } of records(file)) {
		if (at) return
	}
}

/** Imports one NPPES file (full or weekly) in one transaction; nothing changes if it fails. */
export async function importRegistryFile(db: Db, options: ImportOptions): Promise<ImportSummary> {
	const { file_name, file_date, kind } = describeFile(options)
	await refuseOlder(db, kind, file_date, options.force)
	const began_at = new Date()
	return db.transaction(async (tx) => {
		await tx.execute(sql.raw(`create temp table npi_registry_staging (${STAGING_COLUMNS}) on commit drop`))
		// A full file replaces everything: what it does not keep needs no row. A weekly one lists them to remove.
		const reader = options.inThread ? stagedBatchesHere : stagedBatches
		const batches = reader(options.file, { keepAll: kind === 'weekly' })
		const every = options.progressEvery ?? 100_000
		let next: IteratorResult<Batch, { read: number; kept: number }>
		try {
			for (next = await batches.next(); !next.done; next = await batches.next()) {
				const { json, read } = next.value
				await tx.execute(
					sql`insert into npi_registry_staging select * from json_populate_recordset(null::npi_registry_staging, ${json}::json)`,
				)
				// Batches end anywhere: report each multiple of `every` the batch went past.
				const passed = Math.floor(read / every) * every
				if (options.onProgress && passed > read - next.value.read_in_batch) options.onProgress(passed)
			}
		} finally {
			// The reader's worker stops if the database failed first.
			await batches.return({ read: 0, kept: 0 })
		}
		const { read: rows_read, kept: rows_kept } = next.value
		if (kind === 'full' && !options.force) await refuseShrinking(tx as unknown as Db, rows_kept)
		const [created] = await tx
			.insert(npiRegistryImports)
			.values({
				file_name,
				file_date,
				kind,
				rows_read,
				rows_kept,
				added: 0,
				changed: 0,
				removed: 0,
				began_at,
			})
			.returning({ id: npiRegistryImports.id })
		const counts = await apply(tx as unknown as Db, kind, created.id)
		await tx.update(npiRegistryImports).set(counts).where(sql`${npiRegistryImports.id} = ${created.id}`)
		return { import_id: created.id, file_name, file_date, kind, rows_read, rows_kept, ...counts }
	})
}

/** A full file that would leave less than half the registry is more likely cut short than true. */
async function refuseShrinking(db: Db, kept: number): Promise<void> {
	const [{ count }] = rowsOf<{ count: number }>(
		await db.execute(sql`select count(*)::int as count from npi_registry`),
	)
	if (count > 1_000 && kept < count / 2)
		throw new RegistryFileError(
			`this file keeps ${kept} clinicians where the registry has ${count}: it looks cut short. Nothing was imported; pass --force if it is right.`,
		)
}

async function apply(db: Db, kind: FileKind, import_id: number) {
	const removedSql =
		kind === 'full'
			? sql`delete from npi_registry r where not exists (select 1 from npi_registry_staging s where s.npi = r.npi and s.keep)`
			: sql`delete from npi_registry r using npi_registry_staging s where s.npi = r.npi and not s.keep`
	const removed = await db.execute(removedSql)
	const cols = ROW_COLUMNS.join(', ')
	const set = ROW_COLUMNS.map((c) => `${c} = excluded.${c}`).join(', ')
	const current = ROW_COLUMNS.map((c) => `npi_registry.${c}`).join(', ')
	const incoming = ROW_COLUMNS.map((c) => `excluded.${c}`).join(', ')
	// The last line wins for an NPI listed twice; a row that did not change is left as it was.
	const upserted = await db.execute(
		sql.raw(`with up as (
			insert into npi_registry (npi, ${cols}, import_id)
			select distinct on (npi) npi, ${cols}, ${import_id} from npi_registry_staging where keep order by npi, line desc
			on conflict (npi) do update set ${set}, import_id = excluded.import_id
			where (${current}) is distinct from (${incoming})
			returning (xmax = 0) as inserted
		) select (count(*) filter (where inserted))::int as added, (count(*) filter (where not inserted))::int as changed from up`),
	)
	const [{ added, changed }] = rowsOf<{ added: number; changed: number }>(upserted)
	return { added, changed, removed: affected(removed) }
}

/** The rows of a query, on either driver (both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** Rows a DELETE touched, as node-postgres (rowCount) and PGlite (affectedRows) report it. */
function affected(result: unknown): number {
	const r = result as { rowCount?: number | null; affectedRows?: number }
	return r.rowCount ?? r.affectedRows ?? 0
}
