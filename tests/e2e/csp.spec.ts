import { expect, test } from '@playwright/test'

// Pages must run under their Content-Security-Policy without a single violation: Chrome reports even a
// refused and caught eval (zod's probe, see app/root.tsx), and Lighthouse's best practices count it.

declare global {
	interface Window {
		cspViolations: string[]
	}
}

test('the audited pages load without any Content-Security-Policy violation', async ({ page }) => {
	await page.addInitScript(() => {
		window.cspViolations = []
		document.addEventListener('securitypolicyviolation', (event) => {
			window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)
		})
	})
	await page.goto('/therapists/california')
	const profile = await page.locator('a[href^="/therapist/"]').first().getAttribute('href')
	expect(profile).toBeTruthy()
	for (const path of [
		'/',
		'/therapists/california',
		profile!,
		'/tests/anxiety',
		'/for-providers',
		'/posts/anxiety',
		'/register',
	]) {
		await page.goto(path)
		await page.waitForLoadState('networkidle')
		expect(await page.evaluate(() => window.cspViolations), path).toEqual([])
	}
})
