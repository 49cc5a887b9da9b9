import { z } from 'zod'
import { ApiSearchParamsSchema } from './search-query'

/** GET /api/user: one provider by id or short_id, or a search with the spec's parameters. */
export const ApiUserLookupSchema = z.union([
	z.strictObject({ id: z.uuid('id must be a provider id') }),
	z.strictObject({ short_id: z.coerce.number().int().min(1).max(2_147_483_647) }),
])

export function isLookup(params: Record<string, unknown>): boolean {
	return 'id' in params || 'short_id' in params
}

export { ApiSearchParamsSchema }
