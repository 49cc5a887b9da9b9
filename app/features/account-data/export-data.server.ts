import { ownConsultation } from '~/features/consultations/consultation-doc.server'
import { providerBookings } from '~/features/consultations/retention.server'
import { and, asc, eq, getTableColumns, ne, or, sql } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import {
	auditLog,
	contactMessages,
	emailOutbox,
	listingStats,
	media,
	oneTimeTokens,
	providers,
	questions,
	responses,
	sessions,
} from '~/db/schema'
import { licenseCheckedOfProvider, licenseCheckOfProvider } from '~/db/schema/license-checks'
import { reportsAboutProvider } from '~/features/reports/reports.server'
import { PHOTO_SIZES, photoRenditionKey } from '~/platform/media/photo-keys'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'

// 'Download my data' (docs/product.md#downloading-your-data): everything stored about the provider,
// for the provider only. Never a password hash or a token hash; of the messages clients sent, only
// when and how (their names, addresses and words are the clients' data, not the provider's).

const EXPORT_RATE: RateLimitRule = { bucket: 'export_data', limit: 20, windowMs: 60 * 60_000 }

// The generated columns (search_text, index_row) are the search's copies of the profile, not data of their own.
const {
	password_hash: _password,
	search_text: _search,
	index_row: _indexRow,
	...profileColumns
} = getTableColumns(providers)

const absolute = (publicUrl: string, path: string | null) =>
	path ? (path.startsWith('/') ? `${publicUrl}${path}` : path) : null

/** The file's name: openroom-data-2026-11-23.json (the site's name, lower case, and the UTC date). */
export function exportFileName(siteName: string, now = new Date()): string {
	const site =
		siteName
			.toLowerCase()
			.replace(/[^a-z0-9]+/g, '-')
			.replace(/^-|-$/g, '') || 'account'
	return `${site}-data-${now.toISOString().slice(0, 10)}.json`
}

/** The API's own field names (short_id, first_name…) at every level; dates as ISO strings. */
function snakeKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(snakeKeys)
	if (value instanceof Date) return value.toISOString()
	if (value === null || typeof value !== 'object') return value
	return Object.fromEntries(
		Object.entries(value).map(([key, v]) => [
			key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
			snakeKeys(v),
		]),
	)
}

/** The logged-in provider's own data, as the JSON file's object. Throws unauthenticated (no actor), rate_limited, not_found. */
export async function exportAccountData(
	db: Db,
	actor: SessionUser | null,
	site: { siteName: string; publicUrl: string },
	now = new Date(),
) {
	if (!actor) throw new AppError('unauthenticated', 'Please log in to download your data.')
	await consumeRateLimit(db, EXPORT_RATE, actor.id, now)
	const [profile] = await db
		.select({
			...profileColumns,
			license_check: licenseCheckOfProvider,
			license_checked: licenseCheckedOfProvider,
		})
		.from(providers)
		.where(eq(providers.id, actor.id))
		.limit(1)
	if (!profile) throw new AppError('not_found', 'This account no longer exists.')
	const [answers, files, messages, emails, logins, links, stats, reported] = await Promise.all([
		db
			.select({ ...getTableColumns(responses), question_title: questions.title })
			.from(responses)
			.innerJoin(questions, eq(questions.id, responses.question_id))
			.where(eq(responses.author_id, actor.id))
			.orderBy(asc(responses.created_at)),
		db.select().from(media).where(eq(media.owner_id, actor.id)).orderBy(asc(media.created_at)),
		db
			.select({
				id: contactMessages.id,
				is_phone: contactMessages.is_phone,
				receivedAt: contactMessages.created_at,
			})
			.from(contactMessages)
			.where(eq(contactMessages.recipient_user, actor.id))
			.orderBy(asc(contactMessages.created_at)),
		// Account e-mails (links, notices, reminders); a client's message is listed under contact messages.
		db
			.select({
				kind: sql<string | null>`${emailOutbox.meta}->>'kind'`,
				subject: emailOutbox.subject,
				status: emailOutbox.status,
				queuedAt: emailOutbox.created_at,
				sent_at: emailOutbox.sent_at,
			})
			.from(emailOutbox)
			.where(
				and(
					or(
						sql`lower(${emailOutbox.to}) = lower(${profile.email})`,
						sql`${emailOutbox.meta}->>'provider_id' = ${actor.id}`,
					),
					or(sql`${emailOutbox.meta} is null`, ne(sql`${emailOutbox.meta}->>'kind'`, 'contact')),
				),
			)
			.orderBy(asc(emailOutbox.created_at)),
		db
			.select({
				created_at: sessions.created_at,
				last_seen_at: sessions.last_seen_at,
				expires_at: sessions.expires_at,
			})
			.from(sessions)
			.where(eq(sessions.provider_id, actor.id))
			.orderBy(asc(sessions.created_at)),
		db
			.select({
				purpose: oneTimeTokens.purpose,
				new_email: oneTimeTokens.new_email,
				created_at: oneTimeTokens.created_at,
				expires_at: oneTimeTokens.expires_at,
				used_at: oneTimeTokens.used_at,
			})
			.from(oneTimeTokens)
			.where(eq(oneTimeTokens.provider_id, actor.id))
			.orderBy(asc(oneTimeTokens.created_at)),
		// 'Your listing's daily counts (docs/product.md#your-listing): totals only, nothing about visitors.
		db
			.select({ day: listingStats.day, appearances: listingStats.appearances, views: listingStats.views })
			.from(listingStats)
			.where(eq(listingStats.provider_id, actor.id))
			.orderBy(asc(listingStats.day)),
		// Reports about the profile (docs/product.md#reports): reason, dates and outcome, never who sent them.
		reportsAboutProvider(db, actor.id),
	])
	// Moderators' decisions about this profile (docs/product.md#moderation): what, when and why, not who.
	const decisions = await db
		.select({
			at: auditLog.at,
			action: auditLog.action,
			reason: auditLog.reason,
			before: auditLog.before,
			after: auditLog.after,
		})
		.from(auditLog)
		.where(eq(auditLog.profile_id, actor.id))
		.orderBy(asc(auditLog.at))
	const url = (path: string | null) => absolute(site.publicUrl, path)
	const fileUrls = (file: { kind: string; key: string }) =>
		file.kind === 'photo'
			? PHOTO_SIZES.map((size) => `${site.publicUrl}/media/${photoRenditionKey(file.key, size)}`)
			: [`${site.publicUrl}/media/${file.key}`]
	const answerIds = answers.map((a) => a.id)
	return snakeKeys({
		exported_at: now.toISOString(),
		site: { name: site.siteName, url: site.publicUrl },
		profile: { ...profile, photo_urls: profile.photo ? fileUrls({ kind: 'photo', key: profile.photo }) : [] },
		answers: answers.map((answer) => ({
			...answer,
			video_url: url(answer.video_url),
			video_thumb_url: url(answer.video_thumb_url),
			audio_url: url(answer.audio_url),
			media: files
				.filter((f) => f.key.startsWith(`answers/${answer.id}/`))
				.map((f) => ({ kind: f.kind, content_type: f.content_type, size: f.size, urls: fileUrls(f) })),
		})),
		files: files.map((f) => ({
			kind: f.kind,
			content_type: f.content_type,
			size: f.size,
			created_at: f.created_at,
			urls: fileUrls(f),
			answer_id: answerIds.find((id) => f.key.startsWith(`answers/${id}/`)) ?? null,
		})),
		contact_messages: messages.map((m) => ({
			id: m.id,
			kind: m.is_phone ? 'phone_click' : 'message',
			received_at: m.receivedAt,
		})),
		account_emails: emails,
		sessions: logins,
		email_links: links,
		listing_stats: stats,
		reports: reported,
		moderation_decisions: decisions,
		// Free consultations (docs/product.md#free-consultations): the settings, and the calls booked
		// with their details, until the retention deletes them.
		consultation_settings: await ownConsultation(db, actor.id),
		consultation_bookings: await providerBookings(db, actor.id),
	}) as Record<string, unknown>
}
