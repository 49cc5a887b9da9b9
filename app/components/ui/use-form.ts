import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { $ZodType } from 'zod/v4/core'
import { useReportDirty } from '~/components/ui/discard-guard'
import { useHydrated } from '~/components/ui/use-hydrated'
import { type JsonBody, type SubmitFailure, useJsonSubmit } from '~/components/ui/use-json-submit'
import { zodFields } from '~/lib/zod-fields'
import { z } from '~/lib/zod-mini'

type Values = Record<string, unknown>
type Key<V> = keyof V & string

/** What a form shows from an answer: messages under their fields, and the one above the button. */
export type Shown = { fields: Record<string, string>; form: string | null }

const NOTHING: Shown = { fields: {}, form: null }

/**
 * The usual reading of a failure (docs/decisions/0003-two-entry-points-per-form.md): the field
 * messages under their fields when there are any, otherwise the one message. '_' (about the whole
 * value) has no field to go under.
 */
export function fieldsOrMessage(fields: Record<string, string>, message: string | null): Shown {
	const { _: _general, ...byField } = fields
	const hasFields = Object.keys(byField).length > 0
	return { fields: hasFields ? byField : {}, form: hasFields ? null : message }
}

export type FormOptions<V extends Values> = {
	/** The zod schema shared with the page action and the endpoint (the feature's *.schema.ts). */
	schema: $ZodType
	/** The fields' first values (what a post without JavaScript gave back, or the saved ones). */
	initial: V
	/** The values as the schema (and the API) takes them; the values themselves by default. */
	toInput?: (values: V) => Record<string, unknown>
	/** Rules only the form has (boxes to tick), by field; the schema's messages come first. */
	check?: (values: V) => Record<string, string>
	/** The JSON endpoint the form posts to once JavaScript runs. */
	endpoint: string
	method?: 'post' | 'delete'
	/** Uncontrolled inputs read from the form at submit (the robot check's trap fields). */
	readFromForm?: readonly string[]
	/** What is sent, from the input that passed; the schema's output by default. */
	toBody?: (input: Record<string, unknown>, data: unknown) => JsonBody
	/** How a failed call shows; fieldsOrMessage by default. */
	failure?: (failure: SubmitFailure) => Shown
	/** What the page action answered after a post without JavaScript. */
	initialErrors?: Shown
	/**
	 * When a field's own error shows: once it changed, once it was left after a change (the default:
	 * tabbing through an empty form turns nothing red), or only after a submit (no line is kept for
	 * it then). After a submit attempt every field's error shows.
	 */
	validateOn?: 'change' | 'blur' | 'submit'
	/** Fields that must be filled (or ticked) before the button is enabled, once JavaScript runs. */
	required?: readonly Key<V>[]
	/** After a refused submit, move focus to the first field with an error so it is read out. */
	focusInvalid?: boolean
	/** Unsaved changes for the DiscardGuard around the form: true compares with `initial`. */
	isDirty?: true | ((values: V, initial: V) => boolean)
	/** A draft kept elsewhere (read once after hydration, saved on every change, forgotten once sent). */
	draft?: { key: string; read: () => Partial<V> | null; save: (values: V) => void; forget: () => void }
	/** Already sent (the page action said so). */
	succeeded?: boolean
	/** After a success, once the page's data is fresh again; gets what was sent and the answer. */
	onSuccess?: (body: JsonBody, data: unknown) => void
}

/**
 * The one form hook: values bound with `field(name)` (or `box(name)` for a checkbox), errors from the
 * shared schema and from the server's answer (JSON call or page action), a submit that posts JSON
 * through a fetcher, and what a DiscardGuard needs. Before hydration `formProps` is a plain POST to
 * the page's action, so public forms work without JavaScript.
 */
export function useForm<V extends Values>(options: FormOptions<V>) {
	const { validateOn = 'blur' } = options
	const [values, setValues] = useState<V>(options.initial)
	const [initial] = useState<V>(options.initial)
	const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set())
	const [submitted, setSubmitted] = useState(false)
	// The last answer's messages (the page action's, then the endpoint's), each until its field is edited.
	const [returned, setReturned] = useState<Shown>(options.initialErrors ?? NOTHING)
	const [succeeded, setSucceeded] = useState(Boolean(options.succeeded))
	const hydrated = useHydrated()

	const changed = options.isDirty === true ? JSON.stringify(values) !== JSON.stringify(initial) : false
	const dirty =
		!succeeded && (typeof options.isDirty === 'function' ? options.isDirty(values, initial) : changed)
	const reportDirty = useReportDirty(dirty)

	// What a person typed or ticked before the page's code ran (a slow phone): it is in the page, not
	// in `values`, and the first render after hydration would put `values` back into the fields. Read
	// once, in the commit that hydrated the form, before any re-render (React keeps the page's values
	// through hydration itself but does not report them).
	const formRef = useRef<HTMLFormElement>(null)
	// biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration
	useLayoutEffect(() => {
		if (hydrated) return // mounted after the page hydrated: nothing was typed before
		const typed = typedBeforeHydration(formRef.current, values)
		if (typed) setValues((current) => ({ ...current, ...typed }))
	}, [])

	const { draft } = options
	// Read after hydration (the server has no draft); saved only once read, so it is never overwritten.
	const [restored, setRestored] = useState(false)
	// biome-ignore lint/correctness/useExhaustiveDependencies: once per draft, when the form opens
	useEffect(() => {
		if (!draft) return
		const kept = draft.read()
		if (kept) setValues((current) => ({ ...current, ...kept }))
		setRestored(true)
	}, [draft?.key])
	// biome-ignore lint/correctness/useExhaustiveDependencies: the draft's functions change every render
	useEffect(() => {
		if (draft && restored && !succeeded) draft.save(values)
	}, [draft?.key, restored, succeeded, values])

	const call = useJsonSubmit({
		action: options.endpoint,
		method: options.method,
		onSuccess: (body, data) => {
			// Sent: closing now must not ask.
			setSucceeded(true)
			reportDirty?.(false)
			draft?.forget()
			options.onSuccess?.(body, data)
		},
		onFailure: (failure) =>
			setReturned((options.failure ?? ((f) => fieldsOrMessage(f.fields, f.message)))(failure)),
	})

	const validate = (input: Record<string, unknown>) => {
		const result = z.safeParse(options.schema, input)
		const fields = result.success ? {} : zodFields(result.error)
		for (const [name, message] of Object.entries(options.check?.(values) ?? {})) fields[name] ??= message
		return { ok: Object.keys(fields).length === 0, data: result.data, fields }
	}
	const toInput = options.toInput ?? ((v: V) => v)
	const clientErrors = validate(toInput(values)).fields

	const errorFor = (name: string): string | undefined => {
		const shown = submitted || touched.has(name)
		return returned.fields[name] ?? (shown ? clientErrors[name] : undefined)
	}
	const touch = (name: Key<V>) => {
		// Leaving a field that was only passed through (still as it started) shows no error.
		if (validateOn === 'submit' || values[name] === initial[name]) return
		setTouched((current) => (current.has(name) ? current : new Set(current).add(name)))
	}
	const set = <K extends Key<V>>(name: K, value: V[K]) => {
		setSucceeded(false)
		setValues((current) => ({ ...current, [name]: value }))
		if (validateOn === 'change') setTouched((current) => new Set(current).add(name))
		setReturned(({ fields: { [name]: _dropped, ...rest } }) => ({ fields: rest, form: null }))
	}

	// The required fields still empty (or unticked), in the form's order: the disabled button names them.
	const missing = (options.required ?? []).filter((name) => {
		const value = values[name]
		return typeof value === 'string' ? value.trim() === '' : value !== true
	})
	const complete = missing.length === 0

	const onSubmit = (event: FormEvent<HTMLFormElement>) => {
		event.preventDefault()
		if (call.busy) return
		setSubmitted(true)
		const form = new FormData(event.currentTarget)
		const input = { ...toInput(values) }
		for (const name of options.readFromForm ?? []) input[name] = String(form.get(name) ?? '')
		const result = validate(input)
		setReturned(NOTHING)
		if (!result.ok) {
			if (options.focusInvalid) focusFirstInvalid(event.currentTarget)
			return
		}
		call.submit(options.toBody ? options.toBody(input, result.data) : (result.data as JsonBody))
	}

	return {
		values,
		/** A field bound to the form: `<Field label="Email" {...form.field('email')} />`, or a Select's. */
		field: <K extends Key<V>>(name: K) => ({
			name,
			value: values[name],
			error: errorFor(name),
			onChange: (value: V[K]) => set(name, value),
			// A Field with onBlur keeps a line for its error; forms checked on submit keep none.
			...(validateOn === 'submit' ? {} : { onBlur: () => touch(name) }),
		}),
		/** A checkbox bound to the form (Checkbox, RobotCheck). */
		box: (name: Key<V>) => ({
			name,
			checked: values[name] === true,
			error: errorFor(name),
			onChange: (checked: boolean) => set(name, checked as V[Key<V>]),
		}),
		set,
		touch,
		errorFor,
		formError: returned.form,
		busy: call.busy,
		submitted,
		succeeded,
		dirty,
		complete,
		missing,
		/** The button is disabled only once JavaScript runs; without it the server validates. */
		submitDisabled: hydrated && !complete,
		onSubmit,
		formProps: { method: 'post' as const, noValidate: true, onSubmit, ref: formRef },
	}
}

/** After a refused submit, focus the first field with an error (a group's first choice). */
function focusFirstInvalid(form: HTMLFormElement) {
	requestAnimationFrame(() => {
		const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]')
		if (!invalid) return
		const target =
			invalid.tagName === 'FIELDSET' ? invalid.querySelector<HTMLElement>('input, button') : invalid
		target?.focus()
	})
}

/** The form's fields whose page value differs from `values` (text and ticks), or null for none. */
function typedBeforeHydration<V extends Values>(form: HTMLFormElement | null, values: V): Partial<V> | null {
	if (!form) return null
	const typed: Values = {}
	for (const [name, value] of Object.entries(values)) {
		const element = form.elements.namedItem(name)
		if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
			if (typeof value === 'boolean' && element.checked !== value) typed[name] = element.checked
		} else if (
			(element instanceof HTMLInputElement ||
				element instanceof HTMLTextAreaElement ||
				element instanceof HTMLSelectElement) &&
			typeof value === 'string' &&
			element.value !== value
		)
			typed[name] = element.value
	}
	return Object.keys(typed).length > 0 ? (typed as Partial<V>) : null
}
