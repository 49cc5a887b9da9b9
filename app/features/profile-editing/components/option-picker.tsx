import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import type { Option } from '~/features/reference/options'
import { FieldError } from './fields'
import { useIsPhone } from './use-is-phone'

/** Selects become searchable above 10 options (docs/product.md#profile-editing). */
export const SEARCHABLE_ABOVE = 10

type OptionPickerProps = {
	label: string
	name: string
	options: readonly Option[]
	value: readonly string[]
	onChange: (value: string[]) => void
	/** Several values (checkboxes) or one (radios). */
	multiple?: boolean
	/** Shown as "n of max chosen"; the limit itself is checked by the shared schema. */
	max?: number
	/** For an optional single choice: the label of "no value". */
	noneLabel?: string
	placeholder?: string
	hint?: ReactNode
	error?: string
	required?: boolean
}

/**
 * The one select of the profile forms: a button that opens a list of checkboxes or radios, with a
 * search box above 10 options. From 640px the list opens in place; on phones it opens as a
 * full-screen sheet (a modal dialog). Chosen values show as removable chips.
 */
export function OptionPicker(props: OptionPickerProps) {
	const { label, options, value, multiple = false, max, error, hint, required } = props
	const id = useId()
	const isPhone = useIsPhone()
	const [open, setOpen] = useState(false)
	const button = useRef<HTMLButtonElement>(null)
	const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v
	const chosen = value.map(labelOf)
	const summary =
		chosen.length === 0
			? (props.noneLabel ?? props.placeholder ?? (multiple ? 'Choose…' : 'Choose one…'))
			: multiple
				? `${chosen.length} chosen`
				: chosen[0]

	const close = () => {
		setOpen(false)
		requestAnimationFrame(() => button.current?.focus())
	}

	const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<div className="mb-5">
			<span id={`${id}-label`} className="block font-medium text-ink">
				{label}
				{required ? null : <span className="font-normal text-muted"> (optional)</span>}
			</span>
			{hint ? (
				<p id={`${id}-hint`} className="mt-0.5 text-muted text-sm">
					{hint}
				</p>
			) : null}
			<button
				ref={button}
				type="button"
				onClick={() => (open ? close() : setOpen(true))}
				aria-haspopup={isPhone ? 'dialog' : undefined}
				aria-expanded={open}
				aria-controls={open && !isPhone ? `${id}-panel` : undefined}
				aria-labelledby={`${id}-label ${id}-value`}
				aria-describedby={describedBy || undefined}
				aria-invalid={error ? true : undefined}
				className="mt-1 flex min-h-11 w-full items-center justify-between gap-3 rounded-lg border border-stone-300 bg-white px-3 py-2 text-left text-ink hover:border-brand-700 aria-[invalid=true]:border-red-700"
			>
				<span id={`${id}-value`} className={chosen.length === 0 ? 'text-muted' : undefined}>
					{summary}
				</span>
				<svg
					aria-hidden="true"
					viewBox="0 0 20 20"
					className={`h-5 w-5 flex-none transition ${open ? 'rotate-180' : ''}`}
				>
					<path d="M5 8l5 5 5-5" stroke="currentColor" strokeWidth="1.8" fill="none" />
				</svg>
			</button>
			{multiple && chosen.length > 0 ? (
				<ul className="mt-2 flex flex-wrap gap-2" aria-label={`${label}: chosen`}>
					{value.map((v) => (
						<li key={v}>
							<button
								type="button"
								onClick={() => props.onChange(value.filter((x) => x !== v))}
								className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-100 py-1 pr-2 pl-3 text-brand-900 text-sm hover:bg-brand-200"
								aria-label={`Remove ${labelOf(v)}`}
							>
								{labelOf(v)}
								<svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
									<path d="M6 6l8 8M14 6l-8 8" stroke="currentColor" strokeWidth="1.8" />
								</svg>
							</button>
						</li>
					))}
				</ul>
			) : null}
			<FieldError id={`${id}-error`} message={error} />
			{open ? (
				isPhone ? (
					<PhoneSheet title={label} onClose={close}>
						<OptionList {...props} idBase={id} onDone={close} />
					</PhoneSheet>
				) : (
					<InlinePanel id={`${id}-panel`} onEscape={close}>
						<OptionList {...props} idBase={id} onDone={close} />
					</InlinePanel>
				)
			) : null}
			{max !== undefined && multiple ? (
				<p className="sr-only" aria-live="polite">
					{`${value.length} of ${max} chosen`}
				</p>
			) : null}
		</div>
	)
}

/** The list opened in place (from 640px). Escape closes the list only, not the dialog around it. */
function InlinePanel({ id, onEscape, children }: { id: string; onEscape: () => void; children: ReactNode }) {
	const ref = useRef<HTMLDivElement>(null)
	const onEscapeRef = useRef(onEscape)
	onEscapeRef.current = onEscape
	useEffect(() => {
		const panel = ref.current
		if (!panel) return
		const onKeyDown = (event: globalThis.KeyboardEvent) => {
			if (event.key !== 'Escape') return
			event.preventDefault()
			event.stopPropagation()
			onEscapeRef.current()
		}
		panel.addEventListener('keydown', onKeyDown)
		return () => panel.removeEventListener('keydown', onKeyDown)
	}, [])
	return (
		<div ref={ref} id={id} className="mt-2 rounded-xl border border-stone-300 bg-white p-3 shadow-md">
			{children}
		</div>
	)
}

function PhoneSheet({
	title,
	onClose,
	children,
}: {
	title: string
	onClose: () => void
	children: ReactNode
}) {
	const ref = useRef<HTMLDialogElement>(null)
	const headingId = useId()
	useEffect(() => {
		const dialog = ref.current
		if (dialog && !dialog.open) dialog.showModal()
		return () => {
			if (dialog?.open) dialog.close()
		}
	}, [])
	return (
		<dialog
			ref={ref}
			aria-labelledby={headingId}
			onCancel={(event) => {
				event.preventDefault()
				onClose()
			}}
			className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink backdrop:bg-black/40"
		>
			<div className="flex h-full flex-col">
				<div className="flex flex-none items-center justify-between gap-4 border-stone-200 border-b px-4 py-3">
					<h3 id={headingId} className="font-serif text-xl">
						{title}
					</h3>
				</div>
				<div className="flex min-h-0 flex-1 flex-col px-4 py-3">{children}</div>
			</div>
		</dialog>
	)
}

type OptionListProps = OptionPickerProps & { idBase: string; onDone: () => void }

function OptionList({
	label,
	name,
	options,
	value,
	onChange,
	multiple = false,
	max,
	noneLabel,
	idBase,
	onDone,
}: OptionListProps) {
	const [query, setQuery] = useState('')
	const searchable = options.length > SEARCHABLE_ABOVE
	const search = useRef<HTMLInputElement>(null)
	const list = useRef<HTMLFieldSetElement>(null)
	useEffect(() => {
		// Focus the search box, or the first choice, when the list opens.
		if (search.current) search.current.focus()
		else list.current?.querySelector<HTMLInputElement>('input')?.focus()
	}, [])
	const needle = query.trim().toLowerCase()
	const shown = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options
	const choices = !multiple && noneLabel && !needle ? [{ value: '', label: noneLabel }, ...shown] : shown

	// A tap on a single choice picks it and closes the list; arrow keys only move the choice.
	const byPointer = useRef(false)
	const toggle = (optionValue: string, checked: boolean) => {
		if (!multiple) {
			onChange(optionValue ? [optionValue] : [])
			if (byPointer.current) onDone()
			return
		}
		onChange(checked ? [...value, optionValue] : value.filter((v) => v !== optionValue))
	}

	return (
		<div className="flex min-h-0 flex-1 flex-col">
			{searchable ? (
				<div className="mb-2 flex-none">
					<label htmlFor={`${idBase}-search`} className="sr-only">
						{`Search ${label}`}
					</label>
					<input
						ref={search}
						id={`${idBase}-search`}
						type="search"
						value={query}
						onChange={(e) => setQuery(e.target.value)}
						placeholder="Search…"
						autoComplete="off"
						className="block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink"
					/>
				</div>
			) : null}
			<fieldset ref={list} className="min-h-0 min-w-0 flex-1 overflow-y-auto overscroll-contain sm:max-h-64">
				<legend className="sr-only">{label}</legend>
				{choices.length === 0 ? <p className="px-2 py-3 text-muted">No matches.</p> : null}
				<ul
					onPointerDown={() => {
						byPointer.current = true
					}}
					onKeyDown={() => {
						byPointer.current = false
					}}
				>
					{choices.map((option) => {
						const checked = option.value === '' ? value.length === 0 : value.includes(option.value)
						const optionId = `${idBase}-opt-${option.value || 'none'}`
						return (
							<li key={option.value || 'none'}>
								<label
									htmlFor={optionId}
									className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-brand-50"
								>
									<input
										id={optionId}
										type={multiple ? 'checkbox' : 'radio'}
										name={`${name}-choice`}
										value={option.value}
										checked={checked}
										onChange={(e) => toggle(option.value, e.target.checked)}
										className="h-5 w-5 flex-none accent-brand-700"
									/>
									<span>{option.label}</span>
								</label>
							</li>
						)
					})}
				</ul>
			</fieldset>
			<div className="mt-3 flex flex-none items-center justify-between gap-3 border-stone-200 border-t pt-3">
				<p className="text-muted text-sm">
					{multiple
						? max !== undefined
							? `${value.length} of ${max} chosen`
							: `${value.length} chosen`
						: ''}
				</p>
				<button
					type="button"
					onClick={onDone}
					className="min-h-11 rounded-full bg-brand-700 px-6 py-2 font-medium text-white hover:bg-brand-800"
				>
					Done
				</button>
			</div>
		</div>
	)
}
