import { providersChanged } from '~/db/changes'
import { eq, sql } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { confirmationColumns } from '~/features/availability/confirm-availability.server'
import { listAnswerTexts } from '~/features/answers/write-answers.server'
import { commitUploadedPhoto } from '~/features/photos/photos.server'
import { reviewFreeText } from '~/features/moderation/moderation.server'
import { consumeRateLimit, type RateLimitRule } from '~/platform/rate-limit/rate-limit.server'
import { slugify } from '~/platform/reference/states'
import { AppError } from '~/lib/errors'
import { getOwnProfile, type OwnProfile } from './own-profile.server'
import { MESSAGES, otherIssues, SELECTION_LIMITS, type UserUpdateInput } from './profile.schema'

type ProviderUpdate = PgUpdateSetSource<typeof providers>

/** Generous for a person editing by hand; stops a script hammering saves (each save re-checks the text). */
const PROFILE_SAVE_RATE: RateLimitRule = { bucket: 'profile_save', limit: 300, windowMs: 3_600_000 }

/** API names of the plain fields → their columns. */
const COLUMN_OF = {
	first_name: 'firstName',
	last_name: 'lastName',
	headline: 'headline',
	phone: 'phone',
	license: 'license',
	link: 'link',
	availability: 'availability',
	summary: 'summary',
	approaches: 'approaches',
	min_cost: 'minCost',
	max_cost: 'maxCost',
	payments: 'payments',
	gender: 'gender',
	ethnicity: 'ethnicity',
	sexuality: 'sexuality',
	faith: 'faith',
	language: 'language',
	focuses_age: 'focusesAge',
	licensed_states: 'licensedStates',
	addressOne: 'addressOne',
	addressTwo: 'addressTwo',
	city: 'city',
	zip: 'zip',
	state: 'state',
	onboarded_letter: 'onboardedLetter',
} as const satisfies Partial<Record<keyof UserUpdateInput, keyof ProviderUpdate>>

const uniq = <T>(list: readonly T[]): T[] => [...new Set(list)]

/**
 * Saves the logged-in provider's own profile: only the fields sent change (values already trimmed
 * and checked by UserUpdateSchema). Also keeps url_tag, teletherapy and the moderation flag in step,
 * and lets the search index see the change at once.
 * Throws forbidden (someone else's id), invalid (nothing to save, checklist without a name,
 * too many specialties), rate_limited, not_found (account gone).
 */
export async function updateOwnProfile(
	db: Db,
	actor: SessionUser,
	input: UserUpdateInput,
): Promise<OwnProfile> {
	if (input.id !== undefined && input.id !== actor.id) {
		throw new AppError('forbidden', 'You can only edit your own profile.')
	}
	await consumeRateLimit(db, PROFILE_SAVE_RATE, actor.id)
	const { id: _id, photo, ...changes } = input
	const hasChanges = Object.keys(changes).length > 0
	if (!hasChanges && !photo) throw new AppError('invalid', MESSAGES.nothingToSave)

	// The newest processed upload becomes the photo (the media pipeline stamps updated_at itself).
	if (photo) await commitUploadedPhoto(db, actor)
	if (hasChanges) await saveFields(db, actor, changes)

	// Read-your-writes: the owner's next search reflects this save.
	providersChanged(db)
	return getOwnProfile(db, actor)
}

type FieldChanges = Omit<UserUpdateInput, 'id' | 'photo'>

async function saveFields(db: Db, actor: SessionUser, changes: FieldChanges): Promise<void> {
	await db.transaction(async (tx) => {
		const [row] = await tx
			.select({
				firstName: providers.firstName,
				lastName: providers.lastName,
				headline: providers.headline,
				summary: providers.summary,
				issues: providers.issues,
				topIssues: providers.topIssues,
				flagged: providers.flagged,
				flaggedKeyword: providers.flaggedKeyword,
			})
			.from(providers)
			.where(eq(providers.id, actor.id))
			.for('update')
		if (!row) throw new AppError('not_found', 'We could not find your profile.')

		// Every write stamps updated_at: the search index follows changes by it.
		const set: ProviderUpdate = { updatedAt: sql`now()` }
		for (const [field, column] of Object.entries(COLUMN_OF) as Array<
			[keyof typeof COLUMN_OF, keyof ProviderUpdate]
		>) {
			if (changes[field] !== undefined) Object.assign(set, { [column]: changes[field] })
		}

		// Saving the availability, even unchanged, confirms it (docs/product.md#availability-freshness).
		if (changes.availability !== undefined) Object.assign(set, confirmationColumns(new Date()))

		const firstName = changes.first_name ?? row.firstName
		const lastName = changes.last_name ?? row.lastName
		if (changes.first_name !== undefined || changes.last_name !== undefined) {
			set.urlTag = slugify(`${firstName} ${lastName}`)
		}

		if (changes.issues !== undefined || changes.top_issues !== undefined) {
			const top = changes.top_issues ?? row.topIssues
			// Stored specialties include the top ones: search matches on `issues`.
			const issues = uniq([...top, ...(changes.issues ?? row.issues)])
			if (otherIssues(issues, top).length > SELECTION_LIMITS.issues) {
				throw new AppError('invalid', MESSAGES.issues, { fields: { issues: MESSAGES.issues } })
			}
			set.topIssues = top
			set.issues = issues
		}

		if (changes.online_therapy !== undefined) {
			set.onlineTherapy = changes.online_therapy
			set.teletherapy = changes.online_therapy !== 'In-Person Only'
		}

		if (changes.onboarded !== undefined) {
			// The checklist gate (docs/product.md#profile-editing): first and last name before the profile opens.
			if (changes.onboarded && (!firstName.trim() || !lastName.trim())) {
				throw new AppError('invalid', MESSAGES.checklistName, {
					fields: { first_name: MESSAGES.checklistName },
				})
			}
			set.onboarded = changes.onboarded
		}

		if (changes.headline !== undefined || changes.summary !== undefined) {
			const flag = await reviewFreeText(
				tx,
				actor.id,
				// Everything the provider wrote counts, their answers too.
				[
					changes.headline ?? row.headline,
					changes.summary ?? row.summary,
					...(await listAnswerTexts(tx, actor.id)),
				],
				{ flagged: row.flagged, flaggedKeyword: row.flaggedKeyword },
			)
			set.flagged = flag.flagged
			set.flaggedKeyword = flag.flaggedKeyword
		}

		await tx.update(providers).set(set).where(eq(providers.id, actor.id))
	})
}
