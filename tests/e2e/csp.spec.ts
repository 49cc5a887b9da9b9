import { createProvider, filledOutProfile } from './support/api-provider'
import { expect, test } from './support/fixtures'

// Pages must run under their Content-Security-Policy without a single violation: Chrome reports even a
// refused and caught eval (zod's probe, see app/root.tsx), and Lighthouse's best practices count it.

declare global {
	interface Window {
		cspViolations: string[]
	}
}

test('the audited pages load without any Content-Security-Policy violation', async ({ page, request }) => {
	await page.addInitScript(() => {
		window.cspViolations = []
		document.addEventListener('securitypolicyviolation', (event) => {
			window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`)
		})
	})
	// A profile with every section, seen by a visitor (made in the request's own session).
	const { path: profile } = await createProvider(request, await filledOutProfile(request))
	expect(profile).toBeTruthy()
	for (const path of [
		'/',
		'/therapists/california',
		profile,
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
