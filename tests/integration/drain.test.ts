import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { drainable } from '../../server/drain'

// SIGTERM's draining (docs/deploy.md#restarts), on a plain node server: what a balancer or a browser
// holding connections to the instance sees.

type Answer = { status: number; connection?: string; body: string; socket: unknown }

function get(port: number, path: string, agent: Agent | false): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
			let body = ''
			res.on('data', (c) => {
				body += c
			})
			res.on('end', () =>
				resolve({
					status: res.statusCode ?? 0,
					connection: res.headers.connection,
					body,
					socket: req.socket,
				}),
			)
		})
		req.on('error', reject)
		req.end()
	})
}

test('draining answers the request in progress and a later one on a kept-alive connection, refuses new connections, then resolves', async () => {
	const server = createServer((req, res) => {
		const delay = req.url === '/slow' ? 300 : 0
		setTimeout(() => res.end(`answered ${req.url}`), delay)
	})
	const connections = drainable(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	const kept = new Agent({ keepAlive: true, maxSockets: 1 })
	const first = await get(port, '/first', kept)
	expect(first.connection).toBe('keep-alive')

	const slow = get(port, '/slow', false)
	await new Promise((r) => setTimeout(r, 50))
	expect(connections.inFlight()).toBe(1)
	let drained = false
	const draining = connections.drain().then(() => {
		drained = true
	})

	// A new connection is refused: a balancer retries it elsewhere.
	await expect(get(port, '/new', false)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
	// The request in progress is answered, and its connection closed after it.
	expect(await slow).toMatchObject({ status: 200, body: 'answered /slow', connection: 'close' })
	// The idle kept-alive connection was not cut: its next request is answered, with Connection: close.
	const later = await get(port, '/later', kept)
	expect(later).toMatchObject({ status: 200, body: 'answered /later', connection: 'close' })
	expect(later.socket).toBe(first.socket)
	await draining
	expect(drained).toBe(true)
	kept.destroy()
})
