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
	/** The providers the page shows: serving it counts their appearances (docs/product.md#your-listing). */
	shown: string[]
}

type PageCacheLimits = {
	/** Entries kept at most (least recently used out first). */
	maxEntries?: number
	/** How long an entry may be served, even under an unchanged stamp. */
	maxAgeMs?: number
	/** A page larger than this is never kept. */
	maxBodyBytes?: number
	/** All entries together (bodies and headers, in UTF-8 bytes): the memory the cache may hold. */
	maxBytes?: number
}

/** Bounded in entries, in age and in bytes (PAGE_CACHE_MAX_BYTES, docs/deploy.md#settings). */
export class PageCache {
	private readonly entries = new Map<string, CachedPage & { bytes: number }>()
	private total = 0
	private readonly maxEntries: number
	private readonly maxAgeMs: number
	private readonly maxBodyBytes: number
	private readonly maxBytes: number

	constructor(limits: PageCacheLimits = {}) {
		this.maxEntries = limits.maxEntries ?? 500
		this.maxAgeMs = limits.maxAgeMs ?? 60_000
		this.maxBodyBytes = limits.maxBodyBytes ?? 512 * 1024
		this.maxBytes = limits.maxBytes ?? 32 * 1024 * 1024
	}

	get(key: string, stamp: string, now = Date.now()): CachedPage | undefined {
		const entry = this.entries.get(key)
		if (!entry) return undefined
		if (entry.stamp !== stamp || now - entry.storedAt > this.maxAgeMs) {
			this.remove(key)
			return undefined
		}
		this.entries.delete(key)
		this.entries.set(key, entry)
		return entry
	}

	set(key: string, entry: CachedPage): void {
		const bodyBytes = Buffer.byteLength(entry.body)
		if (bodyBytes > this.maxBodyBytes) return
		const bytes =
			bodyBytes + entry.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)
		if (bytes > this.maxBytes) return
		this.remove(key)
		this.entries.set(key, { ...entry, bytes })
		this.total += bytes
		while (this.entries.size > this.maxEntries || this.total > this.maxBytes)
			this.remove(this.entries.keys().next().value as string)
	}

	private remove(key: string): void {
		const entry = this.entries.get(key)
		if (!entry) return
		this.entries.delete(key)
		this.total -= entry.bytes
	}

	get size(): number {
		return this.entries.size
	}

	/** The bytes held now (at most maxBytes). */
	get bytes(): number {
		return this.total
	}
}

/** The cached body with a new nonce in place of the one it was rendered with. */
export function withNonce(page: CachedPage, nonce: string): string {
	return page.nonce ? page.body.replaceAll(page.nonce, nonce) : page.body
}

/** Only anonymous GETs of listing pages (HTML or their .data), English or Spanish (/es/…), are cached. */
export function isCacheableListingRequest(method: string, path: string, cookie: string | undefined): boolean {
	if (method !== 'GET') return false
	const unprefixed = path.startsWith('/es/') ? path.slice(3) : path
	if (
		!(
			unprefixed === '/therapists' ||
			unprefixed.startsWith('/therapists/') ||
			unprefixed === '/therapists.data'
		)
	)
		return false
	return cookieValue(cookie, SESSION_COOKIE) === null
}
