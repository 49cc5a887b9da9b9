import { useLocation } from 'react-router'
import { Link } from '~/components/local-link'
import { unprefixedPath, useI18n } from '~/lib/i18n'
import { type ContentSection, ProsePage } from './prose-page'

// The links' labels are the footer's (app/locales/{en,es}/shell.json); the rest is content.json's.
const LEGAL_LINKS = [
	{ label: 'shell.privacy', href: '/legal/privacy-policy' },
	{ label: 'shell.terms', href: '/legal/terms-of-use' },
	{ label: 'shell.guidelines', href: '/legal/user-guidelines' },
] as const

type LegalPageProps = {
	title: string
	lead: string
	lastUpdated: string
	sections: ContentSection[]
}

/** On a Spanish legal page: it is a translation, and the English text governs (issue 29). */
function TranslationNotice() {
	const { t } = useI18n()
	const { pathname } = useLocation()
	return (
		<p className="rounded-xl border border-stone-200 bg-white px-4 py-3 text-ink">
			<strong>{t('legal.translation')}</strong> {t('legal.governs')}{' '}
			<Link to={unprefixedPath(pathname)} hrefLang="en" className="text-brand-700 underline">
				{t('legal.englishLink')}
			</Link>
			.
		</p>
	)
}

/**
 * A legal document: the prose layout with its date and links to the other two documents; in Spanish,
 * marked as a translation.
 */
export function LegalPage({ title, lead, lastUpdated, sections }: LegalPageProps) {
	const { pathname } = useLocation()
	const { t, locale } = useI18n()
	const others = LEGAL_LINKS.filter((l) => l.href !== unprefixedPath(pathname))
	return (
		<ProsePage
			eyebrow={t('legal.eyebrow')}
			title={title}
			lead={lead}
			lastUpdated={lastUpdated}
			sections={sections}
			numbered
			before={locale === 'es' ? <TranslationNotice /> : undefined}
			after={
				<nav aria-label={t('legal.others')} className="border-stone-200 border-t pt-6">
					<p className="text-muted">{t('legal.readAlso')}</p>
					<ul className="mt-2 flex flex-wrap gap-3">
						{others.map((l) => (
							<li key={l.href}>
								<Link
									to={l.href}
									className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-brand-700 hover:border-brand-600 hover:bg-brand-50"
								>
									{t(l.label)}
								</Link>
							</li>
						))}
					</ul>
				</nav>
			}
		/>
	)
}
