import { type ReactNode, useId } from 'react'
import { RobotCheck as SharedRobotCheck } from '~/components/robot-check'
import { MESSAGES } from '../accounts.schema'

/** The centered card every account page uses. */
export function AuthCard({
	title,
	intro,
	children,
}: {
	title?: string
	intro?: ReactNode
	children: ReactNode
}) {
	return (
		<div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
			<div className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
				{title ? <h1 className="mb-6 font-serif text-3xl text-ink">{title}</h1> : null}
				{intro ? <div className="-mt-4 mb-6 text-muted">{intro}</div> : null}
				{children}
			</div>
		</div>
	)
}

type FieldProps = {
	name: string
	label: string
	type?: 'email' | 'password' | 'text'
	autoComplete: string
	value: string
	error?: string
	hint?: string
	onChange: (value: string) => void
	onBlur: () => void
}

export function TextField({
	name,
	label,
	type = 'text',
	autoComplete,
	value,
	error,
	hint,
	onChange,
	onBlur,
}: FieldProps) {
	const id = useId()
	const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<div className="mb-4">
			<label htmlFor={id} className="block font-medium text-ink">
				{label}
			</label>
			<input
				id={id}
				name={name}
				type={type}
				autoComplete={autoComplete}
				value={value}
				onChange={(e) => onChange(e.target.value)}
				onBlur={onBlur}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy || undefined}
				className="mt-1 block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700"
			/>
			{hint ? (
				<p id={`${id}-hint`} className="mt-1 text-muted text-sm">
					{hint}
				</p>
			) : null}
			<FieldError id={`${id}-error`} message={error} />
		</div>
	)
}

function FieldError({ id, message }: { id: string; message?: string }) {
	if (!message) return null
	return (
		<p id={id} className="mt-1 text-red-700 text-sm">
			{message}
		</p>
	)
}

type CheckboxProps = {
	name: string
	label: ReactNode
	checked: boolean
	error?: string
	onChange: (checked: boolean) => void
}

export function Checkbox({ name, label, checked, error, onChange }: CheckboxProps) {
	const id = useId()
	return (
		<div className="mb-3">
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
			<FieldError id={`${id}-error`} message={error} />
		</div>
	)
}

/** The shared robot check (docs/product.md#robot-check), controlled so the submit button can wait for the box. */
export function RobotCheck({
	checked,
	error,
	onChange,
}: {
	checked: boolean
	error?: string
	onChange: (checked: boolean) => void
}) {
	const id = useId()
	return <SharedRobotCheck id={id} checked={checked} onCheckedChange={onChange} error={error} />
}

/** The submit button; while disabled it shows the spec's tip (also as a tooltip). */
export function SubmitButton({
	disabled,
	busy,
	children,
}: {
	disabled: boolean
	busy: boolean
	children: ReactNode
}) {
	const id = useId()
	return (
		<div className="mt-5">
			<button
				type="submit"
				disabled={disabled}
				aria-describedby={disabled ? id : undefined}
				title={disabled && !busy ? MESSAGES.disabledTip : undefined}
				className="min-h-11 w-full rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700"
			>
				{busy ? 'Please wait…' : children}
			</button>
			{disabled && !busy ? (
				<p id={id} className="mt-2 text-center text-muted text-sm">
					{MESSAGES.disabledTip}
				</p>
			) : null}
		</div>
	)
}

/** A form-level message, announced to screen readers. */
export function FormAlert({ message }: { message: string | null | undefined }) {
	return (
		<div role="alert" aria-live="assertive">
			{message ? (
				<p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-red-800">{message}</p>
			) : null}
		</div>
	)
}

/**
 * The page's outcome ('Email sent', 'Email verified', a failed link...) with a next step; it is the
 * page heading, so put it in an AuthCard without a title.
 */
export function Notice({
	title,
	tone = 'success',
	children,
	action,
}: {
	title: string
	tone?: 'success' | 'problem'
	children?: ReactNode
	action?: ReactNode
}) {
	return (
		<div role={tone === 'problem' ? 'alert' : 'status'} className="text-center">
			<div
				aria-hidden="true"
				className={`mx-auto flex h-12 w-12 items-center justify-center rounded-full ${tone === 'problem' ? 'bg-red-50 text-red-800' : 'bg-brand-100 text-brand-800'}`}
			>
				<svg aria-hidden="true" viewBox="0 0 20 20" className="h-6 w-6">
					{tone === 'problem' ? (
						<path
							d="M10 5v6m0 3.5v.5"
							stroke="currentColor"
							strokeWidth="2"
							fill="none"
							strokeLinecap="round"
						/>
					) : (
						<path
							d="M5 10.5l3 3 7-7"
							stroke="currentColor"
							strokeWidth="2"
							fill="none"
							strokeLinecap="round"
						/>
					)}
				</svg>
			</div>
			<h1 className="mt-4 font-serif text-3xl text-ink">{title}</h1>
			{children ? <div className="mt-2 text-muted">{children}</div> : null}
			{action ? <div className="mt-6">{action}</div> : null}
		</div>
	)
}

export const PRIMARY_LINK =
	'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-medium text-white hover:bg-brand-800'
