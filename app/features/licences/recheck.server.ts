import { sql } from 'drizzle-orm'
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
// the outcome changed, in one multi-row update in its own short transaction, so no lock is held for
// long and the servers keep answering between batches. A server's job runs it when the newest
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

/** What a check concluded, without when: a re-check that concludes the same writes nothing. */
const outcome = (c: StoredLicenceCheck | null) =>
	c &&
	JSON.stringify([
		c.source,
		c.status,
		c.mismatches,
		c.licenses.map((l) => [l.type, l.number, l.state, l.status, l.mismatches]),
	])

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
	if (!deactivated && outcome(record.license_check) === outcome(row.license_check)) return null
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

const COLUMNS = sql`p.id, p.short_id, p.email, p.npi, p.first_name, p.last_name, p.licenses, p.license_check,
	p.license_checked, r.npi as r_npi, r.first_name as r_first_name, r.last_name as r_last_name,
	r.taxonomies as r_taxonomies, r.deactivation_date::text as r_deactivation_date,
	r.reactivation_date::text as r_reactivation_date`

/** Every provider with an NPI, by short_id (about the table's physical order: a batch's writes share pages). */
const allAfter = (after: number, limit: number) => sql`
	select ${COLUMNS} from providers p left join npi_registry r on r.npi = p.npi
	where p.npi is not null and p.short_id > ${after}
	order by p.short_id limit ${limit}`

/** The providers of these short ids (a batch of the candidates). */
const someOf = (ids: ArrayLike<number>) => sql`
	select ${COLUMNS} from providers p left join npi_registry r on r.npi = p.npi
	where p.short_id = any(${`{${Array.prototype.join.call(ids, ',')}}`}::int[]) and p.npi is not null
	order by p.short_id`

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
		? sql`union select p.short_id from providers p
			where p.npi is not null and p.license_check->>'source' = 'registry'
				and not p.license_check->'mismatches' @> '["npi_not_found"]'
				and not p.license_check->'mismatches' @> '["npi_invalid"]'
				and not exists (select 1 from npi_registry r where r.npi = p.npi)`
		: sql``
	// One text of ids, not a row each: a million candidates stay a few MB in the server's memory.
	const [{ ids }] = rowsOf<{ ids: string | null }>(
		await db.execute(sql`select string_agg(short_id::text, ',' order by short_id) as ids from (
			select p.short_id from npi_registry r join providers p on p.npi = r.npi where r.import_id > ${after.since}
			union select short_id from providers where npi is not null and license_check is null
			${removed}) s`),
	)
	return ids ? Int32Array.from(ids.split(','), Number) : new Int32Array(0)
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
	let last = 0
	for (let offset = 0; ; offset += batchSize) {
		if (ids && offset >= ids.length) break
		const query = ids ? someOf(ids.subarray(offset, offset + batchSize)) : allAfter(last, batchSize)
		const rows = rowsOf<Row>(await db.execute(query))
		if (!ids && rows.length === 0) break
		if (rows.length > 0) last = rows[rows.length - 1].short_id
		const now = options.now?.() ?? new Date()
		const context = { now, registry_file_date: job.file_date }
		const writes: { short_id: number; license_check: StoredLicenceCheck; license_checked: boolean }[] = []
		const told: OutgoingEmail[] = []
		for (const row of rows) {
			const decision = recheckDecision(row, context)
			if (!decision) continue
			writes.push({ short_id: row.short_id, ...decision.record })
			if (decision.deactivated)
				told.push(await options.tell({ to: row.email, npi: row.npi, registry_file_date: job.file_date }))
		}
		await db.transaction(async (tx) => {
			if (writes.length > 0)
				await tx.execute(sql`
					update providers p set license_check = v.license_check, license_checked = v.license_checked,
						updated_at = now()
					from json_to_recordset(${JSON.stringify(writes)}::json)
						as v(short_id integer, license_check jsonb, license_checked boolean)
					where p.short_id = v.short_id`)
			await enqueueEmails(tx as unknown as Db, told)
			await tx.execute(sql`
				update npi_registry_rechecks set heartbeat_at = now(),
					providers_read = providers_read + ${rows.length}, changed = changed + ${writes.length},
					deactivated = deactivated + ${told.length}
				where import_id = ${job.id}`)
		})
		summary.providers_read += rows.length
		summary.changed += writes.length
		summary.deactivated += told.length
		if (writes.length > 0) providersChanged(db)
		await pause()
	}
	await db.execute(sql`update npi_registry_rechecks set finished_at = now() where import_id = ${job.id}`)
	return summary
}
