import { Link, useLocation } from 'react-router'
import { type ContentSection, ProsePage } from './prose-page'

const LEGAL_LINKS = [
	{ label: 'Privacy Policy', href: '/legal/privacy-policy' },
	{ label: 'Terms of Use', href: '/legal/terms-of-use' },
	{ label: 'User Guidelines', href: '/legal/user-guidelines' },
] as const

type LegalPageProps = {
	title: string
	lead: string
	lastUpdated: string
	sections: ContentSection[]
}

/** A legal document: the prose layout with its date and links to the other two documents. */
export function LegalPage({ title, lead, lastUpdated, sections }: LegalPageProps) {
	const { pathname } = useLocation()
	const others = LEGAL_LINKS.filter((l) => l.href !== pathname)
	return (
		<ProsePage
			eyebrow="Legal"
			title={title}
			lead={lead}
			lastUpdated={lastUpdated}
			sections={sections}
			numbered
			after={
				<nav aria-label="Other legal documents" className="border-stone-200 border-t pt-6">
					<p className="text-muted">Read also:</p>
					<ul className="mt-2 flex flex-wrap gap-3">
						{others.map((l) => (
							<li key={l.href}>
								<Link
									to={l.href}
									className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-brand-700 hover:border-brand-600 hover:bg-brand-50"
								>
									{l.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>
			}
		/>
	)
}
