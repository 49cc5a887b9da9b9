import { and, desc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import { contactMessages, type FollowUpOutcome, followUpAnswers, providers } from '~/db/schema'
import { DAY_MS, STALE_AFTER_DAYS } from '~/features/availability/freshness'
import type { Locale } from '~/lib/i18n'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { buildProviderNote } from './follow-up-emails.server'
import { providerNoteSigner, verifyFollowUpToken } from './keys.server'
import { providerNotePath } from './provider-links'

// Answers to 'Did … get back to you?' (docs/product.md#follow-ups). A link works for 30 days after
// the follow-up went out; another answer in that time replaces the first; the same answer twice
// changes nothing. One person's messages to one provider (same address or same client address)
// share one answer, so nobody counts twice.

/** How long the answers of a follow-up can be given or changed, and the window of the Waitlist rule. */
export const ANSWER_DAYS = 30
/** 'Not yet' answers within ANSWER_DAYS that turn an Accepting profile into Waitlist. */
export const SILENCE_WAITLIST_AFTER = 3

export type LinkMessage = {
	id: string
	recipient_user: string
	first_name: string
	last_name: string
	written_at: Date
	match_state: string | null
	match_tag_ids: number[]
	search: string | null
	suggested_ids: string[]
	locale: Locale
	outcome: FollowUpOutcome | null
	answerableUntil: Date
}

export type FollowUpLinkState = { status: 'ok'; message: LinkMessage } | { status: 'unusable' | 'expired' }

/** Read-only: what a follow-up link is about, or why it cannot be used (forged, deleted, expired). */
export async function checkFollowUpLink(db: Db, token: string, now = new Date()): Promise<FollowUpLinkState> {
	const id = await verifyFollowUpToken(db, token)
	if (!id) return { status: 'unusable' }
	const [row] = await db
		.select({
			id: contactMessages.id,
			recipient_user: contactMessages.recipient_user,
			first_name: providers.first_name,
			last_name: providers.last_name,
			written_at: contactMessages.created_at,
			sent_at: contactMessages.follow_up_sent_at,
			match_state: contactMessages.match_state,
			match_tag_ids: contactMessages.match_tag_ids,
			search: contactMessages.search,
			suggested_ids: contactMessages.suggested_ids,
			locale: contactMessages.locale,
			outcome: followUpAnswers.outcome,
		})
		.from(contactMessages)
		.innerJoin(providers, eq(providers.id, contactMessages.recipient_user))
		.leftJoin(followUpAnswers, eq(followUpAnswers.id, contactMessages.follow_up_answer_id))
		.where(eq(contactMessages.id, id))
		.limit(1)
	if (!row?.sent_at) return { status: 'unusable' }
	const answerableUntil = new Date(row.sent_at.getTime() + ANSWER_DAYS * DAY_MS)
	if (now > answerableUntil) return { status: 'expired' }
	const { sent_at: _sent, ...message } = row
	return { status: 'ok', message: { ...message, answerableUntil } }
}

type AnswerContext = { siteName: string; publicUrl: string; delayMs: number; now?: Date }

/**
 * Records an answer. 'Not yet' (the first time for this message) schedules the second e-mail, sends
 * the provider a note and may turn Accepting into Waitlist; 'They are not taking new clients' marks
 * the provider's availability unconfirmed, which asks them to confirm it. Returns the link's state
 * afterwards; nothing changes for an unusable or expired link.
 */
export async function answerFollowUp(
	db: Db,
	token: string,
	outcome: FollowUpOutcome,
	ctx: AnswerContext,
): Promise<FollowUpLinkState> {
	const now = ctx.now ?? new Date()
	const link = await checkFollowUpLink(db, token, now)
	if (link.status !== 'ok') return link
	const noteToken = (await providerNoteSigner(db))(link.message.recipient_user)
	const changedProvider = await db.transaction(async (tx) => {
		const [message] = await tx
			.select({
				id: contactMessages.id,
				recipient_user: contactMessages.recipient_user,
				author_email: contactMessages.author_email,
				client_key: contactMessages.client_key,
				follow_up_answer_id: contactMessages.follow_up_answer_id,
				second_due_at: contactMessages.second_due_at,
				written_at: contactMessages.created_at,
			})
			.from(contactMessages)
			.where(eq(contactMessages.id, link.message.id))
			.for('update')
		if (!message) return false
		const follow_up_answer_id = message.follow_up_answer_id ?? (await siblingAnswer(tx, message))
		const [previous] = follow_up_answer_id
			? await tx
					.select()
					.from(followUpAnswers)
					.where(eq(followUpAnswers.id, follow_up_answer_id))
					.for('update')
			: []
		let id = previous?.id
		if (!previous) {
			const [row] = await tx
				.insert(followUpAnswers)
				.values({ provider_id: message.recipient_user, outcome, outcome_at: now })
				.returning({ id: followUpAnswers.id })
			id = row.id
		} else if (previous.outcome !== outcome) {
			await tx
				.update(followUpAnswers)
				.set({ outcome, outcome_at: now })
				.where(eq(followUpAnswers.id, previous.id))
		}
		if (message.follow_up_answer_id !== id)
			await tx
				.update(contactMessages)
				.set({ follow_up_answer_id: id })
				.where(eq(contactMessages.id, message.id))
		if (previous?.outcome === outcome) return false
		// The reply signal changed: the search index and the page cache follow updated_at (docs/product.md#follow-ups).
		const counted = (o: FollowUpOutcome | undefined) => o === 'yes' || o === 'not-yet'
		let touched = false
		if (counted(outcome) || counted(previous?.outcome)) {
			await tx.update(providers).set({ updated_at: now }).where(eq(providers.id, message.recipient_user))
			touched = true
		}
		if (outcome === 'not-yet' && !message.second_due_at) {
			await tx
				.update(contactMessages)
				.set({ second_due_at: new Date(now.getTime() + ctx.delayMs) })
				.where(eq(contactMessages.id, message.id))
			await noteProvider(tx, message, noteToken, ctx)
			return (await waitlistAfterSilence(tx, message.recipient_user, now)) || touched
		}
		if (outcome === 'not-taking') return markUnconfirmed(tx, message.recipient_user, now)
		return touched
	})
	if (changedProvider) providersChanged(db)
	return checkFollowUpLink(db, token, now)
}

/** The answer another message of the same person (address or client address) to the provider gave. */
async function siblingAnswer(
	db: Db,
	message: { id: string; recipient_user: string; author_email: string; client_key: string | null },
): Promise<string | null> {
	const samePerson = message.client_key
		? or(
				sql`lower(${contactMessages.author_email}) = lower(${message.author_email})`,
				eq(contactMessages.client_key, message.client_key),
			)
		: sql`lower(${contactMessages.author_email}) = lower(${message.author_email})`
	const [row] = await db
		.select({ follow_up_answer_id: contactMessages.follow_up_answer_id })
		.from(contactMessages)
		.where(
			and(
				eq(contactMessages.recipient_user, message.recipient_user),
				isNotNull(contactMessages.follow_up_answer_id),
				samePerson,
			),
		)
		.orderBy(desc(contactMessages.created_at))
		.limit(1)
	return row?.follow_up_answer_id ?? null
}

/** The provider's private note: when the person wrote, nothing about who they are. */
async function noteProvider(
	db: Db,
	message: { recipient_user: string; written_at: Date },
	noteToken: string,
	ctx: AnswerContext,
): Promise<void> {
	const [provider] = await db
		.select({ email: providers.email, undeliverable: providers.email_undeliverable_at })
		.from(providers)
		.where(eq(providers.id, message.recipient_user))
	if (!provider || provider.undeliverable) return
	await enqueueEmail(
		db,
		buildProviderNote({
			siteName: ctx.siteName,
			publicUrl: ctx.publicUrl,
			to: provider.email,
			provider_id: message.recipient_user,
			written_at: message.written_at,
			repliedUrl: `${ctx.publicUrl}${providerNotePath(noteToken, 'replied')}`,
			acceptingUrl: `${ctx.publicUrl}${providerNotePath(noteToken, 'accepting')}`,
		}),
	)
}

/**
 * Three 'Not yet' within 30 days (one per person, not disputed by the provider's 'I did reply') turn
 * Accepting into Waitlist until the provider confirms. True when it changed the profile.
 */
export async function waitlistAfterSilence(db: Db, provider_id: string, now: Date): Promise<boolean> {
	const since = new Date(now.getTime() - ANSWER_DAYS * DAY_MS)
	const [{ count }] = await db
		.select({ count: sql<number>`count(*)::int` })
		.from(followUpAnswers)
		.where(
			and(
				eq(followUpAnswers.provider_id, provider_id),
				eq(followUpAnswers.outcome, 'not-yet'),
				gte(followUpAnswers.outcome_at, since),
				isNull(followUpAnswers.provider_replied_at),
			),
		)
	if (count < SILENCE_WAITLIST_AFTER) return false
	const updated = await db
		.update(providers)
		.set({ availability: 'Waitlist for New Clients', silence_waitlist_at: now, updated_at: now })
		.where(and(eq(providers.id, provider_id), eq(providers.availability, 'Accepting New Clients')))
		.returning({ id: providers.id })
	return updated.length > 0
}

/**
 * 'They are not taking new clients': the availability counts as unconfirmed (just past the stale
 * line) and the reminder cycle restarts, so the provider is asked to confirm it at once.
 */
async function markUnconfirmed(db: Db, provider_id: string, now: Date): Promise<boolean> {
	const staleAt = new Date(now.getTime() - STALE_AFTER_DAYS * DAY_MS - 60_000)
	await db
		.update(providers)
		.set({
			availability_confirmed_at: sql`least(${providers.availability_confirmed_at}, ${staleAt.toISOString()}::timestamptz)`,
			availability_reminders: 0,
			availability_reminded_at: null,
			updated_at: now,
		})
		.where(eq(providers.id, provider_id))
	return true
}
