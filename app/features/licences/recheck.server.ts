import { type SQL, sql } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import type { ClaimedLicence, StoredLicenceCheck } from '~/db/schema/npi-registry'
import { enqueueEmails, type OutgoingEmail } from '~/platform/email/outbox.server'
import {
	checkLicenceClaim,
	type LicenceClaim,
	type RegistryRecord,
	registryCheckRecord,
} from './licence-check'
import { latestRegistryImport } from './registry-import.server'

// The re-check after each registry import (docs/product.md#licence-checks, docs/deploy.md#the-npi-registry).
// Only the providers whose outcome can have changed are read: an import rewrites only the registry
// rows that changed and stamps them with its id (npi_registry.import_id), so after a finished re-check
// the next one reads the providers whose row changed since, those whose row was removed, and those
// never checked; with no finished re-check before, every provider with an NPI. Each batch is read
// joined to the registry, checked by the pure check (licence-check.ts) and written back only where
// the outcome changed, in one multi-row write to license_checks (never the provider row) in its own
// short transaction, so no lock is held for long and the servers keep answering between batches. A server's job runs it when the newest
// npi_registry_imports row has no finished re-check: an import run beside the servers (or while the
// embedded database's server was stopped) is picked up without a restart.
// Measured in docs/benchmarks.md#licence-re-check-after-a-registry-import-issue-46.

export type RecheckOptions = {
	/**
	 * The e-mail to a provider whose NPI was deactivated (deactivatedEmail in licence-emails.server.ts,
	 * which the server's job passes: its catalogs are read through the build, which a bench under tsx lacks).
	 */
	tell: (input: {
		to: string
		npi: string
		registry_file_date: string
	}) => OutgoingEmail | Promise<OutgoingEmail>
	/** Providers per batch: each batch is one read and at most one write. */
	batchSize?: number
	/** Batches being written at once (each on its own connection) while the next is read and checked. */
	writers?: number
	/** Between batches: lets the process answer requests (PGlite blocks the event loop while it runs). */
	pause?: () => Promise<void>
	now?: () => Date
	/** A re-check whose heartbeat is older than this is taken to be dead and is taken over. */
	staleAfterMs?: number
	/**
	 * Every provider with an NPI, not only those whose registry row changed: for when what the check
	 * compares changed outside the registry (e.g. the licence types' taxonomy codes).
	 */
	full?: boolean
}

export type RecheckSummary = {
	import_id: number
	providers_read: number
	changed: number
	deactivated: number
}

type Row = {
	id: string
	short_id: number
	email: string
	npi: string
	first_name: string
	last_name: string
	licenses: ClaimedLicence[]
	/** The claim as read (CLAIM_HASH): the write's guard. */
	claim_hash: string
	license_check: StoredLicenceCheck | null
	license_checked: boolean
	r_npi: string | null
	r_first_name: string | null
	r_last_name: string | null
	r_taxonomies: RegistryRecord['taxonomies'] | null
	r_deactivation_date: string | null
	r_reactivation_date: string | null
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve))

const sameList = (a: readonly string[] = [], b: readonly string[] = []) =>
	a.length === b.length && a.every((item, i) => item === b[i])

/**
 * Whether two checks concluded the same, whenever they ran: a re-check that concludes the same writes
 * nothing. Compared field by field, without making a JSON text of each.
 */
export function sameOutcome(a: StoredLicenceCheck | null, b: StoredLicenceCheck | null): boolean {
	if (!a || !b) return a === b
	return (
		a.source === b.source &&
		a.status === b.status &&
		sameList(a.mismatches, b.mismatches) &&
		a.licenses.length === b.licenses.length &&
		a.licenses.every((l, i) => {
			const m = b.licenses[i]
			return (
				l.type === m.type &&
				l.number === m.number &&
				l.state === m.state &&
				l.status === m.status &&
				sameList(l.mismatches, m.mismatches)
			)
		})
	)
}

function registryOf(row: Row): RegistryRecord | null {
	if (row.r_npi === null) return null
	return {
		npi: row.r_npi,
		first_name: row.r_first_name ?? '',
		last_name: row.r_last_name ?? '',
		taxonomies: row.r_taxonomies ?? [],
		deactivation_date: row.r_deactivation_date,
		reactivation_date: row.r_reactivation_date,
	}
}

type Decision = { record: ReturnType<typeof registryCheckRecord>; deactivated: boolean } | null

/**
 * What the re-check does with one provider: null to leave it. A staff decision stands (the moderator
 * looked at more than the registry), except that a deactivated NPI takes a staff-checked badge away.
 */
export function recheckDecision(
	row: Row,
	context: { now: Date; registry_file_date: string | null },
): Decision {
	const claim: LicenceClaim = {
		npi: row.npi,
		first_name: row.first_name,
		last_name: row.last_name,
		licenses: row.licenses as LicenceClaim['licenses'],
	}
	const check = checkLicenceClaim(claim, registryOf(row), context)
	const deactivated = row.license_checked && check.mismatches.includes('npi_deactivated')
	if (row.license_check?.source === 'staff' && !deactivated) return null
	const record = registryCheckRecord(check)
	if (!deactivated && sameOutcome(record.license_check, row.license_check)) return null
	return { record, deactivated }
}

/** Claims the newest import's re-check for this process, or says there is none to do (null). */
async function claim(db: Db, staleAfterMs: number): Promise<{ id: number; file_date: string } | null> {
	const latest = await latestRegistryImport(db)
	if (!latest) return null
	const claimed = await db.execute(sql`
		insert into npi_registry_rechecks (import_id) values (${latest.id})
		on conflict (import_id) do update set began_at = now(), heartbeat_at = now(),
			providers_read = 0, changed = 0, deactivated = 0
		where npi_registry_rechecks.finished_at is null
			and npi_registry_rechecks.heartbeat_at < now() - make_interval(secs => ${staleAfterMs / 1000})
		returning import_id`)
	return rowsOf(claimed).length > 0 ? { id: latest.id, file_date: latest.file_date } : null
}

/**
 * What a check read of the claim, as one short text: the write compares it with the row's own, so a
 * save since the read stands. Shorter than the fields themselves, which the write would parse again
 * from its JSON (parsing was half of a batch's write at 1,000,000 providers: docs/benchmarks.md).
 */
const CLAIM_HASH = sql`md5(concat_ws(chr(31), p.npi, p.first_name, p.last_name, p.licenses::text))`

const COLUMNS = sql`p.id, p.short_id, p.email, p.npi, p.first_name, p.last_name, p.licenses, ${CLAIM_HASH} as claim_hash, c.license_check,
	coalesce(c.license_checked, false) as license_checked, r.npi as r_npi, r.first_name as r_first_name,
	r.last_name as r_last_name, r.taxonomies as r_taxonomies, r.deactivation_date::text as r_deactivation_date,
	r.reactivation_date::text as r_reactivation_date`

/** A provider with their stored check and their registry row. */
const JOINED = sql`providers p left join license_checks c on c.provider_id = p.id left join npi_registry r on r.npi = p.npi`

/**
 * The providers with an NPI whose short id is in (after, upTo] (about the table's physical order: a
 * batch's writes share pages). A range, not `limit`: with a limit PostgreSQL 15 planned the whole
 * table and started two parallel workers for every batch (60–210 ms a batch at 1,000,000 providers
 * on the loaded machine, against 30–40 ms for this plan).
 */
const allBetween = (after: number, upTo: number) => sql`
	select ${COLUMNS} from ${JOINED}
	where p.npi is not null and p.short_id > ${after} and p.short_id <= ${upTo}
	order by p.short_id`

/** The providers of these short ids (a batch of the candidates). */
const someOf = (ids: ArrayLike<number>) => sql`
	select ${COLUMNS} from ${JOINED}
	where p.short_id = any(${`{${Array.prototype.join.call(ids, ',')}}`}::int[]) and p.npi is not null
	order by p.short_id`

/**
 * A batch's rows, read without parallel workers: for a few thousand rows found by index, PostgreSQL
 * 15 still planned two per batch, which on two cores cost more than they gave (docs/benchmarks.md).
 */
const readBatch = (db: Db, query: SQL) =>
	db.transaction(async (tx) => {
		await tx.execute(sql`set local max_parallel_workers_per_gather = 0`)
		return rowsOf<Row>(await tx.execute(query))
	})

/**
 * The newest import whose re-check finished before this one (0: none), and whether any import since
 * removed registry rows. Rows an import did not change keep their import_id, so a provider whose row's
 * import_id is not newer than that saw the same row at that re-check (or at a save since, which checks
 * against the registry as loaded then).
 */
async function since(db: Db, import_id: number): Promise<{ since: number; removed: boolean }> {
	const [row] = rowsOf<{ since: number | null }>(
		await db.execute(sql`select max(import_id) as since from npi_registry_rechecks
			where finished_at is not null and import_id < ${import_id}`),
	)
	const last = row?.since ?? 0
	if (last === 0) return { since: 0, removed: false }
	const [removed] = rowsOf<{ any: boolean }>(
		await db.execute(
			sql`select coalesce(sum(removed), 0) > 0 as any from npi_registry_imports where id > ${last}`,
		),
	)
	return { since: last, removed: removed.any }
}

/**
 * The short ids of the providers whose check can have changed since the import `since`: their
 * registry row changed; they were never checked (seeded, or saved before any import); or, when an
 * import since removed rows, their registry-made record read a row that is gone. Sorted, each once.
 */
async function candidates(db: Db, after: { since: number; removed: boolean }): Promise<Int32Array> {
	const removed = after.removed
		? sql`union select p.short_id from providers p join license_checks c on c.provider_id = p.id
			where p.npi is not null and c.license_check->>'source' = 'registry'
				and not c.license_check->'mismatches' @> '["npi_not_found"]'
				and not c.license_check->'mismatches' @> '["npi_invalid"]'
				and not exists (select 1 from npi_registry r where r.npi = p.npi)`
		: sql``
	// One text of ids, not a row each: a million candidates stay a few MB in the server's memory.
	const [{ ids }] = rowsOf<{ ids: string | null }>(
		await db.execute(sql`select string_agg(short_id::text, ',' order by short_id) as ids from (
			select p.short_id from npi_registry r join providers p on p.npi = r.npi where r.import_id > ${after.since}
			union select p.short_id from providers p where p.npi is not null
				and not exists (select 1 from license_checks c where c.provider_id = p.id)
			${removed}) s`),
	)
	return ids ? Int32Array.from(ids.split(','), Number) : new Int32Array(0)
}

/** A record to write, with the claim and the record it was checked from (as read). */
type RecordWrite = {
	provider_id: string
	license_check: StoredLicenceCheck
	license_checked: boolean
	claim_hash: string
	read_checked_at: string | null
}

type Write = {
	job_id: number
	read: number
	writes: RecordWrite[]
	told: { provider_id: string; email: OutgoingEmail }[]
}

/**
 * One batch's outcome, in its own short transaction: the changed records (license_checks rows, one
 * narrow row each: docs/benchmarks.md#licence-re-check-after-a-registry-import-issue-46), their
 * e-mails, the progress. A record is written only where the claim and the stored record are still
 * those it was checked from: a save (which checks at once, check-after-save.server.ts) or a
 * moderator's decision since the batch was read stands, and its provider is not e-mailed. A record
 * where there was none is added only if none appeared meanwhile. Returns the records written.
 */
async function writeBatch(db: Db, batch: Write): Promise<{ changed: number; deactivated: number }> {
	return db.transaction(async (tx) => {
		const written =
			batch.writes.length === 0
				? new Set<string>()
				: new Set(
						rowsOf<{ provider_id: string }>(
							await tx.execute(sql`
								with v as (
									select v.* from jsonb_to_recordset(${JSON.stringify(batch.writes)}::jsonb)
										as v(provider_id uuid, license_check jsonb, license_checked boolean, claim_hash text,
											read_checked_at text)
									join providers p on p.id = v.provider_id and ${CLAIM_HASH} = v.claim_hash
								), updated as (
									update license_checks c set license_check = v.license_check,
										license_checked = v.license_checked, updated_at = now()
									from v where c.provider_id = v.provider_id
										and (c.license_check->>'checked_at') = v.read_checked_at
									returning c.provider_id
								), added as (
									insert into license_checks (provider_id, license_check, license_checked)
									select provider_id, license_check, license_checked from v where read_checked_at is null
									on conflict (provider_id) do nothing
									returning provider_id
								)
								select provider_id from updated union all select provider_id from added`),
						).map((row) => row.provider_id),
					)
		const told = batch.told.filter((t) => written.has(t.provider_id)).map((t) => t.email)
		await enqueueEmails(tx as unknown as Db, told)
		await tx.execute(sql`
			update npi_registry_rechecks set heartbeat_at = now(),
				providers_read = providers_read + ${batch.read}, changed = changed + ${written.size},
				deactivated = deactivated + ${told.length}
			where import_id = ${batch.job_id}`)
		return { changed: written.size, deactivated: told.length }
	})
}

/**
 * Re-checks the providers whose check the newest import can have changed (every provider with an
 * NPI the first time), when no other process has (or is doing it). Returns what it did, or null when
 * there was nothing to do.
 */
export async function recheckAfterImport(db: Db, options: RecheckOptions): Promise<RecheckSummary | null> {
	const job = await claim(db, options.staleAfterMs ?? 120_000)
	if (!job) return null
	const batchSize = options.batchSize ?? 5000
	const pause = options.pause ?? nextTick
	const summary: RecheckSummary = { import_id: job.id, providers_read: 0, changed: 0, deactivated: 0 }
	const after = options.full ? { since: 0, removed: false } : await since(db, job.id)
	const ids = after.since === 0 ? null : await candidates(db, after)
	// Batch n is written while batch n + 1 is read and checked, on another connection of the pool, so
	// PostgreSQL and this process work at once (docs/benchmarks.md#licence-re-check-after-a-registry-import-issue-46).
	// PGlite has one connection: its queries simply run in turn.
	const writing = new Set<Promise<void>>()
	let failed: unknown = null
	const inFlight = Math.max(1, options.writers ?? 2)
	// The batches: slices of the candidates, or ranges of short ids up to the highest there is now (a
	// provider who signs up meanwhile is checked when they save their NPI).
	const [{ first, last }] = ids
		? [{ first: 0, last: 0 }]
		: rowsOf<{ first: number; last: number }>(
				await db.execute(sql`select coalesce(min(short_id), 1)::int - 1 as first,
					coalesce(max(short_id), 0)::int as last from providers`),
			)
	for (let offset = 0; ; offset += batchSize) {
		if (failed) break
		if (ids ? offset >= ids.length : first + offset >= last) break
		const query = ids
			? someOf(ids.subarray(offset, offset + batchSize))
			: allBetween(first + offset, first + offset + batchSize)
		const rows = await readBatch(db, query)
		const now = options.now?.() ?? new Date()
		const context = { now, registry_file_date: job.file_date }
		const batch: Write = { job_id: job.id, read: rows.length, writes: [], told: [] }
		for (const row of rows) {
			const decision = recheckDecision(row, context)
			if (!decision) continue
			batch.writes.push({
				provider_id: row.id,
				...decision.record,
				claim_hash: row.claim_hash,
				read_checked_at: row.license_check?.checked_at ?? null,
			})
			if (decision.deactivated)
				batch.told.push({
					provider_id: row.id,
					email: await options.tell({ to: row.email, npi: row.npi, registry_file_date: job.file_date }),
				})
		}
		while (writing.size >= inFlight) await Promise.race(writing)
		const written: Promise<void> = writeBatch(db, batch).then(
			(done) => {
				summary.providers_read += batch.read
				summary.changed += done.changed
				summary.deactivated += done.deactivated
				if (done.changed > 0) providersChanged(db)
				writing.delete(written)
			},
			(error) => {
				failed ??= error
				writing.delete(written)
			},
		)
		writing.add(written)
		await pause()
	}
	await Promise.all(writing)
	if (failed) throw failed
	await db.execute(sql`update npi_registry_rechecks set finished_at = now() where import_id = ${job.id}`)
	return summary
}
