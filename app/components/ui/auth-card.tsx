import type { ReactNode } from 'react'
import { Link } from '~/components/local-link'
import { buttonClass } from './button'

// The card of the pages a person reaches by a link or a form of their own: the account pages and
// the pages of an e-mail's links (availability, unsubscribe, follow-ups). Without the account forms'
// schemas, so a page that shows only a card loads none of them.

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

export const PRIMARY_LINK = buttonClass({ size: 'lg' })

/** A link page's failure ('This link has expired'…) as the whole page, with an optional way on. */
export function LinkProblemView({
	title,
	text,
	action,
}: {
	title: string
	text: string
	action?: { to: string; label: string }
}) {
	return (
		<AuthCard>
			<Notice
				title={title}
				tone="problem"
				action={
					action ? (
						<Link to={action.to} className={PRIMARY_LINK}>
							{action.label}
						</Link>
					) : undefined
				}
			>
				<p>{text}</p>
			</Notice>
		</AuthCard>
	)
}
