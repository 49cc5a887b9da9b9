import type { Locator, Page } from '@playwright/test'
import { expect, SAME_ORIGIN, test } from './support/fixtures'

// Issue 12, visitor journeys: on a phone (390 px) unless a test says otherwise.
test.use({ viewport: { width: 390, height: 844 } })

const PHQ9_OPTION = 'Several days'

function scoreLine(page: Page): Locator {
	return page.getByRole('region', { name: 'Your results' }).locator('p', { hasText: /out of \d+$/ })
}

function status(page: Page): Locator {
	return page.getByRole('region', { name: 'Results' }).getByRole('status')
}

async function resultNames(page: Page): Promise<string[]> {
	return page.locator('section[aria-label="Results"] article h2').allInnerTexts()
}

/** Waits until the results shown are those of the current URL (the loader has answered). */
async function settled(page: Page) {
	await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false')
}

/** What a fresh load of the same address shows: the truth the page must agree with. */
async function freshLoad(page: Page): Promise<{ status: string; names: string[] }> {
	const other = await page.context().newPage()
	await other.goto(page.url())
	const result = { status: await status(other).innerText(), names: await resultNames(other) }
	await other.close()
	return result
}

test('Back with the filter sheet open closes it, keeps its choices, and the results match the URL', async ({
	page,
}) => {
	await page.goto('/therapists/california')
	const opener = page.getByRole('button', { name: /^Filters/ })
	await opener.click()
	const sheet = page.getByRole('dialog', { name: 'Filters' })
	await expect(sheet).toBeVisible()
	await expect(page).toHaveURL(/\/therapists\/california\?filters$/)
	const before = await status(page).innerText()
	await sheet.getByRole('checkbox', { name: /^Anxiety/ }).check()
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety\?filters$/)
	await expect(status(page)).not.toHaveText(before)

	await page.goBack()
	await expect(sheet).toBeHidden()
	await expect(page).toHaveURL(/\/therapists\/california\/anxiety$/)
	await settled(page)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anxiety Therapists in California')
	const fresh = await freshLoad(page)
	await expect(status(page)).toHaveText(fresh.status)
	expect(await resultNames(page)).toEqual(fresh.names)

	// Reopened, the sheet is rebuilt from the URL: the box is ticked and the button agrees with the page.
	await page.getByRole('button', { name: 'Filters (1)' }).click()
	await expect(sheet.getByRole('checkbox', { name: /^Anxiety/ })).toBeChecked()
	const matched = fresh.status.split(' ')[0]
	await expect(sheet.getByRole('button', { name: `Show ${matched} results` })).toBeVisible()
	await expect(sheet.getByText('Therapists must match all selected.')).toBeVisible()
})

test('three filter changes, then one Back leaves the listing', async ({ page }) => {
	await page.goto('/')
	await page.getByLabel('Find Therapists by State').selectOption({ label: 'Texas' })
	await page.getByRole('button', { name: 'Find Therapists' }).click()
	await expect(page).toHaveURL(/\/therapists\/texas$/)

	await page.getByRole('button', { name: /^Filters/ }).click()
	const sheet = page.getByRole('dialog', { name: 'Filters' })
	const anxiety = sheet.getByRole('checkbox', { name: /^Anxiety/ })
	// Read the options once the sheet shows them (CI once read an empty list right after the click).
	await expect(anxiety).toBeVisible()
	// The options keep their place while the sheet is open, though every tap changes the counts.
	const order = await sheet.getByRole('group', { name: 'Specialties' }).getByRole('checkbox').allInnerTexts()
	const labels = async () =>
		sheet
			.getByRole('group', { name: 'Specialties' })
			.locator('label')
			.evaluateAll((els) => els.map((e) => e.textContent?.replace(/[\d,]+$/, '').trim()))
	const labelsBefore = await labels()
	await anxiety.check()
	await expect(page).toHaveURL(/\/therapists\/texas\/anxiety\?filters$/)
	await sheet.getByRole('checkbox', { name: /^Online Therapy/ }).check()
	await expect(page).toHaveURL(/\/therapists\/texas\/anxiety\?online=1&filters$/)
	await sheet.getByLabel('Gender', { exact: true }).selectOption('female')
	await expect(page).toHaveURL(/\/therapists\/texas\/anxiety\?online=1&gender=female&filters$/)
	await settled(page)
	expect(await labels()).toEqual(labelsBefore)
	expect(order).toBeDefined()

	const matched = (await status(page).innerText()).split(' ')[0]
	await sheet.getByRole('button', { name: `Show ${matched} results` }).click()
	await expect(sheet).toBeHidden()
	await expect(page).toHaveURL(/\/therapists\/texas\/anxiety\?online=1&gender=female$/)
	await settled(page)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online Anxiety Therapists in Texas')

	await page.goBack()
	await expect(page).toHaveURL(/\/$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Find a therapist who fits, in your state.',
	)
	// The state chosen in this tab is offered again.
	await expect(page.getByLabel('Find Therapists by State')).toHaveValue('texas')
})

test('Back from a profile restores the results, the scroll position and focus on the opened card', async ({
	page,
}) => {
	await page.goto('/therapists/california')
	const cards = page.locator('section[aria-label="Results"] article')
	await expect(cards).toHaveCount(10)
	const link = cards.nth(6).locator('h2 a')
	const name = await link.innerText()
	const names = await resultNames(page)
	await link.scrollIntoViewIfNeeded()
	const scrollY = await page.evaluate(() => window.scrollY)
	expect(scrollY).toBeGreaterThan(300)
	await link.click()
	await expect(page).toHaveURL(/\/therapist\//)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(name.split(',')[0])

	await page.goBack()
	await expect(page).toHaveURL(/\/therapists\/california$/)
	await expect(page.getByRole('link', { name, exact: true })).toBeFocused()
	expect(await resultNames(page)).toEqual(names)
	await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 50)
	expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 50)
})

test('quiz: the result survives Back, Find Therapists lands on the depression listing, Clear my answers clears', async ({
	page,
}) => {
	await page.goto('/tests/depression')
	for (const group of await page.getByRole('group', { name: /^\d+\. / }).all())
		await group.getByRole('radio', { name: PHQ9_OPTION, exact: true }).check()
	await page.getByRole('button', { name: 'See Results' }).click()
	const results = page.getByRole('region', { name: 'Your results' })
	await expect(scoreLine(page)).toHaveText(/^Your score\s*9\s*out of 27$/)
	// Item 9 answered "Several days": the crisis note stays with the result.
	await expect(page.getByRole('region', { name: /help is available now/ })).toBeVisible()

	const picker = results.getByLabel('Find Therapists by State')
	await picker.selectOption({ label: 'Ohio' })
	await expect(results.getByText("We'll show therapists in Ohio who treat depression.")).toBeVisible()
	await results.getByRole('button', { name: 'Find Therapists' }).click()
	await expect(page).toHaveURL(/\/therapists\/ohio\/depression$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Depression Therapists in Ohio')

	await page.goBack()
	await expect(page).toHaveURL(/\/tests\/depression$/)
	await expect(scoreLine(page)).toHaveText(/^Your score\s*9\s*out of 27$/)
	await expect(page.getByRole('region', { name: /help is available now/ })).toBeVisible()
	// A reload in the same tab keeps it too; another quiz is untouched.
	await page.reload()
	await expect(scoreLine(page)).toHaveText(/^Your score\s*9\s*out of 27$/)

	await results.getByRole('button', { name: 'Clear my answers' }).click()
	await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
	await expect(page.getByRole('button', { name: 'See Results' })).toHaveAttribute('aria-disabled', 'true')
	await page.reload()
	await expect(page.getByRole('button', { name: 'See Results' })).toBeVisible()
	await expect(page.getByRole('radio', { checked: true })).toHaveCount(0)
	expect(
		await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('openroom:quiz'))),
	).toEqual([])
})

async function registerProvider(page: Page): Promise<number> {
	const email = `journeys-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`
	const response = await page.request.post('/auth/register', {
		headers: SAME_ORIGIN,
		data: { email, password: 'journeys-password-1' },
	})
	expect(response.ok()).toBe(true)
	return ((await response.json()) as { short_id: number }).short_id
}

test('profile editing: Back in the nested state picker closes only the picker; a dirty form asks before it closes', async ({
	page,
}) => {
	const short_id = await registerProvider(page)
	await page.goto(`/therapist/${short_id}`)
	// Hydrated first: a click before it is a full page load, and React Router can only hold back a
	// Back to an entry it made itself (it has no index for the page's first entry otherwise).
	await page.waitForLoadState('networkidle')
	await page.getByRole('link', { name: /Your practicing states/ }).click()
	const practice = page.getByRole('dialog', { name: 'Practice Details' })
	const address = practice.getByLabel('Address line 1')
	await address.fill('12 Elm Street')

	await practice.getByRole('button', { name: /^State/ }).click()
	const picker = page.getByRole('dialog', { name: 'State', exact: true })
	await expect(picker).toBeVisible()
	await expect(page).toHaveURL(/[?&]pick=state/)
	await page.goBack()
	await expect(picker).toBeHidden()
	await expect(practice).toBeVisible()
	await expect(address).toHaveValue('12 Elm Street')
	await expect(page).toHaveURL(/\?edit=practice$/)

	// Close with unsaved changes asks; Keep editing keeps everything.
	const confirm = page.getByRole('alertdialog', { name: 'Discard changes?' })
	await practice.getByRole('button', { name: 'Close' }).click()
	await expect(confirm).toBeVisible()
	await confirm.getByRole('button', { name: 'Keep editing' }).click()
	await expect(confirm).toBeHidden()
	await expect(address).toHaveValue('12 Elm Street')

	// Back asks, and the modal's address comes back while it does.
	await page.goBack()
	await expect(confirm).toBeVisible()
	await expect(page).toHaveURL(/\?edit=practice$/)
	await expect(address).toHaveValue('12 Elm Street')
	await confirm.getByRole('button', { name: 'Keep editing' }).click()
	await expect(confirm).toBeHidden()
	await expect(practice).toBeVisible()
	await expect(page).toHaveURL(/\?edit=practice$/)

	// Escape asks too.
	await address.focus()
	await page.keyboard.press('Escape')
	await expect(confirm).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(confirm).toBeHidden()
	await expect(practice).toBeVisible()
	await expect(address).toHaveValue('12 Elm Street')

	// Discard closes.
	await practice.getByRole('button', { name: 'Close' }).click()
	await confirm.getByRole('button', { name: 'Discard' }).click()
	await expect(practice).toBeHidden()
	await expect(page).toHaveURL(new RegExp(`/therapist/${short_id}$`))

	// Unchanged, it closes at once.
	await page.getByRole('link', { name: /Your practicing states/ }).click()
	await expect(address).toHaveValue('')
	await page.goBack()
	await expect(practice).toBeHidden()
	await expect(confirm).toHaveCount(0)
})

test('a picker at its limit disables further choices and says why', async ({ page }) => {
	const short_id = await registerProvider(page)
	await page.goto(`/therapist/${short_id}?edit=specialties`)
	const modal = page.getByRole('dialog', { name: 'Your Specialties' })
	// The server renders the dialog open with Close as a link; once hydrated, Close is a button.
	await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible()
	await modal.getByRole('button', { name: /^Top specialties/ }).click()
	const sheet = page.getByRole('dialog', { name: 'Top specialties', exact: true })
	const boxes = sheet.getByRole('checkbox')
	for (const i of [0, 1, 2]) await boxes.nth(i).check()
	await expect(sheet.getByText('3 of 3 chosen: remove one to choose another')).toBeVisible()
	await expect(boxes.nth(3)).toBeDisabled()
	await boxes.nth(0).uncheck()
	await expect(boxes.nth(3)).toBeEnabled()
	await expect(sheet.getByText('2 of 3 chosen')).toBeVisible()
})

test.describe('desktop', () => {
	test.use({ viewport: { width: 1280, height: 900 } })

	test('Escape closes a header menu and gives focus back to its button', async ({ page }) => {
		await page.goto('/')
		// The menu opens without JavaScript (details/summary); Escape is the hydrated page's.
		await page.waitForLoadState('networkidle')
		const nav = page.getByRole('navigation', { name: 'Main' })
		const summary = nav.getByText('Self Tests')
		await summary.click()
		const menuLink = nav.getByRole('listitem').getByRole('link').first()
		await expect(menuLink).toBeVisible()
		await menuLink.focus()
		await page.keyboard.press('Escape')
		await expect(menuLink).toBeHidden()
		await expect(summary).toBeFocused()
	})
})

/** Presses Tab until `target` has focus; returns how many presses it took. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<number> {
	for (let presses = 1; presses <= limit; presses++) {
		await page.keyboard.press('Tab')
		if (await target.evaluate((el) => el === document.activeElement)) return presses
	}
	throw new Error(`not reached in ${limit} Tab presses`)
}

test('keyboard only: landing → state → a filter → the first result → its contact form', async ({ page }) => {
	await page.goto('/')
	let tabs = 0
	// The state.
	const state = page.getByLabel('Find Therapists by State')
	tabs += await tabTo(page, state)
	await page.keyboard.type('Texas')
	await expect(state).toHaveValue('texas')
	tabs += await tabTo(page, page.getByRole('button', { name: 'Find Therapists' }))
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/therapists\/texas$/)
	await settled(page)

	// A filter, in the phone sheet, through 'Skip to filters'.
	tabs += await tabTo(page, page.getByRole('link', { name: 'Skip to filters' }))
	await expect(page.getByRole('link', { name: 'Skip to filters' })).toBeVisible()
	await page.keyboard.press('Enter')
	const opener = page.getByRole('button', { name: /^Filters/ })
	// On a phone the skip link lands on the Filters button itself.
	await expect(opener).toBeFocused()
	await page.keyboard.press('Enter')
	const sheet = page.getByRole('dialog', { name: 'Filters' })
	await expect(sheet).toBeVisible()
	const firstSpecialty = sheet.getByRole('group', { name: 'Specialties' }).getByRole('checkbox').first()
	tabs += await tabTo(page, firstSpecialty)
	await page.keyboard.press('Space')
	await expect(page).toHaveURL(/\/therapists\/texas\/[a-z-]+\?filters$/)
	await settled(page)
	await page.keyboard.press('Escape')
	await expect(sheet).toBeHidden()
	await expect(page).toHaveURL(/\/therapists\/texas\/[a-z-]+$/)
	await settled(page)
	await expect(opener).toBeFocused()

	// The first result.
	const first = page.locator('section[aria-label="Results"] article').first().locator('a').first()
	tabs += await tabTo(page, first)
	console.log(`Tab presses from the landing page to the first result: ${tabs}`)
	// 13: the chip that removes the chosen filter sits between the Filters button and the results.
	expect(tabs).toBeLessThanOrEqual(13)

	// Its contact form.
	await page.keyboard.press('Enter')
	await expect(page).toHaveURL(/\/therapist\//)
	const email = page.getByRole('link', { name: 'Email the therapist' })
	const toContact = await tabTo(page, email, 60)
	console.log(`Tab presses from the profile to 'Email the therapist': ${toContact}`)
	await page.keyboard.press('Enter')
	const contact = page.getByRole('dialog', { name: /Email/ })
	await expect(contact).toBeVisible()
	await expect(contact.getByLabel('Name', { exact: true })).toBeVisible()
})
