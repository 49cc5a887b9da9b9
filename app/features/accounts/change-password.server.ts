import { eq } from 'drizzle-orm'
import type { SessionUser } from '~/auth/context'
import { hashPassword, verifyAgainstDummy, verifyPassword } from '~/auth/password.server'
import { deleteProviderSessions } from '~/auth/session.server'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { enqueueEmail } from '~/platform/email/outbox.server'
import { consumeRateLimit } from '~/platform/rate-limit/rate-limit.server'
import { AppError } from '~/lib/errors'
import { formFailure, pageActionInvalid } from '~/lib/page-action'
import { passwordChangedNotice } from './account-emails.server'
import type { RequestMeta } from './accounts.server'
import {
	CHANGE_PASSWORD_INTENT,
	type ChangePasswordInput,
	ChangePasswordInputSchema,
	type FormActionData,
	formDataToInput,
	MESSAGES,
	validateForm,
} from './accounts.schema'
import { afterFailedLogin, sleep } from './login-limits.server'
import { RATE_LIMITS } from './rate-limits'

/**
 * Change Password (docs/product.md#accounts): the logged-in provider, confirming with the current
 * password, sets a new one. Every other session of the account ends (this one stays), and the
 * address is told. A wrong current password counts as a failed login (the owner's notice) and
 * answers invalid on `current_password`; tries are limited per account (rate_limited, for the rest
 * of a 15-minute window). Throws unauthenticated when the account is gone.
 */
export async function changePassword(
	db: Db,
	actor: SessionUser,
	input: ChangePasswordInput,
	meta: RequestMeta,
): Promise<void> {
	const attempt = { ip: meta.ip, now: meta.now ?? new Date(), sleep: meta.sleep ?? sleep }
	await consumeRateLimit(db, RATE_LIMITS.changePassword, actor.id, attempt.now)
	const startedAt = performance.now()
	const [row] = await db
		.select({ email: providers.email, password_hash: providers.password_hash })
		.from(providers)
		.where(eq(providers.id, actor.id))
		.limit(1)
	if (!row) throw new AppError('unauthenticated', 'Please log in first.')
	const matches = row.password_hash
		? await verifyPassword(input.current_password, row.password_hash)
		: await verifyAgainstDummy(input.current_password)
	if (!matches) {
		await afterFailedLogin(db, row.email, { id: actor.id }, { ...attempt, startedAt })
		throw new AppError('invalid', MESSAGES.wrongCurrentPassword, {
			fields: { current_password: MESSAGES.wrongCurrentPassword },
		})
	}
	const password_hash = await hashPassword(input.new_password)
	await db.transaction(async (tx) => {
		await tx
			.update(providers)
			.set({ password_hash, updated_at: attempt.now })
			.where(eq(providers.id, actor.id))
		await deleteProviderSessions(tx, actor.id, actor.sessionId)
		await enqueueEmail(tx, passwordChangedNotice(row.email))
	})
}

/** Marks the page action's answer as this form's (isPasswordChangeAnswer); never the passwords. */
const ANSWER = { form: CHANGE_PASSWORD_INTENT }

/**
 * Change Password posted without JavaScript (the /account page action): the same schema and service
 * as POST /auth/change_password (docs/decisions/0003-two-entry-points-per-form.md). Never gives the
 * passwords back.
 */
export async function changePasswordFromForm(
	db: Db,
	user: SessionUser,
	formData: FormData,
	meta: RequestMeta,
) {
	const check = validateForm(ChangePasswordInputSchema, formDataToInput(formData, []), [])
	if (!check.success) return pageActionInvalid(check.fields, ANSWER)
	try {
		await changePassword(db, user, check.data, meta)
	} catch (error) {
		return formFailure(error, ANSWER)
	}
	return { done: true, values: ANSWER } satisfies FormActionData
}
