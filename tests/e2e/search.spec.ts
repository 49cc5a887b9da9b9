import type { Page } from '@playwright/test'
import { createProvider, uniqueName } from './support/api-provider'
import { expect, test } from './support/fixtures'

async function resultNames(page: Page): Promise<string[]> {
	return page.locator('section[aria-label="Results"] article h2').allInnerTexts()
}

test('landing → state → specialty and insurer → page 2 → back: URL and results agree at each step', {
	tag: '@postgres',
}, async ({ page, browser }) => {
	await page.goto('/')
	await page.getByLabel('Find Therapists by State').first().selectOption({ label: 'California' })
	await page.getByRole('button', { name: 'Find Therapists' }).first().click()
	await expect(page).toHaveURL(/\/therapists\/california$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Therapists in California')
	await expect(page.getByRole('status')).toContainText('Providers Matched')

	await page.getByRole('checkbox', { name: /^Anxiety/ }).check()
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anxiety Therapists in California')

	const anxietyStatus = await page.getByRole('status').innerText()
	await page.getByLabel('Insurance', { exact: true }).selectOption('aetna')
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety\?insurance=aetna$/)
	const status = page.getByRole('status')
	// Wait for the new results, not just the new URL.
	await expect(status).not.toHaveText(anxietyStatus)
	await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false')
	await expect(status).toContainText('Providers Matched')
	const count = Number((await status.innerText()).replace(/\D/g, ''))
	expect(count).toBeGreaterThan(10)
	const firstPage = await resultNames(page)
	expect(firstPage).toHaveLength(10)

	await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety\?insurance=aetna&page=2$/)
	await expect(page.getByRole('status')).toContainText('Page 2 of')
	const secondPage = await resultNames(page)
	expect(secondPage.length).toBeGreaterThan(0)
	expect(secondPage.some((name) => firstPage.includes(name))).toBe(false)

	await page.goBack()
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety\?insurance=aetna$/)
	await expect.poll(() => resultNames(page)).toEqual(firstPage)
	await expect(page.getByRole('checkbox', { name: /^Anxiety/ })).toBeChecked()

	// The same URL rendered without JavaScript shows the same results.
	const noJs = await browser.newContext({ javaScriptEnabled: false })
	const plain = await noJs.newPage()
	await plain.goto(page.url())
	expect(await resultNames(plain)).toEqual(firstPage)
	await expect(plain.getByRole('status')).toHaveText(`${count.toLocaleString('en-US')} Providers Matched`)
	await noJs.close()
})

test('without JavaScript the filter form submits as GET and lands on the canonical URL, at its results', async ({
	browser,
}) => {
	// A phone: the form comes first, so the results are far below it.
	const context = await browser.newContext({
		javaScriptEnabled: false,
		viewport: { width: 390, height: 844 },
	})
	const page = await context.newPage()
	await page.goto('/therapists/texas')
	// The button that opens the filter sheet needs JavaScript: without it there is none.
	await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
	const depression = page.getByRole('checkbox', { name: /^Depression/ })
	if (!(await depression.isVisible())) await page.getByText(/^Show all \d+ specialties$/).click()
	await depression.check()
	await page.getByRole('button', { name: /^Show .* results$/ }).click()
	await expect(page).toHaveURL(/\/therapists\/texas\/depression#results$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depression Therapists in Texas')
	await expect(page.getByRole('status')).toBeInViewport()
	await context.close()
})

test('without JavaScript "Show all" keeps the choices made so far and brings the whole list', async ({
	browser,
}) => {
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto('/therapists/texas')
	const boxes = page.locator('#search-filters input[type=checkbox][name=specialty]')
	const shown = await boxes.count()
	await boxes.first().check()
	const first = await boxes.first().getAttribute('value')
	// The long tail is not in the page until asked for (docs: issue 13, a listing's HTML stays small).
	await page
		.locator('#search-filters')
		.getByRole('button', { name: /^Show all \d+ specialties$/ })
		.click()
	await expect(page).toHaveURL(/[?&]show=specialty/)
	expect(await boxes.count()).toBeGreaterThan(shown)
	await expect(page.locator(`#search-filters input[name=specialty][value="${first}"]`)).toBeChecked()
	const last = boxes.last()
	const slug = await last.getAttribute('value')
	await last.check()
	await page
		.locator('#search-filters')
		.getByRole('button', { name: /^Show .* results$/ })
		.click()
	await expect(page).toHaveURL(new RegExp(`specialty=${slug}|/${slug}`))
	await context.close()
})

test('on a phone the filters open in a dialog: a choice applies at once, Show closes it, Escape too', async ({
	page,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/therapists/california')
	await expect(page.getByRole('heading', { name: 'Filters' })).toBeHidden()
	await page.getByRole('button', { name: /^Filters/ }).click()
	const dialog = page.getByRole('dialog', { name: 'Filters' })
	await expect(dialog).toBeVisible()
	const count = page.getByRole('status')
	const before = await count.textContent()
	await dialog.getByRole('checkbox', { name: /^Anxiety/ }).check()
	// The open sheet is part of the address (?filters), so Back closes it.
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety\?filters$/)
	// The results behind the sheet follow at once; its button offers the same number.
	await expect(count).not.toHaveText(before ?? '')
	const matched = (await count.textContent())?.split(' ')[0]
	await dialog.getByRole('button', { name: `Show ${matched} results` }).click()
	await expect(dialog).toBeHidden()
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety$/)
	const opener = page.getByRole('button', { name: 'Filters (1)' })
	await opener.click()
	await expect(dialog).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await expect(opener).toBeFocused()
})

test('a filter combination with no match says so', async ({ page }) => {
	await page.goto('/therapists/wyoming/hoarding?specialty=psychosis&specialty=infertility&specialty=gambling')
	await expect(page.getByRole('status')).toHaveText('No Matches')
	await expect(page.getByText("We couldn't find any providers matching your filters.")).toBeVisible()
	await expect(page.getByText('Please consider updating your filters to see more options.')).toBeVisible()
})

test('an unknown listing slug is a real 404', async ({ page }) => {
	const response = await page.goto('/therapists/narnia')
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible()
})

const countOf = async (page: Page) =>
	Number((await page.getByRole('status').innerText()).replace(/\D/g, '')) || 0

test('keyword search: "spanish" in New York finds everyone the Language filter finds, and offers the filter', async ({
	page,
}) => {
	await page.goto('/therapists/new-york?language=spanish')
	const byFilter = await countOf(page)
	expect(byFilter).toBeGreaterThan(0)
	await page.goto('/therapists/new-york?q=spanish')
	expect(await countOf(page)).toBeGreaterThanOrEqual(byFilter)
	const suggestion = page.getByTestId('filter-suggestion')
	await expect(suggestion).toHaveText(`Language: Spanish (${byFilter})`)
	await suggestion.click()
	await expect(page).toHaveURL(/\/therapists\/new-york\?language=spanish$/)
})

test('keyword search: a ZIP finds Brooklyn, a typo still finds anxiety', { tag: '@postgres' }, async ({
	page,
}) => {
	await page.goto('/therapists/new-york?q=11201')
	expect(await countOf(page)).toBeGreaterThan(0)
	const cards = page.locator('section[aria-label="Results"] article')
	await expect(cards.first()).toContainText('Brooklyn, NY')
	await expect(cards.first()).toContainText('Licensed in NY')

	await page.goto('/therapists/new-york/anxiety')
	const anxiety = await countOf(page)
	await page.goto('/therapists/new-york?q=anxeity')
	expect(await countOf(page)).toBeGreaterThanOrEqual(anxiety)
	await expect(cards.first()).toContainText('per session')
})

test('an empty results page offers chips that remove one filter, and Clear all filters', async ({ page }) => {
	await page.goto('/therapists/new-york/anxiety')
	const anxiety = await countOf(page)
	await page.goto('/therapists/new-york/anxiety?language=spanish&q=qwertyuiop')
	await expect(page.getByRole('status')).toHaveText('No Matches')
	// Every filter applied is named above, even those whose removal alone would still give nothing.
	await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveCount(3)
	const chips = page.getByRole('list', { name: 'Remove one filter' })
	await expect(chips.getByRole('link', { name: /qwertyuiop/ })).toContainText(/\(\d+\)/)
	await expect(page.getByRole('link', { name: /^Online therapists licensed in New York/ })).toBeVisible()
	// The similar therapists are licensed anywhere in the state: not "nearby".
	await expect(page.getByRole('heading', { name: 'Accepting new clients in New York' })).toBeVisible()
	// The spec's second sentence stays, above the ways out.
	await expect(page.getByText('Please consider updating your filters to see more options.')).toBeVisible()
	await page.getByRole('link', { name: 'Clear all filters' }).click()
	await expect(page).toHaveURL(/\/therapists\/new-york$/)
	// The address can change a moment before the new results are on the page: wait for them.
	await expect.poll(() => countOf(page)).toBeGreaterThan(anxiety)
	await expect(page.getByRole('status')).toContainText('Providers Matched')
})

test('on a phone the keyword and filters show as chips, the Filters button counts them, and a chip removes one', async ({
	page,
	browser,
}) => {
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto('/therapists/new-york')
	const all = await countOf(page)
	await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
	await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)

	await page.goto('/therapists/new-york/anxiety?accepting=1&q=anxeity')
	const chips = page.getByRole('list', { name: 'Active filters' })
	await expect(chips.getByRole('link')).toHaveText([
		/anxeity/,
		/Anxiety/,
		/Accepting new clients/,
		'Clear all filters',
	])
	await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible()

	await page.goto('/therapists/new-york?q=anxeity')
	const narrowed = await countOf(page)
	expect(narrowed).toBeLessThan(all)
	const chip = page.getByRole('link', { name: 'Remove keyword "anxeity"' })
	await expect(chip).toBeVisible()
	await expect(chip).toBeInViewport()
	await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
	await chip.click()
	await expect(page).toHaveURL(/\/therapists\/new-york$/)
	await expect.poll(() => countOf(page)).toBe(all)
	await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
	await expect(chip).toHaveCount(0)

	// A long keyword wraps inside its chip: the page stays as wide as the phone.
	await page.goto(
		`/therapists/new-york?q=${encodeURIComponent('someone who understands postpartum anxiety and grief')}`,
	)
	await expect(page.getByRole('link', { name: /^Remove keyword/ }).first()).toBeVisible()
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

	// A chip is a plain link: the same without JavaScript.
	const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
	const plain = await noJs.newPage()
	await plain.goto('/therapists/new-york?q=anxeity')
	await plain.getByRole('link', { name: 'Remove keyword "anxeity"' }).click()
	await expect(plain).toHaveURL(/\/therapists\/new-york$/)
	expect(await countOf(plain)).toBe(all)
	await noJs.close()
})

test('one result reads in the singular', async ({ page, request }) => {
	// The one provider a keyword of the test's own finds: its own provider's unique name.
	const last = uniqueName('Single')
	await createProvider(request, { last_name: last, licensed_states: ['VT'] })
	const single = `vermont?q=${last}`
	expect(
		(await (await request.get(`/therapists/${single}`)).text()).includes('>1 Provider Matched<'),
		'a listing with one provider',
	).toBe(true)
	await page.setViewportSize({ width: 390, height: 844 })
	await page.goto(`/therapists/${single}`)
	await expect(page.getByRole('status')).toHaveText('1 Provider Matched')
	await page.getByRole('button', { name: /^Filters/ }).click()
	await expect(
		page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Show 1 result' }),
	).toBeVisible()
})
