import { Link } from '~/components/local-link'
import { buttonClass } from '~/components/ui/button'

// Its own module: the account page's forms and dialogs stay out of what this page and the other
// account pages share (the register page loads that chunk: tests/budget).

/** After the deletion: the visitor's site, saying it is done. */
export function AccountDeletedPage({ siteName }: { siteName: string }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-12 text-center sm:py-16">
			<h1 className="font-serif text-3xl text-ink sm:text-4xl">Your account is deleted</h1>
			<p className="mt-4 text-ink">
				Your profile, answers, photos and recordings are gone, and you are logged out. We sent a last email to
				confirm it; after that, {siteName} keeps nothing about you.
			</p>
			<p className="mt-2 text-muted">Thank you for having been part of the directory.</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Link to="/" className={buttonClass({ size: 'lg' })}>
					Back to Home
				</Link>
				<Link to="/register" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
					Create a new account
				</Link>
			</div>
		</div>
	)
}
