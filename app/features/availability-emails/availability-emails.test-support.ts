// Shared by the availability e-mail tests: a clock a minute ahead, an SMTP sink per test, and the
// message as a mail client would read it.
import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import { onTestFinished } from 'vitest'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { deliverDueEmails } from '~/platform/email/outbox.server'
import { type Received, type RefuseRule, startSmtpSink } from '../../../tests/e2e/support/smtp-sink'

const DAY = 86_400_000
export const FROM = 'Openroom <no-reply@openroom.test>'
export const SITE = { siteName: 'Openroom', publicUrl: 'http://localhost:3000' }
// A minute ahead of the clock: rows the services write with the database's now() are due by then.
export const NOW = new Date(Math.ceil(Date.now() / 1000) * 1000 + 60_000)
export const daysAgo = (days: number, from = NOW) => new Date(from.getTime() - days * DAY)
export const later = (days: number) => new Date(NOW.getTime() + days * DAY)

export async function sink(refuse: RefuseRule[] = []) {
	const server = await startSmtpSink({ host: '127.0.0.1', refuse })
	onTestFinished(server.close)
	const transport = nodemailer.createTransport({
		host: '127.0.0.1',
		port: server.port,
		secure: false,
		ignoreTLS: true,
	})
	return {
		received: server.received,
		deliver: (db: Db, now: Date) => deliverDueEmails(db, transport, FROM, now),
	}
}

/** The raw message with quoted-printable soft breaks and escapes undone, and headers unfolded. */
export function decode(mail: Received): string {
	return mail.raw
		.replace(/=\r?\n/g, '')
		.replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
		.replace(/\r?\n[ \t]+/g, ' ')
}

export async function provider(db: Db, id: string) {
	const [row] = await db.select().from(providers).where(eq(providers.id, id))
	return row
}
