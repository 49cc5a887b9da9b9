import { eq } from 'drizzle-orm'
import { RouterContextProvider } from 'react-router'
import { expect, test } from 'vitest'
import { type SessionUser, userContext } from '~/auth/context'
import { createSession, SESSION_COOKIE, SESSION_TOUCH_MS } from '~/auth/session.server'
import type { DbHandle } from '~/db/client.server'
import { providers, sessions } from '~/db/schema'
import { loader, middleware } from '~/root'
import { createTestDb } from '../setup/db'

// The root middleware with a test database: the process singletons it reads (boot, db) are
// pre-filled with this test's database instead of the one under DATA_DIR.
function useDatabase(handle: DbHandle) {
	const store = globalThis as unknown as { __openroomSingletons?: Map<string, unknown> }
	store.__openroomSingletons ??= new Map()
	store.__openroomSingletons.set('boot', Promise.resolve())
	store.__openroomSingletons.set('db', Promise.resolve(handle))
}

async function run(cookie: string | null, answer: Response = new Response('ok')) {
	const request = new Request('http://localhost:3000/', {
		headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
	})
	const context = new RouterContextProvider()
	let user: SessionUser | null = null
	const response = (await middleware[0](
		{ request, context, params: {}, url: new URL(request.url), pattern: '/' },
		async () => {
			user = context.get(userContext)
			return answer
		},
	)) as Response
	const rootData = await loader({ request, context, params: {}, url: new URL(request.url), pattern: '/' })
	return { response, user: user as SessionUser | null, rootData, cookies: response.headers.getSetCookie() }
}

test('the session cookie becomes the user; the root loader shows only id, short_id and url_tag', async () => {
	const handle = await createTestDb()
	useDatabase(handle)
	const [p] = await handle.db.insert(providers).values({ email: 'root@example.com' }).returning()
	const { token, sessionId } = await createSession(handle.db, p.id)

	const { user, rootData, cookies } = await run(token)
	expect(user).toEqual({ id: p.id, short_id: p.short_id, url_tag: '', sessionId })
	expect(rootData.user).toEqual({ id: p.id, short_id: p.short_id, url_tag: '' })
	expect(cookies).toEqual([])

	const anonymous = await run(null)
	expect(anonymous.user).toBeNull()
	expect(anonymous.rootData.user).toBeNull()
})

test('a session seen over an hour ago slides forward and the cookie is renewed', async () => {
	const handle = await createTestDb()
	useDatabase(handle)
	const [p] = await handle.db.insert(providers).values({ email: 'slide@example.com' }).returning()
	const before = new Date(Date.now() - SESSION_TOUCH_MS - 60_000)
	const { token, sessionId } = await createSession(handle.db, p.id, before)
	const { cookies } = await run(token)
	expect(cookies).toHaveLength(1)
	expect(cookies[0]).toMatch(
		new RegExp(`^${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=(2419200|241919\\d);`),
	)
	const [row] = await handle.db.select().from(sessions).where(eq(sessions.id, sessionId))
	expect(row.last_seen_at.getTime()).toBeGreaterThan(before.getTime())
})

test('an unknown cookie is cleared, unless the answer itself sets the cookie (login)', async () => {
	const handle = await createTestDb()
	useDatabase(handle)
	const stale = await run('no-such-session')
	expect(stale.user).toBeNull()
	expect(stale.cookies).toEqual([expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`))])

	const login = new Response('{}', { headers: { 'Set-Cookie': `${SESSION_COOKIE}=fresh; Path=/` } })
	const { cookies } = await run('no-such-session', login)
	expect(cookies).toEqual([`${SESSION_COOKIE}=fresh; Path=/`])
})
