import { type FormEvent, useMemo, useState } from 'react'
import type { z } from 'zod'
import { zodFields } from '~/lib/zod-fields'
import { MESSAGES } from '../profile.schema'
import { saveProfile } from './save-profile'

type Options<V> = {
	/** Turns the form's values into what the schema (and the API) expects. */
	toInput?: (values: V) => unknown
	/** Called after a successful save (reload the page data, close the modal). */
	onSaved: () => Promise<void> | void
}

/**
 * Form state for one modal: values, inline errors from the shared schema (shown once a field was
 * touched, or everywhere after a Save attempt), the server's field errors, and the save itself.
 */
export function useProfileForm<V extends Record<string, unknown>>(
	schema: z.ZodType,
	initial: V,
	{ toInput = (v) => v, onSaved }: Options<V>,
) {
	const [values, setValues] = useState<V>(initial)
	const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
	const [submitted, setSubmitted] = useState(false)
	const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
	const [formError, setFormError] = useState<string | null>(null)
	const [saving, setSaving] = useState(false)

	const clientErrors = useMemo(() => {
		const result = schema.safeParse(toInput(values))
		return result.success ? {} : zodFields(result.error)
	}, [schema, toInput, values])

	function errorFor(field: keyof V & string): string | undefined {
		const shown = submitted || touched.has(field)
		return (shown ? clientErrors[field] : undefined) ?? serverErrors[field]
	}

	function touch(field: keyof V & string) {
		setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
	}

	function set<K extends keyof V & string>(field: K, value: V[K]) {
		setValues((current) => ({ ...current, [field]: value }))
		touch(field)
		setServerErrors(({ [field]: _dropped, ...rest }) => rest)
		setFormError(null)
	}

	async function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (saving) return
		setSubmitted(true)
		const parsed = schema.safeParse(toInput(values))
		if (!parsed.success) {
			focusFirstInvalid(event.currentTarget)
			return
		}
		setSaving(true)
		setFormError(null)
		const result = await saveProfile(parsed.data as Record<string, unknown>)
		if (!result.ok) {
			setSaving(false)
			setServerErrors(result.fields ?? {})
			setFormError(result.message ?? MESSAGES.saveFailed)
			return
		}
		try {
			await onSaved()
		} finally {
			setSaving(false)
		}
	}

	return { values, set, touch, errorFor, submit, saving, formError, setFormError, submitted }
}

/** After a refused Save, move focus to the first field with an error so it is read out. */
function focusFirstInvalid(form: HTMLFormElement) {
	requestAnimationFrame(() => {
		const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]')
		if (!invalid) return
		const target =
			invalid.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input, button') : invalid
		target?.focus()
	})
}
