import { createProvider, uniqueName } from './support/api-provider'
import { expectAccessible } from './support/axe'
import { expect, test } from './support/fixtures'
import { liveProvider } from './support/live-provider'

// Availability that stays true (docs/product.md#availability-freshness), on a phone.
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true, reducedMotion: 'reduce' })

const CONFIRMED =
	/^Availability confirmed (this week|a week ago|\d+ weeks ago|over \d+ months ago|over a year ago)$/

test('cards and profiles say when availability was confirmed; the accepting filter shows its count and applies', {
	tag: '@postgres',
}, async ({ page, request }) => {
	// A Californian provider of the test's own (accepting, as every new profile), found by name.
	const last = uniqueName('Sky')
	const { name } = await createProvider(request, { last_name: last, licensed_states: ['CA'] })
	await page.goto(`/therapists/california?q=${last}`)
	const card = page.getByRole('article').filter({ hasText: name })
	await expect(card.getByText(CONFIRMED)).toBeVisible()

	// The filter over the whole directory of the state.
	await page.goto('/therapists/california')
	await page.getByRole('button', { name: /^Filters/ }).click()
	const dialog = page.getByRole('dialog', { name: 'Filters' })
	const accepting = dialog.getByRole('checkbox', { name: /^Accepting new clients/ })
	const optionLabel = dialog.locator('label', { has: page.locator('input[name="accepting"]') })
	expect((await optionLabel.textContent())?.match(/([\d,]+)\s*$/)?.[1]).toBeTruthy()
	await accepting.check()
	await expect(page).toHaveURL(/\/therapists\/california\?accepting=1&filters$/)
	// The option's count and the results' count of one page (other tests add Californians meanwhile
	// on the shared database, so the count read before ticking may be one behind).
	await expect(page.getByRole('status')).toHaveText(/^[\d,]+ Providers Matched$/)
	const offered = (await optionLabel.textContent())?.match(/([\d,]+)\s*$/)?.[1]
	await expect(page.getByRole('status')).toHaveText(`${offered} Providers Matched`)
	await dialog.getByRole('button', { name: `Show ${offered} results` }).click()
	await expect(page).toHaveURL(/\/therapists\/california\?accepting=1$/)
	// Every card left is shown as accepting: not waitlist, not 'Availability unknown'.
	const chips = page.getByRole('article').getByText(/New Clients$|^Availability unknown$/)
	await expect(chips.first()).toBeVisible()
	for (const text of await chips.allTextContents()) expect(text).toBe('Accepting New Clients')

	// The provider's own card among the accepting ones, then the profile.
	await page.goto(`/therapists/california?accepting=1&q=${last}`)
	await page
		.getByRole('article')
		.filter({ hasText: name })
		.getByRole('link', { name: /^View Profile/ })
		.click()
	await expect(page).toHaveURL(/\/therapist\//)
	// The address changes before the profile replaces the cards: wait for the one label of the profile.
	await expect(page.getByText(CONFIRMED)).toHaveCount(1)
	await expect(page.getByText(CONFIRMED)).toBeVisible()
})

test("the owner confirms in one click with 'Still accurate'", { tag: '@postgres' }, async ({ page }) => {
	const profileUrl = await liveProvider(page, 'Avery', 'Quinn')
	await expect(page.getByText('Availability confirmed this week', { exact: true })).toBeVisible()
	const short_id = profileUrl.split('/').pop()
	const confirmedAt = async () =>
		page.evaluate(async (id) => {
			const response = await fetch(`/api/user?short_id=${id}`)
			return ((await response.json()) as { docs: Array<{ availability_confirmed_at: string }> }).docs[0]
				.availability_confirmed_at
		}, short_id)
	const before = await confirmedAt()
	await page.getByRole('button', { name: 'Still accurate' }).click()
	await expect(page.getByRole('status').filter({ hasText: 'your availability is confirmed' })).toBeVisible()
	await expect.poll(confirmedAt).not.toBe(before)
	expect(Date.parse(await confirmedAt())).toBeGreaterThan(Date.parse(before))
})

test('the directory health page: numbers, an accessible chart with a table, linked from the footer', async ({
	page,
}) => {
	await page.goto('/')
	await page.getByRole('contentinfo').getByRole('link', { name: 'Directory Health' }).click()
	await expect(page).toHaveURL(/\/about\/directory-health$/)
	await expect(page.getByRole('heading', { name: 'Directory health', level: 1 })).toBeVisible()
	await expect(page).toHaveTitle(/Directory Health/)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about\/directory-health$/)
	await expect(page.getByRole('img', { name: /Listed therapists by availability/ })).toBeVisible()
	const row = page.getByRole('row', { name: /^Accepting new clients/ })
	await expect(row.getByRole('cell').last()).toHaveText(/^\d+%$/)
	await expect(
		page.getByRole('list', { name: 'Listed therapists by state' }).getByRole('link', { name: 'California' }),
	).toBeVisible()
	await expectAccessible(page, 'directory health')
})
