// A real SMTP server for browser tests: it accepts every message (or refuses the recipients that
// SINK_REFUSE names, e.g. `550:^bounce-`) and serves what it received as JSON on
// http://localhost:SINK_HTTP_PORT/messages (the tests read verification links from there).
import { createServer } from 'node:http'
import { parseRefuseRules, startSmtpSink } from './smtp-sink'

const sink = await startSmtpSink({
	port: Number(process.env.SMTP_PORT ?? 2526),
	refuse: parseRefuseRules(process.env.SINK_REFUSE),
})

createServer((req, res) => {
	if (req.method === 'DELETE') sink.received.length = 0
	res.setHeader('content-type', 'application/json')
	res.end(JSON.stringify(sink.received))
}).listen(Number(process.env.SINK_HTTP_PORT ?? 3211))
