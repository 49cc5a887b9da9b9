import type { Page } from '@playwright/test'
import { expectAccessible, expectAccessibleAtBothWidths, PHONE } from './support/axe'
import { expect, test } from './support/fixtures'
import { registerProvider } from './support/live-provider'
import { waitForMail } from './support/mail'

// Changing the e-mail address on a phone (docs/product.md#accounts): the desktop header's Update
// Email is hidden there, so the phone menu and /account offer the same form.

const PASSWORD = 'email-change-password-1'

/** The e-mail change link in a decoded message (its text part). */
function updateLinkIn(mail: string): string {
	const link = mail.match(/https?:\/\/[^\s"<>]+\/verify\?id=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}&update=1/)
	if (!link) throw new Error(`no e-mail change link in:\n${mail.slice(0, 2000)}`)
	return link[0]
}

async function fillUpdateEmail(scope: ReturnType<Page['getByRole']>, email: string) {
	await scope.getByLabel('New email').fill(email)
	await scope.getByLabel('Current password').fill(PASSWORD)
	await scope.getByLabel('I am not a robot').check()
	await scope.getByRole('button', { name: 'Update Email' }).click()
}

// axe injects a script, which the CSP refuses otherwise.
test.use({ viewport: PHONE, bypassCSP: true })

test('on a phone, a provider changes their e-mail from /account, reached through the phone menu', async ({
	page,
}) => {
	const email = `phone-old-${Date.now()}@example.com`
	const new_email = `phone-new-${Date.now()}@example.com`
	await registerProvider(page, email, PASSWORD)

	// The phone menu offers Update Email (the header's dialog) as well as the Account page.
	await page.getByRole('button', { name: 'Menu' }).click()
	const menu = page.getByRole('dialog', { name: 'Menu' })
	await expect(menu.getByRole('button', { name: 'Update Email' })).toBeVisible()
	await expectAccessible(page, 'the phone menu logged in')
	await menu.getByRole('button', { name: 'Update Email' }).click()
	const dialog = page.getByRole('dialog', { name: 'Update Email' })
	await expect(dialog.getByLabel('New email')).toBeVisible()
	await page.keyboard.press('Escape')
	await expect(dialog).toBeHidden()
	await page.getByRole('button', { name: 'Menu' }).click()
	await menu.getByRole('link', { name: 'Account' }).click()
	await expect(page).toHaveURL(/\/account$/)
	await expectAccessibleAtBothWidths(page, 'the account page with Update Email')
	await page.setViewportSize(PHONE)

	const section = page.getByRole('region', { name: 'Update Email' })
	await fillUpdateEmail(section, new_email)
	await expect(section.getByRole('heading', { name: 'Email Sent' })).toBeVisible()
	await expect(section.getByText(`the link we sent to ${new_email}`)).toBeVisible()

	const mail = await waitForMail(new_email, (m) => m.includes('update=1'))
	await page.goto(updateLinkIn(mail))
	await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
	await waitForMail(email, (m) => m.includes(new_email) && m.includes('was changed'))
	await page.goto('/account')
	await expect(page.getByText(`Logged in as ${new_email}`)).toBeVisible()
})

test('without JavaScript, /account changes the e-mail through its form and says what is wrong', async ({
	page,
	browser,
}) => {
	const email = `phone-nojs-old-${Date.now()}@example.com`
	const new_email = `phone-nojs-new-${Date.now()}@example.com`
	await registerProvider(page, email, PASSWORD)
	const noJs = await browser.newContext({
		javaScriptEnabled: false,
		viewport: PHONE,
		storageState: await page.context().storageState(),
	})
	const plain = await noJs.newPage()
	await plain.goto('/account')
	const section = plain.getByRole('region', { name: 'Update Email' })
	await section.getByLabel('New email').fill(new_email)
	await section.getByLabel('Current password').fill('not-the-password')
	await section.getByLabel('I am not a robot').check()
	await section.getByRole('button', { name: 'Update Email' }).click()
	await expect(
		section.getByText('Something went wrong. Please check your email, password, or try again later.'),
	).toBeVisible()
	await expect(section.getByLabel('New email')).toHaveValue(new_email)

	await fillUpdateEmail(section, new_email)
	await expect(section.getByRole('heading', { name: 'Email Sent' })).toBeVisible()
	const mail = await waitForMail(new_email, (m) => m.includes('update=1'))
	await plain.goto(updateLinkIn(mail))
	await plain.getByRole('button', { name: 'Verify Email' }).click()
	await expect(plain.getByRole('heading', { name: 'Email verified' })).toBeVisible()
	await plain.goto('/account')
	await expect(plain.getByText(`Logged in as ${new_email}`)).toBeVisible()
	await noJs.close()
})
