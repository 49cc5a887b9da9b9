import { liveProfileColumns } from '~/features/therapists/live-profile.server'
import { eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { contactMessages, providers } from '~/db/schema'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { type RateLimitRule, consumeRateLimit } from '~/platform/rate-limit/rate-limit.server'
import { hashClientAddress } from '~/features/follow-ups/keys.server'
import { storedSearch } from '~/features/search/stored-search'
import { displayName, profilePath } from '~/features/therapists/format'
import { contactRefusal } from '~/features/therapists/live-profile'
import { AppError, isAppError } from '~/lib/errors'
import type { Locale } from '~/lib/i18n'
import type { ContactMessageInput, PhoneClickInput } from './contact.schema'
import { buildContactEmail } from './contact-email.server'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Per client address and per recipient; phone clicks are counted separately and more loosely. */
export const CONTACT_RATE_LIMITS = {
	messagePerIpShort: { bucket: 'contact:ip:10m', limit: 5, windowMs: 10 * MINUTE },
	messagePerIpDay: { bucket: 'contact:ip:day', limit: 20, windowMs: DAY },
	messagePerRecipientDay: { bucket: 'contact:recipient:day', limit: 50, windowMs: DAY },
	phonePerIpHour: { bucket: 'phone:ip:hour', limit: 30, windowMs: 60 * MINUTE },
	phonePerRecipientDay: { bucket: 'phone:recipient:day', limit: 500, windowMs: DAY },
} satisfies Record<string, RateLimitRule>

const NOT_ACCEPTING_MESSAGE =
	'This therapist is not accepting new clients right now, so messages and calls are turned off.'
export const MESSAGES_OFF_MESSAGE =
	'This therapist cannot receive messages right now. Please call them instead, if a phone number is listed.'
const UNKNOWN_RECIPIENT_MESSAGE = 'We could not find that therapist.'

type ContactContext = {
	/** The logged-in provider, if any: the owner's own clicks are never recorded. */
	viewerId: string | null
	clientIp: string
	siteName: string
	publicUrl: string
	/** The language of the page it was written from (English for API clients, docs/product.md#languages): the person's follow-ups use it. */
	locale?: Locale
	now?: Date
}

function waitText(seconds: number): string {
	const minutes = Math.ceil(seconds / 60)
	if (minutes <= 1) return 'a minute'
	if (minutes < 90) return `${minutes} minutes`
	return `${Math.ceil(minutes / 60)} hours`
}

async function limit(db: Db, rule: RateLimitRule, key: string, what: string, now?: Date): Promise<void> {
	try {
		await consumeRateLimit(db, rule, key, now)
	} catch (error) {
		if (!isAppError(error, 'rate_limited')) throw error
		const retryAfterSeconds = error.retryAfterSeconds ?? 60
		throw new AppError(
			'rate_limited',
			`Too many ${what} in a short time. Please try again in ${waitText(retryAfterSeconds)}.`,
			{ retryAfterSeconds },
		)
	}
}

/**
 * The recipient with the private columns the service needs (e-mail stays on the server), once
 * contactRefusal() allows it; `isOwn` when the viewer is the recipient (each action decides what that means).
 */
async function loadRecipient(db: Db, id: string, viewerId: string | null) {
	const [row] = await db
		.select({
			id: providers.id,
			short_id: providers.short_id,
			url_tag: providers.url_tag,
			email: providers.email,
			...liveProfileColumns,
			state: providers.state,
			issues: providers.issues,
			top_issues: providers.top_issues,
			availability: providers.availability,
			email_undeliverable_at: providers.email_undeliverable_at,
		})
		.from(providers)
		.where(eq(providers.id, id))
		.limit(1)
	const refusal = row ? contactRefusal(row, viewerId) : 'not_found'
	if (!row || refusal === 'not_found') throw new AppError('not_found', UNKNOWN_RECIPIENT_MESSAGE)
	if (refusal === 'not_accepting') throw new AppError('forbidden', NOT_ACCEPTING_MESSAGE)
	return { recipient: row, isOwn: refusal === 'own_profile' }
}

/**
 * Whether the provider's address takes e-mail: false once it refused a message for good; then the
 * profile offers the phone instead of the form (docs/product.md#availability-freshness).
 */
export async function acceptsMessages(db: Db, provider_id: string): Promise<boolean> {
	const [row] = await db
		.select({ undeliverableAt: providers.email_undeliverable_at })
		.from(providers)
		.where(eq(providers.id, provider_id))
		.limit(1)
	return Boolean(row) && row.undeliverableAt === null
}

/**
 * The therapist's side of what the person was looking for, for the follow-up's suggestions when no
 * listing search came with the message (docs/product.md#follow-ups): the profile's state (its
 * office's, when licensed there) and its main specialties.
 */
function followUpMatch(p: {
	state: string | null
	licensed_states: string[]
	top_issues: number[]
	issues: number[]
}) {
	const match_state =
		p.state && p.licensed_states.includes(p.state) ? p.state : (p.licensed_states[0] ?? null)
	const match_tag_ids = (p.top_issues.length > 0 ? p.top_issues : p.issues).slice(0, 5)
	return { match_state, match_tag_ids }
}

/**
 * Stores a visitor's message and queues the e-mail to the therapist in one transaction, so an
 * accepted message is never lost. Throws not_found, forbidden, rate_limited.
 */
export async function sendContactMessage(
	db: Db,
	input: ContactMessageInput,
	ctx: ContactContext,
): Promise<{ id: string }> {
	await limit(db, CONTACT_RATE_LIMITS.messagePerIpShort, ctx.clientIp, 'messages', ctx.now)
	await limit(db, CONTACT_RATE_LIMITS.messagePerIpDay, ctx.clientIp, 'messages', ctx.now)
	const { recipient, isOwn } = await loadRecipient(db, input.recipient_user, ctx.viewerId)
	if (isOwn) throw new AppError('forbidden', 'You cannot send a message to your own profile.')
	// Their address refused our e-mail: no new messages until they fix it (docs/product.md#availability-freshness).
	if (recipient.email_undeliverable_at) throw new AppError('forbidden', MESSAGES_OFF_MESSAGE)
	await limit(
		db,
		CONTACT_RATE_LIMITS.messagePerRecipientDay,
		recipient.id,
		'messages to this therapist',
		ctx.now,
	)
	// Read before the transaction: the secret behind it is read through db (keys.server.ts).
	const client_key = await hashClientAddress(db, ctx.clientIp)
	return db.transaction(async (tx) => {
		const [row] = await tx
			.insert(contactMessages)
			.values({
				recipient_user: recipient.id,
				is_phone: false,
				name: input.name,
				private_message: input.private_message,
				author_email: input.author_email,
				phone: input.phone,
				client_key,
				locale: ctx.locale ?? 'en',
				...followUpMatch(recipient),
				search: storedSearch(input.search),
			})
			.returning({ id: contactMessages.id })
		const delivery_email_id = await enqueueEmail(
			tx,
			buildContactEmail({
				siteName: ctx.siteName,
				profileUrl: `${ctx.publicUrl}${profilePath(recipient)}`,
				profileName: displayName(recipient),
				to: recipient.email,
				message: input,
				contact_message_id: row.id,
				provider_id: recipient.id,
			}),
		)
		// The follow-up waits for this e-mail to be delivered (docs/product.md#follow-ups).
		await tx.update(contactMessages).set({ delivery_email_id }).where(eq(contactMessages.id, row.id))
		return { id: row.id }
	})
}

/**
 * Counts a click on a therapist's phone number. The owner's own clicks are not recorded (returns null).
 * Throws not_found, forbidden (Not Accepting: the number is not shown), rate_limited.
 */
export async function recordPhoneClick(
	db: Db,
	input: PhoneClickInput,
	ctx: ContactContext,
): Promise<{ id: string } | null> {
	const { recipient, isOwn } = await loadRecipient(db, input.recipient_user, ctx.viewerId)
	if (isOwn) return null
	await limit(db, CONTACT_RATE_LIMITS.phonePerIpHour, ctx.clientIp, 'calls', ctx.now)
	await limit(db, CONTACT_RATE_LIMITS.phonePerRecipientDay, recipient.id, 'calls to this therapist', ctx.now)
	const [row] = await db
		.insert(contactMessages)
		.values({ recipient_user: recipient.id, is_phone: true })
		.returning({ id: contactMessages.id })
	return { id: row.id }
}
