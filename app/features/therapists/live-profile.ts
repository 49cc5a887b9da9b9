import { freshnessOf } from '~/features/availability/freshness'

// Who may find, open and contact a profile: the one place this is decided
// (docs/product.md#live-profiles, docs/product.md#availability). The TypeScript predicates and the
// SQL condition (live-profile.server.ts, apart so that the browser never loads Drizzle) are checked
// against each other on the same fixtures (live-profile.test.ts); the search index reads its `live`
// column through the SQL condition.

/**
 * LICENSE_CHECK_REQUIRED (docs/deploy.md#settings, docs/product.md#licence-checks): when on, a
 * profile needs a checked licence to be live, as it needs a name. Set at boot from the environment
 * (server/boot.ts); these predicates and their SQL twin read it on every call.
 */
let checkedLicenceRequired = false
export function requireCheckedLicence(required: boolean): void {
	checkedLicenceRequired = required
}
export const checkedLicenceIsRequired = (): boolean => checkedLicenceRequired

/** The columns visibility depends on. */
type LiveProfileFields = {
	onboarded: boolean
	email_verified: boolean
	flagged: boolean
	/** Hidden by a moderator (docs/product.md#moderation): gone for visitors, 410 at its URL. */
	hidden: boolean
	first_name: string
	last_name: string
	headline: string
	licensed_states: string[]
	/** Read only while a checked licence is required. */
	license_checked: boolean
}

/** The fields a provider still has to fill in before the profile is live (empty when live). */
export function missingForLive(p: LiveProfileFields): string[] {
	const missing: string[] = []
	if (!p.first_name.trim() || !p.last_name.trim()) missing.push('your name')
	if (!p.headline.trim()) missing.push('a headline')
	if (p.licensed_states.length === 0) missing.push('a practicing state')
	if (!p.onboarded) missing.push('the welcome checklist')
	if (!p.email_verified) missing.push('e-mail verification')
	if (checkedLicenceRequired && !p.license_checked) missing.push('a checked licence')
	return missing
}

/**
 * Filled out, verified and not hidden by a moderator: anyone may open it by its URL, even when the
 * keyword check flagged it.
 */
export function isViewable(p: LiveProfileFields): boolean {
	return !p.hidden && missingForLive(p).length === 0
}

/** Live: viewable and not flagged, so it is listed in search, posts and the sitemap, and indexed. */
export function isLiveProfile(p: LiveProfileFields): boolean {
	return !p.flagged && isViewable(p)
}

/**
 * Indexable by search engines: live, and its availability confirmed within UNKNOWN_AFTER_DAYS
 * (docs/product.md#search-engines). The sitemap lists exactly these (its SQL form,
 * indexableProviderCondition); every other profile page says noindex.
 */
export function isIndexable(p: LiveProfileFields & { availability_confirmed_at: Date }, now: Date): boolean {
	return isLiveProfile(p) && !freshnessOf(p.availability_confirmed_at, now).unknown
}

/**
 * Whether this viewer may open the profile: the owner always (a draft included), anyone else once
 * it is viewable. Takes a row's `isViewable` as computed by isViewable() (PublicProfile carries it).
 */
export function isViewableBy(p: { id: string; isViewable: boolean }, viewerId: string | null): boolean {
	return p.isViewable || (viewerId !== null && viewerId === p.id)
}

/** Availability alone: Not Accepting New Clients hides the contact details and refuses messages. */
export function acceptsContact(availability: string): boolean {
	return availability !== 'Not Accepting New Clients'
}

/** The contact details a Not Accepting profile keeps from everyone but its owner. */
const HIDDEN_WHEN_NOT_ACCEPTING = ['phone', 'addressOne', 'addressTwo', 'zip'] as const

/**
 * The profile (or card) as anyone but its owner may receive it: while Not Accepting New Clients,
 * phone, street and ZIP are '' in every page, its route data, the API and the structured data, not
 * only out of view (docs/product.md#availability). City and state stay: search places the profile
 * by them. Follows the stored availability, like acceptsContact.
 */
export function withPublicContact<T extends { availability: string; phone: string }>(p: T): T {
	if (acceptsContact(p.availability)) return p
	const shown: Record<string, unknown> = { ...p }
	for (const key of HIDDEN_WHEN_NOT_ACCEPTING) if (key in shown) shown[key] = ''
	return shown as T
}

type ContactRefusal = 'not_found' | 'not_accepting' | 'own_profile'

/** Why a viewer may not message or phone this profile, or null when they may. */
export function contactRefusal(
	p: LiveProfileFields & { id: string; availability: string },
	viewerId: string | null,
): ContactRefusal | null {
	// A draft is invisible to visitors, so it cannot be contacted either.
	if (!isViewable(p)) return 'not_found'
	if (!acceptsContact(p.availability)) return 'not_accepting'
	if (viewerId !== null && viewerId === p.id) return 'own_profile'
	return null
}

export function canBeContacted(
	p: LiveProfileFields & { id: string; availability: string },
	viewerId: string | null,
): boolean {
	return contactRefusal(p, viewerId) === null
}
