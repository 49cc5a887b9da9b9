import { useEffect, useRef, useState } from 'react'
import { Field, FormAlert } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import {
	CHANGE_PASSWORD_INTENT,
	ChangePasswordInputSchema,
	type FormActionData,
	MESSAGES,
	PASSWORD_MIN,
} from '../accounts.schema'
import { SubmitButton } from './form-parts'
import { accountForm } from './account-form'

/** Where the form sits on /account: a post without JavaScript comes back scrolled to its answer. */
export const CHANGE_PASSWORD_ANCHOR = 'change-password'

/**
 * Change Password on /account (docs/product.md#accounts). With JavaScript it posts JSON to
 * /auth/change_password and the answer replaces the form, focused so it is read out; without, a
 * plain POST to the page's action, whose answer comes back as `returned`.
 */
export function ChangePasswordForm({ returned }: { returned?: FormActionData }) {
	const [changed, setChanged] = useState(Boolean(returned?.done))
	const answer = returned?.done ? undefined : returned
	const form = useForm({
		...accountForm(
			{ current_password: '', new_password: '', new_password_repeat: '' },
			{
				endpoint: '/auth/change_password',
				fallbackMessage: MESSAGES.changePassword,
				returned: answer,
				robotCheck: false,
			},
		),
		schema: ChangePasswordInputSchema,
		focusInvalid: true,
		onSuccess: () => setChanged(true),
	})
	if (changed) return <PasswordChanged focus={!returned?.done} />
	return (
		<form {...form.formProps} action={`/account#${CHANGE_PASSWORD_ANCHOR}`}>
			<input type="hidden" name="intent" value={CHANGE_PASSWORD_INTENT} />
			<FormAlert message={form.formError} />
			<Field
				label="Current password"
				type="password"
				autoComplete="current-password"
				{...form.field('current_password')}
			/>
			<Field
				label="New password"
				type="password"
				autoComplete="new-password"
				hint={`At least ${PASSWORD_MIN} characters.`}
				{...form.field('new_password')}
			/>
			<Field
				label="Repeat new password"
				type="password"
				autoComplete="new-password"
				{...form.field('new_password_repeat')}
			/>
			<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
				Change Password
			</SubmitButton>
		</form>
	)
}

/** The outcome, announced (role=status) and, after a call from this page, focused. */
function PasswordChanged({ focus }: { focus: boolean }) {
	const ref = useRef<HTMLDivElement>(null)
	useEffect(() => {
		if (focus) ref.current?.focus()
	}, [focus])
	return (
		<div
			ref={ref}
			role="status"
			tabIndex={-1}
			className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-ink focus:outline-2 focus:outline-brand-700"
		>
			<p className="font-semibold">Password changed</p>
			<p className="mt-1">
				Use your new password from now on. Every other device was logged out; this one stays logged in. We
				sent you an email to confirm it.
			</p>
		</div>
	)
}
