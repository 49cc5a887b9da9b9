import { and, eq, lt, ne } from 'drizzle-orm'
import type { Db } from '~/db/client.server'
import { providers, sessions } from '~/db/schema'
import { getEnv } from '~/env.server'
import type { SessionUser } from './context'
import { hashToken, randomToken } from './tokens.server'

export const SESSION_COOKIE = 'openroom_session'
/** Sliding expiry: a session ends after 28 days without a visit (docs/product.md#accounts). */
export const SESSION_TTL_MS = 28 * 24 * 60 * 60_000
/** last_seen_at/expires_at are refreshed at most this often, to keep reads from writing on every request. */
export const SESSION_TOUCH_MS = 60 * 60_000

export type NewSession = { token: string; sessionId: string; expires_at: Date }

/** Starts a session for a provider; the token is returned once, for the cookie. */
export async function createSession(db: Db, provider_id: string, now = new Date()): Promise<NewSession> {
	const token = randomToken()
	const expires_at = new Date(now.getTime() + SESSION_TTL_MS)
	const [row] = await db
		.insert(sessions)
		.values({ provider_id, token_hash: hashToken(token), created_at: now, last_seen_at: now, expires_at })
		.returning({ id: sessions.id })
	return { token, sessionId: row.id, expires_at }
}

/** Reads one cookie value from a Cookie header. */
function readCookie(request: Request, name: string): string | null {
	return cookieValue(request.headers.get('cookie'), name)
}

/** One cookie's value from a Cookie header (also used by the page cache, which sees only the header). */
export function cookieValue(header: string | null | undefined, name: string): string | null {
	if (!header) return null
	for (const part of header.split(';')) {
		const index = part.indexOf('=')
		if (index === -1) continue
		if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null
	}
	return null
}

type SessionLookup =
	| { user: SessionUser; refreshed: NewSession | null }
	| { user: null; clearCookie: boolean }

/**
 * Resolves the session cookie to the provider. Expired or unknown tokens give no user (and ask
 * for the cookie to be cleared); a session seen over an hour ago slides its expiry forward.
 */
export async function readSession(db: Db, request: Request, now = new Date()): Promise<SessionLookup> {
	const token = readCookie(request, SESSION_COOKIE)
	if (!token || token.length > 200) return { user: null, clearCookie: Boolean(token) }
	const [row] = await db
		.select({
			sessionId: sessions.id,
			last_seen_at: sessions.last_seen_at,
			expires_at: sessions.expires_at,
			id: providers.id,
			short_id: providers.short_id,
			url_tag: providers.url_tag,
		})
		.from(sessions)
		.innerJoin(providers, eq(providers.id, sessions.provider_id))
		.where(eq(sessions.token_hash, hashToken(token)))
		.limit(1)
	if (!row) return { user: null, clearCookie: true }
	if (row.expires_at.getTime() <= now.getTime()) {
		await db.delete(sessions).where(eq(sessions.id, row.sessionId))
		return { user: null, clearCookie: true }
	}
	const user: SessionUser = {
		id: row.id,
		short_id: row.short_id,
		url_tag: row.url_tag,
		sessionId: row.sessionId,
	}
	if (now.getTime() - row.last_seen_at.getTime() < SESSION_TOUCH_MS) return { user, refreshed: null }
	const expires_at = new Date(now.getTime() + SESSION_TTL_MS)
	await db.update(sessions).set({ last_seen_at: now, expires_at }).where(eq(sessions.id, row.sessionId))
	return { user, refreshed: { token, sessionId: row.sessionId, expires_at } }
}

/** Ends one session (logout). */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
	await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/** Ends every session of a provider, optionally keeping one (used by password reset). */
export async function deleteProviderSessions(
	db: Db,
	provider_id: string,
	keepSessionId?: string,
): Promise<void> {
	await db
		.delete(sessions)
		.where(
			keepSessionId
				? and(eq(sessions.provider_id, provider_id), ne(sessions.id, keepSessionId))
				: eq(sessions.provider_id, provider_id),
		)
}

/** Deletes expired sessions (for a background job). */
export async function pruneSessions(db: Db, now = new Date()): Promise<void> {
	await db.delete(sessions).where(lt(sessions.expires_at, now))
}

function secureFlag(): string {
	return getEnv().PUBLIC_URL.startsWith('https:') ? '; Secure' : ''
}

/** The Set-Cookie value for a session: httpOnly, SameSite=Lax, Secure on https. */
export function sessionCookie(session: Pick<NewSession, 'token' | 'expires_at'>, now = new Date()): string {
	const maxAge = Math.max(0, Math.floor((session.expires_at.getTime() - now.getTime()) / 1000))
	return `${SESSION_COOKIE}=${session.token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}; Expires=${session.expires_at.toUTCString()}${secureFlag()}`
}

/** The Set-Cookie value that removes the session cookie. */
export function clearSessionCookie(): string {
	return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secureFlag()}`
}

/** True when a response already sets or clears the session cookie (an action logged in or out). */
export function setsSessionCookie(response: Response): boolean {
	return response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))
}
