import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { freePort, waitForServer } from '../../scripts/bench/lib'

// Page weight budgets (issue 13, "Fast on a phone"), measured on the production build as a browser
// receives it: the built server renders each page, and the page's own <link rel="modulepreload"> and
// stylesheet links say what loads before any interaction (the ground truth React Router writes).
// Files are compressed here with brotli (quality 11, what a precompressing server sends) so the
// numbers are deterministic; gzip is printed alongside. Runs after `npm run build` (npm run test:budget
// inside test:e2e); without a build it fails in CI and is skipped locally with a message.

const KB = 1024
/** JavaScript before interaction, brotli-compressed. The goal is 120 KB for every visitor page. */
const JS_BUDGET_KB: Record<string, number> = {
	landing: 120,
	listing: 120,
	posts: 120,
	quiz: 120,
	'for-providers': 120,
	profile: 120,
	register: 120,
}
/** A Spanish twin (/es…) loads at most this much more JavaScript than its English page (issue 29). */
const SPANISH_EXTRA_KB = 10
/** The visitor pages with a Spanish twin: the same path under /es. */
const TWINNED = ['landing', 'listing', 'posts', 'quiz', 'for-providers', 'profile']
const CSS_BUDGET_KB = 15
/** A listing page's HTML, uncompressed. The goal is 60 KB; lower this as the page is trimmed. */
const LISTING_HTML_BUDGET_KB = 60

const root = path.resolve(import.meta.dirname, '../..')
const client = path.join(root, 'build/client')
const built = existsSync(path.join(root, 'build/server/index.js'))

if (!built && process.env.CI)
	throw new Error('bundle-budget: no build under build/ (run npm run build first)')
if (!built) console.warn('bundle-budget: skipped, no build under build/ (run npm run build first)')

const brotli = (b: Buffer) =>
	brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
const gzip = (b: Buffer) => gzipSync(b, { level: 9 }).length

type Weight = { files: string[]; brotli: number; gzip: number }
function weigh(hrefs: string[]): Weight {
	let br = 0
	let gz = 0
	for (const href of hrefs) {
		const file = readFileSync(path.join(client, href))
		br += brotli(file)
		gz += gzip(file)
	}
	return { files: hrefs, brotli: br, gzip: gz }
}

const links = (html: string, rel: string) =>
	[...html.matchAll(new RegExp(`<link[^>]*rel="${rel}"[^>]*>`, 'g'))]
		.map((m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? '')
		.filter((href) => href.startsWith('/assets/'))

describe.skipIf(!built)('page weight of the production build', () => {
	let server: ChildProcess
	let base = ''
	let dataDir = ''
	const pages: Record<string, string> = {
		landing: '/',
		listing: '/therapists/california',
		posts: '/posts/anxiety',
		quiz: '/tests/anxiety',
		'for-providers': '/for-providers',
		register: '/register',
	}

	beforeAll(async () => {
		const port = await freePort()
		base = `http://localhost:${port}`
		dataDir = mkdtempSync(path.join(tmpdir(), 'openroom-budget-'))
		server = spawn(process.execPath, ['server.js'], {
			cwd: root,
			stdio: 'ignore',
			env: {
				...process.env,
				NODE_ENV: 'production',
				PORT: String(port),
				DATA_DIR: dataDir,
				PUBLIC_URL: base,
				SEED_DEMO: 'always',
				// As many as the browser tests, so the listing's counts are as long as there.
				DEMO_COUNT: '2000',
				LOG_LEVEL: 'warn',
				SMTP_URL: 'smtp://localhost:1',
			},
		})
		await waitForServer(`${base}/`, server, 120_000)
		// A profile of the demo directory, as the listing links it.
		const listing = await (await fetch(`${base}/therapists/california`)).text()
		const profile = /href="(\/therapist\/[^"]+)"/.exec(listing)?.[1]
		if (!profile) throw new Error('no profile linked from /therapists/california')
		pages.profile = profile
	}, 150_000)

	afterAll(() => {
		server?.kill()
		if (dataDir) rmSync(dataDir, { recursive: true, force: true })
	})

	const render = async (page: string, locale: 'en' | 'es' = 'en') => {
		const path = locale === 'es' ? `/es${pages[page] === '/' ? '' : pages[page]}` : pages[page]
		const response = await fetch(`${base}${path}`)
		expect(response.status, path).toBe(200)
		return response.text()
	}
	const scripts = (html: string) => weigh([...new Set(links(html, 'modulepreload'))])

	test.each(Object.keys(JS_BUDGET_KB))('%s: JavaScript and CSS before interaction', async (page) => {
		const html = await render(page)
		const js = scripts(html)
		const css = weigh(links(html, 'stylesheet'))
		console.log(
			`${page.padEnd(14)} JS ${(js.brotli / KB).toFixed(1)} KB brotli (${(js.gzip / KB).toFixed(1)} KB gzip, ${js.files.length} files) | CSS ${(css.brotli / KB).toFixed(1)} KB brotli`,
		)
		expect(js.files.length, 'modulepreload links').toBeGreaterThan(0)
		expect(js.brotli / KB, `${page} JS (KB brotli): ${js.files.join(' ')}`).toBeLessThanOrEqual(
			JS_BUDGET_KB[page],
		)
		expect(css.brotli / KB, `${page} CSS (KB brotli)`).toBeLessThanOrEqual(CSS_BUDGET_KB)
	})

	test.each(TWINNED)('%s in Spanish: within the budget and 10 KB of its English twin', async (page) => {
		const english = scripts(await render(page))
		const spanish = scripts(await render(page, 'es'))
		console.log(
			`${page.padEnd(14)} JS en ${(english.brotli / KB).toFixed(1)} KB | es ${(spanish.brotli / KB).toFixed(1)} KB brotli`,
		)
		expect(spanish.brotli / KB, `${page} in Spanish JS (KB brotli)`).toBeLessThanOrEqual(JS_BUDGET_KB[page])
		expect(
			(spanish.brotli - english.brotli) / KB,
			`${page}: Spanish JS over English (KB brotli)`,
		).toBeLessThanOrEqual(SPANISH_EXTRA_KB)
	})

	test('a listing page’s HTML', async () => {
		const bytes = Buffer.byteLength(await render('listing'))
		console.log(`listing HTML ${(bytes / KB).toFixed(1)} KB`)
		expect(bytes / KB, 'listing HTML (KB, uncompressed)').toBeLessThanOrEqual(LISTING_HTML_BUDGET_KB)
	})
})
