import type { Db } from '~/db/client.server'
import { listResponseIds } from '~/features/answers/public-responses.server'
import { ownConsultation, publicConsultation } from '~/features/consultations/consultation-doc.server'
import { findOwnProfile, type OwnProfile } from '~/features/profile-editing/own-profile.server'
import { isViewableBy } from '~/features/therapists/live-profile'
import {
	findPublicProfileById,
	findPublicProfileByShortId,
} from '~/features/therapists/public-profile.server'
import { type OwnUserDoc, toOwnUserDoc, toUserDoc, type UserDoc } from './user-doc'

/** The owner's doc, with every answer of theirs that is not deleted. */
export async function findOwnUserDoc(db: Db, profile: OwnProfile): Promise<OwnUserDoc> {
	const [ids, consultation] = await Promise.all([
		listResponseIds(db, profile.id, true),
		ownConsultation(db, profile.id),
	])
	return toOwnUserDoc(profile, ids, consultation)
}

/**
 * One provider as the viewer may see them: the owner gets their own doc; anyone else the public
 * doc of a viewable profile (drafts are not found).
 */
export async function findVisibleUserDoc(
	db: Db,
	key: { id: string } | { short_id: number },
	viewerId: string | null,
	now = new Date(),
): Promise<{ doc: UserDoc | OwnUserDoc; isOwn: boolean } | null> {
	const profile =
		'id' in key
			? await findPublicProfileById(db, key.id, now)
			: await findPublicProfileByShortId(db, key.short_id, now)
	if (!profile) return null
	if (viewerId === profile.id) {
		const own = await findOwnProfile(db, profile.id, now)
		return own ? { doc: await findOwnUserDoc(db, own), isOwn: true } : null
	}
	if (!isViewableBy(profile, viewerId)) return null
	const [ids, consultation] = await Promise.all([
		listResponseIds(db, profile.id, false),
		publicConsultation(db, profile.id, now),
	])
	return { doc: toUserDoc(profile, ids, consultation), isOwn: false }
}
