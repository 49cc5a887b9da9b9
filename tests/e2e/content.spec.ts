import { expect, test } from '@playwright/test'

test('/for-providers shows the plans, the FAQ and Get Started links to /register', async ({ page }) => {
	const response = await page.goto('/for-providers')
	expect(response?.status()).toBe(200)
	await expect(page.getByRole('heading', { level: 1, name: 'List your practice for free' })).toBeVisible()
	await expect(page).toHaveTitle(/For Providers/)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/for-providers$/)

	await expect(page.getByRole('heading', { name: 'Starting Practice' })).toBeVisible()
	await expect(page.getByText('Free', { exact: true })).toBeVisible()
	const growth = page
		.getByRole('article')
		.filter({ has: page.getByRole('heading', { name: 'Growth Package' }) })
	await expect(growth.getByText('$30 / month')).toBeVisible()
	await expect(growth.getByText('Not accepting new clients', { exact: true })).toBeVisible()
	await expect(page.getByText('Signup takes under 10 minutes on average.').first()).toBeVisible()

	const faqs = page.locator('details[id^="faq-"]')
	expect(await faqs.count()).toBeGreaterThanOrEqual(6)
	const cost = page.getByText('What does it cost to list my practice')
	await expect(page.getByText(/Starting Practice is free, with no time limit/)).toBeHidden()
	await cost.click()
	await expect(page.getByText(/Starting Practice is free, with no time limit/)).toBeVisible()

	const getStarted = page.getByRole('link', { name: 'Get Started' })
	expect(await getStarted.count()).toBeGreaterThanOrEqual(1)
	for (const link of await getStarted.all()) await expect(link).toHaveAttribute('href', '/register')
})

const LEGAL = [
	{ path: '/legal/privacy-policy', h1: 'Privacy Policy', phrase: /our copy is deleted after 90 days/ },
	{
		path: '/legal/terms-of-use',
		h1: 'Terms of Use',
		phrase: /greater of \$50 or the fees you paid us in the 12 months/,
	},
	{ path: '/legal/user-guidelines', h1: 'User Guidelines', phrase: /conversion therapy/ },
]

for (const doc of LEGAL) {
	test(`${doc.path} answers 200 with its text, date and table of contents`, async ({ page }) => {
		const response = await page.goto(doc.path)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: doc.h1 })).toBeVisible()
		await expect(page).toHaveTitle(new RegExp(doc.h1))
		await expect(page.getByText(/^Last updated/)).toBeVisible()
		await expect(page.getByText(doc.phrase).first()).toBeVisible()
		// Every table-of-contents entry points at a heading on the page.
		const toc = page.getByRole('navigation', { name: 'On this page' })
		const hrefs = await toc.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))
		expect(hrefs.length).toBeGreaterThan(3)
		for (const href of hrefs) await expect(page.locator(`h2${href}`)).toHaveCount(1)
	})
}

test('the terms give 30 days notice and tell people to call 911', async ({ page }) => {
	await page.goto('/legal/terms-of-use')
	await expect(page.getByText(/at least 30 days’ notice/)).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: /Not an emergency service/ })).toBeVisible()
	await expect(
		page.getByText(/is not an emergency service. If you or someone else is in danger, call 911/),
	).toBeVisible()
	await expect(page.locator('main a[href="tel:911"]').first()).toBeVisible()
})

const TOPICS = [
	{
		slug: 'anxiety',
		h1: 'About Anxiety',
		sheets: ['https://www.nimh.nih.gov/health/topics/anxiety-disorders'],
		selfTest: '/tests/anxiety',
	},
	{
		slug: 'depression',
		h1: 'About Depression',
		sheets: ['https://www.nimh.nih.gov/health/topics/depression'],
		selfTest: '/tests/depression',
	},
	{
		slug: 'adhd',
		h1: 'About ADHD',
		sheets: [
			'https://www.nimh.nih.gov/health/topics/attention-deficit-hyperactivity-disorder-adhd',
			'https://www.cdc.gov/ncbddd/adhd',
		],
		selfTest: null,
	},
]

for (const topic of TOPICS) {
	test(`/learn/${topic.slug} explains the topic and links to fact sheets`, async ({ page }) => {
		const response = await page.goto(`/learn/${topic.slug}`)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: topic.h1 })).toBeVisible()
		await expect(page).toHaveTitle(new RegExp(topic.h1))
		for (const name of ['What it is', 'Common signs', 'What helps', 'When to seek help']) {
			await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
		}
		for (const href of topic.sheets) {
			const link = page.locator(`main a[href="${href}"]`)
			await expect(link).toBeVisible()
			await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
		}
		const main = page.locator('main')
		if (topic.selfTest) await expect(main.locator(`a[href="${topic.selfTest}"]`).first()).toBeVisible()
		else await expect(main.locator('a[href^="/tests/"]')).toHaveCount(0)
		const crisis = page.getByRole('complementary', { name: 'Crisis support' })
		await expect(crisis).toContainText('988')
		await expect(crisis).toContainText('911')
		await expect(main.getByLabel('Find Therapists by State')).toBeVisible()
	})
}

test('an unknown learn topic answers 404', async ({ page }) => {
	const response = await page.goto('/learn/unknown')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible()
})
