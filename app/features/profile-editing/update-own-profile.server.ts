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
import { CLAIM_FIELDS, recheckProvider } from '~/features/licences/check-after-save.server'
import { licencesAfterSave } from '~/features/licences/licence-save'
import { getOwnProfile, type OwnProfile } from './own-profile.server'
import { MESSAGES, otherIssues, SELECTION_LIMITS, type UserUpdateInput } from './profile.schema'

type ProviderUpdate = PgUpdateSetSource<typeof providers>
type FieldChanges = Omit<UserUpdateInput, 'id' | 'photo'>

/** Generous for a person editing by hand; stops a script hammering saves (each save re-checks the text). */
const PROFILE_SAVE_RATE: RateLimitRule = { bucket: 'profile_save', limit: 300, windowMs: 3_600_000 }

/** Profile fields saved as sent: each is a providers column of the same name (Pick checks it). */
type PlainChanges = Pick<
	ProviderUpdate,
	keyof Omit<FieldChanges, 'issues' | 'top_issues' | 'online_therapy' | 'onboarded'>
>

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
	// A changed claim is checked again at once (docs/product.md#licence-checks).
	if (CLAIM_FIELDS.some((field) => changes[field] !== undefined)) await recheckProvider(db, actor.id)

	// Read-your-writes: the owner's next search reflects this save.
	providersChanged(db)
	return getOwnProfile(db, actor)
}

async function saveFields(db: Db, actor: SessionUser, changes: FieldChanges): Promise<void> {
	await db.transaction(async (tx) => {
		const [row] = await tx
			.select({
				first_name: providers.first_name,
				last_name: providers.last_name,
				headline: providers.headline,
				summary: providers.summary,
				issues: providers.issues,
				top_issues: providers.top_issues,
				flagged: providers.flagged,
				flagged_keyword: providers.flagged_keyword,
				license: providers.license,
				licenses: providers.licenses,
				licensed_states: providers.licensed_states,
			})
			.from(providers)
			.where(eq(providers.id, actor.id))
			.for('update')
		if (!row) throw new AppError('not_found', 'We could not find your profile.')

		// A field sent is saved as sent (the API's names are the columns'); the ones below follow rules.
		// Every write stamps updated_at: the search index follows changes by it.
		const { issues: _i, top_issues: _t, online_therapy: _o, onboarded: _b, ...plain } = changes
		// Saving answers a moderator's request to fix something (docs/product.md#moderation).
		const set: ProviderUpdate = {
			...(plain satisfies PlainChanges),
			updated_at: sql`now()`,
			fix_request: null,
			fix_requested_at: null,
		}

		// Saving the availability, even unchanged, confirms it (docs/product.md#availability-freshness).
		if (changes.availability !== undefined) Object.assign(set, confirmationColumns(new Date()))

		const first_name = changes.first_name ?? row.first_name
		const last_name = changes.last_name ?? row.last_name
		if (changes.first_name !== undefined || changes.last_name !== undefined) {
			set.url_tag = slugify(`${first_name} ${last_name}`)
		}

		if (changes.issues !== undefined || changes.top_issues !== undefined) {
			const top = changes.top_issues ?? row.top_issues
			// Stored specialties include the top ones: search matches on `issues`.
			const issues = uniq([...top, ...(changes.issues ?? row.issues)])
			if (otherIssues(issues, top).length > SELECTION_LIMITS.issues) {
				throw new AppError('invalid', MESSAGES.issues, { fields: { issues: MESSAGES.issues } })
			}
			set.top_issues = top
			set.issues = issues
		}

		// The licences follow the licensed states, and fill an empty free-text licence line.
		Object.assign(set, licencesAfterSave(changes, row))

		if (changes.online_therapy !== undefined) {
			set.online_therapy = changes.online_therapy
			set.teletherapy = changes.online_therapy !== 'In-Person Only'
		}

		if (changes.onboarded !== undefined) {
			// The checklist gate (docs/product.md#profile-editing): first and last name before the profile opens.
			if (changes.onboarded && (!first_name.trim() || !last_name.trim())) {
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
				{ flagged: row.flagged, flagged_keyword: row.flagged_keyword },
			)
			set.flagged = flag.flagged
			set.flagged_keyword = flag.flagged_keyword
		}

		await tx.update(providers).set(set).where(eq(providers.id, actor.id))
	})
}
