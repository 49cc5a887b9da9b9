import { and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm'
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
	const [id] = await enqueueEmails(db, [email])
	return id
}

/** Up to this many e-mails of one call are each printed when no SMTP_URL is set; more, a summary. */
const PRINTED_EACH = 3

/**
 * Writes e-mails to the outbox in one statement (one round trip, e.g. the licence re-check's
 * deactivation notices); the caller's transaction decides whether they are kept. Returns their ids.
 */
export async function enqueueEmails(db: Db, emails: readonly OutgoingEmail[]): Promise<string[]> {
	if (emails.length === 0) return []
	const result = await db.execute(sql`${outboxInsertSql(emails)} returning id`)
	noteQueued(emails)
	return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
}

/**
 * The statement that writes the e-mails to the outbox, only if `when` holds (e.g. a CTE that did
 * insert its row): enqueueEmails runs it; a service whose own write and e-mails must be one
 * statement uses it as a CTE, then calls noteQueued. One JSON parameter for all of them.
 */
export function outboxInsertSql(emails: readonly OutgoingEmail[], when: SQL = sql`true`): SQL {
	const rows = emails.map((email) => ({
		to: email.to,
		reply_to: email.reply_to ?? null,
		subject: email.subject,
		text: email.text,
		html: email.html,
		meta: email.meta ?? null,
		headers: email.headers ?? null,
		attachments: email.attachments ?? null,
	}))
	return sql`insert into ${emailOutbox} ("to", reply_to, subject, text, html, meta, headers, attachments)
		select e."to", e.reply_to, e.subject, e.text, e.html, e.meta, e.headers, e.attachments
		from json_populate_recordset(null::email_outbox, ${JSON.stringify(rows)}::json) e where ${when}`
}

/** Without SMTP_URL nothing is sent: says what was queued (a developer's machine shows the text). */
export function noteQueued(emails: readonly OutgoingEmail[]): void {
	const env = getEnv()
	if (env.SMTP_URL) return
	if (emails.length > PRINTED_EACH)
		log.info(
			`${emails.length} e-mails queued (no SMTP_URL, not sent), first to=${emails[0].to} subject="${emails[0].subject}"`,
		)
	else
		for (const email of emails) {
			// The body may hold a sign-in or reset link: print it only on a developer's machine.
			const body = env.NODE_ENV === 'production' ? '' : `\n${email.text}`
			log.info(`e-mail queued (no SMTP_URL, not sent) to=${email.to} subject="${email.subject}"${body}`)
		}
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
