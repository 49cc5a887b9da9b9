import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { needsRehash, verifyPassword } from '~/auth/password.server'
import { OLD_PASSWORD, OLD_SCRYPT_HASH } from '~/auth/password.test-support'
import type { Db } from '~/db/client.server'
import { providers } from '~/db/schema'
import { getEnv } from '~/env.server'
import { createTestDb } from '../../../tests/setup/db'
import { LoginInputSchema, RequestSignInLinkInputSchema } from './accounts.schema'
import { login } from './accounts.server'
import { at, failure, HOUR, linkToken, MINUTE, mails, signUp, T0 } from './accounts.test-support'
import { loginDelayMs, MAX_DELAY_MS } from './login-limits.server'
import { requestSignInLink, signInWithLink } from './sign-in-link.server'

// docs/product.md#sign-in-limits. The waits are recorded instead of slept, so 50 attempts stay fast.

const EMAIL = 'jane@example.com'
const PASSWORD = 'password123'

function recorder() {
	const waits: number[] = []
	return { waits, sleep: async (ms: number) => void waits.push(ms) }
}

function attempt(db: Db, password: string, ip: string, now = T0, email = EMAIL) {
	const { waits, sleep } = recorder()
	const done = login(db, LoginInputSchema.parse({ username: email, password }), { ip, now, sleep })
	return Object.assign(done, { waits })
}

const noticesTo = async (db: Db, to: string) =>
	(await mails(db, to)).filter((m) => m.meta?.kind === 'failed_logins')

test('the wait grows from the sixth attempt on an account: 250 ms doubling, capped at 3 s', () => {
	expect([1, 5, 6, 7, 8, 9, 10, 50].map(loginDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 3000, 3000])
})

describe('a stranger who knows the e-mail cannot lock its owner out', () => {
	test('50 wrong passwords from 50 addresses; within a minute the right password from a new address signs in', async () => {
		const { db } = await createTestDb()
		const { account } = await signUp(db, EMAIL, PASSWORD)
		for (let i = 0; i < 50; i++) {
			const wrong = await failure(attempt(db, `guess-${i}`, `203.0.113.${i}`, at(i * 500)))
			expect(wrong.code).toBe('unauthenticated')
		}
		const owner = attempt(db, PASSWORD, '198.51.100.77', at(59_000))
		expect((await owner).account).toEqual(account)
		// Slowed down, never refused: one wait, at most the cap.
		expect(owner.waits).toEqual([MAX_DELAY_MS])
	})

	test('the e-mailed sign-in link works meanwhile too', async () => {
		const { db } = await createTestDb()
		const { account } = await signUp(db, EMAIL, PASSWORD)
		for (let i = 0; i < 50; i++) await failure(attempt(db, `guess-${i}`, `203.0.113.${i}`, at(i * 500)))
		const meta = { ip: '198.51.100.77', now: at(30_000) }
		await requestSignInLink(db, RequestSignInLinkInputSchema.parse({ email: EMAIL }), meta)
		const link = await linkToken(db, EMAIL, '/login/link')
		const signedIn = await signInWithLink(db, { user_id: link.id, token: link.token }, meta)
		expect(signedIn.account).toEqual(account)
	})

	test('one address is refused after 10 tries on one account; the same account from elsewhere is not', async () => {
		const { db } = await createTestDb()
		await signUp(db, EMAIL, PASSWORD)
		for (let i = 0; i < 10; i++) await failure(attempt(db, 'wrong-password', '203.0.113.9'))
		const limited = await failure(attempt(db, PASSWORD, '203.0.113.9', at(MINUTE)))
		expect(limited.code).toBe('rate_limited')
		expect(limited.retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
		await expect(attempt(db, PASSWORD, '198.51.100.8', at(MINUTE))).resolves.toBeDefined()
		// The pair's window ends: that address may try again.
		await expect(attempt(db, PASSWORD, '203.0.113.9', at(15 * MINUTE))).resolves.toBeDefined()
	})

	test('an unknown address is slowed down exactly like a real one', async () => {
		const { db } = await createTestDb()
		await signUp(db, EMAIL, PASSWORD)
		// The schedule's waits; the other recorded wait is the padding of a failed check.
		const schedule = new Set([250, 500, 1000, 2000, 3000])
		const waitsFor = async (email: string) => {
			const all: number[][] = []
			for (let i = 0; i < 8; i++) {
				const a = attempt(db, 'wrong-password', `203.0.113.${i}`, T0, email)
				await failure(a)
				all.push(a.waits.filter((ms) => schedule.has(ms)))
			}
			return all
		}
		const expected = [[], [], [], [], [], [250], [500], [1000]]
		expect(await waitsFor('nobody@example.com')).toEqual(expected)
		expect(await waitsFor(EMAIL)).toEqual(expected)
	})
})

describe('the owner is told after repeated failures', () => {
	test('from the 10th failure in an hour, one e-mail a day, without the passwords or the addresses tried', async () => {
		const { db } = await createTestDb()
		await signUp(db, EMAIL, PASSWORD)
		for (let i = 0; i < 9; i++)
			await failure(attempt(db, `secret-guess-${i}`, `203.0.113.${i}`, at(i * MINUTE)))
		expect(await noticesTo(db, EMAIL)).toHaveLength(0)
		await failure(attempt(db, 'secret-guess-9', '203.0.113.99', at(10 * MINUTE)))
		const [notice, ...more] = await noticesTo(db, EMAIL)
		expect(more).toHaveLength(0)
		expect(notice.subject).toBe(`Someone tried to log in to your ${getEnv().SITE_NAME} account`)
		expect(notice.text).toContain(`${getEnv().PUBLIC_URL}/login/link`)
		expect(notice.text).toContain(`${getEnv().PUBLIC_URL}/reset`)
		for (const body of [notice.text, notice.html]) {
			expect(body).not.toMatch(/secret-guess|203\.0\.113/)
		}

		// More failures the same day: no second e-mail; a right password changes nothing.
		for (let i = 0; i < 15; i++)
			await failure(attempt(db, 'again', `192.0.2.${i}`, at(2 * HOUR + i * MINUTE)))
		await attempt(db, PASSWORD, '198.51.100.5', at(3 * HOUR))
		expect(await noticesTo(db, EMAIL)).toHaveLength(1)

		// Under 10 failures in an hour is not "repeated": the next day, 9 do not notify, the 10th does.
		const nextDay = T0.getTime() + 24 * HOUR
		for (let i = 0; i < 9; i++)
			await failure(attempt(db, 'x', `192.0.2.${i}`, new Date(nextDay + i * MINUTE)))
		expect(await noticesTo(db, EMAIL)).toHaveLength(1)
		await failure(attempt(db, 'x', '192.0.2.200', new Date(nextDay + 10 * MINUTE)))
		expect(await noticesTo(db, EMAIL)).toHaveLength(2)
	})

	test('failures on an address without an account e-mail nobody', async () => {
		const { db } = await createTestDb()
		for (let i = 0; i < 12; i++) await failure(attempt(db, 'x', `203.0.113.${i}`, T0, 'nobody@example.com'))
		expect(await mails(db, 'nobody@example.com')).toHaveLength(0)
	})
})

describe('password hashes move from scrypt to argon2id', () => {
	test('a scrypt hash written by the old code logs in, and is replaced by argon2id at that login', async () => {
		const { db } = await createTestDb()
		const { account } = await signUp(db, EMAIL, PASSWORD)
		await db.update(providers).set({ password_hash: OLD_SCRYPT_HASH }).where(eq(providers.id, account.id))

		expect((await failure(attempt(db, 'not-it', '198.51.100.1'))).code).toBe('unauthenticated')
		const stillOld = await db.select({ h: providers.password_hash }).from(providers)
		expect(stillOld[0].h).toBe(OLD_SCRYPT_HASH)

		expect((await attempt(db, OLD_PASSWORD, '198.51.100.1')).account).toEqual(account)
		const [{ h }] = await db.select({ h: providers.password_hash }).from(providers)
		expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
		expect(needsRehash(h ?? '')).toBe(false)
		expect(await verifyPassword(OLD_PASSWORD, h ?? '')).toBe(true)
		await expect(attempt(db, OLD_PASSWORD, '198.51.100.2')).resolves.toBeDefined()
		const [{ h: after }] = await db.select({ h: providers.password_hash }).from(providers)
		expect(after).toBe(h)
	})
})
