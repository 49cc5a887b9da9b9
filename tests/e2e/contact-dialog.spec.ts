import type { APIRequestContext, Page } from '@playwright/test'
import { createProvider, uniqueName } from './support/api-provider'
import { expect, test } from './support/fixtures'
import { registerProvider } from './support/live-provider'
import { decodeRaw, type SinkMessage } from './support/mail'

const SINK = `http://localhost:${process.env.E2E_SINK_PORT ?? 3211}/messages`

/** A profile that offers 'Email the therapist' (accepting, its address not refused), opened on `page`. */
async function contactableProfile(page: Page, request: APIRequestContext): Promise<string> {
	// Made in the request's own session, so `page` stays a visitor who may write to it.
	const { path } = await createProvider(request, { first_name: 'Jordan', last_name: uniqueName('Marlow') })
	await page.goto(path)
	await expect(page.getByRole('link', { name: 'Email the therapist' })).toHaveCount(1)
	return path
}

async function waitForMailContaining(text: string): Promise<void> {
	await expect
		.poll(
			async () => {
				const messages = (await (await fetch(SINK)).json()) as SinkMessage[]
				return messages.some((m) => decodeRaw(m.raw).includes(text))
			},
			{ timeout: 20_000 },
		)
		.toBe(true)
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('Email the therapist: a refused field says why beside it, then the message is sent and arrives', async ({
		page,
		request,
	}) => {
		const path = await contactableProfile(page, request)
		await page.getByRole('link', { name: 'Email the therapist' }).click()
		await expect(page).toHaveURL(/\?contact$/)
		const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
		await expect(dialog).toBeVisible()
		// Over the page, not somewhere below it.
		await expect(dialog.getByLabel('Name')).toBeInViewport()

		const text = `Hello without scripts (${Date.now()})`
		await dialog.getByLabel('Name').fill('Sam Visitor')
		await dialog.getByLabel('Email').fill('sam@example')
		await dialog.getByLabel('Message').fill(text)
		await dialog.getByLabel('I am not a robot').check()
		await dialog.getByRole('button', { name: 'Send Message' }).click()

		// The page's answer: the form again, with what was typed and the message under the e-mail.
		const email = dialog.getByLabel('Email')
		await expect(email).toHaveValue('sam@example')
		await expect(email).toHaveAttribute('aria-invalid', 'true')
		await expect(email).toHaveAccessibleDescription(/Please enter a valid email\./)
		await expect(dialog.getByLabel('Message')).toHaveValue(text)

		const visitor = `no-js-${Date.now()}@example.test`
		await email.fill(visitor)
		await dialog.getByLabel('I am not a robot').check()
		await dialog.getByRole('button', { name: 'Send Message' }).click()
		await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toBeVisible()
		// Where to go next works without JavaScript too.
		await expect(dialog.getByRole('link', { name: 'See therapists in New York' })).toHaveAttribute(
			'href',
			'/therapists/new-york',
		)
		await expect(
			dialog.getByRole('link', { name: 'Similar therapists accepting new clients' }),
		).toHaveAttribute('href', /^\/therapists\/new-york(\/[a-z-]+)?\?accepting=1$/)
		await waitForMailContaining(text)

		// Close is a link back to the profile.
		await dialog.getByRole('link', { name: 'Close' }).click()
		await expect(page).toHaveURL(new RegExp(`${path}$`))
		await expect(page.getByRole('dialog', { name: 'Email the therapist' })).toHaveCount(0)
	})

	test('the phone filter sheet shows when its URL asks, and Close leads back to the listing', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/therapists/california?filters')
		const sheet = page.getByRole('dialog', { name: 'Filters' })
		await expect(sheet).toBeVisible()
		await expect(sheet.getByRole('button', { name: /^Show [\d,]+ results$/ })).toBeInViewport()
		await sheet.getByRole('link', { name: 'Close' }).click()
		await expect(page).toHaveURL(/\/therapists\/california$/)
		await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0)
	})

	test('Share Profile shows when its URL asks', async ({ page, browser }) => {
		// Signing up takes a script-driven page; the session cookie then serves the page without one.
		const withJs = await browser.newContext()
		const signUp = await withJs.newPage()
		await registerProvider(signUp, `share-no-js-${Date.now()}@example.com`)
		const profileUrl = signUp.url()
		await page.context().addCookies(await withJs.cookies())
		await withJs.close()

		await page.goto(`${profileUrl}?dialog=share`)
		const share = page.getByRole('dialog', { name: 'Share Profile' })
		await expect(share).toBeVisible()
		await expect(share.getByRole('link', { name: 'Close' })).toBeInViewport()
		await expect(share.getByLabel('Profile link')).toHaveValue(/\/therapist\/\d+$/)
	})
})

test('the typed message is kept for the tab: Back and reopen bring it back, Close asks first, sending forgets it', async ({
	page,
	request,
}) => {
	await contactableProfile(page, request)
	const open = page.getByRole('link', { name: 'Email the therapist' })
	const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
	const question = page.getByRole('alertdialog', { name: 'Discard message?' })
	const text = `A draft kept across Back (${Date.now()})`

	await open.click()
	await dialog.getByLabel('Name').fill('Sam Visitor')
	await dialog.getByLabel('Message').fill(text)
	await page.goBack()
	await expect(question).toBeVisible()
	await question.getByRole('button', { name: 'Keep for later' }).click()
	await expect(dialog).toBeHidden()
	await expect(page).not.toHaveURL(/contact/)

	await open.click()
	await expect(dialog.getByLabel('Message')).toHaveValue(text)
	await expect(dialog.getByLabel('Name')).toHaveValue('Sam Visitor')

	// Close on a non-empty form asks first; Discard forgets the draft.
	await dialog.getByRole('button', { name: 'Close' }).click()
	await expect(question).toBeVisible()
	await expect(dialog).toBeVisible()
	await question.getByRole('button', { name: 'Discard' }).click()
	await expect(dialog).toBeHidden()
	await open.click()
	await expect(dialog.getByLabel('Message')).toHaveValue('')

	// An empty form closes without a question.
	await dialog.getByRole('button', { name: 'Close' }).click()
	await expect(dialog).toBeHidden()
	await expect(question).toHaveCount(0)

	// Sent: the draft is gone.
	const sent = `${text}, sent`
	await open.click()
	await dialog.getByLabel('Name').fill('Sam Visitor')
	await dialog.getByLabel('Email').fill(`draft-${Date.now()}@example.test`)
	await dialog.getByLabel('Message').fill(sent)
	await dialog.getByLabel('I am not a robot').check()
	await dialog.getByRole('button', { name: 'Send Message' }).click()
	await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toBeVisible()
	await dialog.getByRole('button', { name: 'Close' }).last().click()
	await expect(dialog).toBeHidden()
	await expect(question).toHaveCount(0)
	await open.click()
	await expect(dialog.getByLabel('Message')).toHaveValue('')
	expect(
		await page.evaluate(() =>
			Object.keys(sessionStorage).filter((k) => k.startsWith('openroom:contact-draft:')),
		),
	).toEqual([])
	await waitForMailContaining(sent)
})

test("'Message Sent' leads back to the listing the visitor came from", async ({ page, request, baseURL }) => {
	const { path } = await createProvider(request, { first_name: 'Jordan', last_name: uniqueName('Marlow') })
	// Opened from page 2 of a listing: back to that very page.
	await page.goto(`${path}?contact`, { referer: `${baseURL}/therapists/new-york?page=2` })
	const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
	await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
	await dialog.getByLabel('Name').fill('Sam Visitor')
	await dialog.getByLabel('Email').fill(`back-${Date.now()}@example.test`)
	await dialog.getByLabel('Message').fill(`Back to the results (${Date.now()})`)
	await dialog.getByLabel('I am not a robot').check()
	await dialog.getByRole('button', { name: 'Send Message' }).click()
	await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toBeVisible()
	await dialog.getByRole('link', { name: 'Back to your results' }).click()
	await expect(page).toHaveURL(/\/therapists\/new-york\?page=2$/)
})
