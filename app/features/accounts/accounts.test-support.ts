// Shared by the account service tests: a fixed clock, sign-up, and the links found in the outbox.
import { desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { emailOutbox } from '~/db/schema'
import { getEnv } from '~/env.server'
import { AppError } from '~/lib/errors'
import { RegisterInputSchema } from './accounts.schema'
import { register } from './accounts.server'

export const T0 = new Date('2026-03-02T12:00:00Z')
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const at = (ms: number) => new Date(T0.getTime() + ms)

export async function failure(promise: Promise<unknown>): Promise<AppError> {
	try {
		await promise
	} catch (error) {
		if (error instanceof AppError) return error
		throw error
	}
	throw new Error('expected an AppError')
}

export async function signUp(
	db: Db,
	email = 'jane@example.com',
	password = 'password123',
	ip = '198.51.100.1',
) {
	return register(db, RegisterInputSchema.parse({ email, password }), { ip, now: T0 })
}

export async function mails(db: Db, to: string) {
	return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.created_at))
}

/** The token of the newest link e-mailed to `to` for `path` (/verify or /reset). */
export async function linkToken(
	db: Db,
	to: string,
	path: string,
): Promise<{ id: string; token: string; url: string }> {
	const base = getEnv().PUBLIC_URL.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
	const pattern = new RegExp(`${base}${path}\\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]{43})(&update=1)?`)
	for (const mail of await mails(db, to)) {
		const match = mail.text.match(pattern)
		if (match) {
			expect(mail.html).toContain(match[0].replace(/&/g, '&#38;'))
			return { id: match[1], token: match[2], url: match[0] }
		}
	}
	throw new Error(`no ${path} link mailed to ${to}`)
}

export function actor(
	account: { id: string; short_id: number; url_tag: string },
	sessionId: string,
): SessionUser {
	return { id: account.id, short_id: account.short_id, url_tag: account.url_tag, sessionId }
}
