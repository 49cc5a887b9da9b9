import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, reports, sessions } from '~/db/schema'
import { recordAudit } from '~/features/staff/audit.server'
import { AppError } from '~/lib/errors'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { fixRequestEmail, reporterAnswerEmail } from './moderation-emails'

// A moderator's decisions on a profile (docs/product.md#moderation): each takes a required reason,
// changes the profile or report, and writes its audit row in the same transaction. Only a person
// hides: reports never do on their own. The console's door (requireConsole) is asked by every
// caller first; `actor` is the staff member it returned (null for the command line).

export type Actor = { id: string; email: string } | null
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type MailContext = { siteName: string; publicUrl: string }

const STATE = {
	id: providers.id,
	short_id: providers.short_id,
	email: providers.email,
	hidden: providers.hidden,
	hidden_reason: providers.hidden_reason,
	suspended_at: providers.suspended_at,
	fix_request: providers.fix_request,
	email_undeliverable_at: providers.email_undeliverable_at,
}

async function profileState(db: Db | Tx, provider_id: string) {
	const [row] = await db.select(STATE).from(providers).where(eq(providers.id, provider_id)).limit(1)
	if (!row) throw new AppError('not_found', 'No such profile.')
	return row
}

const stateOf = (row: ProfileRow) => ({
	hidden: row.hidden,
	hidden_reason: row.hidden_reason,
	suspended: row.suspended_at !== null,
})

/** The audit row of a staff decision, by `actor` (null: the command line). */
export const audit = (
	tx: Tx,
	actor: Actor,
	entry: Omit<Parameters<typeof recordAudit>[1], 'actor_id' | 'actor_email'>,
) => recordAudit(tx, { actor_id: actor?.id ?? null, actor_email: actor?.email ?? null, ...entry })

type ProfileRow = Awaited<ReturnType<typeof profileState>>
type Change = { before: Record<string, unknown>; after: Record<string, unknown> }

/**
 * One decision on a profile: in one transaction, the profile's state read, the change made (`change`
 * may refuse with an AppError, which undoes everything), and its audit row with the reason.
 */
async function decide(
	db: Db,
	actor: Actor,
	input: { provider_id: string; reason: string },
	action: string,
	change: (tx: Tx, row: ProfileRow) => Promise<Change>,
): Promise<void> {
	await db.transaction(async (tx) => {
		const row = await profileState(tx, input.provider_id)
		const { before, after } = await change(tx, row)
		await audit(tx, actor, { action, profile_id: row.id, reason: input.reason, before, after })
	})
}

/**
 * Closes the profile's open reports with one resolution; each reporter who left an e-mail gets a
 * short answer that never names the moderator.
 */
async function closeOpenReports(
	tx: Tx,
	actor: Actor,
	where: ReturnType<typeof and>,
	resolution: 'dismissed' | 'actioned',
	mail: MailContext,
	now: Date,
): Promise<number> {
	const closed = await tx
		.update(reports)
		.set({ status: 'closed', closed_at: now, closed_by: actor?.id ?? null, resolution })
		.where(and(eq(reports.status, 'open'), where))
		.returning({ email: reports.email })
	for (const { email } of closed) {
		if (email) await enqueueEmail(tx, reporterAnswerEmail(mail, email, resolution))
	}
	return closed.length
}

/** Dismiss one open report: nothing to act on. */
export async function dismissReport(
	db: Db,
	actor: Actor,
	input: { report_id: string; reason: string; provider_id?: string },
	mail: MailContext,
	now = new Date(),
): Promise<void> {
	await db.transaction(async (tx) => {
		const [report] = await tx.select().from(reports).where(eq(reports.id, input.report_id)).limit(1)
		const elsewhere = input.provider_id !== undefined && report?.provider_id !== input.provider_id
		if (report?.status !== 'open' || elsewhere) throw new AppError('not_found', 'That report is not open.')
		await closeOpenReports(tx, actor, eq(reports.id, report.id), 'dismissed', mail, now)
		await audit(tx, actor, {
			action: 'report.dismiss',
			profile_id: report.provider_id,
			reason: input.reason,
			before: { report: report.id, report_reason: report.reason, status: 'open' },
			after: { report: report.id, status: 'closed', resolution: 'dismissed' },
		})
	})
}

/**
 * Hide a profile: off search, the sitemap and the API (the live rule; updated_at brings the change
 * into every instance's search index), 410 at its URL, the reason shown to its owner. Its open
 * reports close as actioned.
 */
export async function hideProfile(
	db: Db,
	actor: Actor,
	input: { provider_id: string; reason: string },
	mail: MailContext,
	now = new Date(),
): Promise<void> {
	await decide(db, actor, input, 'profile.hide', async (tx, row) => {
		if (row.hidden) throw new AppError('conflict', 'This profile is already hidden.')
		await tx
			.update(providers)
			.set({ hidden: true, hidden_at: now, hidden_reason: input.reason, updated_at: sql`now()` })
			.where(eq(providers.id, row.id))
		const closed = await closeOpenReports(tx, actor, eq(reports.provider_id, row.id), 'actioned', mail, now)
		return {
			before: stateOf(row),
			after: { ...stateOf(row), hidden: true, hidden_reason: input.reason, reports_closed: closed },
		}
	})
}

/** Restore a hidden or suspended profile: listed again (if otherwise live), and its owner may sign in. */
export async function restoreProfile(
	db: Db,
	actor: Actor,
	input: { provider_id: string; reason: string },
	now = new Date(),
): Promise<void> {
	await decide(db, actor, input, 'profile.restore', async (tx, row) => {
		if (!row.hidden && !row.suspended_at) throw new AppError('conflict', 'This profile is not hidden.')
		await tx
			.update(providers)
			.set({
				hidden: false,
				hidden_at: null,
				hidden_reason: null,
				suspended_at: null,
				updated_at: sql`now()`,
			})
			.where(eq(providers.id, row.id))
		return {
			before: stateOf(row),
			after: { hidden: false, hidden_reason: null, suspended: false, at: now.toISOString() },
		}
	})
}

/** Ask the provider to fix something: an e-mail with the message, shown on their pages until they save. */
export async function requestFix(
	db: Db,
	actor: Actor,
	input: { provider_id: string; reason: string },
	mail: MailContext,
	now = new Date(),
): Promise<void> {
	await decide(db, actor, input, 'profile.fix_request', async (tx, row) => {
		await tx
			.update(providers)
			.set({ fix_request: input.reason, fix_requested_at: now })
			.where(eq(providers.id, row.id))
		if (!row.email_undeliverable_at) await enqueueEmail(tx, fixRequestEmail(mail, row.email, input.reason))
		return { before: { fix_request: row.fix_request }, after: { fix_request: input.reason } }
	})
}

/** Suspend the account: it cannot sign in (its sessions end now) and its profile is hidden. */
export async function suspendAccount(
	db: Db,
	actor: Actor,
	input: { provider_id: string; reason: string },
	mail: MailContext,
	now = new Date(),
): Promise<void> {
	await decide(db, actor, input, 'account.suspend', async (tx, row) => {
		if (row.suspended_at) throw new AppError('conflict', 'This account is already suspended.')
		await tx
			.update(providers)
			.set({
				suspended_at: now,
				hidden: true,
				hidden_at: sql`coalesce(${providers.hidden_at}, ${now.toISOString()}::timestamptz)`,
				hidden_reason: input.reason,
				updated_at: sql`now()`,
			})
			.where(eq(providers.id, row.id))
		await tx.delete(sessions).where(eq(sessions.provider_id, row.id))
		const closed = await closeOpenReports(tx, actor, eq(reports.provider_id, row.id), 'actioned', mail, now)
		return {
			before: stateOf(row),
			after: { hidden: true, hidden_reason: input.reason, suspended: true, reports_closed: closed },
		}
	})
}
