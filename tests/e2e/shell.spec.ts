import { expect, test } from '@playwright/test'

test('landing page leads to a state listing', async ({ page }) => {
	await page.goto('/')
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expect(page.getByText('Find Therapists by State').first()).toBeVisible()
	await page.getByRole('link', { name: 'Texas Therapists' }).click()
	await expect(page).toHaveURL(/\/therapists\/texas$/)
	await expect(page.getByRole('heading', { level: 1 })).toContainText('Texas')
})

test('the state picker goes to the chosen state', async ({ page }) => {
	await page.goto('/')
	await page.getByLabel('Find Therapists by State').first().selectOption({ label: 'DC' })
	await page.getByRole('button', { name: 'Find Therapists' }).first().click()
	await expect(page).toHaveURL(/\/therapists\/dc$/)
})

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
	const response = await page.goto('/this/does/not/exist')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible()
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
	await page.getByRole('link', { name: 'Back to Home' }).click()
	await expect(page).toHaveURL(/\/$/)
})

test('the phone menu opens as a modal with the navigation', async ({ page }) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/')
	// The button opens the dialog once the page is hydrated; a click before that does nothing.
	await page.waitForLoadState('networkidle')
	await page.getByRole('button', { name: 'Menu' }).click()
	const menu = page.getByRole('dialog', { name: 'Menu' })
	await expect(menu).toBeVisible()
	await expect(menu.getByRole('link', { name: 'Anxiety Test' })).toBeVisible()
	await menu.getByRole('link', { name: 'For Providers' }).click()
	await expect(page).toHaveURL(/\/for-providers$/)
	await expect(menu).toBeHidden()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

	test('the phone menu is a link to the footer, which carries the same links', async ({ page }) => {
		await page.goto('/therapists/california')
		await page.getByRole('link', { name: 'Menu' }).click()
		await expect(page).toHaveURL(/\/therapists\/california#site-links$/)
		const footer = page.getByRole('contentinfo')
		await expect(footer.getByRole('link', { name: 'Anxiety Test' })).toBeInViewport()
		await footer.getByRole('link', { name: 'For Providers' }).click()
		await expect(page).toHaveURL(/\/for-providers$/)
	})
})

test('pages, scripts and styles go out compressed when asked, and HEAD says what GET sends', async ({
	request,
}) => {
	const br = { 'accept-encoding': 'br' }
	const html = await request.get('/therapists/california', { headers: br })
	expect(html.headers()['content-encoding']).toBe('br')
	expect(html.headers()['content-type']).toBe('text/html; charset=utf-8')
	expect(await html.text()).toContain('Therapists in California')

	const head = await request.head('/therapists/california', { headers: br })
	expect(head.status()).toBe(200)
	expect(head.headers()['content-type']).toBe('text/html; charset=utf-8')
	expect(head.headers()['content-encoding']).toBe('br')

	const plain = await request.get('/therapists/california', { headers: { 'accept-encoding': 'identity' } })
	expect(plain.headers()['content-encoding']).toBeUndefined()

	// The biggest script the landing page preloads (files under 1 KB are not worth compressing), and its stylesheet.
	const landing = await (await request.get('/')).text()
	const hrefs = (rel: string) =>
		[...landing.matchAll(new RegExp(`rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1])
	const scripts = hrefs('modulepreload')
	const sizes = await Promise.all(scripts.map(async (s) => (await (await request.get(s)).body()).length))
	const script = scripts[sizes.indexOf(Math.max(...sizes))]
	const style = hrefs('stylesheet')[0]
	for (const asset of [script, style]) {
		const res = await request.get(asset, { headers: br })
		expect(res.headers()['content-encoding'], asset).toBe('br')
		expect(res.headers().vary, asset).toContain('Accept-Encoding')
	}
})
