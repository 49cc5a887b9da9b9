import { expectAccessible } from './support/axe'
import { expect, test } from './support/fixtures'
import { decodeRaw, type SinkMessage } from './support/mail'
import { startOwnServer } from './support/own-server'

// 'Did your call with … happen?' (docs/product.md#free-consultations) with the real follow-ups job,
// outbox and SMTP sink, without JavaScript, in Spanish: a call booked from /es that ended an hour ago
// (seed-past-call.ts; a booking cannot be made in the past) on a server of its own with
// FOLLOW_UP_DELAY=1s. 'No me llamaron' is recorded once; the provider gets the private note; the used
// and a forged link answer 4xx.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 14
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526)
const SINK = `http://localhost:${process.env.E2E_SINK_PORT ?? 3211}/messages`
const DATA_DIR = `/tmp/openroom-e2e-call-follow-up-${process.pid}`
let stop: (() => void) | undefined
let seeded: { person: string; provider: string }

// bypassCSP: the CSP refuses the script axe injects.
test.use({ bypassCSP: true })

test.beforeAll(async () => {
	const started = await startOwnServer({
		port: PORT,
		dataDir: DATA_DIR,
		seedScript: 'seed-past-call.ts',
		env: { SMTP_URL: `smtp://localhost:${SMTP_PORT}`, FOLLOW_UP_DELAY: '1s' },
		timeoutMs: 90_000,
	})
	stop = started.stop
	seeded = started.seeded as typeof seeded
})

test.afterAll(() => stop?.())

async function mailTo(to: string, match: (mail: string) => boolean): Promise<string> {
	let found: string | undefined
	await expect
		.poll(
			async () => {
				const messages = (await (await fetch(SINK)).json()) as SinkMessage[]
				found = messages
					.filter((m) => m.to.includes(to))
					.map((m) => decodeRaw(m.raw).replace(/\r?\n[ \t]+/g, ' '))
					.find(match)
				return Boolean(found)
			},
			{ timeout: 60_000, intervals: [1000] },
		)
		.toBe(true)
	return found as string
}

test("after the call: the Spanish question → 'No me llamaron' without JavaScript → the provider's note; a used or forged link is 4xx", async ({
	page,
	browser,
}) => {
	test.setTimeout(150_000)
	const question = await mailTo(seeded.person, (m) => m.includes('/es/consultation/follow-up/'))
	expect(question).toMatch(
		/^List-Unsubscribe: <http:\/\/localhost:\d+\/es\/follow-up\/[\w.-]+\/unsubscribe>\r?$/m,
	)
	const links = [
		...question.matchAll(/http:\/\/localhost:\d+\/es\/consultation\/follow-up\/[\w.-]+\?answer=([a-z-]+)/g),
	]
	expect([...new Set(links.map((m) => m[1]))].sort()).toEqual(['cancelled', 'no-call', 'yes'])
	const noCall = links.find((m) => m[1] === 'no-call')?.[0] as string

	// Opening the link asks, in Spanish, and changes nothing (axe runs here: it needs a page's script).
	await page.goto(noCall)
	await expect(
		page.getByRole('heading', { level: 1, name: '¿Se hizo su llamada con Rosa Marin?' }),
	).toBeVisible()
	await expectAccessible(page, 'call follow-up question')
	// Without JavaScript, the button answers.
	const context = await browser.newContext({ javaScriptEnabled: false })
	const noJs = await context.newPage()
	await noJs.goto(noCall)
	await expect(noJs.getByText('Su respuesta: No me llamaron')).toBeVisible()
	await noJs.getByRole('button', { name: 'Enviar mi respuesta' }).click()
	await expect(noJs.getByText('Lamentamos que la llamada no se hiciera')).toBeVisible()
	await expect(noJs.getByText(/Rosa Marin recibe una nota privada, sin su nombre\./)).toBeVisible()
	await context.close()

	// The therapist hears of it, in English, without who.
	const note = await mailTo(seeded.provider, (m) => m.includes('says the call did not happen.'))
	expect(note).toMatch(/^Subject: Someone says their free call did not happen\r?$/m)
	expect(note).not.toContain(seeded.person)
	expect(note).not.toContain('Sam Reed')

	// The first answer counts: the link, opened again, says so and changes nothing.
	const again = await page.goto(noCall.replace('answer=no-call', 'answer=yes'))
	expect(again?.status()).toBe(409)
	await expect(page.getByText('Ya respondió: solo cuenta la primera respuesta. Gracias.')).toBeVisible()
	await expectAccessible(page, 'call follow-up, used link')
	const forged = noCall.replace(/\.[\w-]{43}\?/, `.${'A'.repeat(43)}?`)
	expect((await page.goto(forged))?.status()).toBe(404)
})
