import { and, asc, gte } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { DAY_MS, UNKNOWN_AFTER_DAYS } from '~/features/availability/freshness'
import { POSTS } from '~/features/reference/posts'
import { STATES } from '~/features/reference/states'
import { activeTags, ONLINE_THERAPY_TAG_ID, TAGS } from '~/features/reference/tags'
import { liveProviderCondition } from '~/features/therapists/live-profile.server'
import { stateKey, tagKey, UNKNOWN_KEY } from './facets'
import { getSearchIndex } from './search-index.server'

export const SITEMAP_CHUNK = 50_000

const STATIC_PATHS = [
	'/',
	'/therapists',
	'/for-providers',
	'/about/directory-health',
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

export function urlset(publicUrl: string, entries: Array<{ path: string; lastmod?: string }>): string {
	const urls = entries
		.map(
			(e) =>
				`<url><loc>${escapeXml(publicUrl + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
		)
		.join('')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`
}

/** The sitemap index: static pages, listings, then profile chunks of at most 50,000 URLs. */
export async function sitemapIndex(db: Db, publicUrl: string, now = new Date()): Promise<string> {
	const index = getSearchIndex(db)
	await index.ensureFresh(now)
	const live =
		(await index.query({ keys: [], skip: 0, limit: 0 })).count -
		(await index.query({ keys: [UNKNOWN_KEY], skip: 0, limit: 0 })).count
	const chunks = Math.ceil(live / SITEMAP_CHUNK)
	const names = [
		'pages.xml',
		'listings.xml',
		...Array.from({ length: chunks }, (_, i) => `profiles-${i + 1}.xml`),
	]
	const items = names
		.map((name) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}`)}</loc></sitemap>`)
		.join('')
	return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>\n`
}

export function staticSitemapPaths(): string[] {
	return STATIC_PATHS
}

/** Listing pages that have at least one live provider: states, national tags, and state × tag. */
export async function listingSitemapPaths(db: Db): Promise<string[]> {
	const index = getSearchIndex(db)
	await index.ensureFresh()
	const tags = [
		TAGS.find((t) => t.id === ONLINE_THERAPY_TAG_ID),
		...activeTags('Specialties'),
		...activeTags('Approaches'),
	].filter((t) => t !== undefined)
	const has = async (keys: string[]) => (await index.query({ keys, skip: 0, limit: 0 })).count > 0
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
	return paths
}

/**
 * One chunk (1-based) of live profile URLs, in short id order, without profiles unconfirmed for over
 * 180 days (docs/product.md#availability-freshness): a search engine should not send people to a
 * listing that may no longer be true.
 */
export async function profileSitemapEntries(
	db: Db,
	chunk: number,
	now = new Date(),
): Promise<Array<{ path: string; lastmod: string }>> {
	// Kept up to exactly 180 days, as freshnessOf draws the line.
	const confirmedSince = new Date(now.getTime() - UNKNOWN_AFTER_DAYS * DAY_MS)
	const rows = await db
		.select({ shortId: providers.shortId, urlTag: providers.urlTag, updatedAt: providers.updatedAt })
		.from(providers)
		.where(and(liveProviderCondition, gte(providers.availabilityConfirmedAt, confirmedSince)))
		.orderBy(asc(providers.shortId))
		.limit(SITEMAP_CHUNK)
		.offset((chunk - 1) * SITEMAP_CHUNK)
	return rows.map((r) => ({
		path: r.urlTag ? `/therapist/${r.urlTag}/${r.shortId}` : `/therapist/${r.shortId}`,
		lastmod: r.updatedAt.toISOString().slice(0, 10),
	}))
}
