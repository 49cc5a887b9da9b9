import { type Env, getEnv } from '~/env.server'

type MailboxEnv = Pick<Env, 'NODE_ENV' | 'SMTP_URL' | 'PUBLIC_URL'>

/** localhost, 127.0.0.0/8 or [::1] (the URL parser has already normalised 127.1 or [0::1]). */
export function isLoopbackUrl(url: string): boolean {
	let host: string
	try {
		host = new URL(url).hostname
	} catch {
		return false
	}
	return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

/**
 * Whether /dev/mail shows the outbox (docs/product.md#e-mail-without-smtp): always outside
 * production; in production only while nothing can be delivered (no SMTP_URL) and the site is
 * addressed on this machine, so the newcomer running `npm start` can verify their account. Decided
 * from the settings, never from the client's address: behind a proxy on the same host every request
 * comes from loopback.
 */
export function outboxReadableLocally(env: MailboxEnv = getEnv()): boolean {
	if (env.NODE_ENV !== 'production') return true
	return !env.SMTP_URL && isLoopbackUrl(env.PUBLIC_URL)
}

/** The start-up line that says where e-mails go, or null when they are delivered or private. */
export function localMailboxNotice(env: MailboxEnv = getEnv()): string | null {
	if (env.SMTP_URL || !outboxReadableLocally(env)) return null
	return `No SMTP_URL: e-mails are kept; read them at ${env.PUBLIC_URL}/dev/mail`
}
