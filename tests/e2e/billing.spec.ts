import { expect, test } from './support/fixtures'

// The billing page is for logged-in providers only (profile-editing.spec.ts sees it logged in). On a
// phone, like the profile-editing journeys it came from.
test.use({ viewport: { width: 390, height: 844 } })

test('logged out, /billing sends you to log in', async ({ page }) => {
	await page.goto('/billing')
	await expect(page).toHaveURL(/\/login\?redirectTo=%2Fbilling/)
})
