import type { ReactNode } from 'react'
import { Form, Link } from '~/components/local-link'

// The console's shared pieces (English only, staff-facing: docs/product.md#staff-roles-second-factor-and-the-audit-log).

const INPUT = 'block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-ink'

export function ConsolePage({
	title,
	children,
	back = true,
}: {
	title: string
	children: ReactNode
	back?: boolean
}) {
	return (
		<div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
			{back ? (
				<nav aria-label="Console">
					<Link className="text-brand-700 underline" to="/moderation">
						Console home
					</Link>
				</nav>
			) : null}
			<h1 className="mt-2 font-serif text-3xl text-ink">{title}</h1>
			{children}
		</div>
	)
}

export function TextField({
	name,
	label,
	error,
	hint,
	...input
}: {
	name: string
	label: string
	error?: string
	hint?: string
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name'>) {
	const id = `field-${name}`
	const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<div className="mt-4">
			<label className="block font-medium text-ink" htmlFor={id}>
				{label}
			</label>
			{hint ? (
				<p id={`${id}-hint`} className="text-muted text-sm">
					{hint}
				</p>
			) : null}
			<input
				id={id}
				name={name}
				className={INPUT}
				aria-invalid={error ? true : undefined}
				aria-describedby={described || undefined}
				{...input}
			/>
			{error ? (
				<p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
					{error}
				</p>
			) : null}
		</div>
	)
}

/** A message after an action, read out when it appears. */
export function Notice({ message, tone = 'info' }: { message?: string | null; tone?: 'info' | 'error' }) {
	return (
		<div role={tone === 'error' ? 'alert' : 'status'} className="mt-4">
			{message ? (
				<p
					className={
						tone === 'error' ? 'rounded-lg bg-red-50 p-3 text-red-800' : 'rounded-lg bg-brand-50 p-3 text-ink'
					}
				>
					{message}
				</p>
			) : null}
		</div>
	)
}

export function PostForm({ children, className }: { children: ReactNode; className?: string }) {
	return (
		<Form method="post" className={className}>
			{children}
		</Form>
	)
}

export function SubmitButton({
	children,
	variant = 'primary',
}: {
	children: ReactNode
	variant?: 'primary' | 'danger'
}) {
	return (
		<button type="submit" className={`btn btn-${variant} btn-md mt-4`}>
			{children}
		</button>
	)
}
