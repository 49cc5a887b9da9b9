import { expect, type Page } from '@playwright/test'
import { verifyLink, waitForMail } from './mail'

const PASSWORD = 'answers-password-1'

/** The browser's own fetch, so the session cookie and Origin are the page's. */
export async function api(
	page: Page,
	path: string,
	body: unknown,
): Promise<{ status: number; json: unknown }> {
	return page.evaluate(
		async ({ path, body }) => {
			const response = await fetch(path, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
				body: JSON.stringify(body),
			})
			return { status: response.status, json: await response.json() }
		},
		{ path, body },
	)
}

/** Signs up through the form (logged in afterwards, on the new profile page). */
export async function registerProvider(page: Page, email: string, password = PASSWORD): Promise<void> {
	await page.goto('/register')
	await page.getByLabel('Email', { exact: true }).fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await page.getByLabel('I agree to the').check()
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Sign Up' }).click()
	await expect(page).toHaveURL(/\/therapist\/\d+$/)
}

/**
 * A verified, onboarded, live provider in New York, logged in on `page`: signed up, verified
 * through the e-mailed link and filled out. Returns the e-mail, the profile number and its URL.
 */
export async function createLiveProvider(
	page: Page,
	first: string,
	last: string,
	options: { email?: string; password?: string } = {},
): Promise<{ email: string; short_id: number; url: string }> {
	const email = options.email ?? `${first.toLowerCase()}-${Date.now()}@example.com`
	await registerProvider(page, email, options.password)
	const mail = await waitForMail(email, (m) => m.includes('/verify?id='))
	await page.goto(verifyLink(mail))
	await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible()
	const saved = await api(page, '/api/user', {
		first_name: first,
		last_name: last,
		headline: 'Licensed Clinical Social Worker',
		licensed_states: ['NY'],
	})
	expect(saved.status).toBe(200)
	const doc = (saved.json as { docs: { id: string; short_id: number }[] }).docs[0]
	expect((await api(page, '/api/user', { id: doc.id, onboarded: true, onboarded_letter: true })).status).toBe(
		200,
	)
	await page.getByRole('link', { name: 'Go to Profile' }).click()
	await expect(page.getByRole('heading', { name: `${first} ${last}`, level: 1 })).toBeVisible()
	return { email, short_id: doc.short_id, url: page.url() }
}

/** A verified, onboarded, live provider in New York, logged in on `page`; returns the profile URL. */
export async function liveProvider(page: Page, first: string, last: string): Promise<string> {
	return (await createLiveProvider(page, first, last)).url
}
