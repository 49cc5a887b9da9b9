import { createServer } from 'node:net'
import { asc } from 'drizzle-orm'
import { expect, onTestFinished, test, vi } from 'vitest'
import { emailOutbox } from '~/db/schema'
import { createTestDb } from '../../../tests/setup/db'
import { parseRefuseRules, startSmtpSink } from '../../../tests/e2e/support/smtp-sink'
import { deliverDueEmails, enqueueEmail, MAX_ATTEMPTS } from './outbox.server'
import { createSmtpTransport } from './transport.server'

// The outbox against a real SMTP server that goes down for minutes and comes back on the same port
// (docs/product.md#faults): nothing lost, nothing sent twice, and a 5xx answer is not retried.

/** A free port: the sink will be closed and opened again on it. */
async function freePort(): Promise<number> {
	const server = createServer()
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as { port: number }
	await new Promise<void>((resolve) => server.close(() => resolve()))
	return port
}

const FROM = 'Openroom <no-reply@openroom.test>'
const MINUTE = 60_000

test('SMTP down for minutes, then back: every message once, a 550 failed after one try, a 451 retried', async () => {
	const { db } = await createTestDb()
	const port = await freePort()
	const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`)
	const refuse = parseRefuseRules('550:^bounce-,451:^later-')
	const warn = vi.spyOn(console, 'error').mockImplementation(() => {})
	onTestFinished(() => warn.mockRestore())

	let clock = Date.now()
	// Two workers, as two app instances would run: the lease keeps them off each other's rows.
	const tick = async () => {
		clock += MINUTE
		const now = new Date(clock)
		const results = await Promise.all([
			deliverDueEmails(db, transport, FROM, now),
			deliverDueEmails(db, transport, FROM, now),
		])
		return results.reduce((a, b) => ({ sent: a.sent + b.sent, failed: a.failed + b.failed }))
	}

	const up = await startSmtpSink({ port, host: '127.0.0.1', refuse })
	await enqueueEmail(db, { to: 'before@example.test', subject: 'Before', text: 'one', html: '<p>one</p>' })
	expect(await tick()).toEqual({ sent: 1, failed: 0 })
	await up.close()

	// Down: messages queued meanwhile (more than one batch of 20) wait; the worker keeps trying.
	const addresses = Array.from({ length: 25 }, (_, i) => `person-${i}@example.test`)
	for (const to of addresses) {
		await enqueueEmail(db, { to, subject: `Hello ${to}`, text: `for ${to}`, html: `<p>${to}</p>` })
	}
	await enqueueEmail(db, { to: 'bounce-me@example.test', subject: 'Bounce', text: 'x', html: '<p>x</p>' })
	await enqueueEmail(db, { to: 'later-me@example.test', subject: 'Later', text: 'x', html: '<p>x</p>' })
	for (let minute = 0; minute < 5; minute++) expect((await tick()).sent).toBe(0)
	const waiting = await db.select().from(emailOutbox)
	expect(waiting.filter((row) => row.status === 'pending')).toHaveLength(27)

	// A refused connection counts one try for the message tried, not for the rest of its batch:
	// at most one try per worker and minute (2 × 5), not one per message.
	const pending = waiting.filter((row) => row.status === 'pending')
	expect(pending.reduce((sum, row) => sum + row.attempts, 0)).toBeLessThanOrEqual(10)
	expect(waiting.every((row) => row.status !== 'failed')).toBe(true)

	// Back on the same port: within the backoff (at most 16 minutes here) everything is delivered.
	const back = await startSmtpSink({ port, host: '127.0.0.1', refuse })
	onTestFinished(() => back.close())
	for (let minute = 0; minute < 20; minute++) await tick()

	const rows = await db.select().from(emailOutbox).orderBy(asc(emailOutbox.created_at))
	const byAddress = new Map(rows.map((row) => [row.to, row]))
	const receivedTo = back.received.flatMap((mail) => mail.to)
	for (const to of addresses) {
		expect(
			receivedTo.filter((address) => address === to),
			to,
		).toHaveLength(1)
		expect(byAddress.get(to)?.status).toBe('sent')
	}
	expect(receivedTo).toHaveLength(addresses.length)
	expect(receivedTo).not.toContain('before@example.test')

	// 550: failed after the one try that reached the server, never tried again.
	const bounced = byAddress.get('bounce-me@example.test')
	expect(bounced?.status).toBe('failed')
	expect(bounced?.last_error).toMatch(/550/)
	const triesWhileDown = waiting.find((row) => row.to === 'bounce-me@example.test')?.attempts ?? 0
	expect(bounced?.attempts).toBe(triesWhileDown + 1)

	// 451: still pending, retried with a growing delay, and still under the limit of tries.
	const later = byAddress.get('later-me@example.test')
	expect(later?.status).toBe('pending')
	expect(later?.last_error).toMatch(/451/)
	expect(later?.attempts).toBeGreaterThan(triesWhileDown + 1)
	expect(later?.attempts).toBeLessThan(MAX_ATTEMPTS)
	expect(later?.next_attempt_at.getTime()).toBeGreaterThan(clock)
})
