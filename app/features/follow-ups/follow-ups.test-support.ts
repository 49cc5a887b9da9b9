// Shared by the follow-up tests: a message delivered through a real SMTP sink, and the links of the
// e-mails as a mail client would read them.
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { sendContactMessage } from '~/features/contact/contact.server'
import type { Locale } from '~/lib/i18n'
import { decode, sink } from '../availability-emails/availability-emails.test-support'

export const DELAY = 20_000
export const SITE = { siteName: 'Openroom', publicUrl: 'http://localhost:3000', delayMs: DELAY }
export const DAY = 86_400_000

let ipCounter = 0

/**
 * A visitor's message to the provider, from its own client address unless told, from an English page
 * unless told, with the listing search it came from if given.
 */
export async function write(
	db: Db,
	recipient_user: string,
	author_email: string,
	ip?: string,
	locale?: Locale,
	search?: string,
) {
	ipCounter++
	return sendContactMessage(
		db,
		{
			name: 'Sam Visitor',
			private_message: 'Could we talk on Tuesday evening?',
			author_email,
			phone: '',
			recipient_user,
			search,
		},
		{
			viewerId: null,
			clientIp: ip ?? `198.51.100.${ipCounter}`,
			siteName: 'Openroom',
			publicUrl: 'http://localhost:3000',
			locale,
		},
	)
}

export async function mailSink() {
	const smtp = await sink()
	return {
		received: smtp.received,
		/** Delivers whatever is due now (by the real clock, as the outbox stamps sent_at). */
		deliver: (db: Db) => smtp.deliver(db, new Date(Date.now() + 1000)),
		/** The decoded mails to an address. */
		to: (address: string) =>
			smtp.received.filter((m) => m.to.some((t) => t.toLowerCase() === address.toLowerCase())).map(decode),
	}
}

/** When a message delivered just now is due for its follow-up. */
export const afterDelay = (extra = 0) => new Date(Date.now() + DELAY + 2000 + extra)

/** The answer links in a follow-up e-mail, by answer. */
export function answerLinks(mail: string): Record<string, string> {
	const links = [...mail.matchAll(/http:\/\/localhost:3000\/follow-up\/([\w.-]+)\?answer=([a-z-]+)/g)]
	return Object.fromEntries(links.map((m) => [m[2], m[1]]))
}

export async function outboxKinds(db: Db) {
	const rows = await db.select({ to: emailOutbox.to, meta: emailOutbox.meta }).from(emailOutbox)
	return rows.map((r) => `${r.meta?.kind}:${r.to}`)
}

export async function outboxRow(db: Db, id: string) {
	const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id))
	return row
}
