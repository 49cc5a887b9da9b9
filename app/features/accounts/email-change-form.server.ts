import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import {
	type FormActionData,
	formDataToInput,
	RequestUpdateInputSchema,
	validateForm,
} from './accounts.schema'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { requestEmailUpdate } from './email-links.server'

/**
 * Update Email posted without JavaScript (the /account page action): the same schema and service
 * as POST /auth/request_update (docs/decisions/0003-two-entry-points-per-form.md). Its answer always
 * carries `values.email` (isEmailUpdateAnswer).
 */
export async function requestEmailUpdateFromForm(db: Db, user: SessionUser, formData: FormData) {
	const input = formDataToInput(formData)
	const values = { email: String(input.email ?? '') }
	const check = validateForm(RequestUpdateInputSchema, input)
	if (!check.success) return pageActionInvalid(check.fields, values)
	try {
		await requestEmailUpdate(db, user, check.data)
	} catch (error) {
		return formFailure(error, values)
	}
	return { sent: true, values: { email: check.data.email } } satisfies FormActionData
}
