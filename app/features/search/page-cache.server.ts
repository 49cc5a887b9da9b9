import { cookieValue, SESSION_COOKIE } from '~/auth/session.server'

/**
 * A cache of rendered listing pages for anonymous visitors. A listing depends on the search index
 * (which providers match, in which order) and, through the cards, on provider rows, whose every change
 * also changes the index stamp: an entry is served only while the stamp it was rendered under is
 * current, and for at most `maxAgeMs` (answers shown on cards do not touch the stamp).
 * Logged-in visitors never use it (their navbar differs).
 */
export type CachedPage = {
	body: string
	status: number
	headers: Array<[string, string]>
	/** The CSP nonce written into the body; replaced by each response's own. */
	nonce: string
	stamp: string
	storedAt: number
}

export class PageCache {
	private readonly entries = new Map<string, CachedPage>()
	constructor(
		private readonly maxEntries = 500,
		private readonly maxAgeMs = 60_000,
		private readonly maxBodyBytes = 512 * 1024,
	) {}

	get(key: string, stamp: string, now = Date.now()): CachedPage | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.stamp !== stamp || now - entry.storedAt > this.maxAgeMs) {
			this.entries.delete(key)
			return undefined
		}
		this.entries.delete(key)
		this.entries.set(key, entry)
		return entry
	}

	set(key: string, entry: CachedPage): void {
		if (entry.body.length > this.maxBodyBytes) return
		this.entries.delete(key)
		this.entries.set(key, entry)
		if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
	}

	get size(): number {
		return this.entries.size
	}
}

/** The cached body with a new nonce in place of the one it was rendered with. */
export function withNonce(page: CachedPage, nonce: string): string {
	return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body
}

/** Only anonymous GETs of listing pages (HTML or their .data) are cached. */
export function isCacheableListingRequest(method: string, path: string, cookie: string | undefined): boolean {
	if (method !== 'GET') return false
	if (!(path === '/therapists' || path.startsWith('/therapists/') || path === '/therapists.data'))
		return false
	return cookieValue(cookie, SESSION_COOKIE) === null
}
