import { and, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { contactMessages, emailOutbox } from '~/db/schema'

/** Contact messages (and phone clicks) are kept this long, then deleted (privacy policy). */
const CONTACT_RETENTION_DAYS = 90

/**
 * Deletes contact messages older than the retention period, and the outbox copies of the e-mails that
 * carried them (they hold the same text), and the follow-ups sent about them. Returns how many messages went.
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
		// The follow-ups to the person who wrote carry their address: they go with the message (docs/product.md#follow-ups).
		const ids = deleted.map((row) => row.id)
		if (ids.length > 0)
			await tx
				.delete(emailOutbox)
				.where(
					and(
						sql`${emailOutbox.meta}->>'kind' in ('follow_up', 'follow_up_second')`,
						inArray(sql`${emailOutbox.meta}->>'contact_message_id'`, ids),
					),
				)
		return deleted.length
	})
}
