import { z } from 'zod'

// Shapes shared by every JSON endpoint, named once so the OpenAPI document reuses them.

export const ApiErrorSchema = z
	.object({
		error: z.object({
			code: z.string().meta({ description: 'Stable machine-readable code, e.g. invalid, not_found.' }),
			message: z.string().meta({ description: 'A sentence to show to a person.' }),
			fields: z
				.record(z.string(), z.string())
				.optional()
				.meta({ description: 'Per input field, the first message about it.' }),
		}),
	})
	.meta({ id: 'Error', description: 'Every failure of the API has this shape.' })

export const OkSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' })

/** The spec's paged list: `{ docs, next, page, count }` (`next` is null on the last page). */
export function pageSchema<T extends z.ZodType>(item: T, id: string) {
	return z
		.object({
			docs: z.array(item),
			next: z.int().nullable(),
			page: z.int(),
			count: z.int(),
		})
		.meta({ id })
}

/** Documents as the site's own client loads them: `{ docs: [doc] }`. */
export function docsSchema<T extends z.ZodType>(item: T, id: string) {
	return z.object({ docs: z.array(item) }).meta({ id })
}
