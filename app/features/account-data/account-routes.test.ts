import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { emailOutbox, providers } from '~/db/schema'
import { LocalDiskMediaStore } from '~/platform/media/media-store.server'
import { action as accountPageAction } from '~/routes/account'
import { loader as exportLoader } from '~/routes/account-export'
import { action as deleteAction, loader as deleteLoader } from '~/routes/api/account'
import { callApi } from '../../../tests/api-contract'
import { routeArgs, thrownRedirect } from '../../../tests/factories'
import { createTestDb } from '../../../tests/setup/db'
import { PASSWORD, listTree, seedFullAccount } from './account-data.test-support'

// The app's own store: DATA_DIR/media under a temporary DATA_DIR (getEnv() reads it lazily).
const DATA_DIR = mkdtempSync(path.join(tmpdir(), 'openroom-account-'))
process.env.DATA_DIR = DATA_DIR
const store = new LocalDiskMediaStore(path.join(DATA_DIR, 'media'))

const json = (body: unknown) => ({
	body: JSON.stringify(body),
	headers: { 'content-type': 'application/json' },
})

describe('Download my data', () => {
	test('the owner gets a JSON file of everything stored about them; no hash, no client details', async () => {
		const { db } = await createTestDb()
		const avery = await seedFullAccount(db, store, 'Avery')
		const response = await exportLoader(routeArgs(db, '/account/export', {}, { user: avery.actor }))
		expect(response.status).toBe(200)
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename=openroom-data-\d{4}-\d{2}-\d{2}\.json$/,
		)
		expect(response.headers.get('cache-control')).toBe('no-store')
		const text = await response.text()
		expect(text).not.toMatch(/hash|scrypt|argon/i)
		// Visitors' personal data stays out: their name, address and words.
		expect(text).not.toMatch(/Sam Visitor|sam\.visitor|Tuesdays/)
		const data = JSON.parse(text)
		expect(data.profile).toMatchObject({ id: avery.actor.id, email: avery.email, first_name: 'Avery' })
		expect(data.profile.photo_urls).toHaveLength(3)
		expect(data.answers).toHaveLength(2)
		const audio = data.answers.find((a: { type: string }) => a.type === 'audio')
		expect(audio.audio_url).toMatch(/^http:\/\/localhost:\d+\/media\/answers\//)
		expect(audio.media[0]).toMatchObject({ kind: 'audio', content_type: 'audio/webm' })
		expect(data.contact_messages.map((m: { kind: string }) => m.kind).sort()).toEqual([
			'message',
			'phone_click',
		])
		expect(Object.keys(data.contact_messages[0]).sort()).toEqual(['id', 'kind', 'received_at'])
		expect(data.account_emails.map((e: { kind: string }) => e.kind)).toContain('verify')
		expect(data.account_emails.map((e: { kind: string }) => e.kind)).not.toContain('contact')
		expect(data.email_links.map((l: { purpose: string }) => l.purpose).sort()).toEqual([
			'update_email',
			'verify',
		])
		expect(data.sessions).toHaveLength(1)
	})

	test('logged out: 401 in the API error shape', async () => {
		const { db } = await createTestDb()
		const response = await exportLoader(routeArgs(db, '/account/export', {}))
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } })
	})
})

describe('DELETE /api/account', () => {
	test('a wrong password is a 400 on the field; the right one deletes, clears the cookie and the files', async () => {
		const { db } = await createTestDb()
		const avery = await seedFullAccount(db, store, 'Avery')
		const url = '/api/account'
		const wrong = await callApi(
			deleteAction,
			routeArgs(db, url, {}, { method: 'DELETE', user: avery.actor, ...json({ password: 'nope' }) }),
		)
		expect(wrong.status).toBe(400)
		expect(await wrong.json()).toEqual({
			error: {
				code: 'invalid',
				message: 'The password is not correct.',
				fields: { password: 'The password is not correct.' },
			},
		})
		const done = await callApi(
			deleteAction,
			routeArgs(db, url, {}, { method: 'DELETE', user: avery.actor, ...json({ password: PASSWORD }) }),
		)
		expect(done.status).toBe(200)
		expect(done.headers.get('set-cookie')).toMatch(/openroom_session=;.*Max-Age=0/i)
		expect(await db.select().from(providers).where(eq(providers.id, avery.actor.id))).toEqual([])
		// The files went with the request (the job is only the fallback).
		const left = await listTree(path.join(DATA_DIR, 'media'))
		for (const key of avery.files) expect(left).not.toContain(key)
	})

	test('logged out: 401; other methods: 405', async () => {
		const { db } = await createTestDb()
		const anonymous = await callApi(
			deleteAction,
			routeArgs(db, '/api/account', {}, { method: 'DELETE', ...json({ password: PASSWORD }) }),
		)
		expect(anonymous.status).toBe(401)
		expect((await deleteLoader()).status).toBe(405)
	})

	test('more than 5 tries an hour: 429', async () => {
		const { db } = await createTestDb()
		const avery = await seedFullAccount(db, store, 'Avery')
		const statuses: number[] = []
		for (let i = 0; i < 6; i++) {
			const response = await callApi(
				deleteAction,
				routeArgs(
					db,
					'/api/account',
					{},
					{ method: 'DELETE', user: avery.actor, ...json({ password: 'x' }) },
				),
			)
			statuses.push(response.status)
		}
		expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
	})
})

describe('the account page without JavaScript', () => {
	test('a wrong password comes back on the field; the right one lands on the signed-out page', async () => {
		const { db } = await createTestDb()
		const avery = await seedFullAccount(db, store, 'Avery')
		const form = (password: string) => {
			const body = new FormData()
			body.set('intent', 'delete')
			body.set('password', password)
			return routeArgs(db, '/account?dialog=delete-account', {}, { method: 'POST', user: avery.actor, body })
		}
		const wrong = (await accountPageAction(form('nope'))) as { init: { status: number }; data: unknown }
		expect(wrong.init.status).toBe(400)
		expect(wrong.data).toMatchObject({ fields: { password: 'The password is not correct.' } })
		const done = await thrownRedirect(() => accountPageAction(form(PASSWORD)))
		expect(done).toEqual({ status: 302, location: '/account/deleted' })
		expect(await db.select().from(providers).where(eq(providers.id, avery.actor.id))).toEqual([])
	})
})

describe('Update Email on the account page without JavaScript', () => {
	const post = (
		db: Awaited<ReturnType<typeof createTestDb>>['db'],
		user: unknown,
		fields: Record<string, string>,
	) => {
		const body = new FormData()
		for (const [name, value] of Object.entries(fields)) body.set(name, value)
		return routeArgs(db, '/account', {}, { method: 'POST', user: user as never, body })
	}
	const form = { intent: 'update-email', email: 'avery.new@example.test', not_robot: 'true' }

	test('a wrong password is refused with the spec message and keeps the address typed; the right one sends the link to the new address', async () => {
		const { db } = await createTestDb()
		const avery = await seedFullAccount(db, store, 'Avery')
		const wrong = (await accountPageAction(post(db, avery.actor, { ...form, password: 'nope' }))) as {
			init: { status: number }
			data: unknown
		}
		expect(wrong.init.status).toBe(400)
		expect(wrong.data).toEqual({
			ok: false,
			message: 'Something went wrong. Please check your email, password, or try again later.',
			values: { email: 'avery.new@example.test' },
		})
		const missing = (await accountPageAction(post(db, avery.actor, { intent: 'update-email' }))) as {
			data: { fields: Record<string, string> }
		}
		expect(missing.data.fields).toMatchObject({ email: 'Field is required', password: 'Field is required' })

		const sent = await accountPageAction(post(db, avery.actor, { ...form, password: PASSWORD }))
		expect(sent).toEqual({ sent: true, values: { email: 'avery.new@example.test' } })
		const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'avery.new@example.test'))
		expect(mail).toHaveLength(1)
		expect(mail[0].text).toMatch(/\/verify\?id=[0-9a-f-]{36}&token=[\w-]+&update=1/)
		// Nothing changes until the link is followed, and the account is certainly not deleted.
		const [row] = await db.select().from(providers).where(eq(providers.id, avery.actor.id))
		expect(row.email).toBe(avery.email)
	})

	test('only a post that says intent=delete deletes: the password alone is refused', async () => {
		const { db } = await createTestDb()
		const avery = await seedFullAccount(db, store, 'Avery')
		const refused = (await accountPageAction(post(db, avery.actor, { password: PASSWORD }))) as {
			init: { status: number }
		}
		expect(refused.init.status).toBe(400)
		expect(await db.select().from(providers).where(eq(providers.id, avery.actor.id))).toHaveLength(1)
	})
})
