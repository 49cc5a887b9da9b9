import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { oneTimeTokens, providers } from '~/db/schema'
import { createTestDb } from '../../../tests/setup/db'
import { LoginInputSchema, MESSAGES, RequestUpdateInputSchema } from './accounts.schema'
import { login } from './accounts.server'
import { actor, at, failure, HOUR, linkToken, MINUTE, mails, signUp, T0 } from './accounts.test-support'
import { requestEmailUpdate, updateEmail } from './email-links.server'

describe('e-mail change', () => {
	async function loggedIn(db: Db) {
		const { account, session } = await signUp(db)
		return actor(account, session.sessionId)
	}
	const requestChange = (db: Db, user: SessionUser, email: string, password = 'password123', now = T0) =>
		requestEmailUpdate(db, user, RequestUpdateInputSchema.parse({ email, password }), { now })

	test('a wrong password or the same address is refused with the spec message', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		for (const [email, password] of [
			['new@example.com', 'wrong-password'],
			['jane@example.com', 'password123'],
		]) {
			const error = await failure(requestChange(db, user, email, password))
			expect(error).toMatchObject({ code: 'invalid', message: MESSAGES.updateEmail })
		}
		expect(await mails(db, 'new@example.com')).toHaveLength(0)
	})

	test('the link goes to the new address; following it switches the address once, and the old one is told', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		await requestChange(db, user, 'New@Example.com')
		const link = await linkToken(db, 'new@example.com', '/verify')
		expect(link.url).toMatch(/&update=1$/)
		let [row] = await db.select().from(providers).where(eq(providers.id, user.id))
		expect(row.email).toBe('jane@example.com')

		await updateEmail(db, { user_id: user.id, token: link.token }, { now: at(HOUR) })
		;[row] = await db.select().from(providers).where(eq(providers.id, user.id))
		expect(row).toMatchObject({ email: 'new@example.com', email_verified: true })
		const notice = (await mails(db, 'jane@example.com')).find((m) => m.meta?.kind === 'email_changed')
		expect(notice?.text).toContain('new@example.com')
		const again = await failure(updateEmail(db, { user_id: user.id, token: link.token }, { now: at(HOUR) }))
		expect(again).toMatchObject({ code: 'invalid', message: MESSAGES.verifyLink })
		// Unused links sent to the old address stop working.
		const stale = await db
			.select()
			.from(oneTimeTokens)
			.where(and(eq(oneTimeTokens.provider_id, user.id), eq(oneTimeTokens.purpose, 'verify')))
		expect(stale).toHaveLength(0)

		const relog = await login(
			db,
			LoginInputSchema.parse({ username: 'new@example.com', password: 'password123' }),
			{
				ip: '198.51.100.80',
				now: at(HOUR),
			},
		)
		expect(relog.account.id).toBe(user.id)
	})

	test('a link expires after 24 hours', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		await requestChange(db, user, 'new@example.com')
		const { token } = await linkToken(db, 'new@example.com', '/verify')
		const error = await failure(updateEmail(db, { user_id: user.id, token }, { now: at(24 * HOUR) }))
		expect(error.message).toBe(MESSAGES.verifyLink)
	})

	test('an address that has an account gets a notice instead of a link (same answer, no change)', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		await signUp(db, 'taken@example.com')
		await expect(requestChange(db, user, 'taken@example.com')).resolves.toBeUndefined()
		const received = await mails(db, 'taken@example.com')
		expect(received.map((m) => m.meta?.kind).sort()).toEqual(['email_taken', 'verify'])
		expect(await db.$count(oneTimeTokens, eq(oneTimeTokens.purpose, 'update_email'))).toBe(0)
	})

	test('an address taken between the request and the click fails with the link message', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		await requestChange(db, user, 'new@example.com')
		const { token } = await linkToken(db, 'new@example.com', '/verify')
		await signUp(db, 'new@example.com', 'password123', '198.51.100.90')
		const error = await failure(updateEmail(db, { user_id: user.id, token }, { now: at(MINUTE) }))
		expect(error).toMatchObject({ code: 'invalid', message: MESSAGES.verifyLink })
	})

	test('5 requests an hour per account', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		for (let i = 0; i < 5; i++) await requestChange(db, user, `n${i}@example.com`)
		expect((await failure(requestChange(db, user, 'n5@example.com'))).code).toBe('rate_limited')
	})
})
