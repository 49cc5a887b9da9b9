import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Button } from './button'

export type SelectOption = { value: string; label: string }

/** The product's rule: a select becomes searchable above 10 options. */
const SEARCHABLE_ABOVE = 10

export type SelectProps = {
	label: string
	name: string
	options: readonly SelectOption[]
	value: readonly string[]
	onChange: (value: string[]) => void
	/** Several values (checkboxes) or one (radios). */
	multiple?: boolean
	/** Shown as "n of max chosen"; at the limit the other choices are disabled (the schema checks it too). */
	max?: number
	/** For an optional single choice: the label of "no value". */
	noneLabel?: string
	placeholder?: string
	hint?: ReactNode
	error?: string
	required?: boolean
}

/**
 * "2 of 3 chosen", and at the limit why the other choices are disabled. Also the toggle groups'
 * wording (features/profile-editing ChoiceGroup), so pickers and pills say it the same way.
 */
export function chosenCountText(count: number, max?: number): string {
	if (max === undefined) return `${count} chosen`
	return `${count} of ${max} chosen${count >= max ? ': remove one to choose another' : ''}`
}

type OptionListProps = SelectProps & { idBase: string; onDone: () => void }

/** The choices of a Select, with a search box above 10 options. */
export function OptionList({
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
	// At the limit the other choices are disabled (and the counter says why): never "4 of 3".
	const full = multiple && max !== undefined && value.length >= max

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
						const disabled = full && !checked
						const optionId = `${idBase}-opt-${option.value || 'none'}`
						return (
							<li key={option.value || 'none'}>
								<label
									htmlFor={optionId}
									className={`flex min-h-11 items-center gap-3 rounded-lg px-2 py-2 ${disabled ? 'cursor-not-allowed text-muted' : 'cursor-pointer hover:bg-brand-50'}`}
								>
									<input
										id={optionId}
										type={multiple ? 'checkbox' : 'radio'}
										name={`${name}-choice`}
										value={option.value}
										checked={checked}
										disabled={disabled}
										aria-describedby={disabled ? `${idBase}-count` : undefined}
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
				<p id={`${idBase}-count`} className="text-muted text-sm">
					{multiple ? chosenCountText(value.length, max) : ''}
				</p>
				<Button onClick={onDone}>Done</Button>
			</div>
		</div>
	)
}
