import { z } from 'zod'

// Only the API contract needs this schema (with its OpenAPI metadata), so it stays on full zod,
// apart from accounts.schema.ts, which the browser forms load on zod/mini.

/** What /auth/login and /auth/register answer, and what the browser keeps (docs/product.md#accounts). */
export const AccountDocSchema = z
	.object({ id: z.uuid(), short_id: z.int(), url_tag: z.string() })
	.meta({ id: 'Account', description: 'The logged-in provider: enough to build their profile URL.' })
export type AccountDto = z.infer<typeof AccountDocSchema>
