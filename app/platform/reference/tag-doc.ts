import { z } from 'zod'
import { type Tag, TAG_CATEGORIES } from './tags'

/** The JSON API's tag, in the API's field names (docs/api.md#field-names). */
export const TagDocSchema = z
	.object({
		id: z.int(),
		slug: z.string(),
		label: z.string(),
		category: z.enum(TAG_CATEGORIES),
		position: z.int(),
	})
	.meta({ id: 'Tag', description: 'A specialty, approach or type of therapy (filters and profiles).' })
type TagDoc = z.infer<typeof TagDocSchema>

export function toTagDoc({ id, slug, label, category, position }: Tag): TagDoc {
	return { id, slug, label, category, position }
}

/** GET /api/tag?pageSize&category. */
export const TagListQuerySchema = z.strictObject({
	pageSize: z.coerce.number().int().min(1).max(200).default(200),
	category: z.enum(TAG_CATEGORIES).optional(),
})
