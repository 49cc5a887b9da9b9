import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import type { Db } from '~/db/client.server'
import { type EmailAttachment, emailOutbox } from '~/db/schema'
import { getEnv } from '~/env.server'
import { log } from '~/lib/log.server'
import { markUndeliverable } from './bounces.server'

export type OutgoingEmail = {
	to: string
	reply_to?: string | null
	subject: string
	text: string
	html: string
	meta?: Record<string, string>
	/** Extra headers, e.g. List-Unsubscribe (docs/product.md#availability-freshness). */
	headers?: Record<string, string>
	/** Small text files, e.g. a calendar invite (docs/product.md#free-consultations). */
	attachments?: EmailAttachment[]
}

export const MAX_ATTEMPTS = 40
const BATCH_SIZE = 20
const LEASE_MS = 5 * 60_000

/** Delay before the next try: 30 s, doubling, capped at one hour (≈ 1.5 days over MAX_ATTEMPTS). */
export function retryDelayMs(attempts: number): number {
	return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000)
}

type SmtpError = { responseCode?: unknown; code?: unknown } | null

/**
 * An SMTP 5xx answer (nodemailer sets `responseCode`): the server refused the message for good, so
 * it is not retried (docs/product.md#availability-freshness). 4xx and connection errors are retried.
 * A refused login (EAUTH, 535) is ours to mend, not the message's: it is retried too.
 */
function isPermanentFailure(error: unknown): boolean {
	const { responseCode, code } = (error ?? {}) as Exclude<SmtpError, null>
	return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH'
}

/** nodemailer's codes for a server that cannot be reached or will not let us in. */
const SERVER_FAILURES = new Set(['ESOCKET', 'ECONNECTION', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EAUTH'])

/** The server is down or refuses us (not this message): the next messages would fail alike. */
function isConnectionFailure(error: unknown): boolean {
	const code = (error as SmtpError)?.code
	return typeof code === 'string' && SERVER_FAILURES.has(code)
}

/** Writes an e-mail to the outbox; the caller's transaction decides whether it is kept. */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<string> {
	const [row] = await db
		.insert(emailOutbox)
		.values({
			...email,
			reply_to: email.reply_to ?? null,
			meta: email.meta ?? null,
			headers: email.headers ?? null,
			attachments: email.attachments ?? null,
		})
		.returning({ id: emailOutbox.id })
	const env = getEnv()
	if (!env.SMTP_URL) {
		// The body may hold a sign-in or reset link: print it only on a developer's machine.
		const body = env.NODE_ENV === 'production' ? '' : `\n${email.text}`
		log.info(`e-mail queued (no SMTP_URL, not sent) to=${email.to} subject="${email.subject}"${body}`)
	}
	return row.id
}

/**
 * Writes many e-mails to the outbox in one statement (a batch job's, e.g. the licence re-check's
 * deactivation notices): one round trip instead of one each. Same rows as enqueueEmail.
 */
export async function enqueueEmails(db: Db, emails: readonly OutgoingEmail[]): Promise<void> {
	if (emails.length === 0) return
	await db.insert(emailOutbox).values(
		emails.map((email) => ({
			...email,
			reply_to: email.reply_to ?? null,
			meta: email.meta ?? null,
			headers: email.headers ?? null,
			attachments: email.attachments ?? null,
		})),
	)
	const env = getEnv()
	if (!env.SMTP_URL)
		log.info(
			`${emails.length} e-mails queued (no SMTP_URL, not sent), first to=${emails[0].to} subject="${emails[0].subject}"`,
		)
}

/**
 * Delivers due e-mails. Rows are leased first (next_attempt_at pushed forward, rows locked with
 * SKIP LOCKED), so several app instances never send the same message twice.
 */
export async function deliverDueEmails(
	db: Db,
	transport: Pick<Transporter, 'sendMail'>,
	from: string,
	now = new Date(),
): Promise<{ sent: number; failed: number }> {
	const due = db
		.select({ id: emailOutbox.id })
		.from(emailOutbox)
		.where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.next_attempt_at, now)))
		.orderBy(asc(emailOutbox.next_attempt_at))
		.limit(BATCH_SIZE)
		.for('update', { skipLocked: true })
	const leased = await db
		.update(emailOutbox)
		.set({ next_attempt_at: new Date(now.getTime() + LEASE_MS) })
		.where(inArray(emailOutbox.id, due))
		.returning()
	let sent = 0
	let failed = 0
	for (const [index, email] of leased.entries()) {
		try {
			await transport.sendMail({
				from,
				to: email.to,
				replyTo: email.reply_to ?? undefined,
				subject: email.subject,
				text: email.text,
				html: email.html,
				headers: email.headers ?? undefined,
				attachments: email.attachments?.map((file) => ({
					filename: file.filename,
					content: file.content,
					contentType: file.content_type,
				})),
			})
			await db
				.update(emailOutbox)
				.set({
					status: 'sent',
					sent_at: new Date(),
					attempts: sql`${emailOutbox.attempts} + 1`,
					last_error: null,
				})
				.where(eq(emailOutbox.id, email.id))
			sent++
		} catch (error) {
			failed++
			const attempts = email.attempts + 1
			const message = error instanceof Error ? error.message : String(error)
			const permanent = isPermanentFailure(error)
			const giveUp = permanent || attempts >= MAX_ATTEMPTS
			await db
				.update(emailOutbox)
				.set({
					attempts,
					last_error: message.slice(0, 500),
					status: giveUp ? 'failed' : 'pending',
					next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
				})
				.where(eq(emailOutbox.id, email.id))
			log.warn(
				`e-mail ${email.id} not delivered (attempt ${attempts}${permanent ? ', refused permanently' : giveUp ? ', giving up' : ''}): ${message}`,
			)
			if (permanent) await markUndeliverable(db, email, now)
			if (isConnectionFailure(error)) {
				// The server is down: the rest of the batch is tried again in 30 s, no try counted (docs/product.md#faults).
				const rest = leased.slice(index + 1).map((row) => row.id)
				if (rest.length > 0) {
					await db
						.update(emailOutbox)
						.set({ next_attempt_at: new Date(now.getTime() + retryDelayMs(1)) })
						.where(inArray(emailOutbox.id, rest))
				}
				break
			}
		}
	}
	return { sent, failed }
}
