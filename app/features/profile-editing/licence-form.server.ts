import { data, redirect } from 'react-router'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { LICENCE_INTENT, licenceInput } from '~/features/licences/licence-form'
import { statusFor } from '~/lib/error-status'
import { isAppError } from '~/lib/errors'
import type { PageActionFailure } from '~/lib/page-action'
import { getOwnProfile } from './own-profile.server'
import { parseUserUpdate } from './profile.schema'
import { updateOwnProfile } from './update-own-profile.server'

/**
 * The Licence modal posted without JavaScript (docs/product.md#licence-checks): the same schema and
 * save as POST /api/user. Saved: back to the profile (the modal closes). Refused: the modal again,
 * with the field messages and what was typed.
 */
export async function saveLicenceForm(db: Db, actor: SessionUser, form: FormData, profilePath: string) {
	const values: Record<string, string> = {}
	for (const [key, value] of form) if (typeof value === 'string' && key !== 'intent') values[key] = value
	try {
		const { licensed_states } = await getOwnProfile(db, actor)
		await updateOwnProfile(db, actor, parseUserUpdate(licenceInput(values, licensed_states)))
		return redirect(profilePath)
	} catch (error) {
		if (!isAppError(error)) throw error
		const body: PageActionFailure & { intent: string } = {
			ok: false,
			intent: LICENCE_INTENT,
			message: error.fields ? undefined : error.message,
			fields: error.fields,
			values,
		}
		return data(body, { status: statusFor(error.code) })
	}
}
