import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { createContext, useContext } from 'react'
import { ENGLISH_CATALOG } from './english-catalog'
import { twinnedPageAt } from './twinned-pages'

// The site's two languages (docs/decisions/0012-lingui-for-spanish.md). The language is the URL's:
// a Spanish page lives under /es with the same path after the prefix; the `lang` cookie only remembers
// a visitor's choice for the offer on English pages (docs/product.md#languages).

export const LOCALES = ['en', 'es'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'
export const LANG_COOKIE = 'lang'

/** The language of a path: Spanish under /es, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
	return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
}

/** The path without its language prefix: /es/therapists → /therapists, /es → /. */
export function unprefixedPath(pathname: string): string {
	if (localeOfPath(pathname) === 'en') return pathname
	return pathname.slice(3) || '/'
}

/** The pages with a Spanish twin (app/lib/twinned-pages.ts); provider pages (register, login, editing) stay English. */
export function hasSpanishTwin(pathname: string): boolean {
	return twinnedPageAt(pathname) !== undefined
}

/** An English path (or a path with a query) in a language: /therapists → /es/therapists. */
export function localizedPath(path: string, locale: Locale): string {
	if (locale === 'en' || !path.startsWith('/')) return path
	const pathname = path.split(/[?#]/)[0]
	if (localeOfPath(pathname) === 'es' || !hasSpanishTwin(pathname)) return path
	return path === '/'
		? '/es'
		: path.startsWith('/?') || path.startsWith('/#')
			? `/es${path.slice(1)}`
			: `/es${path}`
}

/** The same page and query in the other language (the header's and footer's language link). */
export function otherLanguageUrl(pathname: string, search: string): string {
	const locale = localeOfPath(pathname)
	const base = unprefixedPath(pathname)
	return `${locale === 'es' ? base : localizedPath(base, 'es')}${search}`
}

/** The compiled catalog of one language, as the root loader sends it (only the page's language). */
export type Catalog = Messages

export function createI18n(locale: Locale, messages: Catalog): I18n {
	// A missing id reads as itself, without Lingui's console warning: a reference label with no
	// Spanish entry (an insurer's name) is looked up on purpose (app/lib/reference-label.ts).
	return setupI18n({ locale, messages: { [locale]: messages }, missing: (_locale, id) => id })
}

export type Translate = (id: string, values?: Record<string, unknown>) => string

export type I18nValue = {
	locale: Locale
	t: Translate
	i18n: I18n
}

export function i18nValue(i18n: I18n): I18nValue {
	const locale = (i18n.locale === 'es' ? 'es' : 'en') as Locale
	return {
		locale,
		t: (id, values) => {
			// A module's English catalog registered after this instance was made (a page loaded later).
			if (locale === 'en' && !(id in i18n.messages)) i18n.load('en', ENGLISH_CATALOG)
			return i18n._(id, values)
		},
		i18n,
	}
}

const fallback = i18nValue(createI18n('en', ENGLISH_CATALOG))
/** English, for what is written outside a page (the API, tests). */
export const ENGLISH_I18N: I18nValue = fallback

export const I18nContext = createContext<I18nValue>(fallback)

/** The page's language and its strings (root.tsx provides it); links: app/components/local-link.tsx. */
export function useI18n(): I18nValue {
	return useContext(I18nContext)
}
