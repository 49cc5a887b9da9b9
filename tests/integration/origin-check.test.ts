import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { originCheck } from '../../server/security'
import { ORIGIN } from './auth-endpoints.test-support'

// The Origin check in front of every state-changing request (docs/product.md#origin), on a bare
// Hono app with the /auth/logout path.

describe('cross-site POSTs are refused (server/security.ts originCheck)', () => {
	const app = new Hono()
	app.use(originCheck(() => [ORIGIN]))
	app.post('/auth/logout', (c) => c.json({ ok: true }))
	app.get('/auth/logout', (c) => c.json({ ok: true }))

	const CROSS_SITE = 'Cross-site requests are not allowed.'
	const NO_ORIGIN =
		'Send an Origin header from this site: requests that change something must come from its pages.'
	test.each([
		['another origin', { Origin: 'https://evil.example' }, 403, CROSS_SITE],
		['a cross-site fetch', { Origin: ORIGIN, 'Sec-Fetch-Site': 'cross-site' }, 403, CROSS_SITE],
		['our own origin', { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }, 200, null],
		['no Origin but a Referer from our pages', { Referer: `${ORIGIN}/login?x=1` }, 200, null],
		['no Origin and a Referer from another site', { Referer: 'https://evil.example/page' }, 403, CROSS_SITE],
		['Origin: null (a sandboxed or privacy-reduced context)', { Origin: 'null' }, 403, CROSS_SITE],
		['neither Origin nor Referer', {}, 403, NO_ORIGIN],
		['an unparsable Referer', { Referer: 'not a url' }, 403, NO_ORIGIN],
	])('%s', async (_name, headers, status, message) => {
		const res = await app.request('/auth/logout', { method: 'POST', headers })
		expect(res.status).toBe(status)
		if (message) expect(await res.json()).toEqual({ error: { code: 'forbidden', message } })
	})

	test('reads need no Origin', async () => {
		expect((await app.request('/auth/logout')).status).toBe(200)
	})

	// docs/product.md#origin: a person who submitted a page's form without script reads a page.
	test.each([
		['an English page', '/follow-up/abc', 'en', 'This form could not be sent'],
		['a Spanish page', '/es/follow-up/abc', 'es', 'No se pudo enviar este formulario'],
	])(
		'a refused form navigation on %s is answered with a page, not JSON',
		async (_name, path, lang, title) => {
			const page = new Hono()
			page.use(originCheck(() => [ORIGIN]))
			page.post('*', (c) => c.text('accepted'))
			const res = await page.request(path, {
				method: 'POST',
				headers: { Origin: 'null', 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' },
			})
			expect(res.status).toBe(403)
			expect(res.headers.get('content-type')).toMatch(/^text\/html/)
			const html = await res.text()
			expect(html).toContain(`<html lang="${lang}">`)
			expect(html).toContain(title)
			expect(html).toContain(`href="${path}"`)
		},
	)

	test('a refused fetch or script call keeps the error shape', async () => {
		const res = await app.request('/auth/logout', {
			method: 'POST',
			headers: { Origin: 'null', 'Sec-Fetch-Mode': 'cors', Accept: 'text/html' },
		})
		expect(res.status).toBe(403)
		expect(await res.json()).toEqual({ error: { code: 'forbidden', message: CROSS_SITE } })
	})
})
