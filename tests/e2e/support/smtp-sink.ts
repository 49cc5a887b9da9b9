// A real SMTP server on loopback for tests: it keeps what it receives and, when told to, refuses
// some recipients the way real servers do (550: mailbox unknown, for good; 451: try again later).
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type Received = { to: string[]; from: string; raw: string; receivedAt: string }
export type RefuseRule = { pattern: RegExp; code: 550 | 451 }

/**
 * Reads refusal rules from text like `550:^bounce-,451:^later-` (a code, a colon, a regular
 * expression matched against the recipient address), as the mail-sink script takes them from SINK_REFUSE.
 */
export function parseRefuseRules(text: string | undefined): RefuseRule[] {
	if (!text) return []
	return text.split(',').map((part) => {
		const [code, ...rest] = part.split(':')
		if (code !== '550' && code !== '451') throw new Error(`SINK_REFUSE: unknown code ${code}`)
		return { code: Number(code) as 550 | 451, pattern: new RegExp(rest.join(':'), 'i') }
	})
}

export async function startSmtpSink(
	options: { port?: number; host?: string; refuse?: RefuseRule[] } = {},
): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
	const received: Received[] = []
	const refuse = options.refuse ?? []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		onRcptTo(address, _session, callback) {
			const rule = refuse.find((r) => r.pattern.test(address.address))
			if (!rule) return callback()
			const error = new Error(
				rule.code === 550 ? '5.1.1 Mailbox does not exist' : '4.2.1 Mailbox temporarily unavailable',
			) as Error & { responseCode: number }
			error.responseCode = rule.code
			callback(error)
		},
		onData(stream, session, callback) {
			const chunks: Buffer[] = []
			stream.on('data', (c: Buffer) => chunks.push(c))
			stream.on('end', () => {
				received.push({
					to: session.envelope.rcptTo.map((r) => r.address),
					from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
					raw: Buffer.concat(chunks).toString('utf8'),
					receivedAt: new Date().toISOString(),
				})
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host, resolve))
	return {
		port: (server.server.address() as AddressInfo).port,
		received,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
