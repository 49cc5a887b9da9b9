import type { APIRequestContext, Page } from '@playwright/test'
import { expect, SAME_ORIGIN, test } from './support/fixtures'
import { waitForMail } from './support/mail'

const FIRST_PASSWORD = 'first-password-1'
const NEW_PASSWORD = 'second-password-2'

/** The link of a given kind in a decoded message (the text part: the HTML part escapes its '&'). */
function linkIn(mail: string, path: '/verify' | '/reset'): string {
	const match = mail.match(
		new RegExp(`https?://[^\\s"<>]+${path}\\?id=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}(&update=1)?`),
	)
	if (!match) throw new Error(`no ${path} link in:\n${mail.slice(0, 2000)}`)
	return match[0]
}

async function logIn(page: Page, email: string, password: string) {
	await page.goto('/login')
	const form = page.getByRole('main')
	await form.getByLabel('Email', { exact: true }).fill(email)
	await form.getByLabel('Password', { exact: true }).fill(password)
	await form.getByLabel('I am not a robot').check()
	await form.getByRole('button', { name: 'Log In' }).click()
}

async function logOut(page: Page) {
	await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click()
	await expect(page).toHaveURL(/\/$/)
	await expect(
		page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Provider Login' }),
	).toBeVisible()
}

test('a provider signs up, verifies, logs in, resets the password and changes the e-mail', {
	tag: '@postgres',
}, async ({ page }) => {
	const stamp = Date.now()
	const email = `e2e-${stamp}@example.com`
	const new_email = `e2e-new-${stamp}@example.com`

	// Sign up: the button waits for every field and box.
	await page.goto('/register')
	const signUp = page.getByRole('button', { name: 'Sign Up' })
	await expect(signUp).toBeDisabled()
	await expect(page.getByText('Please fill out all fields and checkboxes.')).toBeVisible()
	await page.getByLabel('Email', { exact: true }).fill('not-an-email')
	await page.getByLabel('Password', { exact: true }).fill('short')
	await page.getByLabel('Email', { exact: true }).focus()
	await expect(page.getByText('Please enter a valid email.')).toBeVisible()
	await expect(page.getByText('Please use a password with at least 8 characters.')).toBeVisible()
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD)
	await page.getByLabel('I agree to the').check()
	await page.getByLabel('I am not a robot').check()
	await expect(signUp).toBeEnabled()
	await signUp.click()
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
	const profileUrl = page.url()
	const account = page.getByRole('navigation', { name: 'Account' })
	await expect(account.getByRole('button', { name: 'Share Profile' })).toBeVisible()
	await expect(account.getByRole('button', { name: 'Update Email' })).toBeVisible()
	await expect(page.getByRole('link', { name: /Openroom/ }).first()).toHaveAttribute(
		'href',
		new URL(profileUrl).pathname,
	)

	// The browser keeps only the spec's session fields, never a token; pages carry no secrets.
	const stored = () => page.evaluate(() => localStorage.getItem('openroom:session'))
	await expect.poll(stored).not.toBeNull()
	const mirror = JSON.parse((await stored()) ?? '{}')
	expect(Object.keys(mirror).sort()).toEqual(['id', 'last_seen', 'short_id', 'url_tag'])
	expect(await page.content()).not.toMatch(/scrypt|argon2|password_?hash|token_?hash|openroom_session/i)

	// Share Profile: the canonical URL and 'Copied!'.
	await account.getByRole('button', { name: 'Share Profile' }).click()
	const share = page.getByRole('dialog', { name: 'Share Profile' })
	await expect(share.getByLabel('Profile link')).toHaveValue(profileUrl)
	await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
	await share.getByRole('button', { name: 'Copy' }).click()
	await expect(share.getByRole('button', { name: 'Copied!' })).toBeVisible()
	await expect(share.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 3000 })
	await share.getByRole('button', { name: 'Close' }).click()

	// The verification e-mail arrives over SMTP; its link verifies the address.
	const verifyMail = await waitForMail(email, (m) => m.includes('/verify?id='))
	await page.goto(linkIn(verifyMail, '/verify'))
	await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Go to Profile' })).toBeVisible()

	await logOut(page)
	expect(await page.evaluate(() => localStorage.getItem('openroom:session'))).toBeNull()

	await logIn(page, email, FIRST_PASSWORD)
	await expect(page).toHaveURL(profileUrl)
	await logOut(page)

	// Password reset: the same neutral answer, then the link sets a new password.
	await page.goto('/reset')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Send Reset Link' }).click()
	await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible()
	const resetMail = await waitForMail(email, (m) => m.includes('/reset?id='))
	await page.goto(linkIn(resetMail, '/reset'))
	await page.getByLabel('New password').fill(NEW_PASSWORD)
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Set New Password' }).click()
	await expect(page.getByRole('heading', { name: 'New password set' })).toBeVisible()
	await page.getByRole('link', { name: 'Go to Login' }).click()
	await expect(page).toHaveURL(/\/login$/)

	// The link is single-use.
	await page.goto(linkIn(resetMail, '/reset'))
	await expect(
		page.getByText('Reset failed, your link may have expired. Please request a new password reset.'),
	).toBeVisible()

	// The old password fails, the new one works.
	await logIn(page, email, FIRST_PASSWORD)
	await expect(page.getByText('Email and password do not match.')).toBeVisible()
	await logIn(page, email, NEW_PASSWORD)
	await expect(page).toHaveURL(profileUrl)

	// Update Email: the link goes to the new address; the old address is told.
	await account.getByRole('button', { name: 'Update Email' }).click()
	const dialog = page.getByRole('dialog', { name: 'Update Email' })
	await dialog.getByLabel('New email').fill(new_email)
	await dialog.getByLabel('Current password').fill(NEW_PASSWORD)
	await dialog.getByLabel('I am not a robot').check()
	await dialog.getByRole('button', { name: 'Update Email' }).click()
	await expect(dialog.getByRole('heading', { name: 'Email Sent' })).toBeVisible()
	const updateMail = await waitForMail(new_email, (m) => m.includes('update=1'))
	await page.goto(linkIn(updateMail, '/verify'))
	await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
	await waitForMail(email, (m) => m.includes(new_email) && m.includes('was changed'))

	await logOut(page)
	await logIn(page, email, NEW_PASSWORD)
	await expect(page.getByText('Email and password do not match.')).toBeVisible()
	await logIn(page, new_email, NEW_PASSWORD)
	await expect(page).toHaveURL(profileUrl)
})

test('logging in or out in one tab reloads the others', async ({ page, context }) => {
	const email = `e2e-tabs-${Date.now()}@example.com`
	await page.goto('/register')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD)
	await page.getByLabel('I agree to the').check()
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Sign Up' }).click()
	await expect(page).toHaveURL(/\/therapist\/\d+$/)

	const other = await context.newPage()
	await other.goto('/for-providers')
	await expect(other.getByRole('navigation', { name: 'Account' }).first()).toBeAttached()
	await logOut(page)
	await expect(
		other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Provider Login' }),
	).toBeVisible()

	await logIn(page, email, FIRST_PASSWORD)
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
	await expect(other.getByRole('navigation', { name: 'Account' }).first()).toBeAttached()
})

test('a failing link, the robot check and a cross-site POST are refused', async ({ page }) => {
	await page.goto('/verify?id=00000000-0000-4000-8000-000000000000&token=not-a-real-token')
	await expect(
		page.getByText('Verification failed, your link may have expired. Please request a new link.'),
	).toBeVisible()

	const robot = await page.request.post('/auth/register', {
		headers: SAME_ORIGIN,
		data: {
			email: `bot-${Date.now()}@example.com`,
			password: 'password123',
			homepage_url: 'http://spam.example',
		},
	})
	expect(robot.status()).toBe(400)
	expect((await robot.json()).error.message).toBe('Please check the box to confirm you are human.')

	const crossSite = await page.request.post('/auth/login', {
		headers: { Origin: 'https://evil.example' },
		data: { username: 'someone@example.com', password: 'password123' },
	})
	expect(crossSite.status()).toBe(403)
	const crossSiteChange = await page.request.post('/auth/change_password', {
		headers: { Origin: 'https://evil.example' },
		data: {
			current_password: 'password123',
			new_password: 'x'.repeat(9),
			new_password_repeat: 'x'.repeat(9),
		},
	})
	expect(crossSiteChange.status()).toBe(403)
})

/**
 * Change Password on /account (docs/product.md#accounts), the same steps with and without JavaScript:
 * the field messages, then a change that ends the other device's session but not this one, the
 * e-mail, and a login with the new password.
 */
async function changePasswordOnAccountPage(page: Page, request: APIRequestContext, js: boolean) {
	const email = `e2e-change-${js ? 'js' : 'nojs'}-${Date.now()}@example.com`
	// The "other device": a session of its own, from the API.
	const registered = await request.post('/auth/register', {
		headers: SAME_ORIGIN,
		data: { email, password: FIRST_PASSWORD, not_robot: true },
	})
	expect(registered.status()).toBe(200)
	const otherDevice = () => request.get('/account', { maxRedirects: 0 })
	expect((await otherDevice()).status()).toBe(200)

	await logIn(page, email, FIRST_PASSWORD)
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
	await page.goto('/account')
	const section = page.getByRole('region', { name: 'Change Password' })
	const fill = async (current: string, next: string, repeat: string) => {
		await section.getByLabel('Current password').fill(current)
		await section.getByLabel('New password', { exact: true }).fill(next)
		await section.getByLabel('Repeat new password').fill(repeat)
		await section.getByRole('button', { name: 'Change Password' }).click()
	}
	const error = (label: string) => section.getByLabel(label, { exact: true })
	if (js) {
		// Hydrated (the button waits for every field), and a mark that a page load would wipe.
		await expect(section.getByRole('button', { name: 'Change Password' })).toBeDisabled()
		await page.evaluate(() => Object.assign(window, { samePage: true }))
	}

	await fill(FIRST_PASSWORD, NEW_PASSWORD, 'something-else-9')
	await expect(error('Repeat new password')).toHaveAccessibleDescription(
		/The two new passwords do not match\./,
	)
	await fill(FIRST_PASSWORD, 'short', 'short')
	await expect(error('New password')).toHaveAccessibleDescription(
		/Please use a password with at least 8 characters\./,
	)
	await fill('not-my-password', NEW_PASSWORD, NEW_PASSWORD)
	await expect(error('Current password')).toHaveAccessibleDescription(
		/Your current password is not correct\./,
	)
	expect((await otherDevice()).status()).toBe(200)

	await fill(FIRST_PASSWORD, NEW_PASSWORD, NEW_PASSWORD)
	const done = section.getByRole('status')
	await expect(done).toContainText('Password changed')
	await expect(done).toContainText('Every other device was logged out')
	if (js) {
		await expect(done).toBeFocused()
		expect(await page.evaluate(() => 'samePage' in window)).toBe(true)
	}
	await waitForMail(email, (m) => m.includes('Your password was changed') && m.includes('/reset'))

	// The other device is logged out; this one is not.
	const after = await otherDevice()
	expect(after.status()).toBe(302)
	expect(after.headers().location).toMatch(/^\/login/)
	await page.goto('/account')
	await expect(page.getByRole('heading', { name: 'Your Account' })).toBeVisible()

	await logOut(page)
	await logIn(page, email, FIRST_PASSWORD)
	await expect(page.getByText('Email and password do not match.')).toBeVisible()
	await logIn(page, email, NEW_PASSWORD)
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
}

test('a provider changes the password on /account; other devices are logged out', async ({
	page,
	request,
}) => {
	await changePasswordOnAccountPage(page, request, true)
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('a provider changes the password on /account through the page action', async ({ page, request }) => {
		await changePasswordOnAccountPage(page, request, false)
	})
})

test('what a person types before the page has hydrated stays, and counts: the sign-up goes through', async ({
	page,
}) => {
	// A slow phone: the page's code arrives after the person has started typing (hold the route's module).
	let release = () => {}
	const held = new Promise<void>((resolve) => {
		release = resolve
	})
	await page.route(/\/assets\/register-[^/]+\.js$/, async (route) => {
		await held
		await route.continue()
	})
	// The page's load event waits for the held module: the page is there once its HTML is.
	await page.goto('/register', { waitUntil: 'domcontentloaded' })
	const email = `typed-early-${Date.now()}@example.com`
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill('typed-early-password')
	release()
	// Hydrated: the button waits for the terms and the robot check; what was typed is still there.
	const signUp = page.getByRole('button', { name: 'Sign Up' })
	await expect(signUp).toBeDisabled()
	await expect(page.getByLabel('Email')).toHaveValue(email)
	await expect(page.getByLabel('Password')).toHaveValue('typed-early-password')
	await page.getByLabel(/I agree to the/).check()
	await page.getByLabel('I am not a robot').check()
	await expect(signUp).toBeEnabled()
	await signUp.click()
	await expect(page).not.toHaveURL(/\/register/)
})
