import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { type Instance, startInstance } from './support/instance'

// `npm start` on a fresh machine: production, the embedded database, no SMTP_URL, PUBLIC_URL left to
// its localhost default. Its e-mails must be readable there (docs/product.md#e-mail-without-smtp).
// Needs only a build: no PostgreSQL.

let instance: Instance | undefined
let dataDir: string | undefined
afterEach(async () => {
	await instance?.stop()
	instance = undefined
	if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function startFresh(port: number, env: Record<string, string> = {}): Promise<Instance> {
	dataDir = await mkdtemp(path.join(tmpdir(), 'openroom-first-run-'))
	// Exactly what npm start leaves: no PUBLIC_URL (startInstance sets one), no SMTP_URL.
	instance = await startInstance({ port, env: { DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env } })
	return instance
}

const post = (url: string, origin: string, body: unknown, cookie = '') =>
	fetch(url, {
		method: 'POST',
		headers: { 'content-type': 'application/json', accept: 'application/json', origin, cookie },
		body: JSON.stringify(body),
	})

test('without SMTP on localhost, /dev/mail shows the verification link and following it verifies the account', async () => {
	const server = await startFresh(3640)
	expect(server.output()).toContain(
		`No SMTP_URL: e-mails are kept; read them at http://localhost:3640/dev/mail`,
	)
	const email = `first-run-${Date.now()}@example.test`
	const registered = await post(`${server.url}/auth/register`, server.url, {
		email,
		password: 'first-run-password',
		not_robot: true,
	})
	expect(registered.status).toBe(200)
	const cookie = registered.headers
		.getSetCookie()
		.map((c) => c.split(';')[0])
		.join('; ')

	const mailbox = await fetch(`${server.url}/dev/mail`)
	expect(mailbox.status).toBe(200)
	const html = (await mailbox.text()).replaceAll('&amp;', '&')
	expect(html).toContain(email)
	const link = /http:\/\/localhost:3640\/verify\?id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/.exec(html)
	expect(link, 'the verification link, token and all').not.toBeNull()
	const [, user_id, token] = link as RegExpExecArray

	const verified = await post(`${server.url}/auth/verify_email`, server.url, { user_id, token })
	expect(verified.status).toBe(200)
	const own = await fetch(`${server.url}/api/user?id=${user_id}`, { headers: { cookie } })
	expect(((await own.json()) as { docs: { email_verified: boolean }[] }).docs[0].email_verified).toBe(true)
})

test('a deployment on its own domain keeps the outbox private (/dev/mail 404) and gives SUPPORT_EMAIL in the FAQ', async () => {
	const server = await startFresh(3641, {
		PUBLIC_URL: 'https://openroom.example',
		SUPPORT_EMAIL: 'help@care.example',
	})
	expect((await fetch(`${server.url}/dev/mail`)).status).toBe(404)
	expect(server.output()).not.toContain('/dev/mail')
	const faq = await (await fetch(`${server.url}/for-providers`)).text()
	expect(faq).toContain('href="mailto:help@care.example"')
	expect(faq).not.toContain('support@')
})

test('with SMTP_URL set the outbox is delivered, not shown: /dev/mail is 404 on localhost too', async () => {
	const server = await startFresh(3642, { SMTP_URL: 'smtp://127.0.0.1:9' })
	expect((await fetch(`${server.url}/dev/mail`)).status).toBe(404)
	expect(server.output()).not.toContain('/dev/mail')
})
