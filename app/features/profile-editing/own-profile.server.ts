import type { StoredConsultation } from '~/features/consultations/settings-form'
import { getConsultationSettings } from '~/features/consultations/settings.server'
import { type UpcomingCall, upcomingCalls } from '~/features/consultations/provider-bookings.server'
import { hasCalendarFeed } from '~/features/consultations/calendar-feed.server'
import { eq } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { missingForLive } from '~/features/therapists/live-profile'
import {
	type PublicProfile,
	type PublicRow,
	publicColumns,
	toStoredProfile,
} from '~/features/therapists/public-profile.server'
import { AppError } from '~/lib/errors'
import type { ClaimedLicence, StoredLicenceCheck } from '~/db/schema/npi-registry'

/**
 * What the owner sees of their own profile: the public profile plus their e-mail, the onboarding
 * and verification state, why the profile is flagged, and what it still needs to go live.
 * Never the password hash or any token.
 */
export type OwnProfile = PublicProfile & {
	email: string
	email_verified: boolean
	onboarded: boolean
	onboarded_letter: boolean
	flagged_keyword: string | null
	/** Why a moderator hid the profile, shown to its owner with how to appeal (docs/product.md#moderation). */
	hidden_reason: string | null
	/** A moderator's request to fix something, shown until the owner saves the profile. */
	fix_request: string | null
	/** What the profile still needs before it is live (empty when filled out and verified). */
	missing: string[]
	/** Their address refused our e-mail for good (docs/product.md#availability-freshness). */
	emailUndeliverable: boolean
	/** Three people said they had not heard back, so Accepting became Waitlist (docs/product.md#follow-ups). */
	silenceWaitlist: boolean
	/** What the provider entered for the licence check, and its whole record (docs/product.md#licence-checks). */
	npi: string | null
	licenses: ClaimedLicence[]
	/** The last check as stored, what did not match included: for the owner only. */
	license_review: StoredLicenceCheck | null
	/** Their free consultation settings, for the modal (docs/product.md#free-consultations); null before the first save. */
	consultation?: StoredConsultation | null
	/** Their booked calls still to come, with the people's details (only ever sent to them). */
	upcoming_calls?: UpcomingCall[]
	/** They made a private calendar feed link (the modal then offers 'Make a new link'). */
	calendar_feed?: boolean
}

const ownColumns = {
	...publicColumns,
	email: providers.email,
	onboarded_letter: providers.onboarded_letter,
	flagged_keyword: providers.flagged_keyword,
	hidden_reason: providers.hidden_reason,
	fix_request: providers.fix_request,
	email_undeliverable_at: providers.email_undeliverable_at,
	silence_waitlist_at: providers.silence_waitlist_at,
	licenses: providers.licenses,
}

type OwnRow = PublicRow & {
	email: string
	onboarded_letter: boolean
	flagged_keyword: string | null
	hidden_reason: string | null
	fix_request: string | null
	email_undeliverable_at: Date | null
	silence_waitlist_at: Date | null
	licenses: ClaimedLicence[]
}

function toOwnProfile(row: OwnRow, now = new Date()): OwnProfile {
	const {
		email,
		onboarded_letter,
		flagged_keyword,
		hidden_reason,
		fix_request,
		email_undeliverable_at,
		silence_waitlist_at,
		licenses,
		...publicRow
	} = row
	return {
		...toStoredProfile(publicRow, now),
		email,
		email_verified: row.email_verified,
		onboarded: row.onboarded,
		onboarded_letter,
		flagged_keyword: row.flagged ? flagged_keyword : null,
		hidden_reason: row.hidden ? (hidden_reason ?? '') : null,
		fix_request,
		missing: missingForLive(row),
		emailUndeliverable: email_undeliverable_at !== null,
		silenceWaitlist: silence_waitlist_at !== null && row.availability === 'Waitlist for New Clients',
		npi: row.npi,
		licenses,
		license_review: row.license_check,
	}
}

/** The provider's own profile, or null if the account is gone. */
export async function findOwnProfile(
	db: Db,
	provider_id: string,
	now = new Date(),
): Promise<OwnProfile | null> {
	const [row] = await db.select(ownColumns).from(providers).where(eq(providers.id, provider_id)).limit(1)
	if (!row) return null
	const consultation = await getConsultationSettings(db, provider_id)
	const upcoming_calls = consultation ? await upcomingCalls(db, provider_id, consultation.time_zone, now) : []
	const calendar_feed = consultation ? await hasCalendarFeed(db, provider_id) : false
	return { ...toOwnProfile(row, now), consultation, upcoming_calls, calendar_feed }
}

/** The logged-in provider's own profile. Throws not_found if the account was deleted meanwhile. */
export async function getOwnProfile(db: Db, actor: SessionUser): Promise<OwnProfile> {
	const profile = await findOwnProfile(db, actor.id)
	if (!profile) throw new AppError('not_found', 'We could not find your profile.')
	return profile
}
