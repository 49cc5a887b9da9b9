import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { expectAccessible } from './support/axe'

// The console's licence queue (docs/product.md#licence-checks): a moderator opens a licence check
// the registry could not confirm, sees the claim beside the registry, confirms it with the source
// used, and the audit log has it. A server of its own: the role command and the seed need it stopped.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 13
const ORIGIN = `http://localhost:${PORT}`
const DATA_DIR = `/tmp/openroom-e2e-licence-${process.pid}`
const SHOTS = process.env.CONSOLE_SHOTS_DIR
const MODERATOR = { email: `mod-${process.pid}@example.test`, password: 'moderator-password-1' }
const CLAIMANT = { email: `claimant-${process.pid}@example.test`, password: 'claimant-password-1' }

let server: ChildProcess | undefined

function start() {
	const { DATABASE_URL: _shared, SMTP_URL: _smtp, ...inherited } = process.env
	server = spawn('node', ['server.js'], {
		env: {
			...inherited,
			NODE_ENV: 'production',
			PORT: String(PORT),
			DATA_DIR,
			PUBLIC_URL: ORIGIN,
			LOG_LEVEL: 'error',
			SEED_DEMO: 'never',
		},
		stdio: 'inherit',
	})
	return (
		expect
			// A fresh embedded database boots in 5 s alone, and took 47 s on this 2-core machine under load.
			.poll(async () => (await fetch(`${ORIGIN}/`).catch(() => null))?.status ?? 0, { timeout: 150_000 })
			.toBe(200)
	)
}

async function stopServer() {
	const running = server
	if (!running || running.exitCode !== null) return
	const exited = new Promise((resolve) => running.once('exit', resolve))
	running.kill('SIGTERM')
	await exited
}

function script(file: string, ...args: string[]) {
	const { DATABASE_URL: _shared, ...inherited } = process.env
	const run = spawnSync('node', ['node_modules/tsx/dist/cli.mjs', file, ...args], {
		env: { ...inherited, DATA_DIR },
		encoding: 'utf8',
	})
	expect(run.status, run.stderr).toBe(0)
	return run.stdout.trim()
}

async function register(account: { email: string; password: string }) {
	const res = await fetch(`${ORIGIN}/auth/register`, {
		method: 'POST',
		headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
		body: JSON.stringify({ ...account, not_robot: true }),
	})
	expect(res.status).toBe(200)
}

async function shoot(page: Page, name: string) {
	await expectAccessible(page, name)
	if (!SHOTS) return
	for (const width of [360, 1280]) {
		await page.setViewportSize({ width, height: 900 })
		await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
	}
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	// Two starts of the server and two scripts on the embedded database.
	test.setTimeout(400_000)
	rmSync(DATA_DIR, { recursive: true, force: true })
	await start()
	await register(MODERATOR)
	await register(CLAIMANT)
	await stopServer()
	script('scripts/role.ts', 'grant', MODERATOR.email, 'moderator', 'Licence reviewer')
	script('tests/e2e/support/licence-seed.ts', CLAIMANT.email)
	await start()
})

test.afterAll(async () => {
	await stopServer()
	rmSync(DATA_DIR, { recursive: true, force: true })
})

test('a moderator confirms a licence that needs review with the source used; the audit log has it', async ({
	browser,
}) => {
	test.setTimeout(180_000)
	const context = await browser.newContext({ baseURL: ORIGIN, bypassCSP: true, reducedMotion: 'reduce' })
	const page = await context.newPage()
	const login = await page.request.post('/auth/login', {
		headers: { Origin: ORIGIN },
		data: { username: MODERATOR.email, password: MODERATOR.password },
	})
	expect(login.status()).toBe(200)
	await page.goto('/moderation')
	const secret = await page.getByTestId('totp-secret').getAttribute('data-secret')
	await page
		.getByLabel('Code from the app')
		.fill(new TOTP({ secret: Secret.fromBase32(secret ?? '') }).generate())
	await page.getByRole('button', { name: 'Confirm' }).click()
	await page.getByRole('link', { name: 'Continue to the console' }).click()

	await page.goto('/moderation/queues')
	const queue = page.getByRole('region', { name: /^Licence checks that need a person/ })
	await expect(queue.getByRole('heading')).toContainText('(1)')
	await expect(queue).toContainText('TX: No registry licence with this number and state')
	await shoot(page, 'console-licence-queue')
	await queue.getByRole('link', { name: 'Licence Claimant' }).click()
	await expect(page).toHaveURL(/\/moderation\/licence\/\d+$/)
	await expect(page.getByRole('heading', { name: 'Licence check: Licence Claimant' })).toBeVisible()
	const table = page.getByRole('table', { name: "The provider's claim and the registry's row" })
	await expect(table).toContainText('LPC, TX, no. 12345')
	await expect(table).toContainText('Not in the registry')
	await expect(
		page.getByRole('region', { name: 'Look it up at the source' }).getByRole('link').first(),
	).toHaveAttribute('href', /^https:\/\//)
	await shoot(page, 'console-licence-case')

	// Without a source the form is refused (the browser's required check is bypassed here).
	await page.getByLabel('The source you used').evaluate((el) => el.removeAttribute('required'))
	await page.getByRole('button', { name: 'Checked by a person' }).click()
	await expect(page.locator('#reason-confirm-error')).toContainText('Say which source you used')
	await page.getByLabel('The state whose board you used').selectOption('TX')
	await page.getByLabel('The source you used').fill('Texas BHEC licence look-up: LPC 12345, active')
	await page.getByRole('button', { name: 'Checked by a person' }).click()
	await expect(page.getByText('Licence marked as checked by a person.')).toBeVisible()
	await expect(page.getByRole('region', { name: 'Status' })).toContainText('Checked (by staff')
	await expect(page.getByRole('region', { name: 'Status' })).toContainText('the badge shows')
	await page.goto('/moderation/queues')
	await expect(
		page.getByRole('region', { name: /^Licence checks that need a person/ }).getByRole('heading'),
	).toContainText('(0)')

	await page.goto('/moderation/audit?action=licence.confirm')
	const row = page.getByRole('table').getByRole('row').filter({ hasText: 'licence.confirm' })
	await expect(row).toHaveCount(1)
	await expect(row).toContainText(MODERATOR.email)
	await expect(row).toContainText('Texas BHEC licence look-up: LPC 12345, active')
	await context.close()
})
