import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { createProvider, uniqueName } from './support/api-provider'

// Another site's page reads the public API in a real browser (CORS), and cannot write through it.
// The other site is a small server of the test's own on 127.0.0.1 (another origin than localhost).

test('another origin reads providers without cookies but cannot post', { tag: '@postgres' }, async ({
	page,
	baseURL,
	playwright,
}) => {
	// A provider of the test's own in California, found by its unique name. Made from an address of
	// its own (sign-up is limited per address); the page sends no extra header, which would turn the
	// cross-origin read into a preflighted one.
	const own = await playwright.request.newContext({
		baseURL,
		extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.77' },
	})
	const last = uniqueName('Desk')
	await createProvider(own, { first_name: 'Robin', last_name: last, licensed_states: ['CA'] })
	await own.dispose()
	const desk = createServer((_req, res) => {
		res.setHeader('Content-Type', 'text/html')
		res.end('<!doctype html><title>Referral desk</title><h1>Desk</h1>')
	})
	await new Promise<void>((resolve) => desk.listen(0, '127.0.0.1', resolve))
	await page.goto(`http://127.0.0.1:${(desk.address() as AddressInfo).port}/`)
	const result = await page.evaluate(
		async ({ api, last }) => {
			const read = await fetch(`${api}/api/user?state=CA&search=${last}&pageSize=2`)
			const body = await read.json()
			let posted = 'sent'
			try {
				await fetch(`${api}/api/user`, {
					method: 'POST',
					headers: { 'Content-Type': 'application/json' },
					body: JSON.stringify({ headline: 'x' }),
				})
			} catch {
				posted = 'blocked'
			}
			return { status: read.status, etag: read.headers.get('ETag'), doc: body.docs[0], posted }
		},
		{ api: baseURL, last },
	)
	desk.close()
	expect(result.status).toBe(200)
	expect(result.etag).toMatch(/^W\//)
	expect(Object.keys(result.doc)).toEqual(
		expect.arrayContaining(['short_id', 'url_tag', 'first_name', 'last_name', 'licensed_states']),
	)
	expect(result.posted).toBe('blocked')

	// The profile URL built from the doc opens the profile.
	const profile = await page.goto(`${baseURL}/therapist/${result.doc.url_tag}/${result.doc.short_id}`)
	expect(profile?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(result.doc.first_name)
	expect(result.doc.last_name).toBe(last)
})

test('the footer leads to the API reference', async ({ page }) => {
	await page.goto('/for-providers')
	await page.getByRole('link', { name: 'API for Developers' }).click()
	await expect(page).toHaveURL(/\/developers$/)
	await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible()
	// The users' endpoint itself, not GET /api/user/{id}/slots below it.
	await expect(page.getByRole('heading', { name: /GET \/api\/user(?!\/)/ })).toBeVisible()
	const document = await page.request.get('/api/openapi.json')
	expect((await document.json()).openapi).toBe('3.1.0')
})
