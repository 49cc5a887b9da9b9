import { expect, SAME_ORIGIN, test } from './support/fixtures'
import { PASSWORD } from './support/profile-editing'

// The profile editor's modals load their code on demand (profile-editing/components/modal-registry.ts):
// after a deploy that code may be gone. On a phone, like the rest of the profile-editing journeys.
test.use({ viewport: { width: 390, height: 844 } })

test('a modal whose code cannot load reloads the page at most 3 times, then says so', async ({ page }) => {
	const email = `lazy-${Date.now()}@example.com`
	const response = await page.request.post('/auth/register', {
		headers: SAME_ORIGIN,
		data: { email, password: PASSWORD },
	})
	expect(response.ok()).toBe(true)
	const { short_id } = (await response.json()) as { short_id: number }

	// Stale assets after a deploy: the modal's chunk is gone.
	let attempts = 0
	await page.route(/your-profile-modal[^/]*\.js/, (route) => {
		attempts += 1
		return route.abort()
	})
	await page.goto(`/therapist/${short_id}`)
	await page.getByRole('link', { name: /Your name and contact/ }).click()
	const dialog = page.getByRole('dialog', { name: 'Your Profile' })
	await expect(dialog.getByText('Sorry, this window could not be loaded.')).toBeVisible({ timeout: 30_000 })
	await expect(page).toHaveURL(/[?&]retries=3/)
	expect(attempts).toBeGreaterThanOrEqual(4)

	// Once the assets are back, Reload page opens the modal.
	await page.unroute(/your-profile-modal[^/]*\.js/)
	await dialog.getByRole('button', { name: 'Reload page' }).click()
	await expect(page.getByRole('dialog', { name: 'Your Profile' }).getByLabel('First name')).toBeVisible()
	await expect(page).not.toHaveURL(/retries=/)
})
