import type { AccountDto } from './accounts.schema'

// The browser's copy of the login session (docs/product.md#accounts): id, short_id, url_tag and last_seen in
// local storage. The server session (httpOnly cookie) is what authorizes; this copy lets other
// tabs notice a login or logout, and never holds a token.

export const MIRROR_KEY = 'openroom:session'
/** Cleared after 28 days without a visit, like the server session (docs/product.md#accounts). */
export const MIRROR_MAX_IDLE_MS = 28 * 24 * 60 * 60_000
/** last_seen is rewritten at most this often, so other tabs are not woken for nothing. */
const TOUCH_MS = 60_000

export type MirrorSession = AccountDto & { last_seen: number }

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

let store: KeyValueStore | undefined

function memoryStore(): KeyValueStore {
	const map = new Map<string, string>()
	return {
		getItem: (key) => map.get(key) ?? null,
		setItem: (key, value) => void map.set(key, value),
		removeItem: (key) => void map.delete(key),
	}
}

/** localStorage, or an in-memory stand-in when it is unavailable (private mode, disabled, full). */
export function mirrorStore(isProduction = true): KeyValueStore {
	if (store) return store
	try {
		const probe = '__openroom_probe__'
		window.localStorage.setItem(probe, '1')
		window.localStorage.removeItem(probe)
		store = window.localStorage
	} catch (error) {
		// docs/product.md#errors: errors reach the console only outside production.
		if (!isProduction) console.warn('Local storage is unavailable; keeping the session in memory.', error)
		store = memoryStore()
	}
	return store
}

/** Test hook: forget the chosen store. */
export function resetMirrorStore(next?: KeyValueStore): void {
	store = next
}

function parse(raw: string | null): (Record<string, unknown> & Partial<MirrorSession>) | null {
	if (!raw) return null
	try {
		const value: unknown = JSON.parse(raw)
		return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
	} catch {
		return null
	}
}

/**
 * The stored session, or null. A stored value that carries a token (never ours), is malformed or
 * was last seen over 28 days ago is removed.
 */
export function readMirror(target: KeyValueStore, now = Date.now()): MirrorSession | null {
	const value = parse(target.getItem(MIRROR_KEY))
	if (!value) {
		if (target.getItem(MIRROR_KEY) !== null) target.removeItem(MIRROR_KEY)
		return null
	}
	const valid =
		!('token' in value) &&
		typeof value.id === 'string' &&
		typeof value.short_id === 'number' &&
		typeof value.url_tag === 'string' &&
		typeof value.last_seen === 'number' &&
		now - value.last_seen <= MIRROR_MAX_IDLE_MS
	if (!valid) {
		target.removeItem(MIRROR_KEY)
		return null
	}
	return {
		id: value.id as string,
		short_id: value.short_id as number,
		url_tag: value.url_tag as string,
		last_seen: value.last_seen as number,
	}
}

export function writeMirror(target: KeyValueStore, account: AccountDto, now = Date.now()): void {
	const value: MirrorSession = {
		id: account.id,
		short_id: account.short_id,
		url_tag: account.url_tag,
		last_seen: now,
	}
	try {
		target.setItem(MIRROR_KEY, JSON.stringify(value))
	} catch {
		// A full or revoked storage: the server session still works.
	}
}

export function clearMirror(target: KeyValueStore): void {
	try {
		target.removeItem(MIRROR_KEY)
	} catch {
		// Same as above.
	}
}

/**
 * Keeps the mirror in line with the server's answer after each page load or navigation.
 * Returns true when it changed who is logged in (not just last_seen).
 */
export function syncMirror(target: KeyValueStore, account: AccountDto | null, now = Date.now()): boolean {
	const current = readMirror(target, now)
	if (!account) {
		if (current) clearMirror(target)
		return Boolean(current)
	}
	const same =
		current &&
		current.id === account.id &&
		current.short_id === account.short_id &&
		current.url_tag === account.url_tag
	if (same && now - current.last_seen < TOUCH_MS) return false
	writeMirror(target, account, now)
	return current?.id !== account.id
}

/** The account id in a raw stored value (for storage events). */
export function mirrorIdentity(raw: string | null): string | null {
	const value = parse(raw)
	return value && typeof value.id === 'string' ? value.id : null
}
