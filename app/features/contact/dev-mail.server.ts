import { desc } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'

/** The newest outbox rows, for the local mailbox (/dev/mail; who may read it: local-mailbox.server.ts). */
export async function listRecentOutbox(db: Db, limit = 50) {
	const rows = await db
		.select({
			id: emailOutbox.id,
			to: emailOutbox.to,
			replyTo: emailOutbox.replyTo,
			subject: emailOutbox.subject,
			text: emailOutbox.text,
			html: emailOutbox.html,
			status: emailOutbox.status,
			attempts: emailOutbox.attempts,
			lastError: emailOutbox.lastError,
			createdAt: emailOutbox.createdAt,
			sentAt: emailOutbox.sentAt,
		})
		.from(emailOutbox)
		.orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
		.limit(limit)
	return rows.map((r) => ({
		...r,
		createdAt: r.createdAt.toISOString(),
		sentAt: r.sentAt?.toISOString() ?? null,
	}))
}
