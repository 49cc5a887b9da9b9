import { expect, test } from 'vitest'
import { offeredFacetKeys, packFacetCounts, unpackFacetCounts } from './facet-counts'
import { ONLINE_KEY, paymentKey } from './facets'

test('facet counts travel as a list in the order of the offered keys and come back as the same record', () => {
	const keys = offeredFacetKeys('CA')
	const counts = Object.fromEntries(keys.map((key, i) => [key, i % 7]))
	const packed = packFacetCounts(counts, 'CA')
	expect(packed).toHaveLength(keys.length)
	expect(JSON.stringify(packed)).not.toContain(ONLINE_KEY)
	expect(unpackFacetCounts(packed, 'CA')).toEqual(counts)
})

test('the offered keys depend on the state (its insurers), so both sides use the listing’s state', () => {
	expect(offeredFacetKeys('CA')).toContain(paymentKey('blue-shield-of-california'))
	expect(offeredFacetKeys('TX')).not.toContain(paymentKey('blue-shield-of-california'))
})
