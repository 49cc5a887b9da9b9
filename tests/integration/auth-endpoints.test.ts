import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { userContext } from '~/auth/context'
import { readSession, SESSION_COOKIE } from '~/auth/session.server'
import type { Db } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { emailOutbox, oneTimeTokens, providers, sessions } from '~/db/schema'
import { MESSAGES } from '~/features/accounts/accounts.schema'
import { clientIpContext } from '~/lib/request-context'
import * as loginRoute from '~/routes/auth/login'
import * as logoutRoute from '~/routes/auth/logout'
import * as registerRoute from '~/routes/auth/register'
import * as requestResetRoute from '~/routes/auth/request-reset'
import * as requestSignInLinkRoute from '~/routes/auth/request-sign-in-link'
import * as requestUpdateRoute from '~/routes/auth/request-update'
import * as requestVerifyRoute from '~/routes/auth/request-verify'
import * as resetPasswordRoute from '~/routes/auth/reset-password'
import * as signInLinkRoute from '~/routes/auth/sign-in-link'
import * as updateEmailRoute from '~/routes/auth/update-email'
import * as verifyEmailRoute from '~/routes/auth/verify-email'
import { originCheck } from '../../server/security'
import { callApi } from '../api-contract'
import { createTestDb } from '../setup/db'

// The /auth endpoints called like React Router calls them, with the context the root middleware
// builds (database, client address, the user from the session cookie).

type Args = {
	request: Request
	context: RouterContextProvider
	params: Record<string, never>
	url: URL
	pattern: string
}
type Action = (args: Args) => Response | Promise<Response>

const ORIGIN = 'http://localhost:3000'

/** Every body the endpoints answered in a test, to check that no secret ever leaves. */
const seen: string[] = []

async function post(
	db: Db,
	action: Action,
	path: string,
	body?: unknown,
	options: { cookie?: string; ip?: string; form?: boolean } = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers; cookie: string | null }> {
	const headers: Record<string, string> = {
		'content-type': options.form ? 'application/x-www-form-urlencoded' : 'application/json',
	}
	if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`
	const request = new Request(`${ORIGIN}${path}`, {
		method: 'POST',
		headers,
		body: options.form ? '' : typeof body === 'string' ? body : JSON.stringify(body ?? {}),
	})
	const context = new RouterContextProvider()
	context.set(dbContext, db)
	context.set(clientIpContext, options.ip ?? '192.0.2.1')
	context.set(userContext, (await readSession(db, request)).user)
	const response = await callApi(action, {
		request,
		context,
		params: {},
		url: new URL(request.url),
		pattern: path,
	})
	const text = await response.text()
	seen.push(text, ...response.headers.getSetCookie().filter((c) => !c.startsWith(`${SESSION_COOKIE}=`)))
	const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? null
	return {
		status: response.status,
		json: text ? JSON.parse(text) : {},
		headers: response.headers,
		cookie: setCookie,
	}
}

const tokenOf = (setCookie: string | null) =>
	setCookie?.match(new RegExp(`^${SESSION_COOKIE}=([^;]*)`))?.[1] ?? ''

async function lastLink(db: Db, to: string) {
	const mails = await db
		.select()
		.from(emailOutbox)
		.where(eq(emailOutbox.to, to))
		.orderBy(emailOutbox.createdAt)
	const match = mails.at(-1)?.text.match(/\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/)
	if (!match) throw new Error(`no link in the mail to ${to}`)
	return { user_id: match[1], token: match[2] }
}

async function registered(db: Db, email = 'jane@example.com') {
	const res = await post(db, registerRoute.action, '/auth/register', { email, password: 'password123' })
	expect(res.status).toBe(200)
	return { ...res, token: tokenOf(res.cookie) }
}

describe('/auth/register', () => {
	test('answers { id, short_id, url_tag } and sets an httpOnly, SameSite=Lax session cookie', async () => {
		const { db } = await createTestDb()
		const res = await registered(db)
		expect(Object.keys(res.json).sort()).toEqual(['id', 'short_id', 'url_tag'])
		expect(res.cookie).toMatch(
			new RegExp(
				`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; SameSite=Lax; Max-Age=(2419200|241919\\d); Expires=`,
			),
		)
		expect(res.cookie).not.toContain('Secure')
		const [row] = await db.select().from(sessions)
		expect(row.tokenHash).not.toBe(res.token)
	})

	test('validation and catalogue messages', async () => {
		const { db } = await createTestDb()
		const empty = await post(db, registerRoute.action, '/auth/register', {})
		expect(empty.status).toBe(400)
		expect(empty.json).toEqual({
			error: {
				code: 'invalid',
				message: MESSAGES.required,
				fields: { email: MESSAGES.required, password: MESSAGES.required },
			},
		})
		const bad = await post(db, registerRoute.action, '/auth/register', {
			email: 'x@y',
			password: 'x'.repeat(50),
		})
		expect(bad.json.error).toMatchObject({
			fields: { email: MESSAGES.invalidEmail, password: MESSAGES.passwordTooLong },
		})
		const robot = await post(db, registerRoute.action, '/auth/register', {
			email: 'bot@example.com',
			password: 'password123',
			homepage_url: 'http://spam.example',
		})
		expect(robot.status).toBe(400)
		expect(robot.json.error).toMatchObject({ message: MESSAGES.robot, fields: { not_robot: MESSAGES.robot } })
		const notJson = await post(db, registerRoute.action, '/auth/register', '{oops')
		expect(notJson.status).toBe(400)
	})

	test('a taken address: the generic message, no cookie, nothing about the account', async () => {
		const { db } = await createTestDb()
		await registered(db)
		const dup = await post(db, registerRoute.action, '/auth/register', {
			email: 'JANE@example.com',
			password: 'password456',
		})
		expect(dup.status).toBe(400)
		expect(dup.json).toEqual({ error: { code: 'invalid', message: MESSAGES.register } })
		expect(dup.cookie).toBeNull()
	})

	test('over the limit: 429 with Retry-After', async () => {
		const { db } = await createTestDb()
		for (let i = 0; i < 5; i++) await registered(db, `p${i}@example.com`)
		const res = await post(db, registerRoute.action, '/auth/register', {
			email: 'p5@example.com',
			password: 'password123',
		})
		expect(res.status).toBe(429)
		expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(res.json.error).toMatchObject({ code: 'rate_limited' })
	})
})

describe('/auth/login and /auth/logout', () => {
	test('a wrong password and an unknown e-mail get the same 401; the right pair gets a session', async () => {
		const { db } = await createTestDb()
		const { json: account } = await registered(db)
		const wrong = await post(db, loginRoute.action, '/auth/login', {
			username: 'jane@example.com',
			password: 'nope-nope',
		})
		const unknown = await post(db, loginRoute.action, '/auth/login', {
			username: 'nobody@example.com',
			password: 'nope-nope',
		})
		expect(wrong.status).toBe(401)
		expect(wrong.json).toEqual({ error: { code: 'unauthenticated', message: MESSAGES.login } })
		expect(unknown.status).toBe(wrong.status)
		expect(unknown.json).toEqual(wrong.json)
		const required = await post(db, loginRoute.action, '/auth/login', { username: '', password: '' })
		expect(required.json.error).toMatchObject({
			fields: { username: MESSAGES.required, password: MESSAGES.required },
		})

		const ok = await post(db, loginRoute.action, '/auth/login', {
			username: 'Jane@Example.com',
			password: 'password123',
		})
		expect(ok.status).toBe(200)
		expect(ok.json).toEqual(account)
		expect(tokenOf(ok.cookie)).toMatch(/^[A-Za-z0-9_-]{43}$/)
	})

	test('logout deletes the session and clears the cookie; a form post is sent home', async () => {
		const { db } = await createTestDb()
		const { token } = await registered(db)
		const res = await post(db, logoutRoute.action, '/auth/logout', undefined, { cookie: token })
		expect(res.status).toBe(200)
		expect(res.json).toEqual({ ok: true })
		expect(res.cookie).toContain('Max-Age=0')
		expect(await db.$count(sessions)).toBe(0)
		const stale = new Request(ORIGIN, { headers: { cookie: `${SESSION_COOKIE}=${token}` } })
		expect((await readSession(db, stale)).user).toBeNull()

		const form = await post(db, logoutRoute.action, '/auth/logout', undefined, { form: true })
		expect(form.status).toBe(302)
		expect(form.headers.get('Location')).toBe('/')
	})

	test('GET is not allowed', async () => {
		const response = loginRoute.loader()
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('POST')
	})
})

describe('password reset endpoints', () => {
	test('request_reset answers the same for known and unknown addresses', async () => {
		const { db } = await createTestDb()
		await registered(db)
		const known = await post(db, requestResetRoute.action, '/auth/request_reset', {
			email: 'jane@example.com',
		})
		const unknown = await post(db, requestResetRoute.action, '/auth/request_reset', {
			email: 'nobody@example.com',
		})
		expect(known.status).toBe(200)
		expect(unknown.status).toBe(200)
		expect(known.json).toEqual(unknown.json)
		const invalid = await post(db, requestResetRoute.action, '/auth/request_reset', { email: 'nope' })
		expect(invalid.json.error).toMatchObject({ fields: { email: MESSAGES.invalidEmail } })
	})

	test('reset_password: single use, ends every session (this one too)', async () => {
		const { db } = await createTestDb()
		const { token: sessionToken } = await registered(db)
		await post(db, requestResetRoute.action, '/auth/request_reset', { email: 'jane@example.com' })
		const link = await lastLink(db, 'jane@example.com')
		const set = await post(
			db,
			resetPasswordRoute.action,
			'/auth/reset_password',
			{ ...link, password: 'brand-new-pass' },
			{ cookie: sessionToken },
		)
		expect(set.status).toBe(200)
		expect(set.cookie).toContain('Max-Age=0')
		expect(await db.$count(sessions)).toBe(0)
		const again = await post(db, resetPasswordRoute.action, '/auth/reset_password', {
			...link,
			password: 'other-new-pass',
		})
		expect(again.status).toBe(400)
		expect(again.json).toEqual({ error: { code: 'invalid', message: MESSAGES.resetLink } })
		const short = await post(db, resetPasswordRoute.action, '/auth/reset_password', {
			...link,
			password: 'short',
		})
		expect(short.json.error).toMatchObject({ fields: { password: MESSAGES.passwordTooShort } })
	})
})

describe('verification and e-mail change endpoints', () => {
	test('request_verify and verify_email', async () => {
		const { db } = await createTestDb()
		await registered(db)
		const asked = await post(db, requestVerifyRoute.action, '/auth/request_verify', {
			email: 'jane@example.com',
		})
		expect(asked).toMatchObject({ status: 200, json: { ok: true } })
		const link = await lastLink(db, 'jane@example.com')
		const ok = await post(db, verifyEmailRoute.action, '/auth/verify_email', link)
		expect(ok).toMatchObject({ status: 200, json: { ok: true } })
		const again = await post(db, verifyEmailRoute.action, '/auth/verify_email', link)
		expect(again.status).toBe(400)
		expect(again.json).toEqual({ error: { code: 'invalid', message: MESSAGES.verifyLink } })
	})

	test('request_update needs a session and the password; update_email completes it once', async () => {
		const { db } = await createTestDb()
		const { token } = await registered(db)
		const body = { email: 'new@example.com', password: 'password123' }
		const anonymous = await post(db, requestUpdateRoute.action, '/auth/request_update', body)
		expect(anonymous.status).toBe(401)
		const wrong = await post(
			db,
			requestUpdateRoute.action,
			'/auth/request_update',
			{ ...body, password: 'wrong-pass' },
			{ cookie: token },
		)
		expect(wrong.status).toBe(400)
		expect(wrong.json).toEqual({ error: { code: 'invalid', message: MESSAGES.updateEmail } })
		const ok = await post(db, requestUpdateRoute.action, '/auth/request_update', body, { cookie: token })
		expect(ok).toMatchObject({ status: 200, json: { ok: true } })

		const link = await lastLink(db, 'new@example.com')
		const done = await post(db, updateEmailRoute.action, '/auth/update_email', link)
		expect(done.status).toBe(200)
		const [row] = await db.select({ email: providers.email }).from(providers)
		expect(row.email).toBe('new@example.com')
		const again = await post(db, updateEmailRoute.action, '/auth/update_email', link)
		expect(again.json).toEqual({ error: { code: 'invalid', message: MESSAGES.verifyLink } })
	})
})

describe('sign-in link endpoints (docs/product.md#sign-in-limits)', () => {
	test('request_sign_in_link answers the same for any address; sign_in_link logs in once', async () => {
		const { db } = await createTestDb()
		const { json: account } = await registered(db)
		const known = await post(db, requestSignInLinkRoute.action, '/auth/request_sign_in_link', {
			email: 'jane@example.com',
		})
		const unknown = await post(db, requestSignInLinkRoute.action, '/auth/request_sign_in_link', {
			email: 'nobody@example.com',
		})
		expect(known).toMatchObject({ status: 200, json: { ok: true } })
		expect(unknown.json).toEqual(known.json)
		const link = await lastLink(db, 'jane@example.com')
		const ok = await post(db, signInLinkRoute.action, '/auth/sign_in_link', link)
		expect(ok.status).toBe(200)
		expect(ok.json).toEqual(account)
		const cookie = tokenOf(ok.cookie)
		const request = new Request(ORIGIN, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })
		expect((await readSession(db, request)).user?.id).toBe(account.id)
		const again = await post(db, signInLinkRoute.action, '/auth/sign_in_link', link)
		expect(again.status).toBe(400)
		expect(again.json).toEqual({ error: { code: 'invalid', message: MESSAGES.signInLink } })
		expect(again.cookie).toBeNull()
	})

	test('the lockout: 50 wrong passwords from 50 addresses, then the right one from a new address logs in', async () => {
		const { db } = await createTestDb()
		const { json: account } = await registered(db)
		// All at once, as an attacker would: each one waits its (capped) delay, none is refused.
		const wrong = await Promise.all(
			Array.from({ length: 50 }, (_, i) =>
				post(
					db,
					loginRoute.action,
					'/auth/login',
					{ username: 'jane@example.com', password: `guess-${i}` },
					{ ip: `203.0.113.${i}` },
				),
			),
		)
		expect(wrong.map((r) => r.status)).toEqual(Array(50).fill(401))
		const started = Date.now()
		const ok = await post(
			db,
			loginRoute.action,
			'/auth/login',
			{ username: 'jane@example.com', password: 'password123' },
			{ ip: '198.51.100.99' },
		)
		expect(ok.status).toBe(200)
		expect(ok.json).toEqual(account)
		expect(Date.now() - started).toBeLessThan(60_000)
		const notices = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'jane@example.com'))
		expect(notices.filter((m) => m.meta?.kind === 'failed_logins')).toHaveLength(1)
	}, 120_000)
})

test('no answer carries a password hash, a token hash or a link token', async () => {
	const { db } = await createTestDb()
	seen.length = 0
	const { token } = await registered(db)
	await post(db, loginRoute.action, '/auth/login', { username: 'jane@example.com', password: 'password123' })
	await post(db, requestResetRoute.action, '/auth/request_reset', { email: 'jane@example.com' })
	await post(db, requestVerifyRoute.action, '/auth/request_verify', { email: 'jane@example.com' })
	await post(db, requestSignInLinkRoute.action, '/auth/request_sign_in_link', { email: 'jane@example.com' })
	await post(db, signInLinkRoute.action, '/auth/sign_in_link', await lastLink(db, 'jane@example.com'))
	await post(
		db,
		requestUpdateRoute.action,
		'/auth/request_update',
		{ email: 'n@example.com', password: 'password123' },
		{ cookie: token },
	)
	const secrets = [
		...(await db.select({ s: providers.passwordHash }).from(providers)).map((r) => r.s ?? ''),
		...(await db.select({ s: sessions.tokenHash }).from(sessions)).map((r) => r.s),
		...(await db.select({ s: oneTimeTokens.tokenHash }).from(oneTimeTokens)).map((r) => r.s),
		...(await db.select({ s: emailOutbox.text }).from(emailOutbox)).flatMap((r) =>
			[...r.s.matchAll(/token=([\w-]+)/g)].map((m) => m[1]),
		),
	].filter(Boolean)
	expect(secrets.length).toBeGreaterThan(5)
	const answered = seen.join('\n')
	for (const secret of secrets) expect(answered).not.toContain(secret)
	expect(answered).not.toMatch(/scrypt|argon2|password_?hash|token_?hash/i)
})

describe('cross-site POSTs are refused (server/security.ts originCheck)', () => {
	const app = new Hono()
	app.use(originCheck(() => [ORIGIN]))
	app.post('/auth/logout', (c) => c.json({ ok: true }))
	app.get('/auth/logout', (c) => c.json({ ok: true }))

	const CROSS_SITE = 'Cross-site requests are not allowed.'
	const NO_ORIGIN =
		'Send an Origin header from this site: requests that change something must come from its pages.'
	test.each([
		['another origin', { Origin: 'https://evil.example' }, 403, CROSS_SITE],
		['a cross-site fetch', { Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' }, 403, CROSS_SITE],
		['our own origin', { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }, 200, null],
		['no Origin but a Referer from our pages', { Referer: `${ORIGIN}/login?x=1` }, 200, null],
		['no Origin and a Referer from another site', { Referer: 'https://evil.example/page' }, 403, CROSS_SITE],
		['Origin: null (a sandboxed or privacy-reduced context)', { Origin: 'null' }, 403, CROSS_SITE],
		['neither Origin nor Referer', {}, 403, NO_ORIGIN],
		['an unparsable Referer', { Referer: 'not a url' }, 403, NO_ORIGIN],
	])('%s', async (_name, headers, status, message) => {
		const res = await app.request('/auth/logout', { method: 'POST', headers })
		expect(res.status).toBe(status)
		if (message) expect(await res.json()).toEqual({ error: { code: 'forbidden', message } })
	})

	test('reads need no Origin', async () => {
		expect((await app.request('/auth/logout')).status).toBe(200)
	})
})
