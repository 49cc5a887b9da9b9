import { describe, expect, it } from 'vitest'
import { activeTags } from '~/platform/reference/tags'
import { tagKey } from '../facets'
import { orderTags } from './search-filters'

describe('orderTags', () => {
	it('puts the chosen first, then the most common', () => {
		const [a, b, c] = activeTags('Specialties')
		const counts = { [tagKey(a.id)]: 1, [tagKey(b.id)]: 5, [tagKey(c.id)]: 3 }
		expect(orderTags([a, b, c], [], counts).map((t) => t.id)).toEqual([b.id, c.id, a.id])
		expect(orderTags([a, b, c], [a.id], counts).map((t) => t.id)).toEqual([a.id, b.id, c.id])
	})
})
