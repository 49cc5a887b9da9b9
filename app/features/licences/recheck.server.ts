import { sql } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import type { ClaimedLicence, StoredLicenceCheck } from '~/db/schema/npi-registry'
import { enqueueEmail, type OutgoingEmail } from '~/platform/email/outbox.server'
import {
	checkLicenceClaim,
	type LicenceClaim,
	type RegistryRecord,
	registryCheckRecord,
} from './licence-check'
import { latestRegistryImport } from './registry-import.server'

// The re-check after each registry import (docs/product.md#licence-checks, docs/deploy.md#the-npi-registry):
// every provider with an NPI, read in batches joined to the registry, checked by the pure check and
// written back only where the outcome changed, each batch its own short transaction, so no lock is
// held for long and the servers keep answering between batches. A server's job runs it when the
// newest npi_registry_imports row has no finished re-check: an import run beside the servers (or
// while the embedded database's server was stopped) is picked up without a restart.

export type RecheckOptions = {
	/**
	 * The e-mail to a provider whose NPI was deactivated (deactivatedEmail in licence-emails.server.ts,
	 * which the server's job passes: its catalogs are read through the build, which a bench under tsx lacks).
	 */
	tell: (input: { to: string; npi: string; registry_file_date: string }) => OutgoingEmail
	/** Providers per batch: each batch is one read and at most one write. */
	batchSize?: number
	/** Between batches: lets the process answer requests (PGlite blocks the event loop while it runs). */
	pause?: () => Promise<void>
	now?: () => Date
	/** A re-check whose heartbeat is older than this is taken to be dead and is taken over. */
	staleAfterMs?: number
}

export type RecheckSummary = {
	import_id: number
	providers_read: number
	changed: number
	deactivated: number
}

type Row = {
	id: string
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

const BATCH_SQL = (after: string, limit: number) => sql`
	select p.id, p.email, p.npi, p.first_name, p.last_name, p.licenses, p.license_check, p.license_checked,
		r.npi as r_npi, r.first_name as r_first_name, r.last_name as r_last_name, r.taxonomies as r_taxonomies,
		r.deactivation_date::text as r_deactivation_date, r.reactivation_date::text as r_reactivation_date
	from providers p left join npi_registry r on r.npi = p.npi
	where p.npi is not null and p.id > ${after}::uuid
	order by p.id limit ${limit}`

/**
 * Re-checks every provider with an NPI against the newest import, when no other process has (or is
 * doing it). Returns what it did, or null when there was nothing to do.
 */
export async function recheckAfterImport(db: Db, options: RecheckOptions): Promise<RecheckSummary | null> {
	const job = await claim(db, options.staleAfterMs ?? 120_000)
	if (!job) return null
	const batchSize = options.batchSize ?? 5000
	const pause = options.pause ?? nextTick
	const summary: RecheckSummary = { import_id: job.id, providers_read: 0, changed: 0, deactivated: 0 }
	let after = '00000000-0000-0000-0000-000000000000'
	for (;;) {
		const rows = rowsOf<Row>(await db.execute(BATCH_SQL(after, batchSize)))
		if (rows.length === 0) break
		after = rows[rows.length - 1].id
		const now = options.now?.() ?? new Date()
		const context = { now, registry_file_date: job.file_date }
		const writes: { id: string; license_check: StoredLicenceCheck; license_checked: boolean }[] = []
		const told: Row[] = []
		for (const row of rows) {
			const decision = recheckDecision(row, context)
			if (!decision) continue
			writes.push({ id: row.id, ...decision.record })
			if (decision.deactivated) told.push(row)
		}
		await db.transaction(async (tx) => {
			if (writes.length > 0)
				await tx.execute(sql`
					update providers p set license_check = v.license_check, license_checked = v.license_checked,
						updated_at = now()
					from json_to_recordset(${JSON.stringify(writes)}::json)
						as v(id uuid, license_check jsonb, license_checked boolean)
					where p.id = v.id`)
			for (const row of told)
				await enqueueEmail(
					tx as unknown as Db,
					options.tell({ to: row.email, npi: row.npi, registry_file_date: job.file_date }),
				)
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
