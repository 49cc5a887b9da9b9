import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { accountRoles, providers, STAFF_ROLES, type StaffRole, staffTotp } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { recordAudit } from './audit.server'

// Who holds which staff role (docs/product.md#staff-roles-second-factor-and-the-audit-log). The
// command line (scripts/role.ts) and the console's staff page both call these, so they cannot disagree.

export type StaffMember = { id: string; email: string; roles: StaffRole[] }
/** Who acts: a staff member in the console, or null for the command line (the shell's user). */
export type Actor = { id: string; email: string } | null

export function isStaffRole(value: string): value is StaffRole {
	return (STAFF_ROLES as readonly string[]).includes(value)
}

/** The account's roles (empty for a provider without any). */
export async function rolesOf(db: Db, provider_id: string): Promise<StaffRole[]> {
	const rows = await db
		.select({ role: accountRoles.role })
		.from(accountRoles)
		.where(eq(accountRoles.provider_id, provider_id))
		.orderBy(asc(accountRoles.role))
	return rows.map((r) => r.role)
}

/** A staff member by account id, or null when the account holds no role. */
export async function findStaff(db: Db, provider_id: string): Promise<StaffMember | null> {
	const roles = await rolesOf(db, provider_id)
	if (!roles.length) return null
	const [row] = await db
		.select({ email: providers.email })
		.from(providers)
		.where(eq(providers.id, provider_id))
	return row ? { id: provider_id, email: row.email, roles } : null
}

async function accountByEmail(db: Db, email: string) {
	const [row] = await db
		.select({ id: providers.id, email: providers.email })
		.from(providers)
		.where(eq(sql`lower(${providers.email})`, email.trim().toLowerCase()))
	if (!row)
		throw new AppError('not_found', `No account with the e-mail ${email}.`, {
			fields: { email: 'No account has this e-mail address.' },
		})
	return row
}

/** Grants a role (idempotent: granting a held role changes nothing and records nothing). */
export async function grantRole(
	db: Db,
	actor: Actor,
	input: { email: string; role: StaffRole; reason: string },
): Promise<{ changed: boolean }> {
	const account = await accountByEmail(db, input.email)
	return db.transaction(async (tx) => {
		const before = (
			await tx
				.select({ role: accountRoles.role })
				.from(accountRoles)
				.where(eq(accountRoles.provider_id, account.id))
		)
			.map((r) => r.role)
			.sort()
		const inserted = await tx
			.insert(accountRoles)
			.values({ provider_id: account.id, role: input.role, granted_by: actor?.id ?? null })
			.onConflictDoNothing()
			.returning({ role: accountRoles.role })
		if (!inserted.length) return { changed: false }
		await recordAudit(tx, {
			actor_id: actor?.id ?? null,
			actor_email: actor?.email ?? null,
			action: 'role.grant',
			reason: input.reason,
			before: { account: account.email, roles: before },
			after: { account: account.email, roles: [...before, input.role].sort() },
		})
		return { changed: true }
	})
}

/**
 * Revokes a role. An admin cannot take the last admin role away (someone must be able to grant);
 * the command line can, when a server's operator means it.
 */
export async function revokeRole(
	db: Db,
	actor: Actor,
	input: { email: string; role: StaffRole; reason: string },
): Promise<{ changed: boolean }> {
	const account = await accountByEmail(db, input.email)
	return db.transaction(async (tx) => {
		const before = (
			await tx
				.select({ role: accountRoles.role })
				.from(accountRoles)
				.where(eq(accountRoles.provider_id, account.id))
		)
			.map((r) => r.role)
			.sort()
		if (!before.includes(input.role)) return { changed: false }
		if (actor && input.role === 'admin') {
			const [{ admins }] = await tx
				.select({ admins: sql<number>`count(*)::int` })
				.from(accountRoles)
				.where(eq(accountRoles.role, 'admin'))
			if (admins <= 1)
				throw new AppError('conflict', 'This is the last admin: grant admin to someone else first.')
		}
		await tx
			.delete(accountRoles)
			.where(and(eq(accountRoles.provider_id, account.id), eq(accountRoles.role, input.role)))
		await recordAudit(tx, {
			actor_id: actor?.id ?? null,
			actor_email: actor?.email ?? null,
			action: 'role.revoke',
			reason: input.reason,
			before: { account: account.email, roles: before },
			after: { account: account.email, roles: before.filter((r) => r !== input.role) },
		})
		return { changed: true }
	})
}

export type StaffListing = {
	id: string
	email: string
	roles: StaffRole[]
	second_factor: boolean
	granted_at: Date
}

/** Everyone holding a role, by e-mail. */
export async function listStaff(db: Db): Promise<StaffListing[]> {
	const rows = await db
		.select({
			id: accountRoles.provider_id,
			email: providers.email,
			role: accountRoles.role,
			granted_at: accountRoles.granted_at,
			enrolled_at: staffTotp.enrolled_at,
		})
		.from(accountRoles)
		.innerJoin(providers, eq(providers.id, accountRoles.provider_id))
		.leftJoin(staffTotp, eq(staffTotp.provider_id, accountRoles.provider_id))
		.orderBy(asc(providers.email), asc(accountRoles.role))
	const byId = new Map<string, StaffListing>()
	for (const row of rows) {
		const entry = byId.get(row.id) ?? {
			id: row.id,
			email: row.email,
			roles: [],
			second_factor: row.enrolled_at !== null,
			granted_at: row.granted_at,
		}
		entry.roles.push(row.role)
		if (row.granted_at < entry.granted_at) entry.granted_at = row.granted_at
		byId.set(row.id, entry)
	}
	return [...byId.values()]
}
