import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import routes from '../../app/routes'
import { createProvider, uniqueName } from './support/api-provider'
import { expectAccessible } from './support/axe'

// The staff console's part 1 (docs/product.md#staff-roles-second-factor-and-the-audit-log): the first
// admin is named with `npm run role` (refused while the server holds the embedded database), enrols
// TOTP, reaches /moderation and sees the enrolment in the audit log; a provider gets the ordinary 404
// on every console route of app/routes.ts. A server of its own: the role command needs it stopped.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 11
const ORIGIN = `http://localhost:${PORT}`
const DATA_DIR = `/tmp/openroom-e2e-console-${process.pid}`
const SHOTS = process.env.CONSOLE_SHOTS_DIR
const ADMIN = { email: `admin-${process.pid}@example.test`, password: 'admin-password-1' }
const PROVIDER = { email: `plain-${process.pid}@example.test`, password: 'plain-password-1' }
// The e2e mail sink (playwright.config.ts): the case below needs a verified, live provider.
const SMTP_URL = `smtp://localhost:${process.env.E2E_SMTP_PORT ?? 2526}`
/** The admin's authenticator, set when the first test enrols it. */
let adminTotp: TOTP | undefined

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
			SMTP_URL,
		},
		stdio: 'inherit',
	})
	return expect
		.poll(async () => (await fetch(`${ORIGIN}/`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
		.toBe(200)
}

async function stopServer() {
	const running = server
	if (!running || running.exitCode !== null) return
	const exited = new Promise((resolve) => running.once('exit', resolve))
	running.kill('SIGTERM')
	await exited
}

function role(...args: string[]) {
	const { DATABASE_URL: _shared, ...inherited } = process.env
	return spawnSync('node', ['node_modules/tsx/dist/cli.mjs', 'scripts/role.ts', ...args], {
		env: { ...inherited, DATA_DIR },
		encoding: 'utf8',
	})
}

async function register(account: { email: string; password: string }) {
	const res = await fetch(`${ORIGIN}/auth/register`, {
		method: 'POST',
		headers: { Origin: ORIGIN, 'Content-Type': 'application/json' },
		body: JSON.stringify({ ...account, not_robot: true }),
	})
	expect(res.status).toBe(200)
}

async function signedIn(browser: Browser, account: { email: string; password: string }): Promise<Page> {
	const context = await browser.newContext({ baseURL: ORIGIN, bypassCSP: true, reducedMotion: 'reduce' })
	const page = await context.newPage()
	const res = await page.request.post('/auth/login', {
		headers: { Origin: ORIGIN },
		data: { username: account.email, password: account.password },
	})
	expect(res.status(), await res.text()).toBe(200)
	return page
}

/** Every console path in app/routes.ts, so a new console route is tested here without a change. */
function consolePaths(): string[] {
	type Entry = { path?: string; file: string; children?: Entry[] }
	const out: string[] = []
	const walk = (entries: Entry[]) => {
		for (const e of entries) {
			if (e.file.startsWith('routes/moderation/')) out.push(`/${e.path ?? ''}`)
			if (e.children) walk(e.children)
		}
	}
	walk(routes as Entry[])
	return out
}

async function shoot(page: Page, name: string) {
	await expectAccessible(page, name)
	// English only: no link (the language link included) leads to a Spanish console page.
	await expect(page.locator('a[href^="/es/moderation"]')).toHaveCount(0)
	if (!SHOTS) return
	for (const width of [360, 1280]) {
		await page.setViewportSize({ width, height: 900 })
		await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
	}
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	rmSync(DATA_DIR, { recursive: true, force: true })
	await start()
	await register(ADMIN)
	await register(PROVIDER)
	// The embedded database is held by the server: the command says so plainly and changes nothing.
	const refused = role('grant', ADMIN.email, 'admin')
	expect(refused.status).toBe(1)
	expect(refused.stderr).toContain('stop the server')
	expect(refused.stderr).not.toMatch(/\n\s+at /)
	await stopServer()
	const granted = role('grant', ADMIN.email, 'admin', 'First admin')
	expect(granted.stdout).toContain(`${ADMIN.email} is now admin.`)
	await start()
})

test.afterAll(async () => {
	await stopServer()
	rmSync(DATA_DIR, { recursive: true, force: true })
})

test('a granted admin enrols TOTP, reaches the console and sees the enrolment in the audit log', async ({
	browser,
}) => {
	// Many pages, each checked with axe: longer than the suite's default on this shared machine.
	test.setTimeout(180_000)
	const page = await signedIn(browser, ADMIN)
	await page.goto('/moderation')
	await expect(page).toHaveURL(/\/moderation\/second-factor\/enrol$/)
	await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible()
	await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
	await shoot(page, 'console-enrol')
	const secret = await page.getByTestId('totp-secret').getAttribute('data-secret')
	const totp = new TOTP({ secret: Secret.fromBase32(secret ?? '') })
	adminTotp = totp
	await page.getByLabel('Code from the app').fill(totp.generate())
	await page.getByRole('button', { name: 'Confirm' }).click()
	await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible()
	await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
	await shoot(page, 'console-recovery-codes')
	await page.getByRole('link', { name: 'Continue to the console' }).click()
	await expect(page.getByRole('heading', { name: 'Console' })).toBeVisible()
	await expect(page.getByText(`Signed in as ${ADMIN.email}, admin.`)).toBeVisible()
	await shoot(page, 'console-home')

	await page.getByRole('link', { name: 'Audit log' }).click()
	const table = page.getByRole('table')
	await expect(table.getByRole('row').filter({ hasText: 'second_factor.enrol' })).toContainText(ADMIN.email)
	await expect(table.getByRole('row').filter({ hasText: 'role.grant' })).toContainText('First admin')
	await shoot(page, 'console-audit')
	const csv = await page.request.get('/moderation/audit.csv?action=second_factor.enrol')
	expect(csv.headers()['content-type']).toContain('text/csv')
	expect((await csv.text()).trim().split('\n')).toHaveLength(2)

	await page.goto('/moderation/staff')
	await expect(page.getByRole('heading', { name: 'Staff and roles' })).toBeVisible()
	await page.getByLabel('Account e-mail').fill(PROVIDER.email)
	await page.getByLabel('Reason', { exact: true }).fill('Joins the review team')
	await page.getByRole('button', { name: 'Grant role' }).click()
	await expect(page.getByText(`${PROVIDER.email} is now moderator.`)).toBeVisible()
	await shoot(page, 'console-staff')
	// Revoked again, so the provider below holds no role.
	await page.getByLabel('Reason to revoke moderator').fill('Test over')
	await page.getByRole('button', { name: 'Revoke moderator' }).click()
	await expect(page.getByText(`${PROVIDER.email} no longer holds moderator.`)).toBeVisible()
	// A cross-site post to a console action is refused by the origin check, and changes nothing.
	const crossSite = await page.request.post('/moderation/staff', {
		headers: { Origin: 'https://evil.example' },
		form: { email: PROVIDER.email, role: 'moderator', reason: 'Forged' },
		maxRedirects: 0,
	})
	expect(crossSite.status()).toBe(403)
	await page.goto('/moderation/staff')
	await expect(page.getByRole('list').getByText(PROVIDER.email)).toHaveCount(0)
	// The queues and a case: the provider's new profile, hidden with a reason, answers 410 to visitors.
	await page.goto('/moderation/queues')
	await expect(page.getByRole('heading', { name: /^Reports/ })).toBeVisible()
	await shoot(page, 'console-queues')
	await page
		.getByRole('region', { name: /^New profiles/ })
		.getByRole('link')
		.first()
		.click()
	await expect(page.getByRole('heading', { name: /^Case:/ })).toBeVisible()
	const short_id = /\/moderation\/profile\/(\d+)$/.exec(page.url())?.[1]
	await page.getByLabel('Why hide it').fill('Test: impersonation')
	await page.getByRole('button', { name: 'Hide this profile' }).click()
	await expect(page.getByText('Profile hidden:')).toBeVisible()
	await shoot(page, 'console-case')
	const gone = await fetch(`${ORIGIN}/therapist/${short_id}`, { redirect: 'manual' })
	expect(gone.status).toBe(410)
	expect(await gone.text()).toContain('This profile is no longer listed.')
	await page.getByLabel('Why restore it').fill('Test over')
	await page.getByRole('button', { name: 'Restore' }).click()
	await expect(page.getByText('Profile restored.')).toBeVisible()
	// The console has no Spanish twin, for staff too.
	expect((await page.request.get('/es/moderation', { maxRedirects: 0 })).status()).toBe(404)

	await page.goto('/moderation/second-factor')
	await expect(page.getByText('Recovery codes left: 10 of 10.')).toBeVisible()
	await shoot(page, 'console-second-factor')
	await page.context().close()

	// A new session must pass the second factor again.
	const again = await signedIn(browser, ADMIN)
	await again.goto('/moderation/audit')
	await expect(again).toHaveURL(/\/moderation\/second-factor\/verify$/)
	await shoot(again, 'console-verify')
	await again.context().close()
})

test('a report sent without JavaScript reaches the queue; hiding takes the profile off search and the API, its owner sees why, restoring brings it back, and the audit log has both', async ({
	browser,
}) => {
	test.setTimeout(180_000)
	const ownerContext = await browser.newContext({ baseURL: ORIGIN, reducedMotion: 'reduce' })
	const last = uniqueName('Harbor')
	const owner = await createProvider(ownerContext.request, { last_name: last }, { Origin: ORIGIN })
	const ownerPage = await ownerContext.newPage()
	const listed = async () => {
		const api = await fetch(`${ORIGIN}/api/user?search=${last}`)
		const { docs } = (await api.json()) as { docs: Array<{ short_id: number }> }
		const listing = await (await fetch(`${ORIGIN}/therapists/new-york?q=${last}`)).text()
		return { api: docs.map((d) => d.short_id), listing: listing.includes(`href="${owner.path}"`) }
	}
	await expect.poll(listed, { timeout: 20_000 }).toEqual({ api: [owner.short_id], listing: true })

	// A visitor without JavaScript reports the profile.
	const visitor = await browser.newContext({ baseURL: ORIGIN, javaScriptEnabled: false })
	const report = await visitor.newPage()
	await report.goto(owner.path)
	await report.getByRole('link', { name: 'Report this profile' }).click()
	await report.getByRole('radio', { name: 'Wrong or outdated details' }).check()
	const words = `The phone number rings a bakery (${last}).`
	await report.getByRole('textbox', { name: /^Details/ }).fill(words)
	await report.getByLabel('I am not a robot').check()
	await report.getByRole('button', { name: 'Send report' }).click()
	await expect(report.getByRole('heading', { level: 1, name: 'Thank you for your report' })).toBeVisible()

	// The admin, in a new session, passes the second factor and finds it in the queue.
	const page = await signedIn(browser, ADMIN)
	await page.goto('/moderation/queues')
	await expect(page).toHaveURL(/\/moderation\/second-factor\/verify$/)
	if (!adminTotp) throw new Error('the first test enrols the admin')
	// The code of the next step: the first test used this one, and a code is accepted once.
	await page.getByLabel('Code').fill(adminTotp.generate({ timestamp: Date.now() + 30_000 }))
	await page.getByRole('button', { name: 'Continue' }).click()
	await page.goto('/moderation/queues')
	const group = page
		.getByRole('region', { name: /^Reports/ })
		.getByRole('listitem')
		.filter({ hasText: owner.name })
	await expect(group.getByRole('row').filter({ hasText: 'Wrong or outdated details' })).toContainText(words)
	await shoot(page, 'console-queue-with-report')
	await group.getByRole('link', { name: owner.name }).click()
	await expect(page.getByRole('heading', { name: `Case: ${owner.name}` })).toBeVisible()
	await shoot(page, 'console-case-with-report')

	// Hidden: the page answers 410, search and the API lose it, and its owner reads why.
	await page.getByLabel('Why hide it').fill('Impersonates a clinic: phone and address are not theirs')
	await page.getByRole('button', { name: 'Hide this profile' }).click()
	await expect(page.getByText('Profile hidden:')).toBeVisible()
	const gone = await report.goto(owner.path)
	expect(gone?.status()).toBe(410)
	await expect(report.getByText('This profile is no longer listed.')).toBeVisible()
	await expect.poll(listed, { timeout: 20_000 }).toEqual({ api: [], listing: false })
	await ownerPage.goto(owner.path)
	await expect(ownerPage.getByText('Our moderators took your profile out of the directory.')).toBeVisible()
	await expect(ownerPage.getByText('Impersonates a clinic: phone and address are not theirs')).toBeVisible()

	// Restored: back on search and the API.
	await page.getByLabel('Why restore it').fill('The clinic confirmed the details by phone')
	await page.getByRole('button', { name: 'Restore' }).click()
	await expect(page.getByText('Profile restored.')).toBeVisible()
	expect((await report.goto(owner.path))?.status()).toBe(200)
	await expect.poll(listed, { timeout: 20_000 }).toEqual({ api: [owner.short_id], listing: true })

	// Both decisions are in the audit log with their reasons.
	await page.goto('/moderation/audit')
	const rows = page.getByRole('table').getByRole('row')
	await expect(rows.filter({ hasText: 'profile.hide' }).filter({ hasText: owner.id }).first()).toContainText(
		'Impersonates a clinic',
	)
	await expect(
		rows.filter({ hasText: 'profile.restore' }).filter({ hasText: owner.id }).first(),
	).toContainText('The clinic confirmed the details by phone')
	for (const context of [ownerContext, visitor, page.context()]) await context.close()
})

test('a provider and a visitor get the ordinary 404 on every console route', async ({ browser }) => {
	const paths = consolePaths()
	expect(paths.length).toBeGreaterThanOrEqual(8)
	const provider = await signedIn(browser, PROVIDER)
	const visitor = await browser.newContext({ baseURL: ORIGIN })
	// The page's nonce is new on every request; the path is the request's own.
	const normalise = (html: string, path: string) => {
		const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? 'none'
		return html.replaceAll(nonce, 'NONCE').replaceAll(path, 'PATH')
	}
	for (const request of [provider.request, visitor.request]) {
		for (const path of paths) {
			const unknown = `/no-such-page${path}`
			for (const method of ['get', 'post'] as const) {
				const a = await request[method](path, { headers: { Origin: ORIGIN }, maxRedirects: 0 })
				const b = await request[method](unknown, { headers: { Origin: ORIGIN }, maxRedirects: 0 })
				expect([method, path, a.status()]).toEqual([method, path, b.status()])
				if (method === 'get') {
					expect(a.status()).toBe(404)
					expect(normalise(await a.text(), path)).toBe(normalise(await b.text(), unknown))
				}
			}
		}
	}
	await provider.context().close()
	await visitor.close()
})
