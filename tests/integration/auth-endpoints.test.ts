import { describe, expect, test } from 'vitest'
import { readSession, SESSION_COOKIE } from '~/auth/session.server'
import { emailOutbox, oneTimeTokens, providers, sessions } from '~/db/schema'
import { MESSAGES } from '~/features/accounts/accounts.schema'
import * as loginRoute from '~/routes/auth/login'
import * as logoutRoute from '~/routes/auth/logout'
import * as registerRoute from '~/routes/auth/register'
import * as requestResetRoute from '~/routes/auth/request-reset'
import * as requestSignInLinkRoute from '~/routes/auth/request-sign-in-link'
import * as requestUpdateRoute from '~/routes/auth/request-update'
import * as requestVerifyRoute from '~/routes/auth/request-verify'
import * as signInLinkRoute from '~/routes/auth/sign-in-link'
import { createTestDb } from '../setup/db'
import { lastLink, ORIGIN, post, registered, seen, tokenOf } from './auth-endpoints.test-support'

// Signing up, logging in and out, and no secret in any answer. The e-mailed links are in
// auth-link-endpoints.test.ts, the cross-site check in origin-check.test.ts.

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
		expect(row.token_hash).not.toBe(res.token)
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
		...(await db.select({ s: providers.password_hash }).from(providers)).map((r) => r.s ?? ''),
		...(await db.select({ s: sessions.token_hash }).from(sessions)).map((r) => r.s),
		...(await db.select({ s: oneTimeTokens.token_hash }).from(oneTimeTokens)).map((r) => r.s),
		...(await db.select({ s: emailOutbox.text }).from(emailOutbox)).flatMap((r) =>
			[...r.s.matchAll(/token=([\w-]+)/g)].map((m) => m[1]),
		),
	].filter(Boolean)
	expect(secrets.length).toBeGreaterThan(5)
	const answered = seen.join('\n')
	for (const secret of secrets) expect(answered).not.toContain(secret)
	expect(answered).not.toMatch(/scrypt|argon2|password_?hash|token_?hash/i)
})
