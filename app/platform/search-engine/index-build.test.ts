import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { UuidList } from './index-build'

describe('the index keeps provider ids as numbers', () => {
	test('every UUID comes back exactly as PostgreSQL wrote it, after growing', () => {
		fc.assert(
			fc.property(fc.array(fc.uuid(), { minLength: 1, maxLength: 50 }), (uuids) => {
				const list = new UuidList(1)
				for (const [i, uuid] of uuids.entries()) list.set(i, uuid)
				expect(uuids.map((_, i) => list.get(i))).toEqual(uuids)
				// Upper case reads the same (PostgreSQL writes lower case; get gives that back).
				const upper = new UuidList(1)
				for (const [i, uuid] of uuids.entries()) upper.set(i, uuid.toUpperCase())
				expect(uuids.map((_, i) => upper.get(i))).toEqual(uuids.map((uuid) => uuid.toLowerCase()))
			}),
		)
	})
})
