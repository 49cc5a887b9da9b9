import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createProvider, filledOutProfile } from './support/api-provider'
import { expect, ORIGIN, SAME_ORIGIN, test } from './support/fixtures'

// The served HTML of one page of each kind through the Nu HTML Checker (vnu, the W3C validator's
// engine), in one run: the JVM takes seconds to start. It needs Java (.ci/run installs Debian's
// default-jre-headless): without it the test is skipped locally and fails in CI.

const VNU = 'node_modules/vnu-jar/build/dist/vnu.jar'
const run = promisify(execFile)

async function hasJava(): Promise<boolean> {
	return run('java', ['-version']).then(
		() => true,
		() => false,
	)
}

test('home, listing, profile, post, quiz, /for-providers, /developers, /register and the booking pages are valid HTML', async ({
	request,
	playwright,
}) => {
	test.setTimeout(180_000)
	const java = await hasJava()
	if (!java && process.env.CI) throw new Error('Java is missing: .ci/run installs default-jre-headless')
	test.skip(!java, 'Java is not installed (apt-get install -y default-jre-headless): HTML not validated')

	const provider = await createProvider(request, await filledOutProfile(request))
	// docs/product.md#free-consultations: the booking page (English and Spanish) as a visitor sees it.
	const saved = await request.post('/api/user', {
		headers: SAME_ORIGIN,
		data: {
			consultation: {
				enabled: true,
				minutes: 30,
				by: 'video',
				time_zone: 'America/Chicago',
				windows: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => ({
					day,
					from: '10:00',
					to: '12:00',
				})),
			},
		},
	})
	expect(saved.status(), await saved.text()).toBe(200)
	const visitor = await playwright.request.newContext({ baseURL: ORIGIN })
	const pages = [
		'/',
		'/therapists/california',
		provider.path,
		'/posts/depression',
		'/tests/anxiety',
		'/for-providers',
		'/developers',
		'/register',
		`${provider.path}/book`,
		`/es${provider.path}/book?tz=America/Los_Angeles`,
	]
	const dir = mkdtempSync(path.join(tmpdir(), 'openroom-vnu-'))
	try {
		// vnu names each file by its file: URL. A page known to be invalid proves the files were read.
		const canary = path.join(dir, 'canary.html')
		writeFileSync(canary, '<!doctype html><html lang="en"><title>Canary</title><dl><dt>Term</dt></dl></html>')
		const files = new Map<string, string>([[canary, 'canary']])
		for (const [i, url] of pages.entries()) {
			const response = await (url.includes('/book') ? visitor : request).get(url)
			expect(response.status(), url).toBe(200)
			const file = path.join(dir, `page-${i}.html`)
			writeFileSync(file, await response.body())
			files.set(file, url)
		}
		// Exit code 1 when there are errors; the JSON report is on stderr either way.
		const args = ['-jar', VNU, '--format', 'json', '--errors-only', ...files.keys()]
		const { stderr } = await run('java', args, { maxBuffer: 16 << 20 }).catch(
			(error: { stderr?: string }) => ({
				stderr: error.stderr ?? '',
			}),
		)
		const { messages } = JSON.parse(stderr) as {
			messages: Array<{ type: string; url: string; lastLine?: number; message: string; extract?: string }>
		}
		const errors = messages
			.filter((m) => m.type === 'error' || m.type === 'non-document-error')
			.map((m) => {
				const page = files.get(m.url.replace(/^file:/, '')) ?? m.url
				return `${page}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`.trim()
			})
		expect(
			errors.filter((e) => e.startsWith('canary:')).length,
			'vnu reads the pages (the canary is invalid)',
		).toBe(1)
		expect(errors.filter((e) => !e.startsWith('canary:'))).toEqual([])
	} finally {
		rmSync(dir, { recursive: true, force: true })
	}
})
