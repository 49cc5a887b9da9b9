import type { ReactNode } from 'react'
import { useNavigation } from 'react-router'
import { Form, Link } from '~/components/local-link'
import { AuthCard, Notice, PRIMARY_LINK } from './auth-card'
import { Button } from './button'

// The UI every page an e-mail's signed link opens shares (availability, unsubscribe, the
// follow-ups): the question with one button that POSTs (works without JavaScript), and the outcome.
// The server half is app/lib/signed-link-page.server.ts.

/**
 * Once the POST has used the link it is spent: keep what it returned rather than reload (and
 * recheck) the link. Only a GET navigation revalidates.
 */
export function shouldRevalidateOnGet({
	formMethod,
	defaultShouldRevalidate,
}: {
	formMethod?: string
	defaultShouldRevalidate: boolean
}) {
	return formMethod ? false : defaultShouldRevalidate
}

/** The question: what the link will do, and the one button that does it (a plain form POST). */
export function LinkConfirmCard({
	title,
	body,
	hidden = {},
	button,
	children,
}: {
	title?: string
	body: ReactNode
	hidden?: Record<string, string>
	button: ReactNode
	children?: ReactNode
}) {
	const submitting = useNavigation().state === 'submitting'
	return (
		<AuthCard title={title}>
			{body}
			<Form method="post" className="mt-6">
				{Object.entries(hidden).map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<Button type="submit" size="lg" block loading={submitting}>
					{button}
				</Button>
			</Form>
			{children}
		</AuthCard>
	)
}

/** The outcome once the link is used, with the next step. */
export function LinkDoneCard({
	title,
	next,
	children,
}: {
	title: string
	next: { to: string; label: ReactNode }
	children?: ReactNode
}) {
	return (
		<AuthCard>
			<Notice
				title={title}
				action={
					<Link to={next.to} className={PRIMARY_LINK}>
						{next.label}
					</Link>
				}
			>
				{children}
			</Notice>
		</AuthCard>
	)
}
