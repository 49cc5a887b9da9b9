import { expect, test } from './support/fixtures'

// Openroom en español (issue 29, docs/product.md#languages): the /es twins, the language link that
// keeps the page and its query, and the offer on English pages for a browser that prefers Spanish.

test('the language link on a filtered listing leads to its Spanish twin and back, remembering the choice', async ({
	page,
}) => {
	await page.goto('/therapists/california?gender=female')
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
	await expect(page).toHaveURL(/\/es\/therapists\/california\?gender=female$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'es')
	expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('es')

	await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
	await expect(page).toHaveURL(/\/therapists\/california\?gender=female$/)
	await expect(page).not.toHaveURL(/\/es\//)
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('en')
})

test('Accept-Language: es on / answers 200 in English with the offer, never a redirect', async ({
	browser,
}) => {
	const context = await browser.newContext({
		locale: 'es-MX',
		extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' },
	})
	const page = await context.newPage()
	const response = await page.goto('/')
	expect(response?.status()).toBe(200)
	expect(response?.request().redirectedFrom()).toBeNull()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	const offer = page.getByRole('link', { name: 'Ver esta página en español' })
	await expect(offer).toHaveAttribute('href', '/es')

	// Having chosen English, the offer is gone.
	await page.getByRole('contentinfo').getByRole('link', { name: 'Español' }).click()
	await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
	await expect(page.locator('html')).toHaveAttribute('lang', 'en')
	await expect(page.getByRole('link', { name: 'Ver esta página en español' })).toHaveCount(0)
	await context.close()
})

test('the Spanish twins answer 200 in Spanish with hreflang pairs and the Spanish crisis note', async ({
	page,
}) => {
	for (const path of ['/es', '/es/therapists/california', '/es/tests/depression', '/es/posts/anxiety']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(200)
		await expect(page.locator('html')).toHaveAttribute('lang', 'es')
		const english = path.replace(/^\/es/, '') || '/'
		const href = async (lang: string) =>
			new URL((await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')) ?? '')
				.pathname
		expect(await href('es'), path).toBe(path)
		expect(await href('en'), path).toBe(english)
		expect(await href('x-default'), path).toBe(english)
		expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(
			path,
		)
		await expect(page.getByRole('contentinfo')).toContainText('Si está en peligro, llame al 911.')
		await expect(page.getByRole('contentinfo')).toContainText('oprima 2 para español')
	}
	// Provider pages stay English: the Spanish menus link to them as they are.
	await page.goto('/es')
	await expect(
		page.getByRole('contentinfo').getByRole('link', { name: 'Acceso (en inglés)' }),
	).toHaveAttribute('href', '/login')
})
