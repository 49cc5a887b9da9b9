import { expect, test } from 'vitest'
import { SESSION_COOKIE } from '~/auth/session.server'
import { type CachedPage, isCacheableListingRequest, PageCache, withNonce } from './page-cache.server'

const page = (stamp: string, storedAt = 0): CachedPage => ({
	body: '<script nonce="AAA">x</script><link nonce="AAA">',
	status: 200,
	headers: [['content-type', 'text/html']],
	nonce: 'AAA',
	stamp,
	storedAt,
})

test('an entry is served only under the stamp it was rendered with, and not when too old', () => {
	const cache = new PageCache(10, 60_000)
	cache.set('/therapists/texas', page('v1', 1000))
	expect(cache.get('/therapists/texas', 'v1', 2000)).toBeDefined()
	expect(cache.get('/therapists/texas', 'v1', 62_001)).toBeUndefined()
	cache.set('/therapists/texas', page('v1', 1000))
	expect(cache.get('/therapists/texas', 'v2', 2000)).toBeUndefined()
	expect(cache.size).toBe(0)
})

test('the least recently used entry goes first', () => {
	const cache = new PageCache(2)
	cache.set('a', page('v', Date.now()))
	cache.set('b', page('v', Date.now()))
	cache.get('a', 'v')
	cache.set('c', page('v', Date.now()))
	expect(cache.get('b', 'v')).toBeUndefined()
	expect(cache.get('a', 'v')).toBeDefined()
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
})
