import { Link } from 'react-router'
import { ASK_THERAPISTS_LINKS, LEARN_LINKS, type NavLink, SELF_TEST_LINKS } from './site-nav'

const MAIN_LINKS: NavLink[] = [
	{ label: 'Home', href: '/' },
	{ label: 'Find a Therapist', href: '/therapists' },
	{ label: 'For Providers', href: '/for-providers' },
	{ label: 'Provider Login', href: '/login' },
	{ label: 'Join as a Provider', href: '/register' },
]

const COMPANY_LINKS: NavLink[] = [
	{ label: 'Membership', href: '/for-providers' },
	{ label: 'Privacy Policy', href: '/legal/privacy-policy' },
	{ label: 'Terms of Use', href: '/legal/terms-of-use' },
	{ label: 'User Guidelines', href: '/legal/user-guidelines' },
	{ label: 'API for Developers', href: '/developers' },
	{ label: 'Directory Health', href: '/about/directory-health' },
]

// We run no trackers and no social widgets: these are plain links.
const FOLLOW_LINKS: NavLink[] = [
	{ label: 'Source code', href: 'https://github.com/openroom-directory/openroom' },
	{ label: 'Mastodon', href: 'https://mastodon.social/@openroom' },
]

function Column({ title, items, external }: { title: string; items: NavLink[]; external?: boolean }) {
	return (
		<div>
			<h2 className="font-semibold text-sm text-white uppercase tracking-wide">{title}</h2>
			<ul className="mt-3 space-y-2">
				{items.map((item) => (
					<li key={item.href}>
						{external ? (
							<a href={item.href} rel="noopener noreferrer me" className="footer-link">
								{item.label}
							</a>
						) : (
							<Link to={item.href} className="footer-link">
								{item.label}
							</Link>
						)}
					</li>
				))}
			</ul>
		</div>
	)
}

export function SiteFooter({ siteName }: { siteName: string }) {
	return (
		<footer className="mt-16 bg-brand-900 text-brand-100">
			<div className="mx-auto max-w-6xl px-4 py-10">
				<p role="note" className="rounded-xl border border-brand-700 bg-brand-800 px-4 py-3 text-white">
					<strong>In an emergency, call 911.</strong> If you are thinking about suicide or are in crisis, call
					or text{' '}
					<a href="tel:988" className="font-semibold underline">
						988
					</a>{' '}
					(Suicide &amp; Crisis Lifeline), any time.
				</p>
				<div className="mt-10 grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
					<Column title="Main" items={MAIN_LINKS} />
					<Column title="Self Tests" items={[...SELF_TEST_LINKS, ...LEARN_LINKS]} />
					<Column title="Ask Therapists" items={ASK_THERAPISTS_LINKS} />
					<Column title="Follow Us" items={FOLLOW_LINKS} external />
					<Column title="Company" items={COMPANY_LINKS} />
				</div>
				<p className="mt-10 border-brand-800 border-t pt-6 text-sm">
					It is free to list in {siteName}.{' '}
					<Link to="/for-providers" className="underline hover:text-white">
						Membership information
					</Link>
					. © {new Date().getFullYear()} {siteName}. {siteName} is a directory, not a provider of care.
				</p>
			</div>
		</footer>
	)
}
