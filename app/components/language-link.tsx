import { useLocation } from 'react-router'
import { LANG_COOKIE, type Locale, localeOfPath, otherLanguageUrl, useI18n } from '~/lib/i18n'

/** Remembers the visitor's choice for a year: the `lang` cookie, and nothing else (docs/product.md#languages). */
function remember(locale: Locale) {
	const secure = window.location.protocol === 'https:' ? '; Secure' : ''
	// biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie, set as the link is followed
	document.cookie = `${LANG_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/** The same page and query in the other language: 'Español' on English pages, 'English' on Spanish ones. */
export function LanguageLink({ className }: { className?: string }) {
	const { pathname, search } = useLocation()
	const { t } = useI18n()
	const target: Locale = localeOfPath(pathname) === 'es' ? 'en' : 'es'
	return (
		<a
			href={otherLanguageUrl(pathname, search)}
			hrefLang={target}
			lang={target}
			className={className}
			onClick={() => remember(target)}
		>
			{t('shell.languageLink')}
		</a>
	)
}

/** The one-line offer on an English page for a visitor who reads Spanish; never a redirect. */
export function LanguageOffer() {
	const { pathname, search } = useLocation()
	const { t } = useI18n()
	return (
		<p lang="es" className="bg-brand-50 px-4 py-2 text-center text-sm">
			<a
				href={otherLanguageUrl(pathname, search)}
				hrefLang="es"
				className="font-medium text-brand-800 underline"
				onClick={() => remember('es')}
			>
				{t('shell.offer')}
			</a>
		</p>
	)
}
