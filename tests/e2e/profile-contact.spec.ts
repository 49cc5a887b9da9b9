import type { APIRequestContext } from '@playwright/test'
import { answerAbout, type ApiProvider, createProvider, tagIdOf, uniqueName } from './support/api-provider'
import { expect, SAME_ORIGIN, test } from './support/fixtures'
import { decodeRaw, type SinkMessage } from './support/mail'

const SINK = `http://localhost:${process.env.E2E_SINK_PORT ?? 3211}/messages`

/** Waits for the sink to receive a message whose decoded text matches (the therapist's address is private). */
async function waitForMailMatching(match: (decoded: string) => boolean): Promise<string> {
	let found: string | undefined
	await expect
		.poll(
			async () => {
				const messages = (await (await fetch(SINK)).json()) as SinkMessage[]
				found = messages.map((m) => decodeRaw(m.raw)).find(match)
				return Boolean(found)
			},
			{ timeout: 20_000 },
		)
		.toBe(true)
	return found as string
}

/** A live provider of the test's own with a unique name, made in its own session: `page` stays a visitor. */
function provider(request: APIRequestContext, fields: Record<string, unknown> = {}): Promise<ApiProvider> {
	return createProvider(request, { first_name: 'Jordan', last_name: uniqueName('Linden'), ...fields })
}

test('from an Ask Therapists page to a profile, then a message reaches the therapist by e-mail', {
	tag: '@postgres',
}, async ({ page, request }) => {
	// Anxiety among the top specialties: the answer leads the anxiety post (docs/product.md#answers).
	const anxiety = await tagIdOf(request, 'anxiety')
	const author = await provider(request, { top_issues: [anxiety], issues: [anxiety] })
	await answerAbout(request, anxiety, 'Worry shrinks when we name it together, one week at a time.')
	await page.goto('/posts/anxiety')
	const card = page
		.locator('article')
		.filter({ hasText: author.name })
		.filter({ hasText: 'Accepting New Clients' })
		.filter({ hasNotText: 'Not Accepting New Clients' })
	const name = (await card.getByRole('link').first().textContent())?.trim() ?? ''
	expect(name).toBe(author.name)
	await card.getByRole('link', { name, exact: true }).click()
	await expect(page).toHaveURL(/\/therapist\/[a-z0-9-]+\/\d+$/)
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
	await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1)

	await page.getByRole('link', { name: 'Email the therapist' }).click()
	const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
	await expect(dialog).toBeVisible()
	await expect(page).toHaveURL(/\?contact$/)
	const send = dialog.getByRole('button', { name: 'Send Message' })
	await expect(send).toBeDisabled()
	await expect(dialog.getByText('Please fill out all fields and checkboxes.')).toBeVisible()
	// Tabbing through the empty form turns nothing red; the waiting button is reached, with its tip
	// and what is missing.
	await dialog.getByLabel('Name').focus()
	for (let i = 0; i < 6 && !(await send.evaluate((el) => el === document.activeElement)); i++)
		await page.keyboard.press('Tab')
	await expect(send).toBeFocused()
	await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0)
	await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0)
	await expect(send).toHaveAccessibleDescription(
		/Please fill out all fields and checkboxes\. Still needed: Name, Email, Message,? and I am not a robot\./,
	)
	await page.keyboard.press('Enter')
	await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toHaveCount(0)

	const visitor = `visitor-${Date.now()}@example.test`
	const text = `Hello ${name}, could we schedule a first session next week? (${Date.now()})`
	await dialog.getByLabel('Name').fill('Sam Visitor')
	await dialog.getByLabel('Email').fill(visitor)
	await dialog.getByLabel('Phone (optional)').fill('512-555-0199')
	await dialog.getByLabel('Message').fill(text)
	await expect(send).toBeDisabled()
	await expect(send).toHaveAccessibleDescription(/Still needed: I am not a robot\./)
	await dialog.getByLabel('I am not a robot').check()
	await expect(send).toBeEnabled()
	await send.click()
	await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toBeVisible()
	// Not a dead end: opened from a post, not a listing, so the profile's state listing, and similar
	// therapists accepting new clients.
	const next = dialog.getByRole('navigation', { name: 'What next' })
	await expect(next.getByRole('link', { name: 'See therapists in New York' })).toHaveAttribute(
		'href',
		'/therapists/new-york',
	)
	await expect(next.getByRole('link', { name: 'Similar therapists accepting new clients' })).toHaveAttribute(
		'href',
		'/therapists/new-york/anxiety?accepting=1',
	)

	const mail = await waitForMailMatching((raw) => raw.includes(text))
	expect(mail).toMatch(new RegExp(`^Reply-To: ${visitor.replace(/[.]/g, '\\.')}\\r?$`, 'm'))
	expect(mail).toMatch(/^Subject: New message from Sam Visitor via Openroom\r?$/m)
	expect(mail).toContain(`through your Openroom profile (${name})`)
	expect(mail).toContain('Phone: 512-555-0199')

	// 'Message Sent', then closed: Close goes back to the profile without ?contact.
	await dialog.getByRole('button', { name: 'Close' }).last().click()
	await expect(dialog).toBeHidden()
	await expect(page).not.toHaveURL(/contact/)
	// The visitor's address never appears on the page.
	expect(await page.content()).not.toContain(visitor)

	// The browser's Back button closes the dialog too.
	await page.getByRole('link', { name: 'Email the therapist' }).click()
	await expect(dialog).toBeVisible()
	await page.goBack()
	await expect(dialog).toBeHidden()
	await expect(page).not.toHaveURL(/contact/)
})

test('the contact form explains what is wrong', async ({ page, request }) => {
	const { path } = await provider(request)
	// The dialog's module loads after the page's: it hydrates late, from the markup the server wrote.
	const pageErrors: string[] = []
	page.on('pageerror', (error) => pageErrors.push(error.message))
	await page.goto(`${path}?contact`)
	const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
	await expect(dialog).toBeVisible()
	// The server renders the dialog open with a Close link (it works without JavaScript); once the
	// page is hydrated, Close is a button and typing updates the form's checks.
	await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
	await dialog.getByLabel('Name').fill('x'.repeat(101))
	await expect(dialog.getByText('101 / 100 characters max')).toBeVisible()
	await dialog.getByLabel('Name').fill('Sam')
	await dialog.getByLabel('Email').fill('sam@example')
	await dialog.getByLabel('Message').fill('Hello')
	await dialog.getByLabel('I am not a robot').check()
	await dialog.getByRole('button', { name: 'Send Message' }).click()
	await expect(dialog.getByText('Please enter a valid email.')).toBeVisible()
	expect(pageErrors, 'errors on the page (a hydration mismatch is React error 418)').toEqual([])
})

test('a waitlist profile shows the waitlist notice on the contact form', async ({ page, request }) => {
	const { path } = await provider(request, { availability: 'Waitlist for New Clients' })
	expect(path).toBeTruthy()
	await page.goto(path)
	await page.getByRole('link', { name: 'Email the therapist' }).click()
	await expect(page.getByRole('dialog').getByText(/has a waitlist for new clients/)).toBeVisible()
})

test('a phone click is counted with { recipient_user, is_phone: true }', async ({ page, request }) => {
	const { path, id: own } = await provider(request, { phone: '(212) 555-0147' })
	await page.goto(path)
	const phoneLink = page.locator('[data-provider-id] a[href^="tel:"]').first()
	await expect(phoneLink).toHaveText(/\(\d{3}\) \d{3}-\d{4}/)
	const id = await page.locator('[data-provider-id]').getAttribute('data-provider-id')
	expect(id).toBe(own)
	// Navigating to tel: would leave the page in a browser without a phone app; keep the page, count the click.
	await phoneLink.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
	const counted = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST')
	await phoneLink.click()
	const sent = await counted
	expect(sent.postDataJSON()).toEqual({ recipient_user: id, is_phone: true })
	expect((await sent.response())?.status()).toBe(200)
})

test('a Not Accepting profile shows no contact form or phone, and the API refuses it', async ({
	page,
	request,
}) => {
	// A phone of its own to hide, and in New York, where accepting therapists are offered instead.
	const { path } = await provider(request, {
		availability: 'Not Accepting New Clients',
		phone: '(212) 555-0148',
	})
	expect(path).toBeTruthy()
	await page.goto(path)
	await expect(page.getByText('Not Accepting New Clients').first()).toBeVisible()
	await expect(page.getByRole('link', { name: 'Email the therapist' })).toHaveCount(0)
	// Its own phone is gone; the accepting therapists offered instead keep theirs.
	await expect(page.locator('[data-provider-id] a[href^="tel:"]:not([data-alternatives] a)')).toHaveCount(0)
	await expect(page.locator('[data-alternatives]')).toContainText('Therapists accepting new clients')
	await page.goto(`${path}?contact`)
	await expect(page.getByRole('dialog', { name: 'Email the therapist' })).toHaveCount(0)

	const id = await page.locator('[data-provider-id]').getAttribute('data-provider-id')
	const message = await page.request.post('/api/contact', {
		headers: SAME_ORIGIN,
		data: {
			name: 'Sam',
			private_message: 'Hello',
			author_email: 'sam@example.test',
			phone: '',
			recipient_user: id,
			is_phone: false,
			not_robot: true,
		},
	})
	expect(message.status()).toBe(403)
	expect((await message.json()).error.message).toMatch(/not accepting new clients/)
	const phone = await page.request.post('/api/contact', {
		headers: SAME_ORIGIN,
		data: { recipient_user: id, is_phone: true },
	})
	expect(phone.status()).toBe(403)
})

test('profile URLs: canonical 301s, and /therapists for a bad or unknown id', async ({ page, request }) => {
	const { path } = await provider(request)
	const short_id = path.split('/').pop()
	const wrongTag = await page.request.get(`/therapist/not-the-tag/${short_id}`, { maxRedirects: 0 })
	expect(wrongTag.status()).toBe(301)
	expect(new URL(wrongTag.headers().location, 'http://x').pathname).toBe(path)
	const noTag = await page.request.get(`/therapist/${short_id}`, { maxRedirects: 0 })
	expect(noTag.status()).toBe(301)
	await page.goto('/therapist/abc')
	await expect(page).toHaveURL(/\/therapists$/)
	await page.goto('/therapist/999999999')
	await expect(page).toHaveURL(/\/therapists$/)
})
