import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'
import { afterEach, expect, onTestFinished, test, vi } from 'vitest'
import { emailOutbox } from '~/db/schema'
import { deliverDueEmails, retryDelayMs } from '~/platform/email/outbox.server'
import { insertProvider } from '../../../tests/factories'
import { openDataDir } from '../../../tests/setup/db'
import { sendContactMessage } from './contact.server'

type Received = { from: string; to: string[]; raw: string }

/** A real SMTP server on loopback: it either accepts every message or answers 451 to every recipient. */
async function startSmtp(mode: 'accept' | 'reject'): Promise<{ port: number; received: Received[] }> {
	const received: Received[] = []
	const options: SMTPServerOptions = {
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onRcptTo(_address, _session, callback) {
			if (mode === 'reject') {
				const error = new Error('Mailbox temporarily unavailable') as Error & { responseCode: number }
				error.responseCode = 451
				callback(error)
			} else callback()
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (c: Buffer) => chunks.push(c))
			stream.on('end', () => {
				received.push({
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					to: session.envelope.rcptTo.map((r) => r.address),
					raw: Buffer.concat(chunks).toString('utf8'),
				})
				callback()
			})
		},
	}
	const server = new SMTPServer(options)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
	return { port: (server.server.address() as AddressInfo).port, received }
}

function transportTo(port: number) {
	return nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true })
}

let dataDir: string | undefined
afterEach(async () => {
	if (dataDir) await rm(dataDir, { recursive: true, force: true })
	dataDir = undefined
})

test('a contact e-mail waits in the outbox while SMTP fails, survives a restart, then is delivered', async () => {
	dataDir = await mkdtemp(path.join(tmpdir(), 'openroom-outbox-'))
	let handle = await openDataDir(dataDir)
	const provider = await insertProvider(handle.db, {
		first_name: 'Ana',
		last_name: 'Lopez',
		url_tag: 'ana-lopez',
	})
	await sendContactMessage(
		handle.db,
		{
			name: 'Sam Visitor',
			private_message: 'Could we talk on Tuesday evening?',
			author_email: 'sam.visitor@example.test',
			phone: '',
			recipient_user: provider.id,
		},
		{ viewerId: null, clientIp: '203.0.113.5', siteName: 'Openroom', publicUrl: 'https://openroom.test' },
	)

	// 1. SMTP refuses: the row stays pending with one attempt and a later retry time.
	const down = await startSmtp('reject')
	const failedAt = new Date()
	const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
	const firstTry = await deliverDueEmails(
		handle.db,
		transportTo(down.port),
		'Openroom <no-reply@openroom.test>',
		failedAt,
	)
	expect(warn).toHaveBeenCalledWith(expect.stringContaining('not delivered (attempt 1)'))
	warn.mockRestore()
	expect(firstTry).toEqual({ sent: 0, failed: 1 })
	const [pending] = await handle.db.select().from(emailOutbox)
	expect(pending.status).toBe('pending')
	expect(pending.attempts).toBe(1)
	expect(pending.last_error).toMatch(/451/)
	expect(pending.next_attempt_at.getTime()).toBe(failedAt.getTime() + retryDelayMs(1))
	expect(down.received).toHaveLength(0)

	// 2. The server restarts: the database is closed and opened again from the same directory.
	await handle.close()
	handle = await openDataDir(dataDir)
	onTestFinished(() => handle.close())

	// Not due yet: nothing is sent before the backoff has passed.
	const up = await startSmtp('accept')
	expect(
		await deliverDueEmails(handle.db, transportTo(up.port), 'Openroom <no-reply@openroom.test>', failedAt),
	).toEqual({
		sent: 0,
		failed: 0,
	})

	// 3. SMTP is back and the retry is due: delivered once, to the therapist, replying to the visitor.
	const later = new Date(pending.next_attempt_at.getTime() + 1000)
	expect(
		await deliverDueEmails(handle.db, transportTo(up.port), 'Openroom <no-reply@openroom.test>', later),
	).toEqual({
		sent: 1,
		failed: 0,
	})
	const [sent] = await handle.db.select().from(emailOutbox)
	expect(sent.status).toBe('sent')
	expect(sent.attempts).toBe(2)
	expect(sent.sent_at).not.toBeNull()
	expect(up.received).toHaveLength(1)
	const mail = up.received[0]
	expect(mail.to).toEqual([provider.email])
	const raw = mail.raw.replace(/=\r?\n/g, '')
	expect(raw).toMatch(/^Reply-To: sam\.visitor@example\.test\r?$/m)
	expect(raw).toMatch(/^Subject: New message from Sam Visitor via Openroom\r?$/m)
	expect(raw).toContain('Could we talk on Tuesday evening?')
	expect(raw).toContain('Ana Lopez')

	// Delivered messages are not sent again.
	expect(
		await deliverDueEmails(
			handle.db,
			transportTo(up.port),
			'x@openroom.test',
			new Date(later.getTime() + 3_600_000),
		),
	).toEqual({
		sent: 0,
		failed: 0,
	})
})
