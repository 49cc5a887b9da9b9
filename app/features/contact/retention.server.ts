import { and, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { contactMessages, emailOutbox } from '~/db/schema'

/** Contact messages (and phone clicks) are kept this long, then deleted (privacy policy). */
const CONTACT_RETENTION_DAYS = 90

/**
 * Deletes contact messages older than the retention period, and the outbox copies of the e-mails that
 * carried them (they hold the same text). Returns how many messages went.
 */
export async function deleteExpiredContactMessages(db: Db, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - CONTACT_RETENTION_DAYS * 24 * 60 * 60_000)
	return db.transaction(async (tx) => {
		const deleted = await tx
			.delete(contactMessages)
			.where(lt(contactMessages.created_at, cutoff))
			.returning({ id: contactMessages.id })
		await tx
			.delete(emailOutbox)
			.where(and(lt(emailOutbox.created_at, cutoff), sql`${emailOutbox.meta}->>'kind' = 'contact'`))
		return deleted.length
	})
}
