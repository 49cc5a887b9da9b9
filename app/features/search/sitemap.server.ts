import { hasSpanishTwin, localizedPath } from '~/lib/i18n'
import { asc } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { POSTS } from '~/platform/reference/posts'
import { STATES } from '~/platform/reference/states'
import { activeTags, ONLINE_THERAPY_TAG_ID, TAGS } from '~/platform/reference/tags'
import { indexableProviderCondition } from '~/features/therapists/live-profile.server'
import { type FacetKey, stateKey, tagKey, UNKNOWN_KEY } from './facets'
import { listCityPages } from './city-pages.server'
import { countListing } from './search-therapists.server'

/** The protocol's limit of URLs per sitemap file (sitemaps.org). */
// Each profile is listed twice, in English and in Spanish (/es): 50,000 URLs per file at most.
const SITEMAP_CHUNK = 25_000

/**
 * Where the sitemap files are served: at the root, because a sitemap may only list URLs at or below
 * its own directory (sitemaps.org, "Sitemap file location"). Profile chunks are numbered from 1.
 */
export const SITEMAP_PATHS = {
	pages: '/sitemap-pages.xml',
	listings: '/sitemap-listings.xml',
	profiles: (chunk: number) => `/sitemap-profiles.xml?page=${chunk}`,
}

/** Where a file of the old /sitemaps/ folder moved (its 301), or null for a name it never had. */
export function movedSitemapPath(name: string): string | null {
	if (name === 'pages.xml') return SITEMAP_PATHS.pages
	if (name === 'listings.xml') return SITEMAP_PATHS.listings
	const chunk = /^profiles-([1-9]\d{0,3})\.xml$/.exec(name)
	return chunk ? SITEMAP_PATHS.profiles(Number(chunk[1])) : null
}

const STATIC_PATHS = [
	'/',
	'/therapists',
	'/for-providers',
	'/about/directory-health',
	'/licence-checks',
	'/tests/anxiety',
	'/tests/depression',
	'/learn/anxiety',
	'/learn/depression',
	'/learn/adhd',
	'/legal/privacy-policy',
	'/legal/terms-of-use',
	'/legal/user-guidelines',
	...POSTS.map((p) => `/posts/${p.slug}`),
]

function escapeXml(text: string): string {
	return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * A page with a Spanish twin is listed in both languages, each naming the other (hreflang en, es and
 * x-default, docs/product.md#languages); other pages once.
 */
export function urlset(publicUrl: string, entries: Array<{ path: string; lastmod?: string }>): string {
	const url = (path: string, lastmod: string | undefined, alternates: string) =>
		`<url><loc>${escapeXml(publicUrl + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`
	const urls = entries
		.map((e) => {
			if (!hasSpanishTwin(e.path)) return url(e.path, e.lastmod, '')
			const es = localizedPath(e.path, 'es')
			const link = (lang: string, path: string) =>
				`<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(publicUrl + path)}"/>`
			const alternates = link('en', e.path) + link('es', es) + link('x-default', e.path)
			return url(e.path, e.lastmod, alternates) + url(es, e.lastmod, alternates)
		})
		.join('')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`
}

/** The sitemap index: static pages, listings, then profile chunks of at most 50,000 URLs. */
export async function sitemapIndex(db: Db, publicUrl: string, now = new Date()): Promise<string> {
	// Indexable profiles as the search index counts them: live, less those unconfirmed for over 180
	// days (the same freshnessOf() rule as isIndexable; the chunks themselves are read by SQL).
	const indexable = (await countListing(db, [], now)) - (await countListing(db, [UNKNOWN_KEY], now))
	const chunks = Math.ceil(indexable / SITEMAP_CHUNK)
	const paths = [
		SITEMAP_PATHS.pages,
		SITEMAP_PATHS.listings,
		...Array.from({ length: chunks }, (_, i) => SITEMAP_PATHS.profiles(i + 1)),
	]
	const items = paths
		.map((path) => `<sitemap><loc>${escapeXml(`${publicUrl}${path}`)}</loc></sitemap>`)
		.join('')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`
}

export function staticSitemapPaths(): string[] {
	return STATIC_PATHS
}

/** Listing pages that have at least one live provider: states, national tags, state × tag, and city pages. */
export async function listingSitemapPaths(db: Db): Promise<string[]> {
	const tags = [
		TAGS.find((t) => t.id === ONLINE_THERAPY_TAG_ID),
		...activeTags('Specialties'),
		...activeTags('Approaches'),
	].filter((t) => t !== undefined)
	const has = async (keys: FacetKey[]) => (await countListing(db, keys)) > 0
	const paths: string[] = []
	for (const tag of tags) if (await has([tagKey(tag.id)])) paths.push(`/therapists/${tag.slug}`)
	for (const state of STATES) {
		if (!(await has([stateKey(state.code)]))) continue
		paths.push(`/therapists/${state.slug}`)
		for (const tag of tags) {
			if (await has([stateKey(state.code), tagKey(tag.id)]))
				paths.push(`/therapists/${state.slug}/${tag.slug}`)
		}
	}
	for (const city of await listCityPages(db)) paths.push(`/therapists/${city.state.slug}/${city.slug}`)
	return paths
}

/**
 * One chunk (1-based) of indexable profile URLs (isIndexable, docs/product.md#search-engines), in
 * short id order: live, without those unconfirmed for over 180 days, since a search engine should
 * not send people to a listing that may no longer be true. Their pages say noindex.
 */
export async function profileSitemapEntries(
	db: Db,
	chunk: number,
	now = new Date(),
): Promise<Array<{ path: string; lastmod: string }>> {
	const rows = await db
		.select({ short_id: providers.short_id, url_tag: providers.url_tag, updated_at: providers.updated_at })
		.from(providers)
		.where(indexableProviderCondition(now))
		.orderBy(asc(providers.short_id))
		.limit(SITEMAP_CHUNK)
		.offset((chunk - 1) * SITEMAP_CHUNK)
	return rows.map((r) => ({
		path: r.url_tag ? `/therapist/${r.url_tag}/${r.short_id}` : `/therapist/${r.short_id}`,
		lastmod: r.updated_at.toISOString().slice(0, 10),
	}))
}
