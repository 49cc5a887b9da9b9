import { useState } from 'react'
import { MESSAGES, RequestUpdateInputSchema } from '../accounts.schema'
import { FormAlert, Notice, RobotCheck, SubmitButton, TextField } from './form-parts'
import { Modal } from './modal'
import { useAccountForm } from './use-account-form'

/** Update Email: new address + password → 'Email Sent'; the change completes from the link sent to the new address. */
export function UpdateEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
	return (
		<Modal open={open} title="Update Email" onClose={onClose}>
			<UpdateEmailForm onDone={onClose} />
		</Modal>
	)
}

function UpdateEmailForm({ onDone }: { onDone: () => void }) {
	const [sentTo, setSentTo] = useState<string | null>(null)
	const form = useAccountForm({
		schema: RequestUpdateInputSchema,
		textFields: ['email', 'password'],
		endpoint: '/auth/request_update',
		fallbackMessage: MESSAGES.updateEmail,
		onSuccess: (_data, input) => setSentTo(String((input as { email: string }).email)),
	})
	if (sentTo !== null) {
		return (
			<Notice
				title="Email Sent"
				action={
					<button
						type="button"
						onClick={onDone}
						className="min-h-11 rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800"
					>
						Done
					</button>
				}
			>
				Please verify your new email address with the link we sent to {sentTo}. Until then, keep using your
				current address to log in.
			</Notice>
		)
	}
	return (
		<form {...form.formProps}>
			<FormAlert message={form.formError} />
			<TextField
				name="email"
				label="New email"
				type="email"
				autoComplete="email"
				value={String(form.values.email)}
				error={form.errorFor('email')}
				onChange={(v) => form.setValue('email', v)}
				onBlur={() => form.touch('email')}
			/>
			<TextField
				name="password"
				label="Current password"
				type="password"
				autoComplete="current-password"
				value={String(form.values.password)}
				error={form.errorFor('password')}
				onChange={(v) => form.setValue('password', v)}
				onBlur={() => form.touch('password')}
			/>
			<RobotCheck
				checked={form.values.not_robot === true}
				error={form.errorFor('not_robot')}
				onChange={(v) => form.setValue('not_robot', v)}
			/>
			<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
				Update Email
			</SubmitButton>
		</form>
	)
}
