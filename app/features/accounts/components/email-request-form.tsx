import type { z } from 'zod'
import type { FormActionData } from '../accounts.schema'
import { FormAlert, RobotCheck, SubmitButton, TextField } from './form-parts'
import { useAccountForm } from './use-account-form'

type Props<S extends z.ZodType> = {
	schema: S
	endpoint: string
	/** Tells the page action which form was posted without JavaScript. */
	intent: string
	buttonLabel: string
	fallbackMessage: string
	initialEmail?: string
	returned?: FormActionData
	onSent: (email: string) => void
}

/** "Enter your e-mail" plus the robot check: used by /reset and /verify. */
export function EmailRequestForm<S extends z.ZodType>(props: Props<S>) {
	const form = useAccountForm({
		schema: props.schema,
		textFields: ['email'],
		endpoint: props.endpoint,
		fallbackMessage: props.fallbackMessage,
		initialValues: { email: props.returned?.values?.email ?? props.initialEmail ?? '' },
		initialErrors: props.returned,
		onSuccess: (_data, input) => props.onSent(String((input as { email: string }).email)),
	})
	return (
		<form {...form.formProps}>
			<input type="hidden" name="intent" value={props.intent} />
			<FormAlert message={form.formError} />
			<TextField
				name="email"
				label="Email"
				type="email"
				autoComplete="email"
				value={String(form.values.email)}
				error={form.errorFor('email')}
				onChange={(v) => form.setValue('email', v)}
				onBlur={() => form.touch('email')}
			/>
			<RobotCheck
				checked={form.values.not_robot === true}
				error={form.errorFor('not_robot')}
				onChange={(v) => form.setValue('not_robot', v)}
			/>
			<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
				{props.buttonLabel}
			</SubmitButton>
		</form>
	)
}
