import type { z } from 'zod'
import { Field, FormAlert } from '~/components/ui/field'
import { useForm } from '~/components/ui/use-form'
import type { FormActionData } from '../accounts.schema'
import { RobotCheck, SubmitButton } from './form-parts'
import { accountForm } from './account-form'

type Props<S extends z.core.$ZodType> = {
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
export function EmailRequestForm<S extends z.core.$ZodType>(props: Props<S>) {
	const form = useForm({
		...accountForm(
			{ email: props.returned?.values?.email ?? props.initialEmail ?? '', not_robot: false },
			{ endpoint: props.endpoint, fallbackMessage: props.fallbackMessage, returned: props.returned },
		),
		schema: props.schema,
		onSuccess: (input) => props.onSent(String((input as { email: string }).email)),
	})
	return (
		<form {...form.formProps}>
			<input type="hidden" name="intent" value={props.intent} />
			<FormAlert message={form.formError} />
			<Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
			<RobotCheck {...form.box('not_robot')} />
			<SubmitButton disabled={form.submitDisabled} busy={form.busy}>
				{props.buttonLabel}
			</SubmitButton>
		</form>
	)
}
