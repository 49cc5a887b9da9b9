import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import type { SessionUser } from '~/auth/context'
import type { Db } from '~/db/client.server'
import { sessions } from '~/db/schema'
import { getEnv } from '~/env.server'
import { createTestDb } from '../../../tests/setup/db'
import { ChangePasswordInputSchema, LoginInputSchema, MESSAGES } from './accounts.schema'
import { login } from './accounts.server'
import { actor, at, failure, MINUTE, mails, signUp, T0 } from './accounts.test-support'
import { changePassword, changePasswordFromForm } from './change-password.server'

// docs/product.md#accounts (Change Password). Waits are recorded, not slept.

const EMAIL = 'jane@example.com'
const OLD = 'password123'
const NEW = 'a-new-password-456'
const IP = '198.51.100.5'
const meta = (now = T0) => ({ ip: IP, now, sleep: async () => {} })

async function loggedIn(db: Db) {
	const { account, session } = await signUp(db, EMAIL, OLD)
	return actor(account, session.sessionId)
}

const change = (db: Db, user: SessionUser, current: string, next = NEW, repeat = next, now = T0) =>
	changePassword(
		db,
		user,
		ChangePasswordInputSchema.parse({
			current_password: current,
			new_password: next,
			new_password_repeat: repeat,
		}),
		meta(now),
	)

const logIn = (db: Db, password: string, now = at(MINUTE)) =>
	login(db, LoginInputSchema.parse({ username: EMAIL, password }), {
		ip: '198.51.100.9',
		now,
		sleep: async () => {},
	})

const changedMails = async (db: Db) =>
	(await mails(db, EMAIL)).filter((m) => m.meta?.kind === 'password_changed')

describe('the rules, shared by the form, the page action and the endpoint', () => {
	const fields = (input: Record<string, string>) => {
		const result = ChangePasswordInputSchema.safeParse(input)
		return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]))
	}
	test("the new password follows the spec's rules, and must be typed the same twice", () => {
		const base = { current_password: OLD, new_password: NEW, new_password_repeat: NEW }
		expect(fields(base)).toEqual({})
		expect(fields({ ...base, new_password: 'short', new_password_repeat: 'short' })).toEqual({
			new_password: MESSAGES.passwordTooShort,
		})
		const long = 'x'.repeat(50)
		expect(fields({ ...base, new_password: long, new_password_repeat: long })).toEqual({
			new_password: MESSAGES.passwordTooLong,
		})
		expect(fields({ ...base, new_password_repeat: `${NEW}!` })).toEqual({
			new_password_repeat: MESSAGES.passwordsDiffer,
		})
		expect(fields({ ...base, current_password: '' })).toEqual({ current_password: MESSAGES.required })
	})
})

describe('changing the password while signed in', () => {
	test('a wrong current password is refused on its field; nothing changes and no e-mail goes', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		const error = await failure(change(db, user, 'not-my-password'))
		expect(error).toMatchObject({
			code: 'invalid',
			fields: { current_password: MESSAGES.wrongCurrentPassword },
		})
		expect((await logIn(db, OLD)).account.id).toBe(user.id)
		expect(await changedMails(db)).toHaveLength(0)
	})

	test('success: the new password works, the old one not; other sessions end, this one stays; the owner is told', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		const phone = await logIn(db, OLD, T0)
		const laptop = await logIn(db, OLD, T0)
		await change(db, user, OLD, NEW, NEW, at(MINUTE))

		const left = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.provider_id, user.id))
		expect(left.map((s) => s.id)).toEqual([user.sessionId])
		expect([phone.session.sessionId, laptop.session.sessionId]).not.toContain(user.sessionId)

		expect((await failure(logIn(db, OLD, at(2 * MINUTE)))).code).toBe('unauthenticated')
		expect((await logIn(db, NEW, at(2 * MINUTE))).account.id).toBe(user.id)

		const [mail] = await changedMails(db)
		expect(mail.subject).toBe(`Your ${getEnv().SITE_NAME} password was changed`)
		expect(mail.text).toContain('Your password was changed')
		expect(mail.text).toContain(`${getEnv().PUBLIC_URL}/reset`)
	})

	test('wrong current passwords: 10 tries per 15 minutes, then 429 until the window ends (never for good)', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		for (let i = 0; i < 10; i++) expect((await failure(change(db, user, `guess-${i}`))).code).toBe('invalid')
		// Even the right password waits for the window: guessing gets no more tries.
		const refused = await failure(change(db, user, OLD))
		expect(refused.code).toBe('rate_limited')
		expect(refused.retryAfterSeconds).toBeGreaterThan(0)
		await change(db, user, OLD, NEW, NEW, at(15 * MINUTE))
		expect((await logIn(db, NEW, at(16 * MINUTE))).account.id).toBe(user.id)
	})

	test('without JavaScript: the page action answers the field messages, never the passwords', async () => {
		const { db } = await createTestDb()
		const user = await loggedIn(db)
		const form = (fields: Record<string, string>) => {
			const data = new FormData()
			data.set('intent', 'change-password')
			for (const [k, v] of Object.entries(fields)) data.set(k, v)
			return data
		}
		const mismatch = await changePasswordFromForm(
			db,
			user,
			form({ current_password: OLD, new_password: NEW, new_password_repeat: 'other-password' }),
			meta(),
		)
		expect(JSON.stringify(mismatch)).not.toContain(OLD)
		expect(mismatch).toMatchObject({
			init: { status: 400 },
			data: { fields: { new_password_repeat: MESSAGES.passwordsDiffer } },
		})
		const wrong = await changePasswordFromForm(
			db,
			user,
			form({ current_password: 'nope-nope', new_password: NEW, new_password_repeat: NEW }),
			meta(),
		)
		expect(wrong).toMatchObject({ data: { fields: { current_password: MESSAGES.wrongCurrentPassword } } })
		const done = await changePasswordFromForm(
			db,
			user,
			form({ current_password: OLD, new_password: NEW, new_password_repeat: NEW }),
			meta(),
		)
		expect(done).toMatchObject({ done: true })
		expect(JSON.stringify(done)).not.toContain(NEW)
	})
})
