import { expect, test } from 'vitest'
import { definedIndexRowFunction, indexRowFunctionSql, normalizeSql } from '../../scripts/index-row-sql'

// provider_index_row() is written from INDEX_ROW_FIELDS (app/db/schema/providers.ts) by
// `npm run db:generate`, never by hand: a list changed without its migration fails here.
test('the latest migration defines provider_index_row() exactly as INDEX_ROW_FIELDS gives it', () => {
	const defined = definedIndexRowFunction()
	expect(normalizeSql(defined.sql), `drizzle/${defined.file}: run npm run db:generate`).toBe(
		normalizeSql(indexRowFunctionSql()),
	)
})
