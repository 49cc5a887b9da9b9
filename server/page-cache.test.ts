import { expect, test } from 'vitest'
import { SESSION_COOKIE } from '~/auth/session.server'
import { type CachedPage, isCacheableListingRequest, PageCache, withNonce } from './page-cache'

const page = (stamp: string, storedAt = 0): CachedPage => ({
	body: '<script nonce="AAA">x</script><link nonce="AAA">',
	status: 200,
	headers: [['content-type', 'text/html']],
	nonce: 'AAA',
	stamp,
	storedAt,
	shown: [],
})

test('an entry is served only under the stamp it was rendered with, and not when too old', () => {
	const cache = new PageCache({ maxEntries: 10, maxAgeMs: 60_000 })
	cache.set('/therapists/texas', page('v1', 1000))
	expect(cache.get('/therapists/texas', 'v1', 2000)).toBeDefined()
	expect(cache.get('/therapists/texas', 'v1', 62_001)).toBeUndefined()
	cache.set('/therapists/texas', page('v1', 1000))
	expect(cache.get('/therapists/texas', 'v2', 2000)).toBeUndefined()
	expect(cache.size).toBe(0)
})

test('the least recently used entry goes first', () => {
	const cache = new PageCache({ maxEntries: 2 })
	cache.set('a', page('v', Date.now()))
	cache.set('b', page('v', Date.now()))
	cache.get('a', 'v')
	cache.set('c', page('v', Date.now()))
	expect(cache.get('b', 'v')).toBeUndefined()
	expect(cache.get('a', 'v')).toBeDefined()
})

test('the cache holds at most maxBytes: the least recently used pages make room, a larger page is not kept', () => {
	const sized = (bytes: number): CachedPage => ({
		...page('v', Date.now()),
		headers: [],
		body: 'x'.repeat(bytes),
	})
	const cache = new PageCache({ maxBytes: 10_000 })
	for (const key of ['a', 'b', 'c', 'd']) cache.set(key, sized(3_000))
	// 12,000 bytes do not fit: the oldest page went.
	expect(cache.get('a', 'v')).toBeUndefined()
	expect(cache.size).toBe(3)
	expect(cache.bytes).toBe(9_000)
	cache.get('b', 'v')
	cache.set('e', sized(4_000))
	// b was read last, so c (the least recently used) made room for e.
	expect(cache.get('c', 'v')).toBeUndefined()
	expect(cache.get('b', 'v')).toBeDefined()
	expect(cache.get('d', 'v')).toBeDefined()
	expect(cache.bytes).toBe(10_000)
	// Multi-byte characters count as their UTF-8 bytes: 6,000 of them are 12,000 bytes, too many.
	cache.set('f', sized(0))
	cache.set('g', { ...sized(0), body: 'é'.repeat(6_000) })
	expect(cache.get('g', 'v')).toBeUndefined()
	expect(cache.bytes).toBeLessThanOrEqual(10_000)
	// Replacing a page does not count it twice.
	cache.set('b', sized(3_000))
	cache.set('b', sized(3_000))
	expect(cache.bytes).toBe(10_000)
	expect(cache.size).toBe(4)
})

test('each response gets its own nonce', () => {
	expect(withNonce(page('v'), 'BBB')).toBe('<script nonce="BBB">x</script><link nonce="BBB">')
})

test('only anonymous GETs of listings are cacheable', () => {
	expect(isCacheableListingRequest('GET', '/therapists/texas', undefined)).toBe(true)
	expect(isCacheableListingRequest('GET', '/therapists/texas.data', 'theme=x')).toBe(true)
	expect(isCacheableListingRequest('GET', '/therapists/texas', `${SESSION_COOKIE}=abc`)).toBe(false)
	expect(isCacheableListingRequest('GET', '/therapists/texas', `theme=x; ${SESSION_COOKIE}=abc`)).toBe(false)
	expect(isCacheableListingRequest('POST', '/therapists/texas', undefined)).toBe(false)
	expect(isCacheableListingRequest('GET', '/therapist/jo/10001', undefined)).toBe(false)
	// Spanish listings too (their key carries the language, server/create-app.ts).
	expect(isCacheableListingRequest('GET', '/es/therapists/texas', undefined)).toBe(true)
	expect(isCacheableListingRequest('GET', '/es/therapists.data', undefined)).toBe(true)
	expect(isCacheableListingRequest('GET', '/es/therapist/jo/10001', undefined)).toBe(false)
})
