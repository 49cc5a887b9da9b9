import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { createSession } from '~/auth/session.server'
import { hashToken } from '~/auth/tokens.server'
import type { Db } from '~/db/client.server'
import { oneTimeTokens, providers, sessions } from '~/db/schema'
import { getEnv } from '~/env.server'
import { createTestDb } from '../../../tests/setup/db'
import {
	LoginInputSchema,
	MESSAGES,
	RegisterInputSchema,
	RequestResetInputSchema,
	RequestVerifyInputSchema,
} from './accounts.schema'
import { login, logout, register } from './accounts.server'
import { actor, at, failure, HOUR, linkToken, MINUTE, mails, signUp, T0 } from './accounts.test-support'
import { requestPasswordReset, requestVerification, resetPassword, verifyEmail } from './email-links.server'

describe('register', () => {
	test('creates an unverified provider, a session and a verification e-mail; answers only id, short_id, url_tag', async () => {
		const { db } = await createTestDb()
		const { account, session } = await register(
			db,
			RegisterInputSchema.parse({ email: '  Jane@Example.COM ', password: 'password123' }),
			{ ip: '198.51.100.1', now: T0 },
		)
		expect(Object.keys(account).sort()).toEqual(['id', 'short_id', 'url_tag'])
		expect(account.url_tag).toBe('')
		expect(account.short_id).toBeGreaterThan(10000)
		const [row] = await db.select().from(providers).where(eq(providers.id, account.id))
		expect(row).toMatchObject({
			email: 'jane@example.com',
			email_verified: false,
			onboarded: false,
			url_tag: '',
		})
		expect(row.password_hash).toMatch(/^\$argon2id\$/)
		expect(row.password_hash).not.toContain('password123')
		expect(await db.$count(sessions, eq(sessions.provider_id, account.id))).toBe(1)
		expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

		const [mail] = await mails(db, 'jane@example.com')
		expect(mail.subject).toBe(`Verify your email for ${getEnv().SITE_NAME}`)
		expect(mail.html).toContain('<!doctype html>')
		const link = await linkToken(db, 'jane@example.com', '/verify')
		expect(link.id).toBe(account.id)
		const [token] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.provider_id, account.id))
		expect(token).toMatchObject({ purpose: 'verify', token_hash: hashToken(link.token), used_at: null })
		expect(token.expires_at.getTime() - T0.getTime()).toBe(48 * HOUR)
	})

	test('a taken address gets the same refusal as any other, and its owner one notice an hour', async () => {
		const { db } = await createTestDb()
		await signUp(db)
		const error = await failure(signUp(db, 'JANE@example.com', 'another-password'))
		expect(error).toMatchObject({ code: 'invalid', message: MESSAGES.register, fields: undefined })
		await failure(signUp(db, 'jane@example.com', 'third-password', '198.51.100.2'))
		expect(await db.$count(providers, eq(providers.email, 'jane@example.com'))).toBe(1)
		const notices = (await mails(db, 'jane@example.com')).filter((m) => m.meta?.kind === 'duplicate_register')
		expect(notices).toHaveLength(1)
		expect(notices[0].subject).toContain('Someone tried to register')
	})

	test('5 sign-ups per hour per client address', async () => {
		const { db } = await createTestDb()
		for (let i = 0; i < 5; i++) await signUp(db, `p${i}@example.com`)
		const error = await failure(signUp(db, 'p5@example.com'))
		expect(error.code).toBe('rate_limited')
		expect(error.retryAfterSeconds).toBeGreaterThan(0)
		await signUp(db, 'p5@example.com', 'password123', '198.51.100.99')
	})
})

describe('login and logout', () => {
	test('an unknown e-mail and a wrong password fail alike; the right pair starts a session', async () => {
		const { db } = await createTestDb()
		const { account } = await signUp(db)
		const attempt = (username: string, password: string) =>
			login(db, LoginInputSchema.parse({ username, password }), { ip: '198.51.100.7', now: T0 })

		const startWrong = performance.now()
		const wrong = await failure(attempt('jane@example.com', 'wrong-password'))
		const wrongMs = performance.now() - startWrong
		const startUnknown = performance.now()
		const unknown = await failure(attempt('nobody@example.com', 'wrong-password'))
		const unknownMs = performance.now() - startUnknown

		expect(wrong).toMatchObject({ code: 'unauthenticated', message: MESSAGES.login })
		expect(unknown).toMatchObject({ code: wrong.code, message: wrong.message, fields: wrong.fields })
		// Both paths run one password check, padded alike, so neither is markedly faster (loose bound: CI timing is noisy).
		expect(unknownMs).toBeGreaterThan(wrongMs / 4)
		expect(wrongMs).toBeGreaterThan(unknownMs / 4)

		const ok = await attempt(' JANE@example.com', 'password123')
		expect(ok.account).toEqual(account)
		expect(await db.$count(sessions, eq(sessions.provider_id, account.id))).toBe(2)
	})

	test('30 attempts per client address per 15 minutes', async () => {
		const { db } = await createTestDb()
		const attempt = (i: number) =>
			login(db, LoginInputSchema.parse({ username: `u${i}@example.com`, password: 'whatever1' }), {
				ip: '203.0.113.200',
				now: T0,
			})
		for (let i = 0; i < 30; i++) expect((await failure(attempt(i))).code).toBe('unauthenticated')
		expect((await failure(attempt(30))).code).toBe('rate_limited')
	})

	test('logout ends only the current session', async () => {
		const { db } = await createTestDb()
		const { account, session } = await signUp(db)
		await createSession(db, account.id, T0)
		await logout(db, actor(account, session.sessionId))
		const left = await db
			.select({ id: sessions.id })
			.from(sessions)
			.where(eq(sessions.provider_id, account.id))
		expect(left).toHaveLength(1)
		expect(left[0].id).not.toBe(session.sessionId)
	})
})

describe('password reset', () => {
	const ask = (db: Db, email: string, ip = '198.51.100.20', now = T0) =>
		requestPasswordReset(db, RequestResetInputSchema.parse({ email }), { ip, now })

	test('the same answer for any address; a link only for an account', async () => {
		const { db } = await createTestDb()
		await signUp(db)
		await expect(ask(db, 'nobody@example.com')).resolves.toBeUndefined()
		await expect(ask(db, 'Jane@Example.com')).resolves.toBeUndefined()
		expect(await mails(db, 'nobody@example.com')).toHaveLength(0)
		const link = await linkToken(db, 'jane@example.com', '/reset')
		const [row] = await db
			.select()
			.from(oneTimeTokens)
			.where(eq(oneTimeTokens.token_hash, hashToken(link.token)))
		expect(row.purpose).toBe('reset')
		expect(row.expires_at.getTime() - T0.getTime()).toBe(HOUR)
	})

	test('limits: 3 an hour per e-mail, 5 an hour per client address', async () => {
		const { db } = await createTestDb()
		for (let i = 0; i < 3; i++) await ask(db, 'a@example.com', `198.51.100.${30 + i}`)
		expect((await failure(ask(db, 'a@example.com', '198.51.100.40'))).code).toBe('rate_limited')
		for (let i = 0; i < 5; i++) await ask(db, `b${i}@example.com`, '198.51.100.50')
		expect((await failure(ask(db, 'c@example.com', '198.51.100.50'))).code).toBe('rate_limited')
	})

	test('a link sets the password once, ends every session, and the old password stops working', async () => {
		const { db } = await createTestDb()
		const { account } = await signUp(db)
		await createSession(db, account.id, T0)
		await ask(db, 'jane@example.com')
		const { id, token } = await linkToken(db, 'jane@example.com', '/reset')

		await resetPassword(db, { user_id: id, token, password: 'new-password-1' }, { now: at(10 * MINUTE) })
		expect(await db.$count(sessions, eq(sessions.provider_id, account.id))).toBe(0)
		const again = await failure(
			resetPassword(db, { user_id: id, token, password: 'other-pass-2' }, { now: at(11 * MINUTE) }),
		)
		expect(again).toMatchObject({ code: 'invalid', message: MESSAGES.resetLink })

		const loginWith = (password: string) =>
			login(db, LoginInputSchema.parse({ username: 'jane@example.com', password }), {
				ip: '198.51.100.60',
				now: at(HOUR),
			})
		expect((await failure(loginWith('password123'))).message).toBe(MESSAGES.login)
		expect((await loginWith('new-password-1')).account.id).toBe(account.id)
		const [row] = await db
			.select({ verified: providers.email_verified })
			.from(providers)
			.where(eq(providers.id, id))
		expect(row.verified).toBe(true)
	})

	test('a link expires after one hour, and only the newest link works', async () => {
		const { db } = await createTestDb()
		await signUp(db)
		await ask(db, 'jane@example.com')
		const first = await linkToken(db, 'jane@example.com', '/reset')
		const expired = await failure(
			resetPassword(
				db,
				{ user_id: first.id, token: first.token, password: 'new-password-1' },
				{ now: at(HOUR) },
			),
		)
		expect(expired.message).toBe(MESSAGES.resetLink)

		await ask(db, 'jane@example.com', '198.51.100.20', at(MINUTE))
		const second = await linkToken(db, 'jane@example.com', '/reset')
		expect(second.token).not.toBe(first.token)
		await ask(db, 'jane@example.com', '198.51.100.20', at(2 * MINUTE))
		const third = await linkToken(db, 'jane@example.com', '/reset')
		const stale = await failure(
			resetPassword(
				db,
				{ user_id: second.id, token: second.token, password: 'new-password-1' },
				{ now: at(3 * MINUTE) },
			),
		)
		expect(stale.message).toBe(MESSAGES.resetLink)
		await resetPassword(
			db,
			{ user_id: third.id, token: third.token, password: 'new-password-1' },
			{ now: at(3 * MINUTE) },
		)
	})

	test('a link for another account or a made-up token fails with the same message', async () => {
		const { db } = await createTestDb()
		await signUp(db)
		const other = await signUp(db, 'other@example.com')
		await ask(db, 'jane@example.com')
		const { token } = await linkToken(db, 'jane@example.com', '/reset')
		for (const input of [
			{ user_id: other.account.id, token },
			{ user_id: other.account.id, token: 'x'.repeat(43) },
		]) {
			const error = await failure(resetPassword(db, { ...input, password: 'new-password-1' }, { now: T0 }))
			expect(error).toMatchObject({ code: 'invalid', message: MESSAGES.resetLink })
		}
	})
})

describe('e-mail verification', () => {
	test('the sign-up link verifies once; a second use fails with the spec message', async () => {
		const { db } = await createTestDb()
		const { account } = await signUp(db)
		const { token } = await linkToken(db, 'jane@example.com', '/verify')
		await verifyEmail(db, { user_id: account.id, token }, { now: at(HOUR) })
		const [row] = await db.select().from(providers).where(eq(providers.id, account.id))
		expect(row.email_verified).toBe(true)
		const again = await failure(verifyEmail(db, { user_id: account.id, token }, { now: at(HOUR) }))
		expect(again).toMatchObject({ code: 'invalid', message: MESSAGES.verifyLink })
	})

	test('a link expires after 48 hours', async () => {
		const { db } = await createTestDb()
		const { account } = await signUp(db)
		const { token } = await linkToken(db, 'jane@example.com', '/verify')
		const error = await failure(verifyEmail(db, { user_id: account.id, token }, { now: at(48 * HOUR) }))
		expect(error.message).toBe(MESSAGES.verifyLink)
	})

	test('a new link is sent only to an unverified account; the answer is the same for any address', async () => {
		const { db } = await createTestDb()
		await signUp(db)
		const ask = (email: string, ip = '198.51.100.70') =>
			requestVerification(db, RequestVerifyInputSchema.parse({ email }), { ip, now: at(MINUTE) })
		await expect(ask('nobody@example.com')).resolves.toBeUndefined()
		expect(await mails(db, 'nobody@example.com')).toHaveLength(0)
		await ask('jane@example.com')
		const verifyMails = (await mails(db, 'jane@example.com')).filter((m) => m.meta?.kind === 'verify')
		expect(verifyMails).toHaveLength(2)
		const { id, token } = await linkToken(db, 'jane@example.com', '/verify')
		await verifyEmail(db, { user_id: id, token }, { now: at(2 * MINUTE) })
		await ask('jane@example.com', '198.51.100.71')
		expect((await mails(db, 'jane@example.com')).filter((m) => m.meta?.kind === 'verify')).toHaveLength(2)
		// 3 an hour per e-mail.
		await ask('jane@example.com', '198.51.100.72')
		expect((await failure(ask('jane@example.com', '198.51.100.73'))).code).toBe('rate_limited')
	})
})
