import type { ButtonHTMLAttributes, ReactNode } from 'react'

export type ButtonVariant = 'primary' | 'secondary' | 'neutral' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl'

// aria-disabled looks disabled too: for buttons that stay focusable and explain why they wait.
const BASE =
	'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed'

const VARIANTS: Record<ButtonVariant, string> = {
	primary:
		'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-300 disabled:text-stone-700 aria-disabled:bg-stone-300 aria-disabled:text-stone-700',
	secondary:
		'border border-brand-700 bg-white text-brand-700 hover:bg-brand-50 disabled:border-stone-300 disabled:text-stone-600',
	neutral: 'border border-stone-300 bg-white text-ink hover:bg-brand-50 disabled:text-stone-600',
	danger: 'border border-red-700 bg-white text-red-800 hover:bg-red-50 disabled:text-stone-600',
}

// Every size keeps a 44px target (WCAG 2.5.8 asks 24px; 44px is what thumbs need).
const SIZES: Record<ButtonSize, string> = {
	sm: 'min-h-11 px-4 py-1.5 text-sm',
	md: 'min-h-11 px-6 py-2',
	lg: 'min-h-12 px-6 py-3',
	/** Calls to action on marketing pages. */
	xl: 'min-h-12 px-8 py-3 font-semibold text-lg',
}

export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string }

/** The button look, for links that act as buttons (`<Link className={buttonClass()}>`). */
export function buttonClass({
	variant = 'primary',
	size = 'md',
	block = false,
	className,
}: ButtonStyle = {}) {
	return [BASE, VARIANTS[variant], SIZES[size], block ? 'w-full' : null, className].filter(Boolean).join(' ')
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
