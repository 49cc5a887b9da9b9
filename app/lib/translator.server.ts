import { createI18n, type I18nValue, i18nValue, type Locale } from './i18n'
import { englishCatalog, spanishCatalog } from './i18n-catalogs.server'

/**
 * The words of a language for what the server writes (titles, labels, messages, e-mails, jobs): the
 * same catalogs and lookup the pages use, all of a language's messages at hand.
 */
export function serverI18n(locale: Locale): I18nValue {
	let words = made.get(locale)
	if (!words) {
		words = i18nValue(createI18n(locale, locale === 'es' ? spanishCatalog() : englishCatalog()))
		made.set(locale, words)
	}
	return words
}
/** One per language, made once: the catalogs do not change while the server runs. */
const made = new Map<Locale, I18nValue>()
