import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { emailOutbox, reports } from '~/db/schema'
import { REPORT_RETENTION_DAYS } from '~/features/content/legal/legal-facts'

/**
 * Deletes the reports closed more than REPORT_RETENTION_DAYS ago, the reporter's address with them,
 * and any e-mail about such a report still in the outbox (an answer to the reporter carries
 * `report_id` in its meta). Open reports stay until a person closes them (docs/product.md#reports).
 * Returns how many reports went.
 */
export async function deleteExpiredReports(db: Db, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - REPORT_RETENTION_DAYS * 24 * 60 * 60_000)
	return db.transaction(async (tx) => {
		const deleted = await tx
			.delete(reports)
			.where(and(eq(reports.status, 'closed'), lt(reports.closed_at, cutoff)))
			.returning({ id: reports.id })
		const ids = deleted.map((row) => row.id)
		if (ids.length > 0)
			await tx.delete(emailOutbox).where(inArray(sql`${emailOutbox.meta}->>'report_id'`, ids))
		return deleted.length
	})
}
