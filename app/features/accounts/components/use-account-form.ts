import { type FormEvent, useEffect, useState } from 'react'
import type { z } from 'zod'
import { ROBOT_TRAP_FIELDS as ROBOT_TRAPS } from '~/lib/robot-check'
import { validateForm } from '../accounts.schema'
import { postJson } from './post-json'

export type FormState = { fields?: Record<string, string>; message?: string }

type Options<S extends z.ZodType> = {
	schema: S
	/** Visible text inputs, all required. */
	textFields: readonly string[]
	/** Boxes that must be ticked; the robot check's 'not_robot' box is always one. */
	boxes?: readonly string[]
	endpoint: string
	/** Shown when the call fails without a message of its own (network, 403, 500). */
	fallbackMessage: string
	onSuccess: (data: unknown, input: z.infer<S>) => void
	/** Fixed values sent along (e.g. user_id and token from a link). */
	extra?: Record<string, string>
	/** Values and errors returned by the page action after a post without JavaScript. */
	initialValues?: Record<string, string>
	initialErrors?: FormState
}

/**
 * One account form: controlled values, errors under fields (after blur or submit), and a submit
 * that posts JSON to the /auth endpoint. Before hydration the form is a plain POST to the page's
 * own action, so it works without JavaScript; the button is only disabled once this hook runs.
 */
export function useAccountForm<S extends z.ZodType>(options: Options<S>) {
	const boxes = ['not_robot', ...(options.boxes ?? [])]
	const [values, setValues] = useState<Record<string, string | boolean>>(() => {
		const initial: Record<string, string | boolean> = {}
		for (const name of options.textFields) initial[name] = options.initialValues?.[name] ?? ''
		for (const name of boxes) initial[name] = false
		return initial
	})
	const [touched, setTouched] = useState<Record<string, boolean>>({})
	const [serverErrors, setServerErrors] = useState<Record<string, string>>(
		options.initialErrors?.fields ?? {},
	)
	const [formError, setFormError] = useState<string | null>(options.initialErrors?.message ?? null)
	const [busy, setBusy] = useState(false)
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])

	const complete =
		options.textFields.every((name) => String(values[name] ?? '').trim() !== '') &&
		boxes.every((name) => values[name] === true)

	const check = validateForm(options.schema, { ...values, ...options.extra }, boxes)
	const clientErrors = check.success ? {} : check.fields
	const errorFor = (name: string): string | undefined =>
		serverErrors[name] ?? (touched[name] ? clientErrors[name] : undefined)

	const setValue = (name: string, value: string | boolean) => {
		setValues((current) => ({ ...current, [name]: value }))
		setServerErrors(({ [name]: _dropped, ...rest }) => rest)
		setFormError(null)
	}
	const touch = (name: string) => setTouched((current) => ({ ...current, [name]: true }))

	const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (busy) return
		const form = new FormData(event.currentTarget)
		const input: Record<string, string | boolean> = { ...values, ...options.extra }
		for (const trap of ROBOT_TRAPS) input[trap] = String(form.get(trap) ?? '')
		const result = validateForm(options.schema, input, boxes)
		if (!result.success) {
			setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])))
			setServerErrors(result.fields)
			return
		}
		setBusy(true)
		setFormError(null)
		const response = await postJson(options.endpoint, result.data)
		setBusy(false)
		if (response.ok) {
			options.onSuccess(response.data, result.data)
			return
		}
		if (response.fields && Object.keys(response.fields).length > 0) setServerErrors(response.fields)
		else
			setFormError(
				response.message && response.status !== 403 && response.status < 500
					? response.message
					: options.fallbackMessage,
			)
	}

	return {
		values,
		setValue,
		touch,
		errorFor,
		formError,
		busy,
		complete,
		/** The button is disabled only once JavaScript runs; without it the server validates. */
		submitDisabled: hydrated && (!complete || busy),
		formProps: { method: 'post' as const, noValidate: true, onSubmit },
	}
}
