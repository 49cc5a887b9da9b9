import type { MetaDescriptor } from 'react-router'

export type SiteInfo = { siteName: string; publicUrl: string }

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
	const url = `${site.publicUrl}${input.path}`
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
	if (input.stateCode) tags.push({ name: 'geo.region', content: `US-${input.stateCode.toUpperCase()}` })
	if (input.noindex) tags.push({ name: 'robots', content: 'noindex' })
	return tags
}

type MatchWithData = { id: string; loaderData?: unknown } | undefined

/** Reads the site settings that the root loader exposes, from a meta function's `matches`. */
export function siteFromMatches(matches: readonly MatchWithData[]): SiteInfo {
	const root = matches.find((m) => m?.id === 'root')?.loaderData as { env?: SiteInfo } | undefined
	return root?.env ?? { siteName: 'Openroom', publicUrl: '' }
}
