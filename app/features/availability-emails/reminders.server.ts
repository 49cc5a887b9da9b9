import { and, asc, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import { issueOneTimeToken } from '~/auth/tokens.server'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import {
	DAY_MS,
	FIRST_REMINDER_AFTER_DAYS,
	SECOND_REMINDER_AFTER_DAYS,
} from '~/features/availability/freshness'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { buildReminderEmail } from './reminder-email.server'
import { unsubscribeSigner } from './unsubscribe.server'

/** Providers e-mailed per run: small, because on PGlite every query blocks the event loop (ADR 0006). */
const REMINDER_BATCH_SIZE = 50

type ReminderContext = { siteName: string; publicUrl: string; now?: Date; limit?: number }

/**
 * Who is due (docs/product.md#availability-freshness): the first e-mail 30 days after the last
 * confirmation (and, after a login restarted the cycle, at least 30 days after the previous
 * e-mail); the second 14 days after the first; none after that. Only live providers, never demo
 * profiles, an unsubscribed provider, or an address that refused our mail.
 */
function dueCondition(now: Date): SQL {
	const first = new Date(now.getTime() - FIRST_REMINDER_AFTER_DAYS * DAY_MS)
	const second = new Date(now.getTime() - SECOND_REMINDER_AFTER_DAYS * DAY_MS)
	return and(
		liveProviderCondition,
		eq(providers.is_demo, false),
		isNull(providers.reminders_unsubscribed_at),
		isNull(providers.email_undeliverable_at),
		or(
			and(
				eq(providers.availability_reminders, 0),
				lte(providers.availability_confirmed_at, first),
				or(isNull(providers.availability_reminded_at), lte(providers.availability_reminded_at, first)),
			),
			and(eq(providers.availability_reminders, 1), lte(providers.availability_reminded_at, second)),
		),
	) as SQL
}

/**
 * Queues the due confirmation e-mails, at most `limit` per call. Each provider is claimed with
 * FOR UPDATE SKIP LOCKED in the transaction that counts the reminder and writes the outbox row, so
 * several app instances (or two overlapping runs) never e-mail anyone twice. Returns how many.
 */
export async function sendAvailabilityReminders(db: Db, ctx: ReminderContext): Promise<number> {
	const now = ctx.now ?? new Date()
	const unsubscribeToken = await unsubscribeSigner(db)
	return db.transaction(async (tx) => {
		const due = await tx
			.select({
				id: providers.id,
				email: providers.email,
				first_name: providers.first_name,
				availability: providers.availability,
				reminders: providers.availability_reminders,
			})
			.from(providers)
			.where(dueCondition(now))
			.orderBy(asc(providers.availability_confirmed_at))
			.limit(ctx.limit ?? REMINDER_BATCH_SIZE)
			.for('update', { skipLocked: true })
		let queued = 0
		for (const provider of due) {
			// The count moves on only from the value we read: a run that lost a race changes nothing.
			const claimed = await tx
				.update(providers)
				.set({
					availability_reminders: sql`${providers.availability_reminders} + 1`,
					availability_reminded_at: now,
				})
				.where(and(eq(providers.id, provider.id), eq(providers.availability_reminders, provider.reminders)))
				.returning({ id: providers.id })
			if (claimed.length === 0) continue
			const token = await issueOneTimeToken(tx, { provider_id: provider.id, purpose: 'availability', now })
			await enqueueEmail(
				tx,
				buildReminderEmail({
					siteName: ctx.siteName,
					publicUrl: ctx.publicUrl,
					to: provider.email,
					provider_id: provider.id,
					first_name: provider.first_name,
					availability: provider.availability,
					token,
					unsubscribeToken: unsubscribeToken(provider.id),
					reminder: provider.reminders + 1,
				}),
			)
			queued++
		}
		return queued
	})
}
