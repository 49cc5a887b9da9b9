import { expectAccessible, PHONE } from './support/axe'
import { expect, test } from './support/fixtures'

// Near a ZIP code (docs/search.md#near-a-zip-code) at 390 px: the landing page's ZIP box, the near
// listing with distances on the cards, the profile's distance, and a ZIP that is not one.
test.use({ viewport: PHONE, bypassCSP: true, reducedMotion: 'reduce' })

test('a ZIP typed on the landing page leads to the near listing, with distances on the cards and the profile', async ({
	page,
}) => {
	await page.goto('/')
	await page.getByRole('textbox', { name: 'ZIP code' }).fill('10001')
	await page.getByLabel('Distance').selectOption('10')
	await page.getByRole('button', { name: 'Search Nearby' }).click()
	await expect(page).toHaveURL(/\/therapists\/new-york\?near=10001&miles=10$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Therapists in New York')
	await expect(page.getByRole('status')).toContainText('within 10 miles of 10001')
	const places = page.locator('section[aria-label="Results"] article ul[aria-label="At a glance"]')
	await expect(places.first()).toContainText(/\d+\.\d mi away/)
	for (const text of await places.allInnerTexts()) {
		const miles = Number(/(\d+\.\d) mi away/.exec(text)?.[1])
		expect(miles).toBeLessThanOrEqual(10)
	}
	await expect(page.getByRole('link', { name: 'Online therapists licensed in New York' })).toBeVisible()
	await page.waitForLoadState('networkidle')
	await expectAccessible(page, 'a near listing')

	await page
		.getByRole('link', { name: /^View Profile/ })
		.first()
		.click()
	await expect(page).toHaveURL(/\/therapist\/.+\?near=10001$/)
	await expect(page.getByText(/^\d+\.\d mi away$/)).toBeVisible()
})

test("a ZIP that is not one: the message beside the box, on the landing page and over the state's listing", async ({
	page,
}) => {
	await page.goto('/')
	await page.getByRole('textbox', { name: 'ZIP code' }).fill('ABCDE')
	await page.getByRole('button', { name: 'Search Nearby' }).click()
	await expect(page.getByText('Please enter a 5-digit US ZIP code.')).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('ABCDE')
	await expect(page.getByRole('textbox', { name: 'ZIP code' })).toHaveAttribute('aria-invalid', 'true')
	await page.waitForLoadState('networkidle')
	await expectAccessible(page, 'the landing page with a wrong ZIP')

	const response = await page.goto('/therapists/new-york?near=99999')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Therapists in New York')
	// On a phone the filter sheet (with the box) is closed: the message shows above the results too.
	await expect(page.locator('#results').getByText('Please enter a 5-digit US ZIP code.')).toBeVisible()
	await expect(page.getByRole('status')).toContainText('Providers Matched')
})

test('without JavaScript the ZIP box is a plain GET form', async ({ browser }) => {
	const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
	const page = await context.newPage()
	await page.goto('/')
	await page.getByRole('textbox', { name: 'ZIP code' }).fill('97201')
	await page.getByRole('button', { name: 'Search Nearby' }).click()
	await expect(page).toHaveURL(/\/therapists\/oregon\?near=97201$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Therapists in Oregon')
	await context.close()
})

test("'Use my location' with a granted position searches near the nearest ZIP; the browser sends only the ZIP", async ({
	browser,
}) => {
	const context = await browser.newContext({
		viewport: PHONE,
		geolocation: { latitude: 40.7509, longitude: -73.9971 },
		permissions: ['geolocation'],
	})
	const page = await context.newPage()
	const sent: string[] = []
	page.on('request', (request) => sent.push(request.url()))
	await page.goto('/')
	await page.getByRole('button', { name: 'Use my location' }).click()
	await expect(page).toHaveURL(/\/therapists\/new-york\?near=10001$/)
	await expect(page.locator('section[aria-label="Results"] article').first()).toContainText(/\d+\.\d mi away/)
	// The coordinates never reach the server.
	for (const url of sent) expect(url).not.toMatch(/40\.75|73\.99/)
	await context.close()
})

test("'Use my location' refused: a plain sentence, and the ZIP box", async ({ browser }) => {
	const context = await browser.newContext({ viewport: PHONE, permissions: [] })
	const page = await context.newPage()
	await page.goto('/')
	await page.getByRole('button', { name: 'Use my location' }).click()
	await expect(
		page.getByText("We couldn't get your location. Please type your ZIP code in the box instead."),
	).toBeVisible()
	await expect(page.getByRole('textbox', { name: 'ZIP code' })).toBeFocused()
	await expect(page).toHaveURL(/\/$/)
	await context.close()
})

test("the demo's largest Californian city has a page: linked from the state, every card within 10 miles, in the sitemap", async ({
	page,
	request,
}) => {
	await page.goto('/therapists/california')
	const cities = page.getByRole('navigation', { name: 'Cities in California' })
	const first = cities.getByRole('link').first()
	const name = await first.innerText()
	await first.click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Therapists in ${name}, CA`)
	const places = page.locator('section[aria-label="Results"] article ul[aria-label="At a glance"]')
	await expect(places.first()).toContainText(/mi away/)
	for (const text of await places.allInnerTexts()) {
		expect(Number(/(\d+\.\d) mi away/.exec(text)?.[1])).toBeLessThanOrEqual(10)
	}
	await page.waitForLoadState('networkidle')
	await expectAccessible(page, 'a city page')
	const sitemap = await (await request.get('/sitemap-listings.xml')).text()
	expect(sitemap).toContain(new URL(page.url()).pathname)
})
