// A real SMTP server for browser tests: it accepts every message and serves what it received as
// JSON on http://localhost:SINK_HTTP_PORT/messages (the tests read verification links from there).
import { createServer } from 'node:http'
import { SMTPServer } from 'smtp-server'

type Received = { to: string[]; from: string; raw: string; receivedAt: string }
const messages: Received[] = []

const smtp = new SMTPServer({
	authOptional: true,
	disabledCommands: ['STARTTLS'],
	onData(stream, session, callback) {
		const chunks: Buffer[] = []
		stream.on('data', (c: Buffer) => chunks.push(c))
		stream.on('end', () => {
			messages.push({
				to: session.envelope.rcptTo.map((r) => r.address),
				from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
				raw: Buffer.concat(chunks).toString('utf8'),
				receivedAt: new Date().toISOString(),
			})
			callback()
		})
	},
})
smtp.listen(Number(process.env.SMTP_PORT ?? 2526))

createServer((req, res) => {
	if (req.method === 'DELETE') messages.length = 0
	res.setHeader('content-type', 'application/json')
	res.end(JSON.stringify(messages))
}).listen(Number(process.env.SINK_HTTP_PORT ?? 3211))
