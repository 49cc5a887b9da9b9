import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { waitForMail } from './support/mail'
import { startOwnServer } from './support/own-server'

// Every page an e-mail links to, with JavaScript off (docs/product.md#origin): the link opens a page,
// its button posts the page's own form, and the page shows its result. Their Referrer-Policy must let
// the browser send our Origin with that post (a `no-referrer` page posts `Origin: null`, which the
// origin check refuses). One server of its own: the real scheduler sends the availability e-mail
// and, FOLLOW_UP_DELAY after a message is delivered, the follow-up.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 9
const ORIGIN = `http://localhost:${PORT}`
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
const DATA_DIR = `/tmp/openroom-e2e-link-pages-${process.pid}`

type Seeded = { reminded: { email: string; path: string } }
let seeded: Seeded
let stop: (() => void) | undefined

test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	const started = await startOwnServer({
		port: PORT,
		dataDir: DATA_DIR,
		env: { SMTP_URL: `smtp://localhost:${SMTP_PORT}`, SEED_DEMO: 'never', FOLLOW_UP_DELAY: '2s' },
		seedAvailability: true,
	})
	seeded = started.seeded as Seeded
	stop = started.stop
})

test.afterAll(() => stop?.())

/** The first link in `mail` that matches `pattern`, with this server's origin. */
function linkIn(mail: string, pattern: RegExp): string {
	const found = mail.replace(/\r?\n[ \t]+/g, ' ').match(pattern)?.[0]
	if (!found) throw new Error(`no ${pattern} in:\n${mail.slice(0, 2000)}`)
	return found
}

/** Opens `link`, presses `button` and expects the page (not JSON) to show `result`. */
async function pressOnPage(page: Page, link: string, button: string, result: string) {
	const opened = await page.goto(link)
	expect(opened?.headers()['referrer-policy']).toBe('same-origin')
	const posted = page.waitForResponse((r) => r.request().method() === 'POST')
	await page.getByRole('button', { name: button, exact: true }).click()
	const response = await posted
	expect(response.request().headers().origin).toBe(ORIGIN)
	expect(response.headers()['content-type']).toMatch(/^text\/html/)
	await expect(page.getByRole('heading', { name: result })).toBeVisible()
}

test('the availability e-mail: its answer page and its unsubscribe page work without JavaScript', async ({
	page,
}) => {
	const mail = await waitForMail(seeded.reminded.email, (m) => m.includes('/availability?'))
	const accepting = linkIn(
		mail,
		/http:\/\/localhost:\d+\/availability\?id=[0-9a-f-]{36}&token=[\w-]+&set=accepting/,
	)
	const unsubscribe = linkIn(mail, /http:\/\/localhost:\d+\/unsubscribe\/[\w.-]+/)
	await pressOnPage(
		page,
		accepting,
		'Set to Accepting New Clients',
		'Thank you — your availability is set to Accepting New Clients',
	)
	await pressOnPage(page, unsubscribe, 'Unsubscribe', 'You are unsubscribed')
})

test("a visitor's follow-up, its unsubscribe, and the provider's follow-up work without JavaScript", async ({
	page,
}) => {
	test.setTimeout(120_000)
	const profile = await page.request.get(`${ORIGIN}/api/user?state=NY`)
	const rosa = ((await profile.json()) as { docs: Array<{ id: string; first_name: string }> }).docs.find(
		(d) => d.first_name === 'Rosa',
	)
	if (!rosa) throw new Error('the seeded provider is not listed')
	const visitor = `no-js-visitor-${Date.now()}@example.com`
	const sent = await page.request.post(`${ORIGIN}/api/contact`, {
		headers: { Origin: ORIGIN },
		data: {
			name: 'Sam Visitor',
			private_message: 'Hello, do you have an opening on Tuesdays?',
			author_email: visitor,
			phone: '',
			recipient_user: rosa.id,
		},
	})
	expect(sent.status()).toBe(201)

	const followUp = await waitForMail(visitor, (m) => m.includes('get back to you?'))
	const notYet = linkIn(followUp, /http:\/\/localhost:\d+\/follow-up\/[\w.-]+\?answer=not-yet/)
	await pressOnPage(page, notYet, 'Not yet', 'Thank you, we have your answer')

	// The therapist's note links to their side of it.
	const note = await waitForMail(seeded.reminded.email, (m) => m.includes('/follow-up/provider/'))
	const providerLink = linkIn(note, /http:\/\/localhost:\d+\/follow-up\/provider\/[\w.-]+(\?side=[a-z-]+)?/)
	const opened = await page.goto(providerLink)
	expect(opened?.status()).toBe(200)
	const button = page.getByRole('main').getByRole('button')
	await pressOnPage(
		page,
		providerLink,
		(await button.first().innerText()).trim(),
		'Thank you, we have noted your side',
	)

	const unsubscribe = linkIn(followUp, /http:\/\/localhost:\d+\/follow-up\/[\w.-]+\/unsubscribe/)
	await pressOnPage(page, unsubscribe, 'Unsubscribe', 'You will get no more follow-ups')
})

test("a form posted from another site's page is answered with a page that says so, not with JSON", async ({
	page,
}) => {
	// A page of another origin (here: a data: URL, whose Origin is null) posting to a follow-up link.
	await page.goto(
		`data:text/html,<form method="post" action="${ORIGIN}/follow-up/x.y"><button>Send</button></form>`,
	)
	const posted = page.waitForResponse((r) => r.request().method() === 'POST')
	await page.getByRole('button', { name: 'Send' }).click()
	const response = await posted
	expect(response.status()).toBe(403)
	expect(response.headers()['content-type']).toMatch(/^text\/html/)
	await expect(page.getByRole('heading', { level: 1, name: 'This form could not be sent' })).toBeVisible()
})
