import { eq } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { hashToken } from '~/auth/tokens.server'
import type { Db } from '~/db/client.server'
import { oneTimeTokens, providers, sessions } from '~/db/schema'
import { getEnv } from '~/env.server'
import { createTestDb } from '../../../tests/setup/db'
import { insertProvider } from '../../../tests/factories'
import { MESSAGES, RequestSignInLinkInputSchema } from './accounts.schema'
import { at, failure, HOUR, linkToken, MINUTE, mails, signUp, T0 } from './accounts.test-support'
import { isSignInLinkValid, requestSignInLink, signInWithLink } from './sign-in-link.server'

// 'E-mail me a sign-in link' (docs/product.md#sign-in-limits).

const ask = (db: Db, email: string, ip = '198.51.100.1', now = T0) =>
	requestSignInLink(db, RequestSignInLinkInputSchema.parse({ email }), { ip, now })
const linkMails = async (db: Db, to: string) =>
	(await mails(db, to)).filter((m) => m.meta?.kind === 'sign_in_link')

test('asking answers the same for any address; only an account gets a link, stored hashed, for 15 minutes', async () => {
	const { db } = await createTestDb()
	const { account } = await signUp(db)
	await insertProvider(db, { email: 'demo@example.com', is_demo: true })
	expect(await ask(db, ' Jane@Example.com')).toBeUndefined()
	expect(await ask(db, 'nobody@example.com')).toBeUndefined()
	expect(await ask(db, 'demo@example.com')).toBeUndefined()
	expect(await mails(db, 'nobody@example.com')).toHaveLength(0)
	expect(await mails(db, 'demo@example.com')).toHaveLength(0)

	const [mail] = await linkMails(db, 'jane@example.com')
	expect(mail.subject).toBe(`Your ${getEnv().SITE_NAME} sign-in link`)
	const link = await linkToken(db, 'jane@example.com', '/login/link')
	expect(link.id).toBe(account.id)
	const [row] = await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, 'sign_in'))
	expect(row).toMatchObject({ provider_id: account.id, token_hash: hashToken(link.token), used_at: null })
	expect(row.token_hash).not.toContain(link.token)
	expect(row.expires_at.getTime() - T0.getTime()).toBe(15 * MINUTE)
})

test('the link signs in once with a new session, and confirms an unverified address', async () => {
	const { db } = await createTestDb()
	const { account } = await signUp(db)
	await ask(db, 'jane@example.com')
	const { id, token } = await linkToken(db, 'jane@example.com', '/login/link')
	const input = { user_id: id, token }
	expect(await isSignInLinkValid(db, input, { now: at(MINUTE) })).toBe(true)
	// Looking does not spend it.
	expect(await isSignInLinkValid(db, input, { now: at(MINUTE) })).toBe(true)

	const before = await db.$count(sessions, eq(sessions.provider_id, account.id))
	const { account: signedIn, session } = await signInWithLink(db, input, {
		ip: '203.0.113.5',
		now: at(MINUTE),
	})
	expect(signedIn).toEqual(account)
	expect(session.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
	expect(await db.$count(sessions, eq(sessions.provider_id, account.id))).toBe(before + 1)
	const [row] = await db.select({ verified: providers.email_verified }).from(providers)
	expect(row.verified).toBe(true)

	const again = await failure(signInWithLink(db, input, { ip: '203.0.113.5', now: at(2 * MINUTE) }))
	expect(again).toMatchObject({ code: 'invalid', message: MESSAGES.signInLink })
	expect(await isSignInLinkValid(db, input, { now: at(2 * MINUTE) })).toBe(false)
})

test('an expired, replaced, made-up or other account’s link fails with the same message', async () => {
	const { db } = await createTestDb()
	const { account: other } = await signUp(db, 'other@example.com', 'password123', '198.51.100.2')
	await signUp(db)
	await ask(db, 'jane@example.com')
	const first = await linkToken(db, 'jane@example.com', '/login/link')
	const meta = { ip: '203.0.113.5', now: at(15 * MINUTE) }
	const expired = await failure(signInWithLink(db, { user_id: first.id, token: first.token }, meta))
	expect(expired).toMatchObject({ code: 'invalid', message: MESSAGES.signInLink })

	await ask(db, 'jane@example.com', '198.51.100.1', at(20 * MINUTE))
	const newest = await linkToken(db, 'jane@example.com', '/login/link')
	expect(newest.token).not.toBe(first.token)
	const later = { ip: '203.0.113.5', now: at(21 * MINUTE) }
	for (const input of [
		{ user_id: first.id, token: first.token },
		{ user_id: other.id, token: newest.token },
		{ user_id: newest.id, token: 'x'.repeat(43) },
	]) {
		expect(await failure(signInWithLink(db, input, later))).toMatchObject({ message: MESSAGES.signInLink })
	}
	await expect(signInWithLink(db, { user_id: newest.id, token: newest.token }, later)).resolves.toBeDefined()
})

test('3 requests an hour per e-mail and 5 per client address', async () => {
	const { db } = await createTestDb()
	await signUp(db)
	for (let i = 0; i < 3; i++) await ask(db, 'jane@example.com', `198.51.100.${10 + i}`)
	expect((await failure(ask(db, 'jane@example.com', '198.51.100.20'))).code).toBe('rate_limited')
	expect(await linkMails(db, 'jane@example.com')).toHaveLength(3)
	await ask(db, 'jane@example.com', '198.51.100.20', at(HOUR))

	for (let i = 0; i < 5; i++) await ask(db, `p${i}@example.com`, '203.0.113.50')
	const limited = await failure(ask(db, 'p5@example.com', '203.0.113.50'))
	expect(limited.code).toBe('rate_limited')
	expect(limited.retryAfterSeconds).toBeGreaterThan(0)
})
