import type { Page } from '@playwright/test'
import { createProvider } from './support/api-provider'
import { expectAccessible } from './support/axe'
import { expect, SAME_ORIGIN, test } from './support/fixtures'

// The provider's private calendar feed (docs/product.md#free-consultations): 'Calendar feed' in the
// Free consultation modal makes the link (shown once, with Copy), the feed is text/calendar and never
// kept by a shared cache, and 'Make a new link' stops the old one (404). With and without JavaScript.

// bypassCSP: the CSP refuses the script axe injects.
test.use({ bypassCSP: true })

async function providerWithCalls(page: Page) {
	const provider = await createProvider(page.request)
	const saved = await page.request.post('/api/user', {
		headers: SAME_ORIGIN,
		data: {
			consultation: {
				enabled: true,
				minutes: 15,
				by: 'phone',
				time_zone: 'America/New_York',
				windows: [{ day: 'tue', from: '09:00', to: '11:00' }],
			},
		},
	})
	expect(saved.status(), await saved.text()).toBe(200)
	return provider
}

async function expectFeed(page: Page, url: string) {
	const response = await page.request.get(url)
	expect(response.status()).toBe(200)
	expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
	expect(response.headers()['cache-control']).toMatch(/private|no-store/)
	const ics = await response.text()
	expect(ics).toContain('METHOD:PUBLISH')
	expect(ics).toContain('X-WR-CALNAME:')
}

test('the modal makes a feed link with Copy; a new link stops the old one', async ({ page }) => {
	test.setTimeout(90_000)
	const provider = await providerWithCalls(page)
	await page.goto(`${provider.path}?edit=consultation`)
	const dialog = page.getByRole('dialog', { name: 'Free consultation' })
	// The server renders the dialog open with Close as a link; once hydrated, Close is a button. A
	// click on Create link before that was lost once in CI (the no-JavaScript post is the next test's).
	await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
	const feed = dialog.getByRole('region', { name: 'Calendar feed' })
	await feed.getByRole('button', { name: 'Create link' }).click()
	const link = feed.getByLabel('Your calendar feed link')
	await expect(link).toHaveValue(/\/consultation\/feed\/[\w-]{43}\.ics$/)
	await expect(feed.getByRole('button', { name: 'Copy' })).toBeVisible()
	const first = await link.inputValue()
	await expectFeed(page, first)
	await expectAccessible(page, 'calendar feed in the modal')

	await feed.getByRole('button', { name: 'Make a new link' }).click()
	await expect(link).not.toHaveValue(first)
	await expect(link).toHaveValue(/\/consultation\/feed\/[\w-]{43}\.ics$/)
	await expectFeed(page, await link.inputValue())
	const revoked = await page.request.get(first)
	expect(revoked.status()).toBe(404)
	expect(await revoked.text()).toBe('Not found.')
})

test('without JavaScript: Create link posts the form and the modal shows the link', async ({ browser }) => {
	test.setTimeout(90_000)
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	const provider = await providerWithCalls(page)
	await page.goto(`${provider.path}?edit=consultation`)
	const feed = page.getByRole('region', { name: 'Calendar feed' })
	await feed.getByRole('button', { name: 'Create link' }).click()
	const link = feed.getByLabel('Your calendar feed link')
	await expect(link).toHaveValue(/\/consultation\/feed\/[\w-]{43}\.ics$/)
	await expectFeed(page, await link.inputValue())
	// Reopened later, the modal says a link exists without showing it (only its hash is kept).
	await page.goto(`${provider.path}?edit=consultation`)
	await expect(feed.getByText('Your link is active.')).toBeVisible()
	await expect(feed.getByRole('button', { name: 'Make a new link' })).toBeVisible()
	await context.close()
})
