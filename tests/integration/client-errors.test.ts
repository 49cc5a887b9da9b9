import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { type ServerType, serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { answerClientErrors } from '../../server/client-errors'
import { createHonoApp } from '../../server/create-app'

// Refusals made before any route runs still answer in the API's error shape (docs/product.md#input):
// Node's parser refusing an oversized or malformed request, and the 1 MB body limit. Raw sockets, to
// send what no HTTP client would.

let server: ServerType
let port: number
let root: string
beforeAll(async () => {
	root = mkdtempSync(path.join(os.tmpdir(), 'openroom-client-errors-'))
	const app = createHonoApp({
		handler: async () => Response.json({ ok: true }),
		staticRoot: root,
		boot: async () => {},
		searchStamp: async () => 's',
	})
	await new Promise<void>((resolve) => {
		server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
			port = info.port
			resolve()
		})
	})
	answerClientErrors(server)
})
afterAll(async () => {
	await new Promise((r) => server.close(r))
	rmSync(root, { recursive: true, force: true })
})

/** Writes `head` on a fresh connection and returns everything the server sends back. */
function raw(head: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const socket = connect(port, '127.0.0.1', () => socket.write(head))
		let text = ''
		socket.on('data', (chunk) => {
			text += chunk.toString()
		})
		socket.on('error', (error) => (text ? resolve(text) : reject(error)))
		socket.on('close', () => resolve(text))
	})
}

function parse(text: string) {
	const [head, body] = text.split('\r\n\r\n')
	return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body: JSON.parse(body) }
}

test('an address over 16 KB answers 431 in the error shape', async () => {
	const answer = parse(await raw(`GET /api/user?search=${'x'.repeat(20_000)} HTTP/1.1\r\nHost: a\r\n\r\n`))
	expect(answer.status).toBe(431)
	expect(answer.head).toContain('content-type: application/json')
	expect(answer.head).toContain('connection: close')
	expect(answer.body).toEqual({
		error: { code: 'too_large', message: 'The address or the headers are too large.' },
	})
})

test('a malformed request answers 400 in the error shape', async () => {
	const answer = parse(await raw('NOT HTTP AT ALL\r\n\r\n'))
	expect(answer.status).toBe(400)
	expect(answer.body).toEqual({ error: { code: 'invalid', message: 'The request is malformed.' } })
})

test('a body over 1 MB is refused before it is read, and the connection is not reused', async () => {
	const answer = parse(
		await raw(
			`POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\n\r\n{"a":"`,
		),
	)
	expect(answer.status).toBe(413)
	expect(answer.head).toContain('connection: close')
	expect(answer.body).toEqual({ error: { code: 'too_large', message: 'The request is too large.' } })
})
