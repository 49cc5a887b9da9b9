/**
 * npm run audit:lighthouse [-- --label after-compression] [--keep-reports DIR] [--no-build]
 *   [--pages /es,/es/therapists/california,/es{profile}] [--port N] [--runs 5] [--front tls]
 *
 * Lighthouse (mobile, default simulated throttling) over nine pages of the built app, started on a
 * throwaway DATA_DIR with the demo directory and a free port. With --front tls the pages are asked
 * of nginx in front of the app as docs/deploy.md deploys it (deploy/nginx.conf, TLS and HTTP/2, a
 * throwaway self-signed certificate made with openssl); without it, of the app itself over plain
 * HTTP/1.1, as `npm start` serves it. Each page is run --runs times (3 by
 * default) and the median run by performance score is reported, as Lighthouse's own guidance on
 * variability advises: on two shared cores one run's TBT moves a score by up to 9 points. Writes the
 * table to docs/benchmarks.md under `bench:lighthouse[-label]`. A benchmark, not a test: CI does not run it.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buildState } from '../build-freshness.js'
import { type Balancer, startNginx } from '../../tests/ops/support/nginx'
import { arg, flag, freePort, waitForServer, writeSection } from './lib'

const CHROME_FLAGS = [
	'--headless',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-quic',
	'--no-first-run',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
]
function buildIfNeeded(): void {
	if (buildState() === 'fresh') return
	console.log('building…')
	const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
	if (result.status !== 0) throw new Error('build failed')
}

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } }
type Report = {
	categories: Record<string, { score: number | null }>
	/** Lighthouse's measure of the host's CPU speed (higher is faster; its 4x slowdown assumes a fast desktop). */
	environment?: { benchmarkIndex?: number }
	audits: Record<string, Audit>
	runtimeError?: { message: string }
}

/** One Lighthouse run; a run whose trace failed (NO_NAVSTART on a busy machine) is tried again. */
function runLighthouse(url: string, output: string, attempts = 3): void {
	// The front's certificate is a throwaway self-signed one.
	const flags = url.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS
	const result = spawnSync(
		'node_modules/.bin/lighthouse',
		[
			url,
			'--form-factor=mobile',
			'--output=json',
			`--output-path=${output}`,
			`--chrome-flags=${flags.join(' ')}`,
			'--quiet',
		],
		{
			stdio: 'inherit',
			env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
		},
	)
	if (result.status === 0) return
	if (attempts <= 1) throw new Error(`lighthouse failed on ${url}`)
	console.log(`lighthouse failed on ${url}: trying again`)
	runLighthouse(url, output, attempts - 1)
}

const score = (report: Report, id: string) => {
	const s = report.categories[id]?.score
	return s === null || s === undefined ? '—' : String(Math.round(s * 100))
}
const seconds = (report: Report, id: string) =>
	`${((report.audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`

/** Transferred bytes by resource type, from the resource-summary audit. */
function bytesByType(report: Report): Record<string, number> {
	const out: Record<string, number> = {}
	for (const item of report.audits['resource-summary']?.details?.items ?? []) {
		out[String(item.resourceType)] = Number(item.transferSize ?? 0)
	}
	return out
}

/** The audits that cost best-practices points, to say why a page is below 100. */
function failedBestPractices(report: Report & { categories: Record<string, unknown> }): string[] {
	const refs =
		(report.categories['best-practices'] as { auditRefs?: Array<{ id: string; weight: number }> })
			.auditRefs ?? []
	return refs
		.filter((ref) => ref.weight > 0)
		.filter((ref) => {
			const s = (report.audits[ref.id] as { score?: number | null }).score
			return s !== null && s !== undefined && s < 1
		})
		.map((ref) => ref.id)
}

/** nginx with TLS and HTTP/2 on `port` in front of the app, with a certificate made for the run. */
async function startTlsFront(port: number, appPort: number, dir: string): Promise<Balancer> {
	const certificate = path.join(dir, 'front-cert.pem')
	const key = path.join(dir, 'front-key.pem')
	const made = spawnSync('openssl', [
		'req',
		'-x509',
		'-newkey',
		'rsa:2048',
		'-nodes',
		'-days',
		'1',
		'-subj',
		'/CN=localhost',
		'-keyout',
		key,
		'-out',
		certificate,
	])
	if (made.status !== 0) throw new Error(`openssl could not make the front's certificate: ${made.stderr}`)
	return startNginx({ port, upstreamPorts: [appPort], tls: { certificate, key } })
}

async function main(): Promise<void> {
	const label = arg('label')
	const keep = arg('keep-reports')
	// --no-build measures the build as it is (for example one made before a change).
	if (!flag('no-build')) buildIfNeeded()
	const dataDir = await mkdtemp(path.join(os.tmpdir(), 'openroom-lighthouse-'))
	const front = arg('front')
	if (front !== undefined && front !== 'tls') throw new Error(`--front ${front}: only tls`)
	const port = Number(arg('port') ?? (await freePort()))
	const appPort = front ? await freePort() : port
	const app = `http://localhost:${appPort}`
	const base = front ? `https://localhost:${port}` : app
	const child = spawn(process.execPath, ['server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(appPort),
			PUBLIC_URL: base,
			// Behind the front, the scheme and the visitor's address come from its headers.
			...(front ? { TRUST_PROXY: 'true' } : {}),
			DATA_DIR: dataDir,
			SEED_DEMO: 'auto',
			LOG_LEVEL: 'warn',
		},
		stdio: ['ignore', 'inherit', 'inherit'],
	})
	let balancer: Balancer | null = null
	try {
		await waitForServer(`${app}/therapists/california`, child, 300_000)
		if (front) balancer = await startTlsFront(port, appPort, dataDir)
		const listing = await (await fetch(`${app}/therapists/california`)).text()
		const profile = listing.match(/href="(\/therapist\/[^"?#]+)"/)?.[1]
		if (!profile) throw new Error('no profile link on /therapists/california')
		// --pages: a comma-separated list; {profile} is the first profile the California listing links.
		const chosen = arg('pages')
			?.split(',')
			.map((page) => page.replace('{profile}', profile))
		const pages = chosen ?? [
			'/',
			'/therapists/california',
			profile,
			'/tests/anxiety',
			'/for-providers',
			'/posts/anxiety',
			'/register',
			// Near me (issue 27): a listing near a ZIP and a city page.
			'/therapists/new-york?near=10001',
			'/therapists/california/los-angeles',
		]
		const rows: string[] = []
		const notes: string[] = []
		const reportDir = keep ?? dataDir
		await mkdir(reportDir, { recursive: true })
		const runs = Number(arg('runs') ?? 3)
		for (const [i, page] of pages.entries()) {
			const reports: Report[] = []
			for (let run = 0; run < runs; run++) {
				const output = path.join(reportDir, `lighthouse-${i}-${run}.json`)
				console.log(`lighthouse ${page} (run ${run + 1} of ${runs})`)
				runLighthouse(base + page, output)
				const report = JSON.parse(await readFile(output, 'utf8')) as Report
				if (report.runtimeError) throw new Error(`${page}: ${report.runtimeError.message}`)
				reports.push(report)
			}
			const performance = (r: Report) => r.categories.performance?.score ?? 0
			const tbt = (r: Report) => r.audits['total-blocking-time']?.numericValue ?? 0
			const ordered = [...reports].sort((a, b) => performance(a) - performance(b) || tbt(b) - tbt(a))
			const report = ordered[Math.floor((ordered.length - 1) / 2)]
			const bytes = bytesByType(report)
			const all = reports.map((r) => score(r, 'performance')).join(', ')
			const hosts = reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0)).join(', ')
			rows.push(
				`| ${page} | ${score(report, 'performance')} | ${all} | ${score(report, 'accessibility')} | ${score(report, 'best-practices')} | ${score(report, 'seo')} | ${seconds(report, 'first-contentful-paint')} | ${seconds(report, 'largest-contentful-paint')} | ${Math.round(tbt(report))} ms | ${(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} | ${kb(bytes.script ?? 0)} | ${kb(bytes.document ?? 0)} | ${kb(bytes.total ?? 0)} | ${hosts} |`,
			)
			const failed = failedBestPractices(report as Report & { categories: Record<string, unknown> })
			if (failed.length > 0) notes.push(`${page}: best practices lost on ${failed.join(', ')}`)
		}
		const heading = label ? ` (${label})` : ''
		const options = [label ? `--label ${label}` : '', front ? `--front ${front}` : '']
			.filter(Boolean)
			.join(' ')
		await writeSection(
			label ? `lighthouse-${label}` : 'lighthouse',
			[
				`### Lighthouse, mobile${heading}`,
				'',
				`\`npm run audit:lighthouse${options ? ` -- ${options}` : ''}\` — ${new Date().toISOString().slice(0, 10)}, Lighthouse 13.5 (mobile, default simulated throttling), Debian Chromium, the built app on the demo directory${front ? ', behind nginx with TLS and HTTP/2 (deploy/nginx.conf)' : ', served by itself over HTTP/1.1'}; the median of ${runs} runs per page.`,
				'',
				'| page | perf (median run) | perf, every run | a11y | best practices | SEO | FCP | LCP | TBT | CLS | script KB | document KB | total KB | host benchmarkIndex, every run |',
				'|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
				...rows,
				'',
				'Bytes are transferred bytes (after any Content-Encoding), from the resource-summary audit. The',
				"benchmarkIndex is Lighthouse's measure of the host's CPU at the time of the run (higher is faster).",
				...(notes.length > 0 ? ['', ...notes.map((n) => `- ${n}`)] : []),
			].join('\n'),
		)
		console.log(rows.join('\n'))
		if (notes.length) console.log(notes.join('\n'))
	} finally {
		await balancer?.stop()
		if (child.exitCode === null) {
			child.kill('SIGTERM')
			await new Promise((r) => child.once('exit', r))
		}
		await rm(dataDir, { recursive: true, force: true })
	}
}

await main()
