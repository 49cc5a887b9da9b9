import type { Db } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import { ConsultationSettingsSchema } from './consultations.schema'
import { padRows, type SettingsFormValues, valuesFromForm, valuesToInput } from './settings-form'
import { saveConsultationSettings } from './settings.server'

// The 'Free consultation' modal without JavaScript (docs/product.md#free-consultations): its form posts
// to the owner's profile page, whose action hands it here. Provider pages are English.

export type SettingsFormAnswer =
	| { saved: true }
	| { saved: false; values: SettingsFormValues; message?: string }

/**
 * Saves the posted settings through saveConsultationSettings (as POST /api/user does), or answers the
 * form again: one more window row ('Add another window'), or the first problem in the schema's words.
 */
export async function saveSettingsForm(
	db: Db,
	provider_id: string | null,
	body: Record<string, string>,
): Promise<SettingsFormAnswer> {
	if (!provider_id) throw new AppError('unauthenticated', 'Please log in to change your settings.')
	const values = valuesFromForm(body)
	if (body.intent === 'consultation_add_window')
		return {
			saved: false,
			values: { ...values, windows: padRows(values.windows, values.windows.length + 1) },
		}
	const parsed = ConsultationSettingsSchema.safeParse(valuesToInput(values))
	if (!parsed.success) {
		const issue = parsed.error.issues[0]
		const [field, row] = issue.path
		const where =
			field === 'windows' && typeof row === 'number'
				? `Window ${row + 1}: `
				: field
					? `${String(field)}: `
					: ''
		return {
			saved: false,
			values: { ...values, windows: padRows(values.windows) },
			message: `${where}${issue.message}`,
		}
	}
	await saveConsultationSettings(db, provider_id, parsed.data)
	return { saved: true }
}
