import { expect, test } from 'vitest'
import { parseEnv } from '~/env.server'
import { isLoopbackUrl, localMailboxNotice, outboxReadableLocally } from './local-mailbox.server'

const production = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'production', ...vars })

test('npm start as a newcomer runs it (production, no SMTP_URL, default PUBLIC_URL) reads the outbox', () => {
	const env = production({})
	expect(env.PUBLIC_URL).toBe('http://localhost:3000')
	expect(outboxReadableLocally(env)).toBe(true)
	expect(localMailboxNotice(env)).toBe(
		'No SMTP_URL: e-mails are kept; read them at http://localhost:3000/dev/mail',
	)
	expect(localMailboxNotice(production({ PORT: '3452' }))).toBe(
		'No SMTP_URL: e-mails are kept; read them at http://localhost:3452/dev/mail',
	)
})

test('every loopback spelling of PUBLIC_URL counts, in production without SMTP', () => {
	for (const url of [
		'http://localhost:8080',
		'https://localhost',
		'http://127.0.0.1:3000',
		'http://127.1.2.3',
		'http://127.1',
		'http://[::1]:3000',
		'http://[0:0:0:0:0:0:0:1]',
	]) {
		expect(outboxReadableLocally(production({ PUBLIC_URL: url })), url).toBe(true)
		expect(localMailboxNotice(production({ PUBLIC_URL: url })), url).toContain('/dev/mail')
	}
})

test('a public PUBLIC_URL or a configured SMTP_URL keeps the outbox private in production', () => {
	for (const url of [
		'https://openroom.example',
		'http://10.0.0.5:3000',
		'http://192.168.1.10',
		'http://localhost.example.com',
		'http://128.0.0.1',
		'http://[::2]',
	]) {
		expect(outboxReadableLocally(production({ PUBLIC_URL: url })), url).toBe(false)
		expect(localMailboxNotice(production({ PUBLIC_URL: url })), url).toBeNull()
	}
	const smtp = production({ SMTP_URL: 'smtp://relay:587' })
	expect(smtp.PUBLIC_URL).toBe('http://localhost:3000')
	expect(outboxReadableLocally(smtp)).toBe(false)
	expect(localMailboxNotice(smtp)).toBeNull()
})

test('outside production the outbox is readable as before; the line is said only when nothing is sent', () => {
	expect(outboxReadableLocally(parseEnv({ NODE_ENV: 'development', PUBLIC_URL: 'https://x.example' }))).toBe(
		true,
	)
	expect(outboxReadableLocally(parseEnv({ NODE_ENV: 'development', SMTP_URL: 'smtp://relay' }))).toBe(true)
	expect(localMailboxNotice(parseEnv({ NODE_ENV: 'development', SMTP_URL: 'smtp://relay' }))).toBeNull()
	expect(localMailboxNotice(parseEnv({ NODE_ENV: 'development' }))).toContain('/dev/mail')
})

test('isLoopbackUrl refuses what is not a URL', () => {
	expect(isLoopbackUrl('')).toBe(false)
	expect(isLoopbackUrl('localhost')).toBe(false)
})
