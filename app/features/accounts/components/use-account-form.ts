import { type FormEvent, useState } from 'react'
import type { z } from 'zod'
import { useHydrated } from '~/components/ui/use-hydrated'
import { type JsonBody, useJsonSubmit } from '~/components/ui/use-json-submit'
import { ROBOT_TRAP_FIELDS as ROBOT_TRAPS } from '~/lib/robot-check'
import { type FormActionData, validateForm } from '../accounts.schema'

type Options<S extends z.core.$ZodType> = {
	schema: S
	/** Visible text inputs, all required. */
	textFields: readonly string[]
	/** Boxes that must be ticked; the robot check's 'not_robot' box is always one. */
	boxes?: readonly string[]
	/** The JSON endpoint (/auth/…) the form posts to once JavaScript runs. */
	endpoint: string
	/** Shown when the call fails without a message of its own (or with a refusal not meant for users). */
	fallbackMessage: string
	/** After a success, once the page's data has revalidated (which may already have redirected). */
	onSuccess?: (input: z.infer<S>) => void
	/** Fixed values sent along (e.g. user_id and token from a link). */
	extra?: Record<string, string>
	/** Values and errors returned by the page action after a post without JavaScript. */
	initialValues?: Record<string, string>
	initialErrors?: FormActionData
}

/**
 * One account form: controlled values, errors under fields (after blur or submit), and a submit
 * that posts JSON to the /auth endpoint through a fetcher. Before hydration the form is a plain
 * POST to the page's own action, so it works without JavaScript; the button is only disabled
 * once this hook runs.
 */
export function useAccountForm<S extends z.core.$ZodType>(options: Options<S>) {
	const boxes = ['not_robot', ...(options.boxes ?? [])]
	const [values, setValues] = useState<Record<string, string | boolean>>(() => {
		const initial: Record<string, string | boolean> = {}
		for (const name of options.textFields) initial[name] = options.initialValues?.[name] ?? ''
		for (const name of boxes) initial[name] = false
		return initial
	})
	const [touched, setTouched] = useState<Record<string, boolean>>({})
	// Messages from the last answer (the no-JS page action's, then the endpoint's), until edited.
	const [returned, setReturned] = useState<{ fields: Record<string, string>; form: string | null }>({
		fields: options.initialErrors?.fields ?? {},
		form: options.initialErrors?.message ?? null,
	})
	const hydrated = useHydrated()
	const call = useJsonSubmit({
		action: options.endpoint,
		onSuccess: (body) => options.onSuccess?.(body as z.infer<S>),
		onFailure: (failure) => {
			const hasFields = Object.keys(failure.fields).length > 0
			// A refused origin (forbidden) is not the user's doing: give the form's own message.
			const useful = failure.message && failure.code !== 'forbidden'
			setReturned({
				fields: failure.fields,
				form: hasFields ? null : useful ? failure.message : options.fallbackMessage,
			})
		},
	})

	const complete =
		options.textFields.every((name) => String(values[name] ?? '').trim() !== '') &&
		boxes.every((name) => values[name] === true)

	const check = validateForm(options.schema, { ...values, ...options.extra }, boxes)
	const clientErrors = check.success ? {} : check.fields
	const errorFor = (name: string): string | undefined =>
		returned.fields[name] ?? (touched[name] ? clientErrors[name] : undefined)

	const setValue = (name: string, value: string | boolean) => {
		setValues((current) => ({ ...current, [name]: value }))
		setReturned(({ fields: { [name]: _dropped, ...rest } }) => ({ fields: rest, form: null }))
	}
	const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }))

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (call.busy) return
		const form = new FormData(event.currentTarget)
		const input: Record<string, string | boolean> = { ...values, ...options.extra }
		for (const trap of ROBOT_TRAPS) input[trap] = String(form.get(trap) ?? '')
		const result = validateForm(options.schema, input, boxes)
		if (!result.success) {
			setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])))
			setReturned({ fields: result.fields, form: null })
			return
		}
		setReturned({ fields: {}, form: null })
		call.submit(result.data as JsonBody)
	}

	return {
		values,
		/** What a text Field needs: `<Field label="Email" {...form.field('email')} />`. */
		field: (name: string) => ({
			name,
			value: String(values[name] ?? ''),
			error: errorFor(name),
			onChange: (value: string) => setValue(name, value),
			onBlur: () => touch(name),
		}),
		/** What a box needs (Checkbox, RobotCheck). */
		box: (name: string) => ({
			name,
			checked: values[name] === true,
			error: errorFor(name),
			onChange: (checked: boolean) => setValue(name, checked),
		}),
		setValue,
		touch,
		errorFor,
		formError: returned.form,
		busy: call.busy,
		complete,
		/** The button is disabled only once JavaScript runs; without it the server validates. */
		submitDisabled: hydrated && !complete,
		formProps: { method: 'post' as const, noValidate: true, onSubmit },
	}
}
