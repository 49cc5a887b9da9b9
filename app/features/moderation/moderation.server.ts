import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { appSettings, providers } from '~/db/schema'
import { recordAudit } from '~/features/staff/audit.server'
import { AppError } from '~/lib/errors'
import { checkTexts } from './check-text'

/** A moderator's decision on a flag, kept so that later saves respect it. */
type ModerationDecision = {
	decision: 'confirmed' | 'cleared'
	keyword: string
	decidedAt: string
}

type FlagState = { flagged: boolean; flagged_keyword: string | null }

// Decisions live in app_settings (one row per provider) until moderation gets a table of its own.
const decisionKey = (provider_id: string) => `moderation:${provider_id}`

function parseDecision(value: string | undefined): ModerationDecision | null {
	if (!value) return null
	try {
		const parsed = JSON.parse(value) as Partial<ModerationDecision>
		if (
			(parsed.decision === 'confirmed' || parsed.decision === 'cleared') &&
			typeof parsed.keyword === 'string'
		)
			return { decision: parsed.decision, keyword: parsed.keyword, decidedAt: String(parsed.decidedAt ?? '') }
	} catch {
		// A hand-edited row: treat it as no decision rather than failing every save.
	}
	return null
}

async function findModerationDecision(db: Db, provider_id: string): Promise<ModerationDecision | null> {
	const [row] = await db
		.select({ value: appSettings.value })
		.from(appSettings)
		.where(eq(appSettings.key, decisionKey(provider_id)))
		.limit(1)
	return parseDecision(row?.value)
}

async function saveDecision(db: Db, provider_id: string, decision: ModerationDecision): Promise<void> {
	const value = JSON.stringify(decision)
	await db
		.insert(appSettings)
		.values({ key: decisionKey(provider_id), value })
		.onConflictDoUpdate({ target: appSettings.key, set: { value } })
}

/**
 * The flag a profile should carry after its free text (headline, summary) changed. A flag a
 * moderator confirmed stays; a phrase a moderator cleared for this provider is not flagged again;
 * otherwise the text decides, so an owner who removes the phrase is listed again.
 */
export async function reviewFreeText(
	db: Db,
	provider_id: string,
	texts: readonly string[],
	current: FlagState,
): Promise<FlagState> {
	const decision = await findModerationDecision(db, provider_id)
	if (decision?.decision === 'confirmed' && current.flagged) return current
	const ignore = decision?.decision === 'cleared' ? [decision.keyword] : []
	const hit = checkTexts(texts, { ignore })
	return hit ? { flagged: true, flagged_keyword: hit.keyword } : { flagged: false, flagged_keyword: null }
}

type FlaggedProfile = {
	short_id: number
	name: string
	email: string
	flagged_keyword: string | null
	updated_at: Date
	decision: ModerationDecision['decision'] | null
}

/** Every flagged profile, oldest change first (for the moderation CLI). */
export async function listFlaggedProfiles(db: Db): Promise<FlaggedProfile[]> {
	const rows = await db
		.select({
			id: providers.id,
			short_id: providers.short_id,
			first_name: providers.first_name,
			last_name: providers.last_name,
			email: providers.email,
			flagged_keyword: providers.flagged_keyword,
			updated_at: providers.updated_at,
			decision: appSettings.value,
		})
		.from(providers)
		.leftJoin(appSettings, eq(appSettings.key, sql`'moderation:' || ${providers.id}::text`))
		.where(eq(providers.flagged, true))
		.orderBy(asc(providers.updated_at), asc(providers.short_id))
	return rows.map((row) => ({
		short_id: row.short_id,
		name: `${row.first_name} ${row.last_name}`.trim() || 'N/A',
		email: row.email,
		flagged_keyword: row.flagged_keyword,
		updated_at: row.updated_at,
		decision: parseDecision(row.decision ?? undefined)?.decision ?? null,
	}))
}

async function findFlagged(db: Db, short_id: number) {
	const [row] = await db
		.select({ id: providers.id, flagged: providers.flagged, flagged_keyword: providers.flagged_keyword })
		.from(providers)
		.where(eq(providers.short_id, short_id))
		.limit(1)
	if (!row) throw new AppError('not_found', `No provider with short id ${short_id}.`)
	if (!row.flagged) throw new AppError('conflict', `Provider ${short_id} is not flagged.`)
	return row
}

/** Moderator: the flag was wrong. Unflags the profile and remembers the phrase as allowed for it. Throws not_found, conflict. */
export async function clearFlag(
	db: Db,
	short_id: number,
	now = new Date(),
	reason = CLI_REASON,
): Promise<void> {
	const row = await findFlagged(db, short_id)
	await db.transaction(async (tx) => {
		await tx
			.update(providers)
			.set({ flagged: false, flagged_keyword: null, updated_at: sql`now()` })
			.where(and(eq(providers.id, row.id), eq(providers.flagged, true)))
		await saveDecision(tx, row.id, {
			decision: 'cleared',
			keyword: row.flagged_keyword ?? '',
			decidedAt: now.toISOString(),
		})
		await auditFlag(tx, 'flag.clear', row, reason, { flagged: false })
	})
	// The stamped updated_at brings the profile back into every instance's search index; the
	// moderation command runs in its own process, so there is no local index to nudge.
}

/** Moderator: the flag was right. Keeps it, and later edits no longer lift it. Throws not_found, conflict. */
export async function confirmFlag(
	db: Db,
	short_id: number,
	now = new Date(),
	reason = CLI_REASON,
): Promise<void> {
	const row = await findFlagged(db, short_id)
	await db.transaction(async (tx) => {
		await saveDecision(tx, row.id, {
			decision: 'confirmed',
			keyword: row.flagged_keyword ?? '',
			decidedAt: now.toISOString(),
		})
		await auditFlag(tx, 'flag.confirm', row, reason, { flagged: true, decision: 'confirmed' })
	})
}

const CLI_REASON = 'npm run moderation'

/** Flag decisions go in the audit log like the console's (docs/product.md#moderation); the command line has no actor. */
function auditFlag(
	tx: Pick<Db, 'insert'>,
	action: 'flag.clear' | 'flag.confirm',
	row: { id: string; flagged_keyword: string | null },
	reason: string,
	after: Record<string, unknown>,
) {
	return recordAudit(tx, {
		actor_id: null,
		actor_email: null,
		action,
		profile_id: row.id,
		reason,
		before: { flagged: true, flagged_keyword: row.flagged_keyword },
		after,
	})
}
