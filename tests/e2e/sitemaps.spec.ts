import type { APIRequestContext, Page } from '@playwright/test'
import { expect, ORIGIN, test } from './support/fixtures'

// The sitemaps read as a crawler reads them (sitemaps.org protocol): /robots.txt names the index, the
// index names the files, and each file lists absolute URLs at or below its own folder, at most 50,000
// of them in at most 50 MB, under the protocol's XML namespace. The profiles listed are exactly the
// indexable ones (docs/product.md#search-engines); each one left out says noindex on its page.

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const DAY_MS = 86_400_000

type Parsed = { root: string; namespace: string | null; error: string | null; locs: string[] }

/** Parsed by the browser's XML parser, which reports malformed XML rather than guessing. */
function parseXml(page: Page, xml: string): Promise<Parsed> {
	return page.evaluate((text) => {
		const doc = new DOMParser().parseFromString(text, 'application/xml')
		const error = doc.getElementsByTagName('parsererror')[0]
		const root = doc.documentElement
		// <loc> of <url> (urlset) or of <sitemap> (index), in the protocol's namespace only.
		const locs = [...doc.getElementsByTagNameNS(root.namespaceURI, 'loc')].map((e) => e.textContent ?? '')
		return { root: root.localName, namespace: root.namespaceURI, error: error?.textContent ?? null, locs }
	}, xml)
}

async function getXml(request: APIRequestContext, url: string) {
	const response = await request.get(url)
	expect(response.status(), url).toBe(200)
	expect(response.headers()['content-type'], url).toMatch(/^application\/xml/)
	const body = await response.body()
	expect(body.length, `${url}: at most 50 MB uncompressed`).toBeLessThanOrEqual(50 * 1024 * 1024)
	return body.toString('utf8')
}

/** Every live provider, through the public API (what a visitor can find). */
async function liveProviders(request: APIRequestContext) {
	const docs: Array<{ short_id: number; url_tag: string | null; availability_confirmed_at: string }> = []
	for (let page = 1; page; ) {
		const response = await request.get(`/api/user?pageSize=50&page=${page}`)
		expect(response.status()).toBe(200)
		const body = await response.json()
		docs.push(...body.docs)
		page = body.next
	}
	return docs
}

test('robots.txt → sitemap index → each file, as the protocol says; exactly the indexable profiles', async ({
	page,
	request,
}) => {
	test.setTimeout(180_000)
	const robots = await (await request.get('/robots.txt')).text()
	const declared = [...robots.matchAll(/^Sitemap:\s*(\S+)\s*$/gim)].map((m) => m[1])
	expect(declared).toEqual([`${ORIGIN}/sitemap.xml`])

	const index = await parseXml(page, await getXml(request, declared[0]))
	expect(index).toMatchObject({ root: 'sitemapindex', namespace: NAMESPACE, error: null })
	expect(index.locs.length).toBeGreaterThanOrEqual(3)
	expect(index.locs.length).toBeLessThanOrEqual(50_000)

	const listed = new Set<string>()
	for (const file of index.locs) {
		const fileUrl = new URL(file)
		expect(fileUrl.origin, file).toBe(ORIGIN)
		const folder = fileUrl.pathname.slice(0, fileUrl.pathname.lastIndexOf('/') + 1)
		const sitemap = await parseXml(page, await getXml(request, file))
		expect(sitemap, file).toMatchObject({ root: 'urlset', namespace: NAMESPACE, error: null })
		expect(sitemap.locs.length, file).toBeGreaterThan(0)
		expect(sitemap.locs.length, file).toBeLessThanOrEqual(50_000)
		const outside = sitemap.locs.filter((loc) => {
			const url = new URL(loc) // throws on a relative URL
			return url.origin !== fileUrl.origin || !url.pathname.startsWith(folder) || loc.length >= 2048
		})
		expect(outside, `${file} lists only absolute URLs under ${folder}`).toEqual([])
		for (const loc of sitemap.locs) listed.add(new URL(loc).pathname)
	}
	expect(listed).toContain('/therapists/california')
	expect(listed).toContain('/for-providers')

	// The profiles: every indexable live one listed, and no other.
	const now = Date.now()
	const profiles = (await liveProviders(request)).map((p) => {
		const days = (now - Date.parse(p.availability_confirmed_at)) / DAY_MS
		return {
			path: p.url_tag ? `/therapist/${p.url_tag}/${p.short_id}` : `/therapist/${p.short_id}`,
			leftOut: Math.floor(days) > 180,
			// A profile crossing the line while the test runs could go either way.
			borderline: Math.abs(days - 181) < 0.01,
		}
	})
	expect(profiles.length).toBeGreaterThan(100)
	const leftOut = profiles.filter((p) => p.leftOut && !p.borderline)
	const indexable = profiles.filter((p) => !p.leftOut && !p.borderline)
	expect(leftOut.length, 'the demo directory has profiles unconfirmed for over 180 days').toBeGreaterThan(0)
	expect(indexable.filter((p) => !listed.has(p.path)).map((p) => p.path)).toEqual([])
	expect(leftOut.filter((p) => listed.has(p.path)).map((p) => p.path)).toEqual([])
	const listedProfiles = [...listed].filter((path) => path.startsWith('/therapist/'))
	const known = new Set(profiles.map((p) => p.path))
	expect(listedProfiles.filter((path) => !known.has(path))).toEqual([])

	// Left out of the sitemap: the page says noindex and stays canonical to itself.
	const robotsMeta = /<meta name="robots" content="noindex"\/?>/
	for (const profile of leftOut) {
		const html = await (await request.get(profile.path)).text()
		expect(html, profile.path).toMatch(robotsMeta)
		expect(html, profile.path).toContain(`<link rel="canonical" href="${ORIGIN}${profile.path}"/>`)
	}
	for (const profile of indexable.slice(0, 5)) {
		const html = await (await request.get(profile.path)).text()
		expect(html, profile.path).not.toMatch(robotsMeta)
		expect(html, profile.path).toContain(`<link rel="canonical" href="${ORIGIN}${profile.path}"/>`)
	}
})

test('the old /sitemaps/ addresses move for good to the root', async ({ request }) => {
	const moved = {
		'/sitemaps/pages.xml': '/sitemap-pages.xml',
		'/sitemaps/listings.xml': '/sitemap-listings.xml',
		'/sitemaps/profiles-1.xml': '/sitemap-profiles.xml?page=1',
	}
	for (const [from, to] of Object.entries(moved)) {
		const response = await request.get(from, { maxRedirects: 0 })
		expect(response.status(), from).toBe(301)
		expect(new URL(response.headers().location, ORIGIN).toString()).toBe(`${ORIGIN}${to}`)
	}
	expect((await request.get('/sitemaps/other.xml', { maxRedirects: 0 })).status()).toBe(404)
	expect((await request.get('/sitemap-profiles.xml?page=999', { maxRedirects: 0 })).status()).toBe(404)
	expect((await request.get('/sitemap-profiles.xml?page=x', { maxRedirects: 0 })).status()).toBe(404)
})
