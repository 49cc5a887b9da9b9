import type { Page } from '@playwright/test'
import { createProvider, filledOutProfile } from './support/api-provider'
import { DESKTOP, expectAccessible, expectAccessibleAtBothWidths, PHONE } from './support/axe'
import { expect, test } from './support/fixtures'
import { liveProvider } from './support/live-provider'

// Issue 13: every page type passes axe (WCAG 2.0/2.1/2.2 A and AA) with no serious or critical
// violation, at 390 and 1280 px. The CSP refuses axe's injected script: bypass it in these contexts.
// Reduced motion ends transitions at once (app.css), so axe never measures a colour half-way through one.
test.use({ bypassCSP: true, viewport: DESKTOP, reducedMotion: 'reduce' })

/** Loads a page and waits for the app to be interactive (hydrated), so axe sees what people see. */
async function open(page: Page, path: string, status = 200) {
	const response = await page.goto(path)
	expect(response?.status(), path).toBe(status)
	await page.waitForLoadState('networkidle')
}

async function visit(page: Page, path: string, label = path, status = 200) {
	await open(page, path, status)
	await expectAccessibleAtBothWidths(page, label)
}

// One test per page: each is two axe runs, so the pages spread over the workers and no test nears
// the timeout on a busy machine.
for (const path of ['/', '/for-providers', '/developers', '/learn/anxiety'])
	test(`the landing page and the content pages: ${path}`, async ({ page }) => {
		await visit(page, path)
	})

for (const path of [
	'/legal/privacy-policy',
	'/legal/terms-of-use',
	'/legal/user-guidelines',
	'/login',
	'/register',
	'/reset',
])
	test(`legal pages and account pages: ${path}`, async ({ page }) => {
		await visit(page, path)
	})

test('the 404 page', async ({ page }) => {
	await visit(page, '/this/does/not/exist', 'the 404 page', 404)
})

for (const [path, label] of [
	['/therapists/california', 'a state listing'],
	['/therapists/california/anxiety?language=spanish', 'a listing with filters'],
	[
		'/therapists/wyoming/hoarding?specialty=psychosis&specialty=infertility&specialty=gambling',
		'the empty results page',
	],
])
	test(`listings: ${label}`, async ({ page }) => {
		await visit(page, path, label)
	})

test('the phone menu and the phone filter sheet', async ({ page }) => {
	await page.setViewportSize(PHONE)
	await open(page, '/therapists/california')
	await page.getByRole('button', { name: 'Menu' }).click()
	await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
	await expectAccessible(page, 'the phone menu open')
	await page.keyboard.press('Escape')
	await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
	await page.getByRole('button', { name: /^Filters/ }).click()
	await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
	await expectAccessible(page, 'the phone filter sheet open')
})

test('a listing with a keyword and filters, as chips above the results', async ({ page }) => {
	await visit(page, '/therapists/new-york/anxiety?accepting=1&q=anxeity', 'a listing with filter chips')
})

test("a visitor's profile and the contact dialog, with its errors", async ({ page, request }) => {
	// Making the provider (sign-up, the e-mailed link, the profile) comes before four axe runs.
	test.setTimeout(120_000)
	// Every section filled in, made in the request's own session: `page` is a visitor.
	const { path } = await createProvider(request, await filledOutProfile(request))
	await open(page, path)
	await expect(page).toHaveURL(/\/therapist\/[a-z0-9-]+\/\d+$/)
	const profile = new URL(page.url()).pathname
	await expectAccessibleAtBothWidths(page, 'a profile')
	await open(page, `${profile}?contact`)
	const contact = page.getByRole('dialog', { name: 'Email the therapist' })
	await expect(contact).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the contact dialog open')
	// Its error messages too: the colours and the fields' descriptions most often go wrong there.
	await contact.getByLabel('Name').fill('Sam')
	await contact.getByLabel('Email').fill('sam@example')
	await contact.getByLabel('Message').fill('Hello')
	await contact.getByLabel('I am not a robot').check()
	await contact.getByRole('button', { name: 'Send Message' }).click()
	await expect(contact.getByText('Please enter a valid email.')).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the contact dialog with errors')
})

test('an Ask Therapists page', async ({ page }) => {
	await visit(page, '/posts/anxiety')
})

test('a Not Accepting profile', async ({ page, request }) => {
	const { path: notAccepting } = await createProvider(request, {
		...(await filledOutProfile(request)),
		availability: 'Not Accepting New Clients',
	})
	expect(notAccepting, 'a Not Accepting profile of the test').toBeTruthy()
	await visit(page, notAccepting, 'a Not Accepting profile')
})

test('a quiz and its result', async ({ page }) => {
	await visit(page, '/tests/anxiety', 'a quiz')
	for (const group of await page.getByRole('group', { name: /^\d+\. / }).all())
		await group.getByRole('radio', { name: 'Several days', exact: true }).check()
	await page.getByRole('button', { name: 'See Results' }).click()
	await expect(page.getByRole('region', { name: 'Your results' })).toBeVisible()
	await expectAccessibleAtBothWidths(page, "a quiz's result")
})

test("the owner's profile", async ({ page }) => {
	await liveProvider(page, 'Morgan', 'Hale')
	await page.waitForLoadState('networkidle')
	await expectAccessibleAtBothWidths(page, "the owner's profile")
})

// The owner's modals, in two tests of a few modals each (each test makes its own provider).
for (const modals of [
	[
		['profile', 'Your Profile'],
		['photo', 'Your Photo'],
		['specialties', 'Your Specialties'],
		['costs', 'Costs and Insurance'],
	],
	[
		['practice', 'Practice Details'],
		['share', 'Share Profile'],
		['question', 'Pick a Question to Answer'],
	],
])
	test(`the owner's modals: ${modals.map(([, title]) => title).join(', ')}`, async ({ page }) => {
		test.setTimeout(120_000)
		const profile = await liveProvider(page, 'Morgan', 'Hale')
		for (const [edit, title] of modals) {
			await open(page, `${profile}?edit=${edit}`)
			await expect(page.getByRole('dialog', { name: title })).toBeVisible()
			await expectAccessibleAtBothWidths(page, `the modal ${title}`)
		}
	})

test("the owner's answer editor, with its choice of Write / Record video / Record audio, then writing", async ({
	page,
}) => {
	const profile = await liveProvider(page, 'Morgan', 'Hale')
	await open(page, `${profile}?edit=question`)
	const picker = page.getByRole('dialog', { name: 'Pick a Question to Answer' })
	await picker.getByRole('searchbox', { name: 'Search questions' }).fill('first session')
	await picker
		.getByRole('button', { name: /first session/i })
		.first()
		.click()
	const editor = page.getByRole('dialog', { name: /first session/i })
	await expect(editor.getByRole('button', { name: /^Write/ })).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the answer editor with its type choice')
	await editor.getByRole('button', { name: /^Write/ }).click()
	await expect(editor.getByLabel('Your answer')).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the answer editor writing')
})
