import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { contactMessages, emailOutbox, followUpAnswers, followUpUnsubscribes, providers } from '~/db/schema'
import { profilePath } from '~/features/therapists/format'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { localizedPath } from '~/lib/i18n'
import { buildFollowUpEmail, buildSecondFollowUpEmail } from './follow-up-emails.server'
import { emailHasher, followUpSigner } from './keys.server'
import { suggestTherapists } from './suggestions.server'

// The follow-up job (docs/product.md#follow-ups). Durable: a message's due time is a column set once
// its e-mail is delivered, and each follow-up is queued in the transaction that marks it sent, with
// the message claimed FOR UPDATE SKIP LOCKED, so a crash or a second instance never sends one twice
// nor loses one. Every instance runs it (background-jobs.server.ts).

/** Messages handled per run: small, because on PGlite every query blocks the event loop (ADR 0006). */
const BATCH_SIZE = 50

export type FollowUpContext = {
	siteName: string
	publicUrl: string
	/** FOLLOW_UP_DELAY in milliseconds. */
	delayMs: number
	now?: Date
	limit?: number
}

/**
 * Once a message's e-mail is delivered, its follow-up is due FOLLOW_UP_DELAY later; a message whose
 * e-mail failed for good gets none. Idempotent.
 */
async function scheduleDelivered(db: Db, delayMs: number): Promise<void> {
	await db
		.update(contactMessages)
		.set({ follow_up_due_at: sql`${emailOutbox.sent_at} + ${delayMs} * interval '1 millisecond'` })
		.from(emailOutbox)
		.where(
			and(
				eq(emailOutbox.id, contactMessages.delivery_email_id),
				isNull(contactMessages.follow_up_due_at),
				eq(emailOutbox.status, 'sent'),
				isNotNull(emailOutbox.sent_at),
			),
		)
	await db
		.update(contactMessages)
		.set({ delivery_email_id: null })
		.from(emailOutbox)
		.where(
			and(
				eq(emailOutbox.id, contactMessages.delivery_email_id),
				isNull(contactMessages.follow_up_due_at),
				eq(emailOutbox.status, 'failed'),
			),
		)
}

/** Whether an address (as emailHasher hashes it) asked for no more follow-ups. */
export async function isUnsubscribed(db: Db, hash: string): Promise<boolean> {
	const [row] = await db
		.select({ hash: followUpUnsubscribes.email_hash })
		.from(followUpUnsubscribes)
		.where(eq(followUpUnsubscribes.email_hash, hash))
		.limit(1)
	return Boolean(row)
}

/** Queues the due first follow-ups; an unsubscribed address is marked done without an e-mail. */
async function sendFirst(db: Db, ctx: FollowUpContext, now: Date): Promise<number> {
	const sign = await followUpSigner(db)
	const hash = await emailHasher(db)
	return db.transaction(async (tx) => {
		const due = await tx
			.select({
				id: contactMessages.id,
				to: contactMessages.author_email,
				writer: contactMessages.name,
				written_at: contactMessages.created_at,
				locale: contactMessages.locale,
				first_name: providers.first_name,
				last_name: providers.last_name,
			})
			.from(contactMessages)
			.innerJoin(providers, eq(providers.id, contactMessages.recipient_user))
			.where(and(isNull(contactMessages.follow_up_sent_at), lte(contactMessages.follow_up_due_at, now)))
			.orderBy(asc(contactMessages.follow_up_due_at))
			.limit(ctx.limit ?? BATCH_SIZE)
			.for('update', { of: contactMessages, skipLocked: true })
		let queued = 0
		for (const message of due) {
			await tx
				.update(contactMessages)
				.set({ follow_up_sent_at: now })
				.where(eq(contactMessages.id, message.id))
			if (await isUnsubscribed(tx, hash(message.to))) continue
			await enqueueEmail(
				tx,
				buildFollowUpEmail({
					siteName: ctx.siteName,
					publicUrl: ctx.publicUrl,
					to: message.to,
					writer: message.writer,
					provider: message,
					written_at: message.written_at,
					token: sign(message.id),
					contact_message_id: message.id,
					locale: message.locale,
				}),
			)
			queued++
		}
		return queued
	})
}

/**
 * Queues the due second e-mails: only while the answer is still 'Not yet' and there are others to
 * suggest. The suggestions come from the search index, read before the transaction.
 */
async function sendSecond(db: Db, ctx: FollowUpContext, now: Date): Promise<number> {
	const candidates = await db
		.select({
			id: contactMessages.id,
			to: contactMessages.author_email,
			writer: contactMessages.name,
			recipient_user: contactMessages.recipient_user,
			match_state: contactMessages.match_state,
			match_tag_ids: contactMessages.match_tag_ids,
			search: contactMessages.search,
			suggested_ids: contactMessages.suggested_ids,
			locale: contactMessages.locale,
			first_name: providers.first_name,
			last_name: providers.last_name,
			outcome: followUpAnswers.outcome,
		})
		.from(contactMessages)
		.innerJoin(providers, eq(providers.id, contactMessages.recipient_user))
		.leftJoin(followUpAnswers, eq(followUpAnswers.id, contactMessages.follow_up_answer_id))
		.where(and(isNull(contactMessages.second_sent_at), lte(contactMessages.second_due_at, now)))
		.orderBy(asc(contactMessages.second_due_at))
		.limit(ctx.limit ?? BATCH_SIZE)
	if (candidates.length === 0) return 0
	const sign = await followUpSigner(db)
	const hash = await emailHasher(db)
	const emails = new Map<string, ReturnType<typeof buildSecondFollowUpEmail>>()
	for (const message of candidates) {
		if (message.outcome !== 'not-yet') continue
		// Others than the answer page offered, from the search the message came from.
		const found = await suggestTherapists(db, {
			search: message.search,
			state: message.match_state,
			tag_ids: message.match_tag_ids,
			locale: message.locale,
			spanish_first: message.locale === 'es',
			exclude_ids: [message.recipient_user, ...message.suggested_ids],
		})
		if (!found || found.ids.length === 0) continue
		emails.set(
			message.id,
			buildSecondFollowUpEmail({
				siteName: ctx.siteName,
				publicUrl: ctx.publicUrl,
				to: message.to,
				writer: message.writer,
				provider: message,
				stateName: found.stateName,
				groups: found.groups.map((group) => ({
					note: group.note,
					suggestions: group.cards.map((card) => ({
						first_name: card.first_name,
						last_name: card.last_name,
						headline: card.headline,
						profileUrl: `${ctx.publicUrl}${localizedPath(profilePath(card), message.locale)}`,
					})),
				})),
				token: sign(message.id),
				contact_message_id: message.id,
				locale: message.locale,
			}),
		)
	}
	return db.transaction(async (tx) => {
		// Claimed again under lock: a run that lost the race finds the row sent (or locked) and skips it.
		const claimed = await tx
			.select({ id: contactMessages.id, to: contactMessages.author_email })
			.from(contactMessages)
			.where(
				and(
					inArray(
						contactMessages.id,
						candidates.map((c) => c.id),
					),
					isNull(contactMessages.second_sent_at),
				),
			)
			.for('update', { skipLocked: true })
		let queued = 0
		for (const message of claimed) {
			await tx.update(contactMessages).set({ second_sent_at: now }).where(eq(contactMessages.id, message.id))
			const email = emails.get(message.id)
			if (!email || (await isUnsubscribed(tx, hash(message.to)))) continue
			await enqueueEmail(tx, email)
			queued++
		}
		return queued
	})
}

/** One run of the job: schedules delivered messages, then queues the due follow-ups. */
export async function runFollowUps(db: Db, ctx: FollowUpContext): Promise<{ first: number; second: number }> {
	const now = ctx.now ?? new Date()
	await scheduleDelivered(db, ctx.delayMs)
	const first = await sendFirst(db, ctx, now)
	const second = await sendSecond(db, ctx, now)
	return { first, second }
}
