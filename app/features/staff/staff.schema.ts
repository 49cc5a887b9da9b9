import { z } from 'zod'

// The console's forms and filters (docs/product.md#staff-roles-second-factor-and-the-audit-log).

const DAY = /^\d{4}-\d{2}-\d{2}$/
const optionalText = (max: number) =>
	z.preprocess(
		(v) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined),
		z.string().max(max).optional(),
	)

export const AuditFiltersSchema = z.object({
	actor: optionalText(320),
	action: optionalText(100),
	profile: z.preprocess((v) => (v === '' ? undefined : v), z.uuid().optional()),
	from: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(DAY).optional()),
	to: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(DAY).optional()),
	page: z.preprocess(
		(v) => (v === '' || v == null ? undefined : Number(v)),
		z.int().min(1).max(10_000).optional(),
	),
})
export type AuditFilters = z.infer<typeof AuditFiltersSchema>

/** A six-digit authenticator code (spaces allowed, as apps show them). */
export const TotpCodeSchema = z.preprocess(
	(v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
	z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'),
)

/** A recovery code as shown (xxxxx-xxxxx), any case, dashes and spaces optional. */
export const RecoveryCodeSchema = z.preprocess(
	(v) => (typeof v === 'string' ? v.replace(/[\s-]+/g, '').toLowerCase() : v),
	z.string().regex(/^[a-z0-9]{10}$/, 'Enter one of your recovery codes.'),
)

export const RoleChangeSchema = z.object({
	email: z.email('Enter the account’s e-mail address.').max(320),
	role: z.enum(['moderator', 'admin']),
	reason: z.string().trim().min(1, 'Say why.').max(500),
})
