import type { Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'

/**
 * Graceful draining of a node http server (docs/deploy.md#restarts). After `drain()`:
 * - the port stops accepting: a balancer's next connection is refused, which it may safely retry
 *   on another instance whatever the method;
 * - every request already received is answered, with `Connection: close`, including one that
 *   arrives later on a kept-alive connection, so each connection closes after its last answer;
 * - idle kept-alive connections are not cut: a balancer may be sending on one at that very moment
 *   (it would not retry a POST). They close when the client closes them (nginx after its upstream
 *   keepalive_timeout, shorter than ours) or at our keepAliveTimeout. Node's own `server.close()`
 *   closes idle connections at once, hence net.Server's close below.
 */
export function drainable(server: Server): {
	drain: () => Promise<void>
	/** Cuts every connection still open (the time allowed is up). */
	force: () => void
	inFlight: () => number
} {
	const open = new Set<ServerResponse>()
	let draining = false
	// Before the app's own listener, so that the answer is marked before it can be written.
	server.prependListener('request', (_req, res: ServerResponse) => {
		if (draining) res.shouldKeepAlive = false
		open.add(res)
		res.once('close', () => open.delete(res))
	})
	let closed: Promise<void> | undefined
	return {
		drain: () => {
			if (closed) return closed
			draining = true
			for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false
			closed = new Promise<void>((resolve) => {
				NetServer.prototype.close.call(server, () => resolve())
			})
			return closed
		},
		force: () => {
			server.closeAllConnections()
		},
		inFlight: () => open.size,
	}
}
