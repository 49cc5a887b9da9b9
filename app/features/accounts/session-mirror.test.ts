import { expect, test } from 'vitest'
import {
	MIRROR_KEY,
	MIRROR_MAX_IDLE_MS,
	mirrorIdentity,
	readMirror,
	syncMirror,
	writeMirror,
} from './session-mirror'

function memory() {
	const map = new Map<string, string>()
	return {
		map,
		getItem: (key: string) => map.get(key) ?? null,
		setItem: (key: string, value: string) => void map.set(key, value),
		removeItem: (key: string) => void map.delete(key),
	}
}

const account = { id: 'a1', short_id: 10001, url_tag: '' }

test('keeps id, short_id, url_tag and last_seen, and nothing else', () => {
	const store = memory()
	writeMirror(store, account, 1000)
	expect(JSON.parse(store.map.get(MIRROR_KEY) ?? '')).toEqual({ ...account, last_seen: 1000 })
	expect(readMirror(store, 2000)).toEqual({ ...account, last_seen: 1000 })
})

test('is cleared after 28 days unseen', () => {
	const store = memory()
	writeMirror(store, account, 0)
	expect(readMirror(store, MIRROR_MAX_IDLE_MS)).not.toBeNull()
	expect(readMirror(store, MIRROR_MAX_IDLE_MS + 1)).toBeNull()
	expect(store.map.has(MIRROR_KEY)).toBe(false)
})

test('is cleared when a token is found in it, or when it is not ours', () => {
	const store = memory()
	store.setItem(MIRROR_KEY, JSON.stringify({ ...account, last_seen: 0, token: 'secret' }))
	expect(readMirror(store, 1)).toBeNull()
	expect(store.map.has(MIRROR_KEY)).toBe(false)
	store.setItem(MIRROR_KEY, '{not json')
	expect(readMirror(store, 1)).toBeNull()
	expect(store.map.has(MIRROR_KEY)).toBe(false)
})

test('sync follows the server: login writes, logout clears, and only a change of account counts', () => {
	const store = memory()
	expect(syncMirror(store, account, 0)).toBe(true)
	expect(syncMirror(store, account, 10)).toBe(false)
	expect(syncMirror(store, account, 120_000)).toBe(false) // last_seen refreshed, same account
	expect(readMirror(store, 120_000)?.last_seen).toBe(120_000)
	expect(syncMirror(store, { ...account, id: 'a2' }, 120_001)).toBe(true)
	expect(syncMirror(store, null, 120_002)).toBe(true)
	expect(store.map.has(MIRROR_KEY)).toBe(false)
})

test('storage events compare accounts, not timestamps', () => {
	expect(mirrorIdentity(JSON.stringify({ ...account, last_seen: 1 }))).toBe('a1')
	expect(mirrorIdentity(null)).toBeNull()
	expect(mirrorIdentity('garbage')).toBeNull()
})
