import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { providers, sessions } from '~/db/schema'
import { createTestDb } from '../../tests/setup/db'
import {
	clearSessionCookie,
	createSession,
	deleteProviderSessions,
	readSession,
	SESSION_COOKIE,
	SESSION_TOUCH_MS,
	SESSION_TTL_MS,
	sessionCookie,
	setsSessionCookie,
} from './session.server'
import { hashToken } from './tokens.server'

async function provider(db: Awaited<ReturnType<typeof createTestDb>>['db'], email = 'p@example.com') {
	const [row] = await db
		.insert(providers)
		.values({ email })
		.returning({ id: providers.id, short_id: providers.short_id })
	return row
}

function requestWith(token: string | null) {
	return new Request('http://localhost/', {
		headers: token ? { cookie: `other=1; ${SESSION_COOKIE}=${token}` } : {},
	})
}

test('only the SHA-256 of the token is stored; the cookie resolves to the provider', async () => {
	const { db } = await createTestDb()
	const p = await provider(db)
	const now = new Date('2026-01-01T00:00:00Z')
	const session = await createSession(db, p.id, now)
	const [row] = await db.select().from(sessions).where(eq(sessions.id, session.sessionId))
	expect(row.token_hash).toBe(hashToken(session.token))
	expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/)
	expect(JSON.stringify(row)).not.toContain(session.token)
	expect(row.expires_at.getTime() - now.getTime()).toBe(SESSION_TTL_MS)

	const found = await readSession(db, requestWith(session.token), new Date(now.getTime() + 1000))
	expect(found.user).toEqual({ id: p.id, short_id: p.short_id, url_tag: '', sessionId: session.sessionId })
	expect(await readSession(db, requestWith('forged'), now)).toEqual({ user: null, clearCookie: true })
	expect(await readSession(db, requestWith(null), now)).toEqual({ user: null, clearCookie: false })
})

test('sliding expiry: refreshed at most once an hour, ended after 28 idle days', async () => {
	const { db } = await createTestDb()
	const p = await provider(db)
	const start = new Date('2026-01-01T00:00:00Z')
	const { token } = await createSession(db, p.id, start)

	const soon = await readSession(db, requestWith(token), new Date(start.getTime() + SESSION_TOUCH_MS - 1))
	expect(soon.user && soon.refreshed).toBeNull()

	const later = new Date(start.getTime() + 20 * 24 * 3600_000)
	const touched = await readSession(db, requestWith(token), later)
	expect(touched.user && touched.refreshed?.expires_at.getTime()).toBe(later.getTime() + SESSION_TTL_MS)

	// 28 days after the last visit (not after the login) it is over.
	const stillIn = new Date(later.getTime() + SESSION_TTL_MS - 1)
	expect((await readSession(db, requestWith(token), stillIn)).user).not.toBeNull()
	const idle = await readSession(db, requestWith(token), new Date(stillIn.getTime() + SESSION_TTL_MS + 1))
	expect(idle).toEqual({ user: null, clearCookie: true })
	expect(await db.$count(sessions)).toBe(0)
})

test('deleting all sessions of a provider can keep one', async () => {
	const { db } = await createTestDb()
	const p = await provider(db)
	const other = await provider(db, 'other@example.com')
	const a = await createSession(db, p.id)
	await createSession(db, p.id)
	await createSession(db, other.id)
	await deleteProviderSessions(db, p.id, a.sessionId)
	expect(await db.$count(sessions, eq(sessions.provider_id, p.id))).toBe(1)
	await deleteProviderSessions(db, p.id)
	expect(await db.$count(sessions, eq(sessions.provider_id, p.id))).toBe(0)
	expect(await db.$count(sessions)).toBe(1)
})

test('cookies are httpOnly, SameSite=Lax, Path=/ (Secure only on https)', () => {
	const now = new Date('2026-01-01T00:00:00Z')
	const cookie = sessionCookie({ token: 'abc', expires_at: new Date(now.getTime() + SESSION_TTL_MS) }, now)
	expect(cookie).toBe(
		`${SESSION_COOKIE}=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=2419200; Expires=Thu, 29 Jan 2026 00:00:00 GMT`,
	)
	expect(clearSessionCookie()).toContain('Max-Age=0')
	const response = new Response(null, { headers: { 'Set-Cookie': clearSessionCookie() } })
	expect(setsSessionCookie(response)).toBe(true)
	expect(setsSessionCookie(new Response(null))).toBe(false)
})
