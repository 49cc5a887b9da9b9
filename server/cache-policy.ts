/**
 * What a browser or a shared cache may keep of what React Router answered
 * (docs/decisions/0005-listing-page-cache.md, "What HTTP caches may keep"):
 *
 * - Anything rendered for a session (the request's session cookie named a provider, or the answer
 *   sets a cookie): `private, no-store`. Pages and their `.data` always, since the header shows who is
 *   signed in; other answers unless they chose a policy themselves (a public read that is the same
 *   for everyone, a media file).
 * - An anonymous page without its own policy: `public, max-age=0, must-revalidate`. It may be kept,
 *   but never reused without asking again: it carries a fresh CSP nonce per response, and the
 *   server's own listing cache already makes asking cheap.
 * - Every page says `Vary: Cookie`: the same address renders differently once signed in; and
 *   `Vary: Accept-Language`: an English page may carry the offer of its Spanish twin.
 */
const SESSION_CACHE_CONTROL = 'private, no-store'
const ANONYMOUS_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'

/** A page: its HTML, or its data for a navigation in the browser (`/therapists/CA.data`). */
const isPageResponse = (pathname: string, response: Response) =>
	pathname.endsWith('.data') || (response.headers.get('content-type') ?? '').startsWith('text/html')

/** Sets the response's caching headers (React Router's responses, redirects included, are mutable). */
export function withCachePolicy(response: Response, pathname: string, signedIn: boolean): Response {
	const page = isPageResponse(pathname, response)
	const forSession = signedIn || response.headers.has('set-cookie')
	const has = response.headers.has('cache-control')
	const cacheControl =
		forSession && (page || !has) ? SESSION_CACHE_CONTROL : page && !has ? ANONYMOUS_PAGE_CACHE_CONTROL : null
	if (!cacheControl && !page) return response
	if (cacheControl) response.headers.set('Cache-Control', cacheControl)
	const vary = response.headers.get('vary') ?? ''
	if (page && !/(^|,)\s*cookie\s*(,|$)/i.test(vary)) response.headers.append('Vary', 'Cookie')
	// An English page may offer its Spanish twin by the browser's languages (docs/product.md#languages).
	if (page && !/(^|,)\s*accept-language\s*(,|$)/i.test(vary))
		response.headers.append('Vary', 'Accept-Language')
	return response
}
