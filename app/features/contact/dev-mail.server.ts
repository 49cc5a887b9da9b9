import { desc } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'

/** The newest outbox rows, for the local mailbox (/dev/mail; who may read it: local-mailbox.server.ts). */
export async function listRecentOutbox(db: Db, limit = 50) {
	const rows = await db
		.select({
			id: emailOutbox.id,
			to: emailOutbox.to,
			reply_to: emailOutbox.reply_to,
			subject: emailOutbox.subject,
			text: emailOutbox.text,
			html: emailOutbox.html,
			status: emailOutbox.status,
			attempts: emailOutbox.attempts,
			last_error: emailOutbox.last_error,
			created_at: emailOutbox.created_at,
			sent_at: emailOutbox.sent_at,
		})
		.from(emailOutbox)
		.orderBy(desc(emailOutbox.created_at), desc(emailOutbox.id))
		.limit(limit)
	return rows.map((r) => ({
		...r,
		created_at: r.created_at.toISOString(),
		sent_at: r.sent_at?.toISOString() ?? null,
	}))
}
