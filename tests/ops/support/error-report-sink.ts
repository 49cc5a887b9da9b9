import { createServer, type Server } from 'node:http'
import { gunzipSync, inflateSync } from 'node:zlib'

/**
 * A stand-in for a Sentry-compatible server (Sentry, GlitchTip): it accepts envelopes on
 * /api/<project>/envelope/ and keeps each item, so a test can read what the app sent.
 * The DSN to give the app is `dsn`.
 */
export type SinkItem = { type: string; payload: Record<string, unknown>; raw: string }
export type ErrorReportSink = {
	dsn: string
	items: SinkItem[]
	/** The error events received so far. */
	events: () => SinkItem[]
	/** Every request body as received (decompressed), to search for what must never be sent. */
	bodies: string[]
	close: () => Promise<void>
}

function parseEnvelope(body: string): SinkItem[] {
	const lines = body.split('\n').filter((line) => line.trim() !== '')
	const items: SinkItem[] = []
	for (let i = 1; i + 1 < lines.length; i += 2) {
		const header = JSON.parse(lines[i]) as { type: string }
		let payload: Record<string, unknown> = {}
		try {
			payload = JSON.parse(lines[i + 1])
		} catch {
			// An attachment or a non-JSON item: kept raw.
		}
		items.push({ type: header.type, payload, raw: lines[i + 1] })
	}
	return items
}

export async function startErrorReportSink(port: number, host = 'localhost'): Promise<ErrorReportSink> {
	const items: SinkItem[] = []
	const bodies: string[] = []
	const server: Server = createServer((req, res) => {
		const chunks: Buffer[] = []
		req.on('data', (chunk: Buffer) => chunks.push(chunk))
		req.on('end', () => {
			let body = Buffer.concat(chunks)
			const encoding = req.headers['content-encoding']
			if (encoding === 'gzip') body = gunzipSync(body)
			if (encoding === 'deflate') body = inflateSync(body)
			const text = body.toString('utf8')
			if (req.method === 'POST' && /\/envelope\/?/.test(req.url ?? '')) {
				bodies.push(text)
				items.push(...parseEnvelope(text))
			}
			res.writeHead(200, {
				'Content-Type': 'application/json',
				'Access-Control-Allow-Origin': '*',
				'Access-Control-Allow-Headers': '*',
			})
			res.end('{}')
		})
	})
	await new Promise<void>((resolve) => server.listen(port, host, resolve))
	return {
		dsn: `http://publickey@${host}:${port}/1`,
		items,
		bodies,
		events: () => items.filter((item) => item.type === 'event'),
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}
