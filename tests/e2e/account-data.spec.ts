import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expectAccessibleAtBothWidths } from './support/axe'
import { expect, test } from './support/fixtures'
import { createLiveProvider, registerProvider } from './support/live-provider'
import { waitForMail } from './support/mail'

const PASSWORD = 'lifecycle-password-1'

// axe injects a script, which the CSP refuses otherwise.
test.use({ bypassCSP: true })

/** Registers, verifies and fills out a live provider in New York; returns the e-mail and profile number. */
async function liveProvider(page: Page, first: string, last: string) {
	const email = `lifecycle-${Date.now()}@example.com`
	return createLiveProvider(page, first, last, { email, password: PASSWORD })
}

async function searchCount(page: Page, text: string): Promise<number> {
	const response = await page.request.get(`/api/user?search=${encodeURIComponent(text)}`)
	expect(response.status()).toBe(200)
	return ((await response.json()) as { count: number }).count
}

test('a provider downloads their data, then deletes the account: it is gone everywhere', {
	tag: '@postgres',
}, async ({ page }) => {
	const last = `Quillfeather${String.fromCharCode(97 + (Date.now() % 26))}${String.fromCharCode(97 + ((Date.now() >> 5) % 26))}`
	const { email, short_id } = await liveProvider(page, 'Avery', last)
	await expect.poll(() => searchCount(page, `Avery ${last}`)).toBe(1)

	// The Account page, from the navbar.
	await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Account' }).click()
	await expect(page.getByRole('heading', { name: 'Your Account', level: 1 })).toBeVisible()
	await expect(page.getByText(email)).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the account page')

	// Download my data: a JSON file of their own data, without any hash.
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Download my data' }).click(),
	])
	expect(download.suggestedFilename()).toMatch(/^openroom-data-\d{4}-\d{2}-\d{2}\.json$/)
	const text = await readFile((await download.path()) as string, 'utf8')
	expect(text).not.toMatch(/hash|scrypt|argon/i)
	const data = JSON.parse(text)
	expect(data.profile).toMatchObject({ email, first_name: 'Avery', last_name: last, short_id })
	expect(data.account_emails.map((e: { kind: string }) => e.kind)).toContain('verify')

	// Delete my account: the dialog asks for the password; a wrong one is refused on the field.
	await page.getByRole('link', { name: 'Delete my account' }).click()
	const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
	await expect(dialog).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the delete account dialog')
	await dialog.getByLabel('Your password').fill('not-the-password')
	await dialog.getByRole('button', { name: 'Delete my account' }).click()
	await expect(dialog.getByText('The password is not correct.')).toBeVisible()
	await expect(dialog.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true')
	await dialog.getByLabel('Your password').fill(PASSWORD)
	await dialog.getByRole('button', { name: 'Delete my account' }).click()
	await expect(page).toHaveURL(/\/account\/deleted$/)
	await expect(page.getByRole('heading', { name: 'Your account is deleted', level: 1 })).toBeVisible()
	await expect(
		page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Provider Login' }),
	).toBeVisible()
	await waitForMail(email, (m) => m.includes('Your account was deleted'))

	// Gone: login fails, the profile is unknown, search does not find them.
	await page.goto('/login')
	const form = page.getByRole('main')
	await form.getByLabel('Email', { exact: true }).fill(email)
	await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
	await form.getByLabel('I am not a robot').check()
	await form.getByRole('button', { name: 'Log In' }).click()
	await expect(page.getByText('Email and password do not match.')).toBeVisible()
	const profile = await page.request.get(`/therapist/${short_id}`, { maxRedirects: 0 })
	expect(profile.status()).toBe(302)
	expect(profile.headers().location).toBe('/therapists')
	expect((await page.request.get(`/api/user?short_id=${short_id}`)).status()).toBe(404)
	expect(await searchCount(page, `Avery ${last}`)).toBe(0)
	const sitemap = await (await page.request.get('/sitemap-profiles.xml?page=1')).text()
	expect(sitemap).not.toContain(`/${short_id}<`)
	expect((await page.request.get('/account/export')).status()).toBe(401)
})

test('without JavaScript, the account page deletes the account through its form', {
	tag: '@postgres',
}, async ({ page, browser }) => {
	const email = `lifecycle-nojs-${Date.now()}@example.com`
	await registerProvider(page, email, PASSWORD)
	const noJs = await browser.newContext({
		javaScriptEnabled: false,
		storageState: await page.context().storageState(),
	})
	const plain = await noJs.newPage()
	await plain.goto('/account')
	await plain.getByRole('link', { name: 'Delete my account' }).click()
	await expect(plain).toHaveURL(/\/account\?dialog=delete-account$/)
	const dialog = plain.getByRole('dialog', { name: 'Delete your account?' })
	await dialog.getByLabel('Your password').fill('not-the-password')
	await dialog.getByRole('button', { name: 'Delete my account' }).click()
	await expect(dialog.getByText('The password is not correct.')).toBeVisible()
	await dialog.getByLabel('Your password').fill(PASSWORD)
	await dialog.getByRole('button', { name: 'Delete my account' }).click()
	await expect(plain).toHaveURL(/\/account\/deleted$/)
	await expect(plain.getByRole('heading', { name: 'Your account is deleted', level: 1 })).toBeVisible()
	await plain.goto('/account')
	await expect(plain).toHaveURL(/\/login\?redirectTo=%2Faccount$/)
	await noJs.close()
})
