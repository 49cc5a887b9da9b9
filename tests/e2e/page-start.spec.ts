import { expect, test } from './support/fixtures'

// A page's first Intl.NumberFormat costs the browser 30-45 ms, the longest step of a listing's start
// on a slow phone: visitor pages format their numbers without one while they start
// (docs/decisions/0014-dependency-patches-for-page-start.md).

declare global {
	interface Window {
		numberFormatsMade: string[]
	}
}

test('no visitor page makes a number formatter while it starts, in English or in Spanish', async ({
	page,
}) => {
	await page.addInitScript(() => {
		window.numberFormatsMade = []
		const NumberFormat = Intl.NumberFormat
		// A function, not an arrow: the pages call it with `new`.
		// biome-ignore lint/complexity/useArrowFunction: an arrow cannot be a constructor
		const counting = function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
			window.numberFormatsMade.push(JSON.stringify(args))
			return new NumberFormat(...args)
		}
		counting.prototype = NumberFormat.prototype
		Intl.NumberFormat = counting as unknown as typeof Intl.NumberFormat
	})
	await page.goto('/es/therapists/california')
	const profile = (await page.locator('.result-card h2 a').first().getAttribute('href')) ?? ''
	expect(profile).toMatch(/^\/es\/therapist\//)
	for (const path of [
		'/',
		'/es',
		'/therapists/california',
		'/es/therapists/california',
		profile.replace(/^\/es/, ''),
		profile,
		'/posts/anxiety',
		'/es/posts/anxiety',
		'/es/tests/depression',
	]) {
		await page.goto(path)
		await page.waitForLoadState('networkidle')
		expect(await page.evaluate(() => window.numberFormatsMade), path).toEqual([])
	}
})
