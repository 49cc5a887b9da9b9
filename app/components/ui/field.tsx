import { type ReactNode, useId } from 'react'
import { fieldMessages } from '~/lib/field-messages'
import { useI18n } from '~/lib/i18n'

const INPUT =
	'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink aria-[invalid=true]:border-red-700'

/** The ids a control points to with aria-describedby: its hint, counter and error, when present. */
export function describedBy(id: string, parts: { hint?: unknown; counter?: unknown; error?: unknown }) {
	const ids = [
		parts.hint ? `${id}-hint` : null,
		parts.counter ? `${id}-count` : null,
		parts.error ? `${id}-error` : null,
	]
	return ids.filter(Boolean).join(' ') || undefined
}

/**
 * A field's error. `reserve` keeps a line for it even when there is none, where a message can appear
 * on blur or on a tap: the layout then does not move under the finger (a second line still may).
 */
export function FieldError({
	id,
	message,
	reserve = false,
}: {
	id: string
	message?: string | null
	reserve?: boolean
}) {
	if (!message && !reserve) return null
	return (
		<p id={message ? id : undefined} className="mt-1 min-h-5 text-red-700 text-sm">
			{message}
		</p>
	)
}

/** A form-level message. The live region is always rendered so screen readers hear it appear. */
export function FormAlert({ message, className = 'mb-4' }: { message?: string | null; className?: string }) {
	return (
		<div role="alert" className={message ? className : undefined}>
			{message ? (
				<p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">{message}</p>
			) : null}
		</div>
	)
}

type FieldProps = {
	name: string
	label: string
	value: string
	onChange: (value: string) => void
	onBlur?: () => void
	error?: string | null
	hint?: ReactNode
	/** false adds "(optional)" to the label; undefined says nothing (forms where every field is required). */
	required?: boolean
	/** Shows "N / max" near the limit (always on a textarea) and the too-long message (tooLong) past it. */
	maxLength?: number
	/** The limit itself is refused too: answers are refused at 7000 characters or more (docs/product.md#answers). */
	refuseAtMax?: boolean
	type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search'
	inputMode?: 'text' | 'tel' | 'url' | 'numeric' | 'email'
	autoComplete?: string
	multiline?: boolean
	rows?: number
	/** A fixed text before the value, like "$". */
	prefix?: string
	id?: string
}

/**
 * A labelled input or textarea with its hint, character counter and error, wired for assistive
 * technology (aria-invalid, aria-describedby). No native maxLength: the error says how far over.
 */
export function Field(props: FieldProps) {
	const generated = useId()
	const id = props.id ?? generated
	const { name, label, value, onChange, onBlur, error, hint, required, maxLength, multiline } = props
	const length = value.trim().length
	const messages = fieldMessages(useI18n())
	// Over the limit the counter becomes the error, worded as the product says (docs/product.md#validation).
	const over = maxLength !== undefined && (props.refuseAtMax ? length >= maxLength : length > maxLength)
	const message = error || (over ? messages.tooLong(length, maxLength) : null)
	const counter = maxLength !== undefined && !message && (multiline || length > maxLength * 0.8)
	const control = {
		id,
		name,
		value,
		onBlur,
		required: required || undefined,
		'aria-invalid': message ? true : undefined,
		'aria-describedby': describedBy(id, { hint, counter, error: message }),
	}
	const onInput = (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value)
	const input = (className: string) => (
		<input
			{...control}
			type={props.type ?? 'text'}
			inputMode={props.inputMode}
			autoComplete={props.autoComplete ?? 'off'}
			onChange={onInput}
			className={`${INPUT} ${className}`}
		/>
	)
	// A message can appear when the field is left: keep its line (FieldError's `reserve`).
	const reserve = onBlur !== undefined
	return (
		<div className={reserve ? 'mb-2' : 'mb-4'}>
			<label htmlFor={id} className="block font-medium text-ink">
				{label}
				{required === false ? <span className="font-normal text-muted"> {messages.optional}</span> : null}
			</label>
			{hint ? (
				<p id={`${id}-hint`} className="mt-0.5 text-muted text-sm">
					{hint}
				</p>
			) : null}
			{multiline ? (
				<textarea
					{...control}
					rows={props.rows ?? 6}
					onChange={onInput}
					className={`${INPUT} mt-1 leading-relaxed`}
				/>
			) : props.prefix ? (
				<div className="relative mt-1">
					<span aria-hidden="true" className="-translate-y-1/2 absolute top-1/2 left-3 text-muted">
						{props.prefix}
					</span>
					{input('pl-7')}
				</div>
			) : (
				input('mt-1')
			)}
			{counter ? (
				<p id={`${id}-count`} className="mt-1 text-right text-muted text-sm">
					{`${length} / ${maxLength}`}
					<span className="sr-only"> {messages.characters}</span>
				</p>
			) : null}
			<FieldError id={`${id}-error`} message={message} reserve={reserve} />
		</div>
	)
}

type CheckboxProps = {
	name: string
	label: ReactNode
	checked: boolean
	error?: string | null
	onChange: (checked: boolean) => void
}

/** A checkbox with its label beside it and its error below (its line kept: unticking shows it). */
export function Checkbox({ name, label, checked, error, onChange }: CheckboxProps) {
	const id = useId()
	return (
		<div className="mb-2">
			<div className="flex min-h-11 items-center gap-3">
				<input
					id={id}
					name={name}
					type="checkbox"
					checked={checked}
					onChange={(e) => onChange(e.target.checked)}
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
					className="h-5 w-5 flex-none accent-brand-700"
				/>
				<label htmlFor={id} className="py-2 text-ink">
					{label}
				</label>
			</div>
			<FieldError id={`${id}-error`} message={error} reserve />
		</div>
	)
}
