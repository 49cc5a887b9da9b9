import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { auditLog, providers, reports } from '~/db/schema'
import { findPublicProfileByShortId, type PublicProfile } from '~/features/therapists/public-profile.server'

// A profile's case page in the console (docs/product.md#moderation): the profile as visitors see it,
// its state and history (created, last changed, earlier decisions from the audit log) and its reports.

export type CaseFile = {
	profile: PublicProfile
	state: {
		email: string
		flagged: boolean
		flagged_keyword: string | null
		hidden: boolean
		hidden_at: Date | null
		hidden_reason: string | null
		suspended_at: Date | null
		fix_request: string | null
		fix_requested_at: Date | null
		created_at: Date
		updated_at: Date
	}
	decisions: Array<{
		at: Date
		action: string
		actor_email: string | null
		reason: string | null
		before: unknown
		after: unknown
	}>
	reports: Array<typeof reports.$inferSelect>
}

/** The case of the profile with this short id, or null. Reporters' e-mails stay out of it. */
export async function loadCase(db: Db, short_id: number): Promise<CaseFile | null> {
	const profile = await findPublicProfileByShortId(db, short_id)
	if (!profile) return null
	const [[state], decisions, rows] = await Promise.all([
		db
			.select({
				email: providers.email,
				flagged: providers.flagged,
				flagged_keyword: providers.flagged_keyword,
				hidden: providers.hidden,
				hidden_at: providers.hidden_at,
				hidden_reason: providers.hidden_reason,
				suspended_at: providers.suspended_at,
				fix_request: providers.fix_request,
				fix_requested_at: providers.fix_requested_at,
				created_at: providers.created_at,
				updated_at: providers.updated_at,
			})
			.from(providers)
			.where(eq(providers.id, profile.id)),
		db
			.select({
				at: auditLog.at,
				action: auditLog.action,
				actor_email: auditLog.actor_email,
				reason: auditLog.reason,
				before: auditLog.before,
				after: auditLog.after,
			})
			.from(auditLog)
			.where(eq(auditLog.profile_id, profile.id))
			.orderBy(desc(auditLog.at))
			.limit(200),
		db
			.select()
			.from(reports)
			.where(eq(reports.provider_id, profile.id))
			.orderBy(asc(reports.status), desc(reports.created_at))
			.limit(200),
	])
	// The reporter's address is kept only to answer them: the case page never shows it.
	return {
		profile,
		state,
		decisions,
		reports: rows.map((r) => ({ ...r, email: r.email ? 'left an e-mail' : null })),
	}
}
