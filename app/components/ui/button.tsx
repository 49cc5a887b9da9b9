import type { ButtonHTMLAttributes, ReactNode } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl'

// The classes are defined once in button.css (a page carries short class names, issue 13).

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string }

/** The button look, for links that act as buttons (`<Link className={buttonClass()}>`). */
export function buttonClass({
	variant = 'primary',
	size = 'md',
	block = false,
	className,
}: ButtonStyle = {}) {
	return ['btn', `btn-${variant}`, `btn-${size}`, block ? 'w-full' : null, className]
		.filter(Boolean)
		.join(' ')
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
	ButtonStyle & {
		/** Busy: disabled, announced with aria-busy, and the label swapped for `loadingText`. */
		loading?: boolean
		loadingText?: ReactNode
	}

/** The one button. `type` defaults to "button" so a button inside a form never submits by accident. */
export function Button({
	variant,
	size,
	block,
	className,
	loading = false,
	loadingText = 'Please wait…',
	disabled,
	type = 'button',
	children,
	...rest
}: ButtonProps) {
	return (
		<button
			type={type}
			disabled={disabled || loading}
			aria-busy={loading || undefined}
			className={buttonClass({ variant, size, block, className })}
			{...rest}
		>
			{loading ? (
				<>
					<span
						aria-hidden="true"
						className="h-4 w-4 flex-none animate-spin rounded-full border-2 border-current border-t-transparent"
					/>
					{loadingText}
				</>
			) : (
				children
			)}
		</button>
	)
}
