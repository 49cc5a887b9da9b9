import nodemailer, { type Transporter } from 'nodemailer'
import { singleton } from '~/lib/singleton.server'

/**
 * Bounds on one delivery, so a mail server that stops answering fails the try (to be retried)
 * long before the outbox lease runs out (outbox.server.ts): nodemailer's own defaults wait up to
 * 2 minutes for a connection and 10 minutes on a silent socket.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

/** The SMTP transport for SMTP_URL (smtp://user:pass@host:port, or smtps://). */
export function createSmtpTransport(smtpUrl: string): Transporter {
	return singleton(`smtp:${smtpUrl}`, () => nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }))
}

/**
 * Delivery into the local mailbox (/dev/mail) when there is no SMTP_URL and the outbox is readable
 * here: nodemailer builds each message as it would for SMTP and sends it nowhere, so the row is
 * marked sent and what waits for delivery (follow-ups, docs/product.md#e-mail-without-smtp) runs.
 */
export function createLocalMailboxTransport(): Transporter {
	return singleton('local-mailbox', () => nodemailer.createTransport({ jsonTransport: true }))
}
