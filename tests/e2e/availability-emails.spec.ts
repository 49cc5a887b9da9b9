import { expectAccessible } from './support/axe'
import { expect, test } from './support/fixtures'
import { waitForMail } from './support/mail'
import { startOwnServer } from './support/own-server'

// docs/product.md#availability-freshness, in a phone-sized Chromium. The e-mail needs a provider
// whose availability was confirmed 31 days ago, which the shared test server cannot have: this
// spec runs its own server on a prepared data directory, with the real scheduler and outbox, and
// the shared mail sink (which refuses bounce-… addresses with 550).

const PORT = Number(process.env.E2E_PORT ?? 3210) + 7
const ORIGIN = `http://localhost:${PORT}`
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
const DATA_DIR = `/tmp/openroom-e2e-availability-${process.pid}`

type Seeded = {
	password: string
	reminded: { email: string; path: string }
	bouncing: { email: string; path: string }
}
let seeded: Seeded
let stop: (() => void) | undefined

// bypassCSP: the CSP refuses the script axe injects.
test.use({ viewport: { width: 390, height: 844 }, bypassCSP: true, reducedMotion: 'reduce' })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	const started = await startOwnServer({
		port: PORT,
		dataDir: DATA_DIR,
		env: { SMTP_URL: `smtp://localhost:${SMTP_PORT}`, SEED_DEMO: 'never' },
		seedAvailability: true,
	})
	seeded = started.seeded as Seeded
	stop = started.stop
})

test.afterAll(() => stop?.())

test('the monthly e-mail: open Waitlist, see the question, confirm once, see the result', async ({
	page,
}) => {
	const mail = await waitForMail(seeded.reminded.email, (m) => m.includes('/availability?'))
	expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
	const link = mail.match(
		/http:\/\/localhost:\d+\/availability\?id=[0-9a-f-]{36}&token=[\w-]+&set=waitlist/,
	)?.[0]
	if (!link) throw new Error('no Waitlist link in the e-mail')

	await page.goto(link)
	await expect(
		page.getByRole('heading', { level: 1, name: 'Set your availability to Waitlist for New Clients?' }),
	).toBeVisible()
	await expect(page.getByText('Rosa, your profile now says Accepting New Clients.')).toBeVisible()
	await expectAccessible(page, 'availability question')
	await page.getByRole('button', { name: 'Set to Waitlist for New Clients' }).click()
	await expect(
		page.getByRole('heading', { name: 'Thank you — your availability is set to Waitlist for New Clients' }),
	).toBeVisible()
	await page.getByRole('link', { name: 'View your profile' }).click()
	await expect(page).toHaveURL(`${ORIGIN}${seeded.reminded.path}`)
	await expect(page.getByText('Waitlist for New Clients').first()).toBeVisible()

	// The link works once.
	await page.goto(link)
	await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
})

test('a refused address: the profile offers the phone, the owner sees how to fix it', async ({
	page,
	browser,
}) => {
	// A visitor writes; the sink refuses the provider's address for good.
	await page.goto(`${ORIGIN}${seeded.bouncing.path}`)
	await page.getByRole('link', { name: 'Email the therapist' }).click()
	const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
	await dialog.getByLabel('Name').fill('Sam Visitor')
	await dialog.getByLabel('Email').fill('sam.visitor@example.test')
	await dialog.getByLabel('Message').fill('Hello, do you have time on Tuesdays?')
	await dialog.getByLabel('I am not a robot').check()
	await dialog.getByRole('button', { name: 'Send Message' }).click()
	await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toBeVisible()

	// Within a few outbox runs the form is gone and the phone is the way to reach them.
	await expect
		.poll(
			async () => {
				await page.goto(`${ORIGIN}${seeded.bouncing.path}`)
				return page.getByRole('link', { name: 'Email the therapist' }).count()
			},
			{ timeout: 30_000, intervals: [1_000, 2_000] },
		)
		.toBe(0)
	await expect(page.getByRole('link', { name: /Call/ })).toBeVisible()

	// The owner logs in and lands on their profile, with the notice.
	const ownerContext = await browser.newContext({
		viewport: { width: 390, height: 844 },
		bypassCSP: true,
		reducedMotion: 'reduce',
	})
	const owner = await ownerContext.newPage()
	await owner.goto(`${ORIGIN}/login`)
	const form = owner.getByRole('main')
	await form.getByLabel('Email', { exact: true }).fill(seeded.bouncing.email)
	await form.getByLabel('Password', { exact: true }).fill(seeded.password)
	await form.getByLabel('I am not a robot').check()
	await form.getByRole('button', { name: 'Log In' }).click()
	await expect(owner).toHaveURL(`${ORIGIN}${seeded.bouncing.path}`)
	const notice = owner.getByRole('alert').filter({ hasText: 'We could not deliver e-mail to your address' })
	await expect(notice).toContainText(seeded.bouncing.email)
	await expectAccessible(owner, 'owner notice')
	await notice.getByRole('link', { name: 'Update your e-mail' }).click()
	await expect(owner.getByRole('dialog', { name: 'Update Email' })).toBeVisible()
	await ownerContext.close()
})
