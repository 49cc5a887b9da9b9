import { Link } from '~/components/local-link'
import { useI18n } from '~/lib/i18n'
import { CrisisSentences } from './crisis-lines'
import { LanguageLink } from './language-link'
import { ASK_THERAPISTS_LINKS, LEARN_LINKS, type NavLink, SELF_TEST_LINKS } from './site-nav'

const MAIN_LINKS: NavLink[] = [
	{ label: 'shell.home', href: '/' },
	{ label: 'shell.findTherapist', href: '/therapists' },
	{ label: 'shell.forProviders', href: '/for-providers' },
	{ label: 'shell.providerLogin', href: '/login' },
	{ label: 'shell.joinAsProvider', href: '/register' },
]

const COMPANY_LINKS: NavLink[] = [
	{ label: 'shell.membership', href: '/for-providers' },
	{ label: 'shell.privacy', href: '/legal/privacy-policy' },
	{ label: 'shell.terms', href: '/legal/terms-of-use' },
	{ label: 'shell.guidelines', href: '/legal/user-guidelines' },
	{ label: 'shell.api', href: '/developers' },
	{ label: 'shell.health', href: '/about/directory-health' },
]

// We run no trackers and no social widgets: these are plain links.
const FOLLOW_LINKS: NavLink[] = [
	{ label: 'shell.sourceCode', href: 'https://github.com/openroom-directory/openroom' },
	{ label: 'shell.mastodon', href: 'https://mastodon.social/@openroom' },
]

function Column({ title, items, external }: { title: string; items: NavLink[]; external?: boolean }) {
	const { t } = useI18n()
	return (
		<div>
			<h2 className="font-semibold text-sm text-white uppercase tracking-wide">{t(title)}</h2>
			<ul className="mt-3 space-y-2">
				{items.map((item) => (
					<li key={item.href}>
						{external ? (
							<a href={item.href} rel="noopener noreferrer me" className="footer-link">
								{t(item.label)}
							</a>
						) : (
							<Link to={item.href} className="footer-link">
								{t(item.label)}
							</Link>
						)}
					</li>
				))}
			</ul>
		</div>
	)
}

/** The footer's id: the phone header's Menu links here when the page runs without JavaScript. */
export const SITE_LINKS_ID = 'site-links'

export function SiteFooter({ siteName }: { siteName: string }) {
	const { t } = useI18n()
	return (
		<footer id={SITE_LINKS_ID} className="mt-16 scroll-mt-20 bg-brand-900 text-brand-100">
			<div className="mx-auto max-w-6xl px-4 py-10">
				<p role="note" className="rounded-xl border border-brand-700 bg-brand-800 px-4 py-3 text-white">
					<CrisisSentences linkClassName="font-semibold underline" />
				</p>
				<div className="mt-10 grid grid-cols-2 gap-8 sm:grid-cols-3 lg:grid-cols-5">
					<Column title="shell.mainNav" items={MAIN_LINKS} />
					<Column title="shell.selfTests" items={[...SELF_TEST_LINKS, ...LEARN_LINKS]} />
					<Column title="shell.askTherapists" items={ASK_THERAPISTS_LINKS} />
					<Column title="shell.followUs" items={FOLLOW_LINKS} external />
					<Column title="shell.company" items={COMPANY_LINKS} />
				</div>
				<p className="mt-10 border-brand-800 border-t pt-6 text-sm">
					{t('shell.freeToList', { siteName })}{' '}
					<Link to={'/for-providers'} className="underline hover:text-white">
						{t('shell.membershipInfo')}
					</Link>
					. {t('shell.notProvider', { year: new Date().getFullYear(), siteName })}{' '}
					<LanguageLink className="underline hover:text-white" />
				</p>
			</div>
		</footer>
	)
}
