import type { MetaDescriptor } from 'react-router'
import { documentMessages } from './document-catalog'
import { ENGLISH_CATALOG } from './english-catalog'
import { type Catalog, createI18n, hasSpanishTwin, type Locale, localizedPath, type Translate } from './i18n'

/** `locale` is the page's language (English when absent). */
export type SiteInfo = { siteName: string; publicUrl: string; locale?: Locale }

/** A path as an absolute URL on the site, for structured data (a bare localhost when no PUBLIC_URL is set). */
export function absoluteUrl(site: SiteInfo, path: string): string {
	return new URL(path, site.publicUrl || 'http://localhost').toString()
}

type PageMetaInput = {
	title: string
	description: string
	/** Path of the canonical URL, e.g. /therapists/california. */
	path: string
	/** Two-letter state code: adds geo.region US-XX. */
	stateCode?: string | null
	noindex?: boolean
	image?: string | null
	type?: 'website' | 'profile' | 'article'
}

const DESCRIPTION_MAX = 160

/** Cuts text to `max` characters on a word boundary, adding an ellipsis when cut. */
export function truncate(text: string, max: number): string {
	const clean = text.replace(/\s+/g, ' ').trim()
	if (clean.length <= max) return clean
	const cut = clean.slice(0, max - 1)
	// The cut already ends a word when the next character is a space.
	const endsWord = clean.charAt(max - 1) === ' '
	const lastSpace = cut.lastIndexOf(' ')
	const head = endsWord || lastSpace <= max * 0.6 ? cut : cut.slice(0, lastSpace)
	return `${head.replace(/[\s.,;:!?-]+$/, '')}…`
}

/** Title, description, canonical, Open Graph, Twitter, geo.region and robots for one page. */
export function pageMeta(site: SiteInfo, input: PageMetaInput): MetaDescriptor[] {
	const title = input.title.includes(site.siteName) ? input.title : `${input.title} | ${site.siteName}`
	const description = truncate(input.description, DESCRIPTION_MAX)
	const locale = site.locale ?? 'en'
	const url = `${site.publicUrl}${localizedPath(input.path, locale)}`
	const image = input.image
		? new URL(input.image, site.publicUrl).toString()
		: `${site.publicUrl}/og-image.png`
	const tags: MetaDescriptor[] = [
		{ title },
		{ name: 'description', content: description },
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:site_name', content: site.siteName },
		{ property: 'og:type', content: input.type ?? 'website' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ property: 'og:image', content: image },
		{ name: 'twitter:card', content: 'summary' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: description },
	]
	if (locale === 'es') tags.push({ property: 'og:locale', content: 'es_US' })
	// Both twins name each other, and English is the default (docs/product.md#languages).
	const pathname = input.path.split('?')[0]
	if (!input.noindex && hasSpanishTwin(pathname)) {
		const en = `${site.publicUrl}${input.path}`
		const es = `${site.publicUrl}${localizedPath(input.path, 'es')}`
		tags.push(
			{ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: en },
			{ tagName: 'link', rel: 'alternate', hrefLang: 'es', href: es },
			{ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: en },
		)
	}
	if (input.stateCode) tags.push({ name: 'geo.region', content: `US-${input.stateCode.toUpperCase()}` })
	if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
	return tags
}

type MatchWithData = { id: string; loaderData?: unknown } | undefined

/** Reads the site settings that the root loader exposes, from a meta function's `matches`. */
type RootMeta = { env?: SiteInfo; locale?: Locale; messages?: Catalog | null } | undefined

function rootOf(matches: readonly MatchWithData[]): RootMeta {
	return matches.find((m) => m?.id === 'root')?.loaderData as RootMeta
}

export function siteFromMatches(matches: readonly MatchWithData[]): SiteInfo {
	const root = rootOf(matches)
	return { ...(root?.env ?? { siteName: 'Openroom', publicUrl: '' }), locale: root?.locale ?? 'en' }
}

/** The page's strings for a meta function (titles, descriptions, social tags in the page's language). */
export function translatorFromMatches(matches: readonly MatchWithData[]): Translate {
	const root = rootOf(matches)
	const locale = root?.locale ?? 'en'
	// A loaded page's Spanish messages come outside the root's data (app/lib/document-catalog.tsx).
	const spanish = root?.messages ?? documentMessages() ?? {}
	const i18n = createI18n(locale, locale === 'es' ? spanish : ENGLISH_CATALOG)
	return (id, values) => i18n._(id, values)
}
