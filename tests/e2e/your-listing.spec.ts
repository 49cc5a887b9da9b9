import { createProvider, uniqueName } from './support/api-provider'
import { expectAccessible, PHONE } from './support/axe'
import { expect, SAME_ORIGIN, test } from './support/fixtures'

// docs/product.md#your-listing: a visitor finds a profile in a listing and opens it; after the next
// flush of the counters (LISTING_STATS_FLUSH, 2 s in playwright.config.ts) its owner sees both on
// 'Your listing', with the phone click, at a phone's width.

/** A browser's own user agent: the headless one is counted as a robot, as it should be. */
const BROWSER_UA =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

test.use({ viewport: PHONE, userAgent: BROWSER_UA, bypassCSP: true })

test("a visitor's listing and profile view show on the owner's 'Your listing' page", async ({
	page,
	browser,
}) => {
	const last = uniqueName('Marlow')
	const owner = await createProvider(page.request, { last_name: last, phone: '2125550143' })

	const visitor = await browser.newContext({ viewport: PHONE, userAgent: BROWSER_UA })
	try {
		const v = await visitor.newPage()
		await v.goto(`/therapists/new-york?q=${last}`)
		await v.getByRole('link', { name: owner.name }).first().click()
		await expect(v.getByRole('heading', { level: 1 })).toHaveText(owner.name)
		const call = await v.request.post('/api/contact', {
			headers: { ...SAME_ORIGIN, 'X-Forwarded-For': '198.51.100.77' },
			data: { recipient_user: owner.id, is_phone: true },
		})
		expect(call.status(), await call.text()).toBe(200)
	} finally {
		await visitor.close()
	}

	await page.goto(owner.path)
	await page.getByRole('link', { name: 'Your listing' }).click()
	await expect(page).toHaveURL(/\/account\/listing$/)
	// A full load hydrates without a mismatch (React's error #418 is logged as a console error).
	const errors: string[] = []
	page.on('console', (message) => {
		if (message.type() === 'error') errors.push(message.text())
	})
	page.on('pageerror', (error) => errors.push(error.message))
	await page.reload()
	await expect(page.getByRole('heading', { level: 1, name: 'Your listing' })).toBeVisible()
	await page.waitForLoadState('networkidle')
	expect(errors, 'errors while the page loads and hydrates').toEqual([])
	await expect(page.getByRole('heading', { level: 1, name: 'Your listing' })).toBeVisible()
	const thisWeek = page.getByRole('table').getByRole('row').nth(1)
	await expect
		.poll(
			async () => {
				await page.reload()
				return (await thisWeek.getByRole('cell').allTextContents()).slice(0, 5)
			},
			{ timeout: 20_000 },
		)
		// Shown in search, share of state, profile views, messages, phone clicks.
		// (A share over 999% is grouped like every count: '19,000%' where the state has many listed.)
		.toEqual(['1', expect.stringMatching(/^\d{1,3}(,\d{3})*%$/), '1', '0', '1'])
	// The share of state is said in words, not only as a bare percentage.
	await expect(page.getByText(/100% is that average: 200% is twice as often/)).toBeVisible()
	await expect(page.getByText(/In a week's first days a handful of searches moves it a lot/)).toBeVisible()
	await expect(page.locator('[data-share-in-words]')).toHaveText(
		/^This week so far you were shown in search results .*as often as the average therapist in New York \([\d,]+% of the state's average\)\.$/,
	)
	await expect(page.getByRole('img', { name: /Times shown in search results, by week/ })).toBeVisible()
	await expect(page.getByRole('img', { name: /Profile views, by week/ })).toBeVisible()
	// The page fits a phone: only the table scrolls sideways, in its own region.
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
	await expectAccessible(page, "'Your listing'")

	// Anyone signed out is sent to the login page.
	await page.context().clearCookies()
	await page.goto('/account/listing')
	await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Flisting$/)
})
