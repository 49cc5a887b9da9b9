import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { readSession, SESSION_COOKIE } from '~/auth/session.server'
import { emailOutbox, providers, sessions } from '~/db/schema'
import { MESSAGES } from '~/features/accounts/accounts.schema'
import * as loginRoute from '~/routes/auth/login'
import * as requestResetRoute from '~/routes/auth/request-reset'
import * as requestSignInLinkRoute from '~/routes/auth/request-sign-in-link'
import * as requestUpdateRoute from '~/routes/auth/request-update'
import * as requestVerifyRoute from '~/routes/auth/request-verify'
import * as resetPasswordRoute from '~/routes/auth/reset-password'
import * as signInLinkRoute from '~/routes/auth/sign-in-link'
import * as updateEmailRoute from '~/routes/auth/update-email'
import * as verifyEmailRoute from '~/routes/auth/verify-email'
import { createTestDb } from '../setup/db'
import { lastLink, ORIGIN, post, registered, tokenOf } from './auth-endpoints.test-support'

// The /auth endpoints behind e-mailed links: password reset, verification, e-mail change and
// sign-in links (with the login lockout they stand in for).

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
