import nodemailer, { type Transporter } from 'nodemailer'
import { singleton } from '~/lib/singleton.server'

/** The SMTP transport for SMTP_URL (smtp://user:pass@host:port, or smtps://). */
export function createSmtpTransport(smtpUrl: string): Transporter {
	return singleton(`smtp:${smtpUrl}`, () => nodemailer.createTransport(smtpUrl))
}
