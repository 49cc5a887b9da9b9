import type { Page } from '@playwright/test'
import { expectAccessibleAtBothWidths } from './support/axe'
import { expect, SAME_ORIGIN, test } from './support/fixtures'
import { waitForMail } from './support/mail'

// docs/product.md#sign-in-limits: a stranger who knows the e-mail cannot keep the owner out.

const PASSWORD = 'owner-password-1'

// axe injects a script, which the Content-Security-Policy would refuse.
test.use({ bypassCSP: true })

/** The sign-in link in a decoded message (the text part: the HTML part escapes its '&'). */
function signInLinkIn(mail: string): string {
	const match = mail.match(/https?:\/\/[^\s"<>]+\/login\/link\?id=[0-9a-f-]{36}&token=[A-Za-z0-9_-]{43}/)
	if (!match) throw new Error(`no sign-in link in:\n${mail.slice(0, 2000)}`)
	return match[0]
}

async function register(page: Page, email: string) {
	const response = await page.request.post('/auth/register', {
		headers: SAME_ORIGIN,
		data: { email, password: PASSWORD, not_robot: true },
	})
	expect(response.status()).toBe(200)
	const account = (await response.json()) as { short_id: number }
	// Leave this browser logged out, as the owner on a new device would be.
	await page.request.post('/auth/logout', { headers: SAME_ORIGIN })
	return account
}

test('50 wrong passwords from 50 addresses: the right password from a new address logs in within a minute, and the owner is told', async ({
	page,
}) => {
	const email = `e2e-lockout-${Date.now()}@example.com`
	const account = await register(page, email)

	// The attack: all at once, each from its own address (the server trusts X-Forwarded-For here).
	const answers = await Promise.all(
		Array.from({ length: 50 }, (_, i) =>
			page.request.post('/auth/login', {
				headers: { ...SAME_ORIGIN, 'X-Forwarded-For': `203.0.113.${i + 1}` },
				data: { username: email, password: `guess-${i}`, not_robot: true },
			}),
		),
	)
	expect(answers.map((r) => r.status())).toEqual(Array(50).fill(401))

	// The owner, from this browser's own address, with the login form.
	const started = Date.now()
	await page.goto('/login')
	const form = page.getByRole('main')
	await form.getByLabel('Email', { exact: true }).fill(email)
	await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
	await form.getByLabel('I am not a robot').check()
	await form.getByRole('button', { name: 'Log In' }).click()
	await expect(page).toHaveURL(new RegExp(`/therapist/${account.short_id}$`))
	expect(Date.now() - started).toBeLessThan(60_000)

	const notice = await waitForMail(email, (m) => m.includes('Someone tried to log in'))
	expect(notice).toContain('/login/link')
	expect(notice).not.toMatch(/guess-\d|203\.0\.113/)
})

test('Email me a sign-in link: the same answer for any address, a one-time link that logs in', {
	tag: '@postgres',
}, async ({ page }) => {
	const email = `e2e-link-${Date.now()}@example.com`
	const account = await register(page, email)

	await page.goto('/login')
	// Hydrated first, as in journeys.spec.ts: on busy cores a click while React hydrates was lost.
	await page.waitForLoadState('networkidle')
	await page.getByRole('link', { name: 'Email me a sign-in link' }).click()
	await expect(page).toHaveURL(/\/login\/link$/)
	await expect(page.getByRole('heading', { name: 'Email me a sign-in link' })).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the sign-in link request')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Send Sign-In Link' }).click()
	await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible()
	await expect(page.getByText('expires in 15 minutes')).toBeVisible()
	await expectAccessibleAtBothWidths(page, 'the sign-in link sent')

	const link = signInLinkIn(await waitForMail(email, (m) => m.includes('/login/link?id=')))
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
	await page.getByRole('button', { name: 'Sign In' }).click()
	await expect(page).toHaveURL(new RegExp(`/therapist/${account.short_id}$`))
	await expect(
		page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }),
	).toBeVisible()

	// Spent: opening it again says so and offers a new one.
	await page.goto(link)
	await expect(
		page.getByText(
			'Sign-in failed, your link may have expired or been used. Please request a new sign-in link.',
		),
	).toBeVisible()
	await expect(page.getByRole('button', { name: 'Send Sign-In Link' })).toBeVisible()

	// An address without an account gets the very same answer.
	const other = await page.request.post('/auth/request_sign_in_link', {
		headers: SAME_ORIGIN,
		data: { email: `nobody-${Date.now()}@example.com`, not_robot: true },
	})
	expect(other.status()).toBe(200)
	expect(await other.json()).toEqual({ ok: true })
})

test('the sign-in link works without JavaScript', async ({ browser }, testInfo) => {
	const address = `198.51.200.${(testInfo.workerIndex % 250) + 1}`
	const context = await browser.newContext({
		javaScriptEnabled: false,
		extraHTTPHeaders: { 'X-Forwarded-For': address },
	})
	const page = await context.newPage()
	const email = `e2e-nojs-link-${Date.now()}@example.com`
	const account = await register(page, email)

	await page.goto('/login')
	await page.getByRole('link', { name: 'Email me a sign-in link' }).click()
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Send Sign-In Link' }).click()
	await expect(page.getByRole('heading', { name: 'Email sent' })).toBeVisible()

	await page.goto(signInLinkIn(await waitForMail(email, (m) => m.includes('/login/link?id='))))
	await page.getByRole('button', { name: 'Sign In' }).click()
	await expect(page).toHaveURL(new RegExp(`/therapist/${account.short_id}$`))
	await context.close()
})
