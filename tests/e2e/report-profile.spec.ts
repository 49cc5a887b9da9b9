import type { Browser, Page } from '@playwright/test'
import { createProvider, uniqueName } from './support/api-provider'
import { expectAccessibleAtBothWidths } from './support/axe'
import { expect, test } from './support/fixtures'

// 'Report this profile' without JavaScript (docs/product.md#reports): a visitor reports a demo
// profile in English and one in Spanish and reads the thank-you page; a report about a provider of
// the test's own shows in that provider's 'Download my data', without the reporter's words or address.

test.use({ javaScriptEnabled: false })

/**
 * axe needs JavaScript in the page: the same pages in a context where it runs, the form's errors
 * shown by the browser's own check of an empty form (the same messages as the server's).
 */
async function checkAccessibility(browser: Browser, reportPath: string, label: string) {
	const context = await browser.newContext({ bypassCSP: true, javaScriptEnabled: true })
	const page = await context.newPage()
	await page.goto(reportPath)
	await page.locator('form button[type="submit"]').click()
	await expect(page.locator('fieldset[aria-invalid="true"]')).toHaveCount(1)
	await expectAccessibleAtBothWidths(page, `${label}: the form with its errors`)
	await page.goto(`${reportPath}?sent`)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	await expectAccessibleAtBothWidths(page, `${label}: the thank-you page`)
	await context.close()
}

/** The first profile a state listing links (a live demo profile), opened as a visitor. */
async function openDemoProfile(page: Page, locale: 'en' | 'es'): Promise<string> {
	const prefix = locale === 'es' ? '/es' : ''
	await page.goto(`${prefix}/therapists/california`)
	const href = await page.locator(`main a[href^="${prefix}/therapist/"]`).first().getAttribute('href')
	if (!href) throw new Error('no profile linked from the California listing')
	await page.goto(href)
	return href
}

test('a visitor reports a demo profile: each mistake is said beside its field, then the thank-you page', async ({
	page,
	browser,
}) => {
	const profile = await openDemoProfile(page, 'en')
	const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
	await page.getByRole('link', { name: 'Report this profile' }).click()
	await expect(page).toHaveURL(`${profile}/report`)
	await expect(page.getByRole('heading', { level: 1, name: 'Report this profile' })).toBeVisible()
	await expect(page.getByText(`Tell us what is wrong with the profile of ${name}.`)).toBeVisible()

	// Nothing chosen: the reason and the robot check each say what is missing.
	const send = page.getByRole('button', { name: 'Send report' })
	await send.click()
	const reasons = page.getByRole('group', { name: 'Why are you reporting this profile?' })
	await expect(reasons).toHaveAttribute('aria-invalid', 'true')
	await expect(reasons).toHaveAccessibleDescription('Please choose a reason.')
	await expect(page.getByLabel('I am not a robot')).toHaveAccessibleDescription(
		'Please check the box to confirm you are human.',
	)

	// 'Something else' needs details; what was typed comes back.
	await page.getByRole('radio', { name: 'Something else' }).check()
	await page.getByLabel('Your email, for an answer').fill('visitor@example.test')
	await page.getByLabel('I am not a robot').check()
	await send.click()
	const details = page.getByRole('textbox', { name: 'Details' })
	await expect(details).toHaveAttribute('aria-invalid', 'true')
	await expect(details).toHaveAccessibleDescription(
		/Please tell us what is wrong \(needed for ‘Something else’\)\./,
	)
	await expect(page.getByRole('radio', { name: 'Something else' })).toBeChecked()
	await expect(page.getByLabel('Your email, for an answer')).toHaveValue('visitor@example.test')

	await details.fill('The photo is of someone else: I know the person in it.')
	await page.getByLabel('I am not a robot').check()
	await send.click()
	await expect(page).toHaveURL(`${profile}/report?sent`)
	await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your report' })).toBeVisible()
	await expect(page.getByText('The therapist is never told who reported them.')).toBeVisible()
	await page.getByRole('link', { name: 'Back to the profile' }).click()
	await expect(page).toHaveURL(profile)
	await checkAccessibility(browser, `${profile}/report`, 'English')
})

test('a visitor reports a demo profile in Spanish and stays in Spanish', async ({ page, browser }) => {
	const profile = await openDemoProfile(page, 'es')
	expect(profile).toMatch(/^\/es\/therapist\//)
	await page.getByRole('link', { name: 'Reportar este perfil' }).click()
	await expect(page).toHaveURL(`${profile}/report`)
	await page.getByRole('button', { name: 'Enviar reporte' }).click()
	await expect(
		page.getByRole('group', { name: '¿Por qué reporta este perfil?' }),
	).toHaveAccessibleDescription('Elija un motivo.')
	await page.getByRole('radio', { name: 'Datos incorrectos o desactualizados' }).check()
	await page.getByLabel('No soy un robot').check()
	await page.getByRole('button', { name: 'Enviar reporte' }).click()
	await expect(page).toHaveURL(`${profile}/report?sent`)
	await expect(page.getByRole('heading', { level: 1, name: 'Gracias por su reporte' })).toBeVisible()
	await checkAccessibility(browser, `${profile}/report`, 'Spanish')
})

test("the report is stored: the provider's 'Download my data' lists it without the reporter's words or address", {
	tag: '@postgres',
}, async ({ page, playwright, baseURL }) => {
	// The provider in a context of its own (its own address and session): `page` stays a visitor.
	const owner = await playwright.request.newContext({
		baseURL,
		extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.91' },
	})
	const provider = await createProvider(owner, { first_name: 'Robin', last_name: uniqueName('Marsh') })
	await page.goto(provider.path)
	await page.getByRole('link', { name: 'Report this profile' }).click()
	const words = `Not the person in the photo (${Date.now()})`
	await page.getByRole('radio', { name: 'Pretending to be someone else' }).check()
	await page.getByRole('textbox', { name: /^Details/ }).fill(words)
	await page.getByLabel('Your email, for an answer').fill('reporter-e2e@example.test')
	await page.getByLabel('I am not a robot').check()
	await page.getByRole('button', { name: 'Send report' }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your report' })).toBeVisible()

	const exported = await owner.get('/account/export')
	expect(exported.status()).toBe(200)
	const text = await exported.text()
	const data = JSON.parse(text) as { reports: Array<Record<string, unknown>> }
	expect(data.reports).toEqual([
		{
			reason: 'impersonation',
			created_at: expect.any(String),
			status: 'open',
			resolution: null,
			closed_at: null,
		},
	])
	expect(text).not.toContain(words)
	expect(text).not.toContain('reporter-e2e@example.test')
	// The profile is still live: a report hides nothing by itself.
	expect((await page.goto(provider.path))?.status()).toBe(200)
	await expect(page.getByRole('link', { name: 'Report this profile' })).toBeVisible()
	await owner.dispose()
})
