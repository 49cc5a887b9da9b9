import type { Page } from '@playwright/test'
import { expect, test } from '../e2e/support/fixtures'
import { liveProvider } from '../e2e/support/live-provider'
import { decodeRaw, type SinkMessage } from '../e2e/support/mail'

// The visitor and provider journeys through nginx in front of two instances
// (playwright.cluster.config.ts): each visitor's requests land on both, and nothing notices.

const SINK = `http://localhost:${process.env.E2E_SINK_PORT}/messages`

/** Every instance (X-Upstream, host:port) that answered one of the page's requests. */
function instancesServing(page: Page): Set<string> {
	const seen = new Set<string>()
	page.on('response', (response) => {
		const upstream = response.headers()['x-upstream']
		// A retried request names both; the last one answered.
		if (upstream) seen.add(upstream.split(', ').at(-1) as string)
	})
	return seen
}

test('search → profile → contact: the message reaches the therapist, the pages came from both instances', async ({
	page,
}) => {
	const seen = instancesServing(page)
	await page.goto('/')
	await page.getByLabel('Find Therapists by State').first().selectOption({ label: 'New York' })
	await page.getByRole('button', { name: 'Find Therapists' }).first().click()
	await expect(page).toHaveURL(/\/therapists\/new-york$/)
	await page.getByRole('checkbox', { name: /^Anxiety/ }).check()
	await expect(page).toHaveURL(/\/therapists\/new-york\/anxiety$/)
	await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('aria-busy', 'false')

	const card = page
		.locator('section[aria-label="Results"] article')
		.filter({ hasText: 'Accepting New Clients' })
		.filter({ hasNotText: 'Not Accepting New Clients' })
		.first()
	const link = card.locator('h2 a')
	const name = (await link.innerText()).split(',')[0].trim()
	await link.click()
	await expect(page).toHaveURL(/\/therapist\//)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(name)

	await page.getByRole('link', { name: 'Email the therapist' }).click()
	const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
	await expect(dialog).toBeVisible()
	const text = `Hello ${name}, is there an opening next week? (cluster ${Date.now()})`
	await dialog.getByLabel('Name').fill('Sam Visitor')
	await dialog.getByLabel('Email').fill(`visitor-${Date.now()}@example.test`)
	await dialog.getByLabel('Message').fill(text)
	await dialog.getByLabel('I am not a robot').check()
	await dialog.getByRole('button', { name: 'Send Message' }).click()
	await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toBeVisible()

	// One instance's outbox delivered it, once.
	await expect
		.poll(
			async () => {
				const messages = (await (await fetch(SINK)).json()) as SinkMessage[]
				return messages.filter((m) => decodeRaw(m.raw).includes(text)).length
			},
			{ timeout: 20_000 },
		)
		.toBe(1)
	expect([...seen].sort()).toEqual(['127.0.0.1:3780', '127.0.0.1:3781'])
})

test('register → verify → edit the profile: every step works whichever instance answers', async ({
	page,
}) => {
	const seen = instancesServing(page)
	// A name of its own on a retry: the first attempt's provider is still in the database.
	const last = ['Ellery', 'Ellison', 'Elmore'][test.info().retry] ?? 'Elwood'
	const profileUrl = await liveProvider(page, 'Rowan', last)
	await page.goto(`${profileUrl}?edit=profile`)
	const dialog = page.getByRole('dialog', { name: 'Your Profile' })
	// The server renders the dialog open with Close as a link; once hydrated, Close is a button. Typing
	// before that can be reset by hydration, and the save then sends the old headline.
	await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible()
	await dialog.getByLabel('Headline').fill('Licensed Marriage and Family Therapist')
	await dialog.getByRole('button', { name: 'Save' }).click()
	await expect(dialog).toBeHidden()

	// Another visitor, logged out, sees the change on the profile and in the search, from any instance.
	const visitor = await page.context().browser()?.newContext()
	const other = await visitor?.newPage()
	if (!other) throw new Error('no second browser context')
	for (let i = 0; i < 2; i++) {
		await other.goto(profileUrl)
		await expect(other.getByText('Licensed Marriage and Family Therapist')).toBeVisible()
	}
	// A keyword search by the new name, answered by the in-memory index of whichever instance.
	for (let i = 0; i < 2; i++) {
		await other.goto(`/therapists/new-york?q=${last.toLowerCase()}`)
		await expect(other.getByRole('link', { name: `Email Rowan ${last}` })).toBeVisible()
	}
	await visitor?.close()
	expect([...seen].sort()).toEqual(['127.0.0.1:3780', '127.0.0.1:3781'])
})
