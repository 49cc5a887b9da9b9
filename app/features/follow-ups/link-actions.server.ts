import { and, eq, gte, isNull } from 'drizzle-orm'
import { providersChanged } from '~/db/changes'
import type { Db } from '~/db/client.server'
import {
	consultationBookings,
	contactMessages,
	followUpAnswers,
	followUpUnsubscribes,
	providers,
} from '~/db/schema'
import { confirmAvailability } from '~/features/availability/confirm-availability.server'
import { DAY_MS } from '~/features/availability/freshness'
import { profilePath } from '~/features/therapists/format'
import { ANSWER_DAYS } from './answers.server'
import {
	emailHasher,
	verifyCallFollowUpToken,
	verifyFollowUpToken,
	verifyProviderNoteToken,
} from './keys.server'
import type { ProviderSide } from './provider-links'

// The follow-up's two other links (docs/product.md#follow-ups): the person's unsubscribe (one-click,
// RFC 8058) and the provider's answers to a 'not heard back' note. Signed, no login, idempotent.

/**
 * The address a follow-up link was sent to, while its message (or booked call: 'Did your call with …
 * happen?' carries this unsubscribe too) is kept; null when forged or gone.
 */
export async function followUpAddress(db: Db, token: string): Promise<string | null> {
	const id = await verifyFollowUpToken(db, token)
	if (!id) {
		const call = await verifyCallFollowUpToken(db, token)
		if (!call) return null
		const [booking] = await db
			.select({ email: consultationBookings.email })
			.from(consultationBookings)
			.where(eq(consultationBookings.id, call))
			.limit(1)
		return booking?.email ?? null
	}
	const [row] = await db
		.select({ email: contactMessages.author_email })
		.from(contactMessages)
		.where(eq(contactMessages.id, id))
		.limit(1)
	return row?.email ?? null
}

/** No more follow-ups for any message of this address. False for a forged link or a deleted message. */
export async function unsubscribeFromFollowUps(db: Db, token: string): Promise<boolean> {
	const email = await followUpAddress(db, token)
	if (!email) return false
	const hash = await emailHasher(db)
	await db
		.insert(followUpUnsubscribes)
		.values({ email_hash: hash(email) })
		.onConflictDoNothing()
	return true
}

export type NoteProvider = { first_name: string; availability: string; profilePath: string }

async function noteProvider(db: Db, provider_id: string): Promise<NoteProvider | null> {
	const [row] = await db
		.select({
			first_name: providers.first_name,
			availability: providers.availability,
			short_id: providers.short_id,
			url_tag: providers.url_tag,
		})
		.from(providers)
		.where(eq(providers.id, provider_id))
		.limit(1)
	return row
		? { first_name: row.first_name, availability: row.availability, profilePath: profilePath(row) }
		: null
}

/** Read-only: the provider a note link is for, or null when forged or the account is gone. */
export async function checkProviderNoteLink(db: Db, token: string): Promise<NoteProvider | null> {
	const provider_id = await verifyProviderNoteToken(db, token)
	return provider_id ? noteProvider(db, provider_id) : null
}

/**
 * The provider's side. 'I did reply' is recorded on the 'Not yet' answers of the last 30 days (they
 * then no longer count toward Waitlist) and ends a Waitlist they caused; 'Still accepting' confirms
 * Accepting. Either is a confirmation (docs/product.md#availability-freshness).
 */
export async function answerProviderNote(
	db: Db,
	token: string,
	side: ProviderSide,
	now = new Date(),
): Promise<NoteProvider | null> {
	const provider_id = await verifyProviderNoteToken(db, token)
	if (!provider_id) return null
	const changed = await db.transaction(async (tx) => {
		const [provider] = await tx
			.select({ silence_waitlist_at: providers.silence_waitlist_at })
			.from(providers)
			.where(eq(providers.id, provider_id))
			.for('update')
		if (!provider) return false
		if (side === 'replied') {
			await tx
				.update(followUpAnswers)
				.set({ provider_replied_at: now })
				.where(
					and(
						eq(followUpAnswers.provider_id, provider_id),
						eq(followUpAnswers.outcome, 'not-yet'),
						gte(followUpAnswers.outcome_at, new Date(now.getTime() - ANSWER_DAYS * DAY_MS)),
						isNull(followUpAnswers.provider_replied_at),
					),
				)
		}
		if (side === 'accepting' || provider.silence_waitlist_at)
			return confirmAvailability(tx, provider_id, { availability: 'Accepting New Clients', now })
		return false
	})
	if (changed) providersChanged(db)
	return noteProvider(db, provider_id)
}

/** Per client address, on opening and on using a follow-up link; generous, like the unsubscribe links. */
export const FOLLOW_UP_LINK_RATE_LIMIT = { bucket: 'follow_up_link_ip', limit: 60, windowMs: 15 * 60_000 }
