import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { appSettings, providers } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { checkTexts } from './check-text'

/** A moderator's decision on a flag, kept so that later saves respect it. */
export type ModerationDecision = {
	decision: 'confirmed' | 'cleared'
	keyword: string
	decidedAt: string
}

export type FlagState = { flagged: boolean; flaggedKeyword: string | null }

// Decisions live in app_settings (one row per provider) until moderation gets a table of its own.
const decisionKey = (providerId: string) => `moderation:${providerId}`

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

export async function findModerationDecision(db: Db, providerId: string): Promise<ModerationDecision | null> {
	const [row] = await db
		.select({ value: appSettings.value })
		.from(appSettings)
		.where(eq(appSettings.key, decisionKey(providerId)))
		.limit(1)
	return parseDecision(row?.value)
}

async function saveDecision(db: Db, providerId: string, decision: ModerationDecision): Promise<void> {
	const value = JSON.stringify(decision)
	await db
		.insert(appSettings)
		.values({ key: decisionKey(providerId), value })
		.onConflictDoUpdate({ target: appSettings.key, set: { value } })
}

/**
 * The flag a profile should carry after its free text (headline, summary) changed. A flag a
 * moderator confirmed stays; a phrase a moderator cleared for this provider is not flagged again;
 * otherwise the text decides, so an owner who removes the phrase is listed again.
 */
export async function reviewFreeText(
	db: Db,
	providerId: string,
	texts: readonly string[],
	current: FlagState,
): Promise<FlagState> {
	const decision = await findModerationDecision(db, providerId)
	if (decision?.decision === 'confirmed' && current.flagged) return current
	const ignore = decision?.decision === 'cleared' ? [decision.keyword] : []
	const hit = checkTexts(texts, { ignore })
	return hit ? { flagged: true, flaggedKeyword: hit.keyword } : { flagged: false, flaggedKeyword: null }
}

export type FlaggedProfile = {
	shortId: number
	name: string
	email: string
	flaggedKeyword: string | null
	updatedAt: Date
	decision: ModerationDecision['decision'] | null
}

/** Every flagged profile, oldest change first (for the moderation CLI). */
export async function listFlaggedProfiles(db: Db): Promise<FlaggedProfile[]> {
	const rows = await db
		.select({
			id: providers.id,
			shortId: providers.shortId,
			firstName: providers.firstName,
			lastName: providers.lastName,
			email: providers.email,
			flaggedKeyword: providers.flaggedKeyword,
			updatedAt: providers.updatedAt,
			decision: appSettings.value,
		})
		.from(providers)
		.leftJoin(appSettings, eq(appSettings.key, sql`'moderation:' || ${providers.id}::text`))
		.where(eq(providers.flagged, true))
		.orderBy(asc(providers.updatedAt), asc(providers.shortId))
	return rows.map((row) => ({
		shortId: row.shortId,
		name: `${row.firstName} ${row.lastName}`.trim() || 'N/A',
		email: row.email,
		flaggedKeyword: row.flaggedKeyword,
		updatedAt: row.updatedAt,
		decision: parseDecision(row.decision ?? undefined)?.decision ?? null,
	}))
}

async function findFlagged(db: Db, shortId: number) {
	const [row] = await db
		.select({ id: providers.id, flagged: providers.flagged, flaggedKeyword: providers.flaggedKeyword })
		.from(providers)
		.where(eq(providers.shortId, shortId))
		.limit(1)
	if (!row) throw new AppError('not_found', `No provider with short id ${shortId}.`)
	if (!row.flagged) throw new AppError('conflict', `Provider ${shortId} is not flagged.`)
	return row
}

/** Moderator: the flag was wrong. Unflags the profile and remembers the phrase as allowed for it. Throws not_found, conflict. */
export async function clearFlag(db: Db, shortId: number, now = new Date()): Promise<void> {
	const row = await findFlagged(db, shortId)
	await db.transaction(async (tx) => {
		await tx
			.update(providers)
			.set({ flagged: false, flaggedKeyword: null, updatedAt: sql`now()` })
			.where(and(eq(providers.id, row.id), eq(providers.flagged, true)))
		await saveDecision(tx, row.id, {
			decision: 'cleared',
			keyword: row.flaggedKeyword ?? '',
			decidedAt: now.toISOString(),
		})
	})
	// The stamped updated_at brings the profile back into every instance's search index; the
	// moderation command runs in its own process, so there is no local index to nudge.
}

/** Moderator: the flag was right. Keeps it, and later edits no longer lift it. Throws not_found, conflict. */
export async function confirmFlag(db: Db, shortId: number, now = new Date()): Promise<void> {
	const row = await findFlagged(db, shortId)
	await saveDecision(db, row.id, {
		decision: 'confirmed',
		keyword: row.flaggedKeyword ?? '',
		decidedAt: now.toISOString(),
	})
}
