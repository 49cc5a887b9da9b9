import { and, asc, eq, gte } from 'drizzle-orm'
import { hashToken, randomToken } from '~/auth/tokens.server'
import type { Db } from '~/db/client.server'
import { consultationBookings, consultationSettings } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { consultationTranslator } from './consultations-i18n.server'
import { buildFeed } from './invite'

// The provider's private calendar feed (docs/product.md#free-consultations): a URL that Google, Apple
// and Outlook calendars subscribe to, listing their booked calls. The URL carries a random token;
// only its SHA-256 is kept (consultation_settings.feed_token_hash), so the link is shown once, when
// made, and a new link replaces (revokes) the old one. The provider's pages are English.

/** The calls a feed lists: those from 30 days ago on (a calendar keeps what it saw before). */
export const FEED_PAST_DAYS = 30
const DAY_MS = 24 * 60 * 60_000
/** What randomToken() makes: 32 bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export const feedPath = (token: string) => `/consultation/feed/${token}.ics`

/** The token of a feed's file name (`{token}.ics`), or null when it is not one. */
export function feedTokenOf(file: string | undefined): string | null {
	const token = file?.endsWith('.ics') ? file.slice(0, -'.ics'.length) : null
	return token && TOKEN.test(token) ? token : null
}

/** Whether the provider has a feed link (the modal offers 'Make a new link' then). */
export async function hasCalendarFeed(db: Db, provider_id: string): Promise<boolean> {
	const [row] = await db
		.select({ hash: consultationSettings.feed_token_hash })
		.from(consultationSettings)
		.where(eq(consultationSettings.provider_id, provider_id))
		.limit(1)
	return Boolean(row?.hash)
}

/**
 * Makes the owner's feed link, replacing any earlier one (which then answers 404). Only the owner:
 * `provider_id` is the signed-in user. Needs saved consultation settings (the row the hash lives in).
 * Returns the new URL: the only time it can be shown.
 */
export async function makeCalendarFeed(
	db: Db,
	provider_id: string | null,
	publicUrl: string,
): Promise<string> {
	if (!provider_id) throw new AppError('unauthenticated', 'Please log in to make a calendar feed.')
	const token = randomToken()
	const updated = await db
		.update(consultationSettings)
		.set({ feed_token_hash: hashToken(token) })
		.where(eq(consultationSettings.provider_id, provider_id))
		.returning({ id: consultationSettings.provider_id })
	if (updated.length === 0)
		throw new AppError('invalid', 'Save your free consultation settings first, then make the calendar feed.')
	return `${publicUrl}${feedPath(token)}`
}

/**
 * The feed of a token (text/calendar), or null for a malformed, forged or replaced one. It lists the
 * provider's calls from FEED_PAST_DAYS ago on, a cancelled one as STATUS:CANCELLED with the invite's
 * UID (a calendar that took it removes it); summary and description as the provider's invite says them.
 */
export async function calendarFeed(
	db: Db,
	token: string | null,
	site: { siteName: string },
	now = new Date(),
): Promise<string | null> {
	if (!token || !TOKEN.test(token)) return null
	const [owner] = await db
		.select({
			provider_id: consultationSettings.provider_id,
			by: consultationSettings.by,
			video_link: consultationSettings.video_link,
		})
		.from(consultationSettings)
		.where(eq(consultationSettings.feed_token_hash, hashToken(token)))
		.limit(1)
	if (!owner) return null
	const rows = await db
		.select()
		.from(consultationBookings)
		.where(
			and(
				eq(consultationBookings.provider_id, owner.provider_id),
				gte(consultationBookings.start_at, new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS)),
			),
		)
		.orderBy(asc(consultationBookings.start_at))
		.limit(1000)
	const t = consultationTranslator('en')
	return buildFeed({
		name: `${site.siteName} free calls`,
		siteName: site.siteName,
		events: rows.map((row) => ({
			uid: row.uid,
			start: row.start_at,
			end: row.end_at,
			cancelled: row.status === 'cancelled',
			summary: t('consultations.invite.summary', { name: row.name.replace(/\s+/g, ' ').trim() }),
			description: t('consultations.invite.description', {
				minutes: Math.round((row.end_at.getTime() - row.start_at.getTime()) / 60_000),
				siteName: site.siteName,
			}),
			location: owner.by === 'video' ? owner.video_link : null,
			stamp: row.cancelled_at ?? row.created_at,
		})),
	})
}
