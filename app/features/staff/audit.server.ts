import { Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { auditLog } from '~/db/schema'
import type { AuditFilters } from './staff.schema'

// The audit log (docs/product.md#staff-roles-second-factor-and-the-audit-log): one row per staff
// action, inserted and never changed (the database refuses UPDATE and DELETE).

export type AuditEntry = {
	actor_id: string | null
	actor_email: string | null
	action: string
	profile_id?: string | null
	reason?: string | null
	before?: Record<string, unknown> | null
	after?: Record<string, unknown> | null
}

/** Writes one row; pass the transaction that made the change, so both happen or neither. */
export async function recordAudit(db: Pick<Db, 'insert'>, entry: AuditEntry): Promise<void> {
	await db.insert(auditLog).values({
		actor_id: entry.actor_id,
		actor_email: entry.actor_email,
		action: entry.action,
		profile_id: entry.profile_id ?? null,
		reason: entry.reason ?? null,
		before: entry.before ?? null,
		after: entry.after ?? null,
	})
}

export type AuditRow = typeof auditLog.$inferSelect

function where(filters: AuditFilters): SQL | undefined {
	const parts: SQL[] = []
	if (filters.actor) parts.push(eq(auditLog.actor_email, filters.actor))
	if (filters.action) parts.push(eq(auditLog.action, filters.action))
	if (filters.profile) parts.push(eq(auditLog.profile_id, filters.profile))
	if (filters.from) parts.push(gte(auditLog.at, new Date(`${filters.from}T00:00:00Z`)))
	// 'to' is inclusive: up to the end of that day (UTC).
	if (filters.to) parts.push(lt(auditLog.at, new Date(Date.parse(`${filters.to}T00:00:00Z`) + 86_400_000)))
	return parts.length ? and(...parts) : undefined
}

export const AUDIT_PAGE_SIZE = 100

/** Newest first, one page of rows (and whether there are more). */
export async function listAudit(
	db: Db,
	filters: AuditFilters,
): Promise<{ rows: AuditRow[]; more: boolean; page: number }> {
	const page = filters.page ?? 1
	const rows = await db
		.select()
		.from(auditLog)
		.where(where(filters))
		.orderBy(desc(auditLog.at), desc(auditLog.id))
		.limit(AUDIT_PAGE_SIZE + 1)
		.offset((page - 1) * AUDIT_PAGE_SIZE)
	return { rows: rows.slice(0, AUDIT_PAGE_SIZE), more: rows.length > AUDIT_PAGE_SIZE, page }
}

const CSV_COLUMNS = ['at', 'actor_email', 'actor_id', 'action', 'profile_id', 'reason', 'before', 'after']
const CSV_BATCH = 1000

/**
 * Every matching row as CSV (newest first), streamed in batches through csv-stringify, which quotes
 * and escapes; a cell starting with = + - @ is prefixed with ' so a spreadsheet never runs it.
 */
export function auditCsv(db: Db, filters: AuditFilters): ReadableStream<Uint8Array> {
	const csv = stringify({ header: true, columns: CSV_COLUMNS })
	const cell = (value: string | null) => (value && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ''))
	void (async () => {
		try {
			for (let offset = 0; ; offset += CSV_BATCH) {
				const rows = await db
					.select()
					.from(auditLog)
					.where(where({ ...filters, page: undefined }))
					.orderBy(desc(auditLog.at), desc(auditLog.id))
					.limit(CSV_BATCH)
					.offset(offset)
				for (const row of rows) {
					const ok = csv.write([
						row.at.toISOString(),
						cell(row.actor_email),
						row.actor_id ?? '',
						cell(row.action),
						row.profile_id ?? '',
						cell(row.reason),
						row.before ? JSON.stringify(row.before) : '',
						row.after ? JSON.stringify(row.after) : '',
					])
					if (!ok) await new Promise((resolve) => csv.once('drain', resolve))
				}
				if (rows.length < CSV_BATCH) break
			}
			csv.end()
		} catch (error) {
			csv.destroy(error as Error)
		}
	})()
	return Readable.toWeb(csv) as ReadableStream<Uint8Array>
}
