import { type ReactNode, useId } from 'react'
import type { Option } from '~/features/reference/options'

const INPUT =
	'mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700'

export function FieldError({ id, message }: { id: string; message?: string }) {
	if (!message) return null
	return (
		<p id={id} className="mt-1 text-red-700 text-sm">
			{message}
		</p>
	)
}

function describedBy(id: string, hint?: ReactNode, error?: string): string | undefined {
	return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

type TextFieldProps = {
	name: string
	label: string
	value: string
	onChange: (value: string) => void
	onBlur?: () => void
	error?: string
	hint?: ReactNode
	required?: boolean
	type?: 'text' | 'tel' | 'url'
	inputMode?: 'text' | 'tel' | 'url' | 'numeric'
	autoComplete?: string
	multiline?: boolean
	rows?: number
	prefix?: string
}

/** A labelled input or textarea with its hint and inline error (no maxLength: the error says how far over). */
export function TextField(props: TextFieldProps) {
	const id = useId()
	const { name, label, value, onChange, onBlur, error, hint, required, multiline } = props
	const common = {
		id,
		name,
		value,
		onBlur,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy(id, hint, error),
		'aria-required': required || undefined,
	}
	return (
		<div className="mb-4">
			<label htmlFor={id} className="block font-medium text-ink">
				{label}
				{required ? null : <span className="font-normal text-muted"> (optional)</span>}
			</label>
			{hint ? (
				<p id={`${id}-hint`} className="mt-0.5 text-muted text-sm">
					{hint}
				</p>
			) : null}
			{multiline ? (
				<textarea
					{...common}
					rows={props.rows ?? 8}
					onChange={(e) => onChange(e.target.value)}
					className={`${INPUT} leading-relaxed`}
				/>
			) : props.prefix ? (
				<div className="relative mt-1">
					<span aria-hidden="true" className="-translate-y-1/2 absolute top-1/2 left-3 text-muted">
						{props.prefix}
					</span>
					<input
						{...common}
						type={props.type ?? 'text'}
						inputMode={props.inputMode}
						autoComplete={props.autoComplete ?? 'off'}
						onChange={(e) => onChange(e.target.value)}
						className={`${INPUT} mt-0 pl-7`}
					/>
				</div>
			) : (
				<input
					{...common}
					type={props.type ?? 'text'}
					inputMode={props.inputMode}
					autoComplete={props.autoComplete ?? 'off'}
					onChange={(e) => onChange(e.target.value)}
					className={INPUT}
				/>
			)}
			<FieldError id={`${id}-error`} message={error} />
		</div>
	)
}

type ChoiceGroupProps = {
	legend: string
	name: string
	options: readonly Option[]
	value: readonly string[]
	onChange: (value: string[]) => void
	/** Checkboxes (several) or radios (one). */
	multiple: boolean
	hint?: ReactNode
	error?: string
	required?: boolean
}

/** A small set of options as toggle pills: real checkboxes or radios, so keyboard and screen readers just work. */
export function ChoiceGroup({
	legend,
	name,
	options,
	value,
	onChange,
	multiple,
	hint,
	error,
	required,
}: ChoiceGroupProps) {
	const id = useId()
	const toggle = (optionValue: string, checked: boolean) => {
		if (!multiple) return onChange([optionValue])
		onChange(checked ? [...value, optionValue] : value.filter((v) => v !== optionValue))
	}
	return (
		<fieldset
			className="mb-5"
			aria-describedby={describedBy(id, hint, error)}
			aria-invalid={error ? true : undefined}
		>
			<legend className="font-medium text-ink">
				{legend}
				{required || !multiple ? null : <span className="font-normal text-muted"> (optional)</span>}
			</legend>
			{hint ? (
				<p id={`${id}-hint`} className="mt-0.5 text-muted text-sm">
					{hint}
				</p>
			) : null}
			<div className="mt-2 flex flex-wrap gap-2">
				{options.map((option) => {
					const checked = value.includes(option.value)
					return (
						<label
							key={option.value}
							className={`relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2 ${
								checked
									? 'border-brand-700 bg-brand-700 text-white'
									: 'border-stone-300 bg-white text-ink hover:border-brand-700'
							}`}
						>
							<input
								type={multiple ? 'checkbox' : 'radio'}
								name={name}
								value={option.value}
								checked={checked}
								onChange={(e) => toggle(option.value, e.target.checked)}
								// Invisible but covering the whole pill: the tap target is the input itself.
								className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
							/>
							{checked ? (
								<svg aria-hidden="true" viewBox="0 0 20 20" className="-ml-1 h-4 w-4">
									<path d="M5 10.5l3 3 7-7" stroke="currentColor" strokeWidth="2.2" fill="none" />
								</svg>
							) : null}
							{option.label}
						</label>
					)
				})}
			</div>
			<FieldError id={`${id}-error`} message={error} />
		</fieldset>
	)
}

type FormFooterProps = {
	saving: boolean
	onCancel: () => void
	formError: string | null
	saveLabel?: string
	disabled?: boolean
}

/** Save and Cancel, with the save error (never swallowed) right above them. */
export function FormFooter({ saving, onCancel, formError, saveLabel = 'Save', disabled }: FormFooterProps) {
	return (
		<div>
			{formError ? (
				<p
					role="alert"
					className="mb-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800 text-sm"
				>
					{formError}
				</p>
			) : null}
			<div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
				<button
					type="button"
					onClick={onCancel}
					className="min-h-11 rounded-full border border-stone-300 px-6 py-2 font-medium text-ink hover:bg-brand-50"
				>
					Cancel
				</button>
				<button
					type="submit"
					disabled={saving || disabled}
					aria-disabled={saving || disabled}
					className="min-h-11 rounded-full bg-brand-700 px-6 py-2 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
				>
					{saving ? 'Saving…' : saveLabel}
				</button>
			</div>
		</div>
	)
}
