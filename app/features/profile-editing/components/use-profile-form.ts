import { type FormEvent, useMemo, useState } from 'react'
import type { z } from '~/lib/zod-mini'
import { type JsonBody, useJsonSubmit } from '~/components/ui/use-json-submit'
import { zodFields } from '~/lib/zod-fields'
import { MESSAGES } from '../profile.schema'
import { useReportDirty } from '~/components/ui/discard-guard'

type Options<V> = {
	/** Turns the form's values into what the schema (and the API) expects. */
	toInput?: (values: V) => unknown
	/** Called after a successful save, once the page's data is fresh again (close the modal). */
	onSaved: () => void
}

/**
 * Form state for one modal: values, inline errors from the shared schema (shown once a field was
 * touched, or everywhere after a Save attempt), the server's field errors, and the save itself.
 */
export function useProfileForm<V extends Record<string, unknown>>(
	schema: z.ZodMiniType,
	initial: V,
	{ toInput = (v) => v, onSaved }: Options<V>,
) {
	const [values, setValues] = useState<V>(initial)
	const [initialValues] = useState<V>(initial)
	const [saved, setSaved] = useState(false)
	const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
	const [submitted, setSubmitted] = useState(false)
	const [dismissed, setDismissed] = useState<ReadonlySet<string>>(() => new Set())
	// Unsaved changes: closing the modal asks first (DiscardGuard).
	const dirty = useMemo(
		() => !saved && JSON.stringify(values) !== JSON.stringify(initialValues),
		[saved, values, initialValues],
	)
	const reportDirty = useReportDirty(dirty)
	const save = useJsonSubmit({
		action: '/api/user',
		onSuccess: () => {
			// Saved: closing now must not ask.
			setSaved(true)
			reportDirty?.(false)
			onSaved()
		},
	})
	// A field's server error goes away once it is edited; the form's once anything is.
	const serverErrors = save.failure?.fields ?? {}
	const formError =
		save.failure && !dismissed.has('_form') ? (save.failure.message ?? MESSAGES.saveFailed) : null

	const clientErrors = useMemo(() => {
		const result = schema.safeParse(toInput(values))
		return result.success ? {} : zodFields(result.error)
	}, [schema, toInput, values])

	function errorFor(field: keyof V & string): string | undefined {
		const shown = submitted || touched.has(field)
		return (
			(shown ? clientErrors[field] : undefined) ?? (dismissed.has(field) ? undefined : serverErrors[field])
		)
	}

	function touch(field: keyof V & string) {
		setTouched((current) => (current.has(field) ? current : new Set(current).add(field)))
	}

	function set<K extends keyof V & string>(field: K, value: V[K]) {
		setSaved(false)
		setValues((current) => ({ ...current, [field]: value }))
		touch(field)
		setDismissed((current) => new Set(current).add(field).add('_form'))
	}

	function submit(event: FormEvent<HTMLFormElement>) {
		event.preventDefault()
		if (save.busy) return
		setSubmitted(true)
		const parsed = schema.safeParse(toInput(values))
		if (!parsed.success) {
			focusFirstInvalid(event.currentTarget)
			return
		}
		setDismissed(new Set())
		save.submit(parsed.data as JsonBody)
	}

	return { values, set, touch, errorFor, submit, saving: save.busy, formError, submitted, dirty }
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
