import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { answerUnavailableContext } from '~/lib/unavailable.server'
import { createHonoApp, type PageHandler } from '../../server/create-app'

// While an instance boots (docs/deploy.md#health-probes), a GET is answered 503 after a second, for
// the balancer to retry on another instance; a POST, which nginx never resends, waits for the boot
// rather than losing what the person sent.

// The app's handler renders the 'Back in a moment' page when asked to (app/lib/unavailable.server.ts).
const handler: PageHandler = async (req, context) =>
	context.get(answerUnavailableContext)
		? new Response('Back in a moment', { status: 503 })
		: Response.json({ method: req.method })
const root = mkdtempSync(path.join(os.tmpdir(), 'openroom-boot-wait-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

test('during the boot: a GET gets 503 within seconds, a POST is answered once the boot is done', async () => {
	let finish = () => {}
	const booting = new Promise<void>((resolve) => {
		finish = resolve
	})
	const app = createHonoApp({ handler, staticRoot: root, boot: () => booting })
	const started = performance.now()
	const get = await app.fetch(new Request('http://localhost:3000/therapists'))
	expect(get.status).toBe(503)
	expect(get.headers.get('retry-after')).toBeTruthy()
	expect(performance.now() - started).toBeLessThan(5_000)

	const post = app.fetch(
		new Request('http://localhost:3000/login', {
			method: 'POST',
			headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
			body: 'email=a%40example.com',
		}),
	)
	// Longer than a GET waits: the POST is still held, then answered by the booted app.
	setTimeout(finish, 1_500)
	const answer = await post
	expect(answer.status).toBe(200)
	expect(await answer.json()).toEqual({ method: 'POST' })
})
