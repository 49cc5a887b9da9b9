import { rmSync } from 'node:fs'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { type ErrorReportSink, startErrorReportSink } from '../ops/support/error-report-sink'
import { type Instance, startInstance } from '../ops/support/instance'

// Browser error reports (docs/product.md#logs-metrics-and-error-reports, product spec §9): with
// SENTRY_DSN set, a visitor's browser on the production host reports an error, scrubbed, to the
// Sentry-compatible server (here a local sink); a bot, another host name, or a server without the
// setting sends nothing and never even loads the SDK. The instance with the setting is started
// here (embedded database); the suite's own server has none.

// Beside the suite's own ports, so two runs with their own E2E_PORT do not collide.
const PORT = Number(process.env.E2E_ERRORS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 20)
const SINK_PORT = PORT + 1
const VISITOR =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

declare global {
	interface Window {
		__SENTRY__?: unknown
	}
}

const DATA_DIR = `/tmp/openroom-e2e-errors-${process.pid}`
let instance: Instance
let sink: ErrorReportSink

// One instance for the file's tests: they run in one worker, in order.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
	test.setTimeout(180_000)
	sink = await startErrorReportSink(SINK_PORT)
	instance = await startInstance({
		port: PORT,
		// The embedded database, in a fresh directory of its own.
		databaseUrl: '',
		env: { SENTRY_DSN: sink.dsn, DATA_DIR },
	})
})

test.afterAll(async () => {
	await instance?.stop()
	await sink?.close()
	rmSync(DATA_DIR, { recursive: true, force: true })
})

async function openPage(browser: Browser, userAgent: string, url: string): Promise<Page> {
	const context = await browser.newContext({ userAgent })
	const page = await context.newPage()
	await page.goto(url)
	await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
	return page
}

/** An uncaught error in the page, as a bug in an event handler would throw. */
const throwInPage = (page: Page) =>
	page.evaluate(() => {
		setTimeout(() => {
			throw new Error('Could not save the answer of ana@example.com')
		})
	})

test('a visitor on the production host reports an error, without personal data', async ({ browser }) => {
	const page = await openPage(browser, VISITOR, `${instance.url}/learn/anxiety?email=ana%40example.com`)
	await expect.poll(() => page.evaluate(() => window.__SENTRY__ !== undefined)).toBe(true)
	await throwInPage(page)
	await expect.poll(() => sink.events().length, { timeout: 15_000 }).toBe(1)
	const [event] = sink.events()
	expect(JSON.stringify(event.payload.exception)).toContain('Could not save the answer of [email]')
	expect(event.payload.request).toEqual({ url: `${instance.url}/learn/anxiety` })
	for (const body of sink.bodies) expect(body).not.toContain('ana@example.com')
	await page.context().close()
})

test('a bot, another host name, or a server without SENTRY_DSN sends nothing', async ({
	browser,
	baseURL,
}) => {
	const before = sink.items.length
	const pages = [
		await openPage(browser, GOOGLEBOT, `${instance.url}/learn/anxiety`),
		// The same server under a name that is not PUBLIC_URL's (a staging alias, a tunnel).
		await openPage(browser, VISITOR, `http://127.0.0.1:${PORT}/learn/anxiety`),
		// The suite's own server has no SENTRY_DSN.
		await openPage(browser, VISITOR, `${baseURL}/learn/anxiety`),
	]
	for (const page of pages) {
		const outside: string[] = []
		page.on('request', (request) => {
			if (new URL(request.url()).origin !== new URL(page.url()).origin) outside.push(request.url())
		})
		await throwInPage(page)
		await page.reload()
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await throwInPage(page)
		expect(await page.evaluate(() => window.__SENTRY__ === undefined)).toBe(true)
		expect(outside).toEqual([])
	}
	// Long enough for a report to have arrived, had one been sent.
	await new Promise((r) => setTimeout(r, 2000))
	expect(sink.items.length).toBe(before)
	for (const page of pages) await page.context().close()
})
