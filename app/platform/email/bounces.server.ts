import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { contactMessages, type emailOutbox, providers } from '~/db/schema'

type RefusedEmail = Pick<typeof emailOutbox.$inferSelect, 'to' | 'meta'>

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The provider a contact e-mail was for: from its meta, or (older rows) through its stored message. */
async function contactRecipient(db: Db, meta: Record<string, string>): Promise<string | null> {
	if (meta.provider_id && UUID.test(meta.provider_id)) return meta.provider_id
	if (!meta.contact_message_id || !UUID.test(meta.contact_message_id)) return null
	const [row] = await db
		.select({ recipient_user: contactMessages.recipient_user })
		.from(contactMessages)
		.where(eq(contactMessages.id, meta.contact_message_id))
		.limit(1)
	return row?.recipient_user ?? null
}

/**
 * After a permanent refusal (SMTP 5xx): when the e-mail was a visitor's message to a provider, and
 * still went to the provider's current address, that address is marked undeliverable and the
 * count of lost messages goes up (docs/product.md#availability-freshness). The profile then stops
 * offering the e-mail form until the provider changes their address. Other e-mails mark nothing.
 */
export async function markUndeliverable(db: Db, email: RefusedEmail, now: Date): Promise<boolean> {
	if (email.meta?.kind !== 'contact') return false
	const provider_id = await contactRecipient(db, email.meta)
	if (!provider_id) return false
	const updated = await db
		.update(providers)
		.set({
			email_undeliverable_at: sql`coalesce(${providers.email_undeliverable_at}, ${now.toISOString()}::timestamptz)`,
			undelivered_messages: sql`${providers.undelivered_messages} + 1`,
		})
		.where(and(eq(providers.id, provider_id), sql`lower(${providers.email}) = lower(${email.to})`))
		.returning({ id: providers.id })
	return updated.length > 0
}
