import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from 'vitest'
import { trustForwardedProto } from '../../server/forwarded'

// Behind a proxy that ends TLS, the app must see https URLs, or React Router refuses every form
// POST whose Origin is https (docs/deploy.md#tls).
test('X-Forwarded-Proto: https makes the request URL https; anything else leaves it alone', async () => {
	const seen: string[] = []
	const server = createServer((req, res) => {
		seen.push(req.url ?? '')
		res.end()
	})
	trustForwardedProto(server)
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	const get = (proto?: string) =>
		fetch(`http://127.0.0.1:${port}/therapists?x=1`, { headers: proto ? { 'x-forwarded-proto': proto } : {} })
	await get('https')
	await get('https, http')
	await get('http')
	await get()
	await get('javascript')
	await new Promise((resolve) => server.close(resolve))
	expect(seen).toEqual([
		`https://127.0.0.1:${port}/therapists?x=1`,
		`https://127.0.0.1:${port}/therapists?x=1`,
		'/therapists?x=1',
		'/therapists?x=1',
		'/therapists?x=1',
	])
})
