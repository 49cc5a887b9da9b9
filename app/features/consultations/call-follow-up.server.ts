import { and, asc, eq, isNull, lte } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import { consultationBookings, consultationSettings, followUpAnswers, providers } from '~/db/schema'
import { ANSWER_DAYS, waitlistAfterSilence } from '~/features/follow-ups/answers.server'
import { isUnsubscribed } from '~/features/follow-ups/follow-ups.server'
import {
	callFollowUpSigner,
	emailHasher,
	providerNoteSigner,
	verifyCallFollowUpToken,
} from '~/features/follow-ups/keys.server'
import { providerNotePath } from '~/features/follow-ups/provider-links'
import { displayName, profilePath } from '~/features/therapists/format'
import type { Locale } from '~/lib/i18n'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { buildCallFollowUpEmail, buildCallProviderNote } from './call-follow-up-emails.server'
import { CALL_OUTCOMES, type CallOutcome } from './call-outcomes'
import { timeInWords } from './time-words'

// 'Did your call with … happen?' (docs/product.md#free-consultations): the follow-up machinery's
// e-mail for a booked call, FOLLOW_UP_DELAY after its end, with its signed links, its unsubscribe and
// its reply signal (docs/product.md#follow-ups). Only the first answer counts. 'Yes' counts as heard
// back and 'They did not call' as 'Not yet' (a follow_up_answers row that leads back to no one; the
// provider gets the same private note); 'I cancelled' counts for nothing. A cancelled call gets none.

const BATCH_SIZE = 50
const DAY_MS = 24 * 60 * 60_000

/** Which follow-up answer each call answer counts as in the reply signal (null: none). */
const COUNTS_AS = { yes: 'yes', 'no-call': 'not-yet', cancelled: null } as const

export type CallFollowUpContext = {
	siteName: string
	publicUrl: string
	delayMs: number
	now?: Date
	limit?: number
}

/** Queues the due questions: booked calls that ended FOLLOW_UP_DELAY ago; unsubscribed addresses get none. */
export async function sendCallFollowUps(db: Db, ctx: CallFollowUpContext): Promise<number> {
	const now = ctx.now ?? new Date()
	const sign = await callFollowUpSigner(db)
	const hash = await emailHasher(db)
	return db.transaction(async (tx) => {
		const due = await tx
			.select({
				id: consultationBookings.id,
				to: consultationBookings.email,
				writer: consultationBookings.name,
				start_at: consultationBookings.start_at,
				time_zone: consultationBookings.time_zone,
				locale: consultationBookings.locale,
				first_name: providers.first_name,
				last_name: providers.last_name,
			})
			.from(consultationBookings)
			.innerJoin(providers, eq(providers.id, consultationBookings.provider_id))
			.where(
				and(
					eq(consultationBookings.status, 'booked'),
					isNull(consultationBookings.follow_up_sent_at),
					lte(consultationBookings.end_at, new Date(now.getTime() - ctx.delayMs)),
				),
			)
			.orderBy(asc(consultationBookings.end_at))
			.limit(ctx.limit ?? BATCH_SIZE)
			// Every instance runs the job: each call is claimed once (as the messages' follow-ups are).
			.for('update', { of: consultationBookings, skipLocked: true })
		let queued = 0
		for (const call of due) {
			await tx
				.update(consultationBookings)
				.set({ follow_up_sent_at: now })
				.where(eq(consultationBookings.id, call.id))
			if (await isUnsubscribed(tx, hash(call.to))) continue
			await enqueueEmail(
				tx,
				buildCallFollowUpEmail({
					siteName: ctx.siteName,
					publicUrl: ctx.publicUrl,
					to: call.to,
					writer: call.writer,
					name: displayName(call),
					time: timeInWords(call.start_at, call.time_zone, call.locale),
					token: sign(call.id),
					consultation_id: call.id,
					locale: call.locale,
				}),
			)
			queued++
		}
		return queued
	})
}

export type CallLink = {
	id: string
	provider_id: string
	/** The provider's name and profile path, for the page. */
	name: string
	profile_path: string
	start_at: Date
	time_zone: string
	locale: Locale
	outcome: CallOutcome | null
}

export type CallLinkState = { status: 'ok'; call: CallLink } | { status: 'unusable' | 'expired' }

export const isCallOutcome = (value: unknown): value is CallOutcome =>
	typeof value === 'string' && (CALL_OUTCOMES as readonly string[]).includes(value)

/** Read-only: the call a link is about, or why it cannot be used (forged, gone, not sent, expired). */
export async function checkCallFollowUp(db: Db, token: string, now = new Date()): Promise<CallLinkState> {
	const id = await verifyCallFollowUpToken(db, token)
	if (!id) return { status: 'unusable' }
	const [row] = await db
		.select({
			id: consultationBookings.id,
			provider_id: consultationBookings.provider_id,
			first_name: providers.first_name,
			last_name: providers.last_name,
			short_id: providers.short_id,
			url_tag: providers.url_tag,
			start_at: consultationBookings.start_at,
			time_zone: consultationBookings.time_zone,
			locale: consultationBookings.locale,
			outcome: consultationBookings.follow_up_outcome,
			sent_at: consultationBookings.follow_up_sent_at,
		})
		.from(consultationBookings)
		.innerJoin(providers, eq(providers.id, consultationBookings.provider_id))
		.where(eq(consultationBookings.id, id))
		.limit(1)
	if (!row?.sent_at) return { status: 'unusable' }
	if (now.getTime() > row.sent_at.getTime() + ANSWER_DAYS * DAY_MS) return { status: 'expired' }
	return {
		status: 'ok',
		call: {
			id: row.id,
			provider_id: row.provider_id,
			name: displayName(row),
			profile_path: profilePath(row),
			start_at: row.start_at,
			time_zone: row.time_zone,
			locale: row.locale,
			outcome: row.outcome,
		},
	}
}

/**
 * Records the first answer; a link already answered is 'answered' and changes nothing (nor does an
 * unusable or expired one). Returns the link's state.
 */
export async function answerCallFollowUp(
	db: Db,
	token: string,
	outcome: CallOutcome,
	ctx: { siteName: string; publicUrl: string; now?: Date },
): Promise<CallLinkState | { status: 'answered'; call: CallLink }> {
	const now = ctx.now ?? new Date()
	const link = await checkCallFollowUp(db, token, now)
	if (link.status !== 'ok') return link
	if (link.call.outcome) return { status: 'answered', call: link.call }
	const noteToken = (await providerNoteSigner(db))(link.call.provider_id)
	const result = await db.transaction(async (tx) => {
		// Only the first answer: a second click (or a race of two) finds the outcome set.
		const claimed = await tx
			.update(consultationBookings)
			.set({ follow_up_outcome: outcome })
			.where(and(eq(consultationBookings.id, link.call.id), isNull(consultationBookings.follow_up_outcome)))
			.returning({ id: consultationBookings.id })
		if (claimed.length === 0) return 'answered' as const
		const counted = COUNTS_AS[outcome]
		if (!counted) return false
		await tx
			.insert(followUpAnswers)
			.values({ provider_id: link.call.provider_id, outcome: counted, outcome_at: now })
		// The reply signal changed: the search index and the page cache follow updated_at.
		await tx.update(providers).set({ updated_at: now }).where(eq(providers.id, link.call.provider_id))
		if (outcome !== 'no-call') return true
		await noteProvider(tx, link.call, noteToken, ctx)
		await waitlistAfterSilence(tx, link.call.provider_id, now)
		return true
	})
	if (result === 'answered') return { status: 'answered', call: link.call }
	if (result) providersChanged(db)
	return { status: 'ok', call: { ...link.call, outcome } }
}

/** The provider's private note: the call's day in their zone, nothing about who said so. */
async function noteProvider(
	db: Db,
	call: CallLink,
	noteToken: string,
	ctx: { siteName: string; publicUrl: string },
): Promise<void> {
	const [provider] = await db
		.select({
			email: providers.email,
			undeliverable: providers.email_undeliverable_at,
			time_zone: consultationSettings.time_zone,
		})
		.from(providers)
		.leftJoin(consultationSettings, eq(consultationSettings.provider_id, providers.id))
		.where(eq(providers.id, call.provider_id))
	if (!provider || provider.undeliverable) return
	await enqueueEmail(
		db,
		buildCallProviderNote({
			siteName: ctx.siteName,
			to: provider.email,
			provider_id: call.provider_id,
			day: call.start_at.toLocaleDateString('en-US', {
				weekday: 'long',
				month: 'long',
				day: 'numeric',
				timeZone: provider.time_zone ?? call.time_zone,
			}),
			calledUrl: `${ctx.publicUrl}${providerNotePath(noteToken, 'replied')}`,
			acceptingUrl: `${ctx.publicUrl}${providerNotePath(noteToken, 'accepting')}`,
		}),
	)
}
