import { expect, test } from './support/fixtures'
import { startOwnServer } from './support/own-server'

// docs/product.md#e-mail-without-smtp: `npm start` without SMTP_URL on localhost. A kept e-mail counts
// as delivered in /dev/mail, so the follow-up to a visitor's message arrives there FOLLOW_UP_DELAY later.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 10
const ORIGIN = `http://localhost:${PORT}`
const DATA_DIR = `/tmp/openroom-e2e-dev-mail-${process.pid}`
let stop: (() => void) | undefined

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	const started = await startOwnServer({
		port: PORT,
		dataDir: DATA_DIR,
		env: { SEED_DEMO: 'never', FOLLOW_UP_DELAY: '3s' },
		seedAvailability: true,
	})
	stop = started.stop
})

test.afterAll(() => stop?.())

test('without SMTP_URL a message is delivered to /dev/mail and its follow-up arrives there', async ({
	page,
}) => {
	const listed = await page.request.get(`${ORIGIN}/api/user?state=NY`)
	const rosa = ((await listed.json()) as { docs: Array<{ id: string; first_name: string }> }).docs.find(
		(d) => d.first_name === 'Rosa',
	)
	if (!rosa) throw new Error('the seeded provider is not listed')
	const sent = await page.request.post(`${ORIGIN}/api/contact`, {
		headers: { Origin: ORIGIN },
		data: {
			name: 'Sam Visitor',
			private_message: 'Hello, do you have an opening on Tuesdays?',
			author_email: `dev-mail-${Date.now()}@example.com`,
			phone: '',
			recipient_user: rosa.id,
		},
	})
	expect(sent.status()).toBe(201)

	await expect
		.poll(
			async () => {
				await page.goto(`${ORIGIN}/dev/mail`)
				return page
					.getByRole('heading', { level: 2, name: `Did ${rosa.first_name} Marin get back to you?` })
					.count()
			},
			{ timeout: 45_000, intervals: [2_000] },
		)
		.toBe(1)
	await expect(page.getByText('counts as delivered')).toBeVisible()
	// The visitor's message counted as delivered: that is what started the follow-up's clock.
	const delivered = (subject: RegExp) =>
		page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: subject }) })
	await expect(delivered(/^New message from Sam Visitor/)).toContainText('delivered here')
	await expect
		.poll(
			async () => {
				await page.reload()
				return delivered(/get back to you\?$/).innerText()
			},
			{ timeout: 15_000 },
		)
		.toContain('delivered here')
})
