import { type ReactNode, useId } from 'react'
import { describedBy, FieldError } from '~/components/ui/field'
import { chosenCountText } from '~/components/ui/select-list'
import type { Option } from '~/platform/reference/options'

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
	/**
	 * Most choices allowed, or the rule for a limit that depends on what is chosen (a second gender
	 * with Transgender). Choices that would go past it are disabled; the schema checks it too.
	 */
	max?: number | ((chosen: readonly string[]) => number)
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
	max,
}: ChoiceGroupProps) {
	const id = useId()
	const limitOf = (chosen: readonly string[]) => (typeof max === 'function' ? max(chosen) : max)
	// A choice is disabled when adding it would pass the limit that would then apply.
	const allows = (optionValue: string) => {
		const next = [...value, optionValue]
		const limit = limitOf(next)
		return limit === undefined || next.length <= limit
	}
	const blocked = new Set(
		multiple ? options.filter((o) => !value.includes(o.value) && !allows(o.value)).map((o) => o.value) : [],
	)
	const countId = `${id}-count`
	const toggle = (optionValue: string, checked: boolean) => {
		if (!multiple) return onChange([optionValue])
		onChange(checked ? [...value, optionValue] : value.filter((v) => v !== optionValue))
	}
	return (
		<fieldset
			className="mb-5"
			aria-describedby={describedBy(id, { hint, counter: blocked.size > 0, error })}
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
			{max !== undefined && multiple ? (
				// Polite: after a toggle, a screen reader hears why the other choices went quiet.
				<p id={countId} aria-live="polite" className="mt-0.5 text-muted text-sm">
					{blocked.size ? chosenCountText(value.length, limitOf(value)) : ''}
				</p>
			) : null}
			<div className="mt-2 flex flex-wrap gap-2">
				{options.map((option) => {
					const checked = value.includes(option.value)
					const disabled = blocked.has(option.value)
					return (
						<label
							key={option.value}
							className={`relative inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 has-[:focus-visible]:outline-offset-2 ${
								checked
									? 'cursor-pointer border-brand-700 bg-brand-700 text-white'
									: disabled
										? 'cursor-not-allowed border-stone-200 border-dashed bg-stone-50 text-muted'
										: 'cursor-pointer border-stone-300 bg-white text-ink hover:border-brand-700'
							}`}
						>
							<input
								type={multiple ? 'checkbox' : 'radio'}
								name={name}
								value={option.value}
								checked={checked}
								disabled={disabled}
								aria-describedby={disabled ? countId : undefined}
								onChange={(e) => toggle(option.value, e.target.checked)}
								// Invisible but covering the whole pill: the tap target is the input itself.
								className="absolute inset-0 h-full w-full cursor-pointer appearance-none rounded-full opacity-0 disabled:cursor-not-allowed"
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
