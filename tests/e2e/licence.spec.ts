import type { Browser, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { startOwnServer } from './support/own-server'

// A provider enters their NPI and licence in the Licence modal, with JavaScript and without; the
// claim matches a row of a generated NPI registry file imported as the operator would, so their
// profile says 'Licence checked' with its evidence (docs/product.md#licence-checks). A server of its
// own: the registry is imported into its data directory before it starts (the embedded database
// serves one process at a time).

const PORT = Number(process.env.E2E_PORT ?? 3210) + 13
const ORIGIN = `http://localhost:${PORT}`
const DATA_DIR = `/tmp/openroom-e2e-licence-${process.pid}`

type Seeded = {
	password: string
	providers: Array<{ email: string; npi: string; number: string; path: string }>
}
let seeded: Seeded
let stop: (() => void) | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	test.setTimeout(180_000)
	const started = await startOwnServer({
		port: PORT,
		dataDir: DATA_DIR,
		env: { SEED_DEMO: 'never' },
		seedScript: 'seed-registry.ts',
		timeoutMs: 120_000,
	})
	seeded = started.seeded as Seeded
	stop = started.stop
})

test.afterAll(() => stop?.())

async function logIn(page: Page, email: string) {
	await page.goto(`${ORIGIN}/login`)
	const form = page.getByRole('main')
	await form.getByLabel('Email', { exact: true }).fill(email)
	await form.getByLabel('Password', { exact: true }).fill(seeded.password)
	await form.getByLabel('I am not a robot').check()
	await form.getByRole('button', { name: 'Log In' }).click()
	await expect(page).toHaveURL(/\/therapist\//)
}

/** The profile as a visitor sees it, in a context of its own. */
async function asVisitor(browser: Browser, path: string) {
	const context = await browser.newContext()
	const page = await context.newPage()
	await page.goto(`${ORIGIN}${path}`)
	return { page, close: () => context.close() }
}

test('with JavaScript: NPI and licence in the modal → the profile shows Licence checked with its evidence', async ({
	page,
	browser,
}) => {
	const [imani] = seeded.providers
	const before = await asVisitor(browser, imani.path)
	await expect(before.page.getByRole('heading', { name: 'Licence not yet checked' })).toBeVisible()
	await before.close()

	await logIn(page, imani.email)
	await page.goto(`${ORIGIN}${imani.path}`)
	await expect.poll(() => page.evaluate(() => localStorage.getItem('openroom:session'))).not.toBeNull()
	await page.getByRole('link', { name: 'Your Licence' }).click()
	const modal = page.getByRole('dialog', { name: 'Licence' })
	await expect(modal.getByText('Licence not yet checked.')).toBeVisible()
	// A typo in the check digit is caught at once.
	await modal.getByLabel('NPI (National Provider Identifier)').fill('1234567890')
	await expect(modal.getByText('Please enter a valid 10-digit NPI.')).toBeVisible()
	await modal.getByLabel('NPI (National Provider Identifier)').fill(imani.npi)
	await modal.getByLabel('Licence type').selectOption('lpc')
	await modal.getByLabel('Licence number').fill('54321')
	await modal.getByRole('button', { name: 'Save' }).click()
	await expect(modal).toBeHidden()

	const after = await asVisitor(browser, imani.path)
	const evidence = after.page.locator('[data-licence="checked"]')
	await expect(evidence.getByRole('heading', { name: 'Licence checked' })).toBeVisible()
	await expect(evidence).toContainText(
		`LPC, Texas, no. 54321 · NPI ${imani.npi} · matched the national NPI registry (file of 10 Nov 2026) on`,
	)
	await expect(evidence.getByRole('link', { name: 'How we check licences' })).toHaveAttribute(
		'href',
		'/licence-checks',
	)
	// The Spanish twin says the same in Spanish.
	await after.page.goto(`${ORIGIN}/es${imani.path}`)
	await expect(after.page.locator('[data-licence="checked"]')).toContainText('LPC, Texas, n.º 54321')
	await after.close()
})

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('the modal posts to the profile page: a bad NPI gets its message, a good one is checked', async ({
		page,
		browser,
	}) => {
		const [, tomas] = seeded.providers
		await logIn(page, tomas.email)
		await page.goto(`${ORIGIN}${tomas.path}?edit=licence`)
		const modal = page.getByRole('dialog', { name: 'Licence' })
		await modal.getByLabel('NPI (National Provider Identifier)').fill('1234567890')
		await modal.getByLabel('Licence type').selectOption('lcsw')
		await modal.getByLabel('Licence number').fill('88123')
		await modal.getByRole('button', { name: 'Save' }).click()
		await expect(
			page.getByRole('dialog', { name: 'Licence' }).getByText('Please enter a valid 10-digit NPI.'),
		).toBeVisible()
		// What was typed is still there.
		await expect(page.getByLabel('Licence number')).toHaveValue('88123')
		await page.getByLabel('NPI (National Provider Identifier)').fill(tomas.npi)
		await page.getByRole('button', { name: 'Save' }).click()
		await expect(page).toHaveURL(`${ORIGIN}${tomas.path}`)

		const visitor = await asVisitor(browser, tomas.path)
		await expect(visitor.page.locator('[data-licence="checked"]')).toContainText(
			`LCSW, Texas, no. 88123 · NPI ${tomas.npi} · matched the national NPI registry (file of 10 Nov 2026)`,
		)
		await visitor.close()
	})
})
