import { ENGLISH_CATALOG } from './english-catalog'
import { createI18n, type I18nValue, i18nValue, type Locale } from './i18n'
import { spanishCatalog } from './i18n-catalogs.server'

/** The page's language for what a loader or an action writes (titles, labels, messages). */
export function serverI18n(locale: Locale): I18nValue {
	return i18nValue(createI18n(locale, locale === 'es' ? spanishCatalog() : ENGLISH_CATALOG))
}
