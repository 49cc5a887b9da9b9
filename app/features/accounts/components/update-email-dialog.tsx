import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field, FormAlert } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import {
	type FormActionData,
	MESSAGES,
	RequestUpdateInputSchema,
	UPDATE_EMAIL_INTENT,
} from '../accounts.schema'
import { RobotCheck, SubmitButton } from './form-parts'
import { Notice } from '~/components/ui/auth-card'
import { accountForm } from './account-form'

/** Update Email: new address + password → 'Email Sent'; the change completes from the link sent to the new address. */
export function UpdateEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
	return (
		<Dialog open={open} title="Update Email" onClose={onClose} size="sm">
			<UpdateEmailForm onDone={onClose} />
		</Dialog>
	)
}

/**
 * The form itself, in the header's dialog or on /account. With JavaScript it posts JSON to
 * /auth/request_update; without, a plain POST to the page's action (only /account has one, with
 * the same schema and service), whose answer comes back as `returned`.
 */
export function UpdateEmailForm({ onDone, returned }: { onDone?: () => void; returned?: FormActionData }) {
	const [sentTo, setSentTo] = useState<string | null>(returned?.sent ? (returned.values?.email ?? '') : null)
	const answer = returned?.sent ? undefined : returned
	const form = useForm({
		...accountForm(
			{ email: answer?.values?.email ?? '', password: '', not_robot: false },
			{ endpoint: '/auth/request_update', fallbackMessage: MESSAGES.updateEmail, returned: answer },
		),
		schema: RequestUpdateInputSchema,
		onSuccess: (input) => setSentTo(String((input as { email: string }).email)),
	})
	if (sentTo !== null) {
		return (
			<Notice
				title="Email Sent"
				action={
					onDone ? (
						<Button size="lg" onClick={onDone}>
							Done
						</Button>
					) : null
				}
			>
				Please verify your new email address with the link we sent to {sentTo}. Until then, keep using your
				current address to log in.
			</Notice>
		)
	}
	return (
		<form {...form.formProps}>
			<input type="hidden" name="intent" value={UPDATE_EMAIL_INTENT} />
			<FormAlert message={form.formError} />
			<Field label="New email" type="email" autoComplete="email" {...form.field('email')} />
			<Field
				label="Current password"
				type="password"
				autoComplete="current-password"
				{...form.field('password')}
			/>
			<RobotCheck {...form.box('not_robot')} />
			<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
				Update Email
			</SubmitButton>
		</form>
	)
}
