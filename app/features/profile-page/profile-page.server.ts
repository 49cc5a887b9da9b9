import type { Db } from '~/db/client.server'
import { type Page, type PublicResponse, RESPONSE_PAGE_SIZE } from '~/features/answers/answers.schema'
import { listAuthorResponses, listPublicResponses } from '~/features/answers/public-responses.server'
import type { ContactNextSteps } from '~/features/contact/components/contact-dialog'
import { acceptsMessages } from '~/features/contact/contact.server'
import { findOwnProfile, type OwnProfile } from '~/features/profile-editing/own-profile.server'
import { EMPTY_QUERY, listingUrl } from '~/features/search/search-query'
import type { TherapistCard } from '~/features/search/therapist-cards.server'
import { similarAccepting } from '~/features/search/way-out.server'
import { profilePath } from '~/features/therapists/format'
import { isViewableBy } from '~/features/therapists/live-profile'
import { findPublicProfileByShortId, type PublicProfile } from '~/features/therapists/public-profile.server'
import { findStateByCode } from '~/platform/reference/states'

type ProfilePageParams = { first?: string; second?: string }

type ProfilePageResult =
	/** No such profile for this viewer: the route sends them to the directory. */
	| { kind: 'not-found' }
	/** Hidden by a moderator: 410 'This profile is no longer listed.' to all but its owner. */
	| { kind: 'gone' }
	/** The profile lives at another (canonical) path. */
	| { kind: 'moved'; to: string }
	| {
			kind: 'page'
			profile: PublicProfile
			isOwner: boolean
			responses: Page<PublicResponse>
			/** The owner's own view of the profile (null for everyone else). */
			own: OwnProfile | null
			/** On a Not Accepting profile: accepting therapists in the same state and specialty. */
			alternatives: TherapistCard[]
			/** False when the provider's address refused our e-mail: no message form, only the phone. */
			acceptsMessages: boolean
	  }

const NOT_FOUND: ProfilePageResult = { kind: 'not-found' }

/**
 * Resolves /therapist/{url_tag}/{short_id} and /therapist/{short_id} (docs/product.md#pages). A non-numeric or unknown id,
 * or a draft seen by anyone but its owner, goes to /therapists; any non-canonical path gets a 301.
 */
export async function loadProfilePage(
	db: Db,
	params: ProfilePageParams,
	viewerId: string | null,
	now = new Date(),
): Promise<ProfilePageResult> {
	const idText = params.second ?? params.first ?? ''
	if (!/^\d{1,10}$/.test(idText)) return NOT_FOUND
	const profile = await findPublicProfileByShortId(db, Number(idText), now)
	if (!profile) return NOT_FOUND
	const isOwner = viewerId !== null && viewerId === profile.id
	// docs/product.md#moderation: a hidden profile's visitors are told it is gone; its owner sees why.
	if (profile.hidden && !isOwner) return { kind: 'gone' }
	if (!isViewableBy(profile, viewerId)) return NOT_FOUND
	// Params arrive decoded, so compare the parts rather than an (encoded) path.
	const tagMatches = params.second !== undefined ? params.first === profile.url_tag : profile.url_tag === ''
	if (!tagMatches || idText !== String(profile.short_id)) {
		return { kind: 'moved', to: profilePath(profile) }
	}
	if (isOwner) {
		// The owner also sees unfinished answers, newest first (docs/product.md#answers).
		const [own, responses] = await Promise.all([
			findOwnProfile(db, profile.id, now),
			listPublicResponses(db, { author_id: profile.id, page: 1, pageSize: RESPONSE_PAGE_SIZE }, viewerId),
		])
		return { kind: 'page', profile, isOwner, responses, own, alternatives: [], acceptsMessages: true }
	}
	const [responses, alternatives, messages] = await Promise.all([
		listAuthorResponses(db, profile.id, { page: 1, pageSize: RESPONSE_PAGE_SIZE }),
		alternativesTo(db, profile),
		acceptsMessages(db, profile.id),
	])
	return { kind: 'page', profile, isOwner, responses, own: null, alternatives, acceptsMessages: messages }
}

/** A Not Accepting profile is not a dead end (docs/product.md#availability): who else could help. */
function alternativesTo(db: Db, profile: PublicProfile): Promise<TherapistCard[]> {
	if (profile.availability !== 'Not Accepting New Clients' || !profile.is_live) return Promise.resolve([])
	const state =
		profile.state && profile.licensed_states.includes(profile.state)
			? profile.state
			: profile.licensed_states[0]
	if (!state) return Promise.resolve([])
	const specialty = profile.top_issues[0] ?? profile.specialties[0]?.id ?? null
	return similarAccepting(db, { state, specialty, excludeId: profile.id })
}

/** Where 'Message Sent' leads on: the profile's state listing, and accepting therapists in its specialty there. */

/** The contact confirmation is not a dead end (docs/product.md#contact): the listings to go on with. */
export function contactNextSteps(profile: PublicProfile): ContactNextSteps {
	const state =
		profile.state && profile.licensed_states.includes(profile.state)
			? profile.state
			: profile.licensed_states[0]
	if (!state) return null
	const specialty = profile.top_issues[0] ?? profile.specialties[0]?.id ?? null
	return {
		stateListing: listingUrl({ ...EMPTY_QUERY, state }),
		stateLabel: findStateByCode(state)?.label ?? state,
		similar: listingUrl({
			...EMPTY_QUERY,
			state,
			specialties: specialty ? [specialty] : [],
			accepting: true,
		}),
	}
}
