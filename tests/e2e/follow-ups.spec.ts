import { expectAccessible } from './support/axe'
import { expect, test } from './support/fixtures'
import { decodeRaw, type SinkMessage } from './support/mail'
import { startOwnServer } from './support/own-server'

// docs/product.md#follow-ups with the real job, outbox and SMTP sink. The follow-up comes
// FOLLOW_UP_DELAY after delivery: this spec runs its own server with FOLLOW_UP_DELAY=20s (and a small
// demo directory), so the shared server's timing stays as it is for every other spec.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 8
const ORIGIN = `http://localhost:${PORT}`
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
const SINK = `http://localhost:${process.env.E2E_SINK_PORT ?? 3211}/messages`
const DATA_DIR = `/tmp/openroom-e2e-follow-ups-${process.pid}`
let stop: (() => void) | undefined

test.describe.configure({ mode: 'serial' })
// bypassCSP: the CSP refuses the script axe injects.
test.use({ bypassCSP: true })

test.beforeAll(async () => {
	const started = await startOwnServer({
		port: PORT,
		dataDir: DATA_DIR,
		env: {
			SMTP_URL: `smtp://localhost:${SMTP_PORT}`,
			SEED_DEMO: 'always',
			DEMO_COUNT: '300',
			FOLLOW_UP_DELAY: '20s',
		},
		timeoutMs: 90_000,
	})
	stop = started.stop
})

test.afterAll(() => stop?.())

/** Waits (up to 60 s: the delay, the job's and the outbox's periods) for a matching mail to `to` (null: anyone). */
async function mailTo(to: string | null, match: (mail: string) => boolean): Promise<string> {
	let found: string | undefined
	await expect
		.poll(
			async () => {
				const messages = (await (await fetch(SINK)).json()) as SinkMessage[]
				found = messages
					.filter((m) => to === null || m.to.includes(to))
					// Long headers (List-Unsubscribe) are folded onto the next line: unfold them.
					.map((m) => decodeRaw(m.raw).replace(/\r?\n[ \t]+/g, ' '))
					.find(match)
				return Boolean(found)
			},
			{ timeout: 60_000, intervals: [1000] },
		)
		.toBe(true)
	return found as string
}

type Doc = {
	id: string
	first_name: string
	last_name: string
	url_tag: string
	short_id: number
	state: string | null
}

test("a message → 'Did … get back to you?' with four links → 'Not yet' shows three others accepting in the state → the provider's note → the second e-mail", async ({
	page,
}) => {
	test.setTimeout(180_000)
	const search = await page.request.get(`${ORIGIN}/api/user?state=CA&availability=accepting`)
	// One whose office is in California: the message keeps the listing's own state (docs/product.md#follow-ups).
	const first = ((await search.json()) as { docs: Doc[] }).docs.find((d) => d.state === 'CA') as Doc
	const name = `${first.first_name} ${first.last_name}`
	const visitor = `visitor-${Date.now()}@example.com`

	// Opened from a listing searched with a language (docs/product.md#follow-ups): the profile's form
	// sends that search with the message, and the suggestions come from it, all in California.
	await page.goto(`${ORIGIN}/therapist/${first.url_tag}/${first.short_id}`, {
		referer: `${ORIGIN}/therapists/california?language=spanish`,
	})
	await page.getByRole('link', { name: 'Email the therapist' }).click()
	const dialog = page.getByRole('dialog', { name: 'Email the therapist' })
	await dialog.getByLabel('Name').fill('Sam Visitor')
	await dialog.getByLabel('Email').fill(visitor)
	await dialog.getByLabel('Message').fill('Hello, do you have an evening opening for a first session?')
	await dialog.getByLabel('I am not a robot').check()
	const posted = page.waitForRequest((r) => r.url().includes('/api/contact') && r.method() === 'POST')
	await dialog.getByRole('button', { name: 'Send Message' }).click()
	expect((await posted).postDataJSON().search).toBe('/therapists/california?language=spanish')
	await expect(dialog.getByRole('heading', { name: 'Message Sent' })).toBeVisible()

	const followUp = await mailTo(visitor, (m) => m.includes('get back to you?'))
	expect(followUp).toMatch(new RegExp(`^Subject: Did ${name} get back to you\\?\\r?$`, 'm'))
	expect(followUp).toMatch(
		/^List-Unsubscribe: <http:\/\/localhost:\d+\/follow-up\/[\w.-]+\/unsubscribe>\r?$/m,
	)
	expect(followUp).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
	const links = [...followUp.matchAll(/http:\/\/localhost:\d+\/follow-up\/[\w.-]+\?answer=([a-z-]+)/g)]
	expect([...new Set(links.map((m) => m[1]))].sort()).toEqual(['cost', 'not-taking', 'not-yet', 'yes'])
	const notYet = links.find((m) => m[1] === 'not-yet')?.[0] as string

	// Opening the link asks; the button answers.
	await page.goto(notYet)
	await expect(page.getByRole('heading', { level: 1, name: `Did ${name} get back to you?` })).toBeVisible()
	await expectAccessible(page, 'follow-up question')
	await page.getByRole('button', { name: 'Not yet', exact: true }).click()
	await expect(page.getByRole('heading', { level: 1, name: 'Thank you, we have your answer' })).toBeVisible()
	const others = page
		.getByRole('region', { name: 'Accepting new clients in California' })
		.getByRole('listitem')
	await expect(others).toHaveCount(3)
	await expect(others.filter({ hasText: name })).toHaveCount(0)
	await expectAccessible(page, 'follow-up answer')

	// The therapist hears that someone is waiting, without who.
	const note = await mailTo(null, (m) => m.includes('says they have not heard back.'))
	expect(note).toMatch(/^Subject: Someone is waiting to hear back from you\r?$/m)
	expect(note).not.toContain(visitor)
	expect(note).not.toContain('Sam Visitor')

	// One FOLLOW_UP_DELAY later: the second e-mail with other therapists.
	const second = await mailTo(visitor, (m) => m.includes(`Still waiting to hear from ${name}?`))
	expect(second).toContain('are accepting new clients and confirmed it recently')

	// A forged link answers 4xx and says so.
	const forged = notYet.replace(/\.[\w-]{43}\?/, `.${'A'.repeat(43)}?`)
	const response = await page.goto(forged)
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
})
