import { Link } from 'react-router'
import { buttonClass } from '~/components/ui/button'

/** The body of the 404 page, shared by /not-found and every unknown path. */
export function NotFoundContent() {
	return (
		<div className="mx-auto max-w-xl px-4 py-24 text-center">
			<title>Page not found.</title>
			<meta name="robots" content="noindex" />
			<p className="font-medium text-brand-700 text-sm uppercase tracking-wide">404</p>
			<h1 className="mt-2 font-serif text-4xl text-ink">Page not found.</h1>
			<p className="mt-4 text-muted">The page you were looking for has moved or never existed.</p>
			<Link to="/" className={buttonClass({ size: 'lg', className: 'mt-8' })}>
				Back to Home
			</Link>
		</div>
	)
}
