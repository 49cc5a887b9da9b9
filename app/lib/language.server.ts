import Negotiator from 'negotiator'
import { cookieValue } from '~/auth/session.server'
import { LANG_COOKIE, type Locale, localeOfPath } from './i18n'

/** The language a visitor chose with the header's or footer's link, if any (the `lang` cookie). */
export function chosenLocale(cookie: string | null | undefined): Locale | null {
	const value = cookieValue(cookie, LANG_COOKIE)
	return value === 'en' || value === 'es' ? value : null
}

/**
 * Whether an English page offers its Spanish twin in one line ('Ver esta página en español'): a
 * visitor who chose Spanish before, or one whose browser prefers Spanish and who has not chosen
 * English. Never a redirect (docs/product.md#languages). The listing page cache keys by this too.
 */
export function offersSpanish(
	pathname: string,
	acceptLanguage: string | null | undefined,
	cookie: string | null | undefined,
): boolean {
	if (localeOfPath(pathname) !== 'en') return false
	const chosen = chosenLocale(cookie)
	if (chosen) return chosen === 'es'
	if (!acceptLanguage) return false
	return new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(['en', 'es']) === 'es'
}
