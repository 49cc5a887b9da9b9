import { spawn } from 'node:child_process'
import { mkdir, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import autocannon from 'autocannon'
import { residentBytes, stats, waitForServer } from './lib'
import { summarizeCpuProfile } from './profile-summary'

// BENCH_PORT: another port when several people bench on one machine.
const PORT = Number(process.env.BENCH_PORT ?? 3990)

// What a phone's browser sends: every figure below is for compressed responses.
export const ACCEPT = { 'accept-encoding': 'br, gzip' }
// Listing counters (docs/product.md#your-listing) count a browser and skip a bot: the same requests
// with either user agent measure the server with and without counting.
export const BROWSER_UA =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/**
 * Throughput counted and not counted over the same URLs, in alternating rounds (counted first in even
 * rounds, second in odd ones) so drift hits both alike. Each round's pair gives a ratio; the median
 * ratio is the figure (one slow round moves a median of ratios less than a ratio of medians).
 */
async function countingCost(
	base: string,
	paths: readonly string[],
	rounds: number,
	seconds: number,
	serverPid: number,
) {
	const rates = { counted: [] as number[], skipped: [] as number[] }
	const cpuPerRequest = { counted: [] as number[], skipped: [] as number[] }
	for (let round = 0; round < rounds; round++) {
		for (const kind of round % 2 ? (['skipped', 'counted'] as const) : (['counted', 'skipped'] as const)) {
			const cpuBefore = await processCpuMs(serverPid)
			const run = await autocannon({
				url: base,
				connections: 16,
				duration: seconds,
				headers: { ...ACCEPT, 'user-agent': kind === 'counted' ? BROWSER_UA : BOT_UA },
				requests: paths.map((path) => ({ method: 'GET', path })),
			})
			rates[kind].push(run.requests.average)
			cpuPerRequest[kind].push(((await processCpuMs(serverPid)) - cpuBefore) / run.requests.total)
		}
	}
	const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
	const ratios = rates.counted.map((counted, i) => counted / rates.skipped[i])
	const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
	return {
		counted: median(rates.counted),
		skipped: median(rates.skipped),
		ratio: median(ratios),
		ratios,
		// The server's own CPU per request over all rounds: the load generator's share of the two
		// cores, which makes the throughput rounds swing, does not enter it.
		cpuCounted: sum(cpuPerRequest.counted) / rounds,
		cpuSkipped: sum(cpuPerRequest.skipped) / rounds,
		cpuRatio: median(cpuPerRequest.skipped.map((skipped, i) => skipped / cpuPerRequest.counted[i])),
		rounds,
		seconds,
	}
}

/** User and system CPU a process has used so far, in ms (Linux: /proc/PID/stat, in clock ticks of 10 ms). */
export async function processCpuMs(pid: number): Promise<number> {
	const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return (Number(fields[11]) + Number(fields[12])) * 10
}

type Counting = Awaited<ReturnType<typeof countingCost>>
const countingRow = (what: string, c: Counting) =>
	`| ${what} counted (a browser's user agent) ÷ not counted (a bot's), ${c.rounds} alternating ${c.seconds} s rounds of each | median ${Math.round(c.counted)} ÷ ${Math.round(c.skipped)} requests/s; median of the rounds' ratios **${c.ratio.toFixed(3)}** (${c.ratios.map((r) => r.toFixed(2)).join(', ')}); the server's CPU per request ${c.cpuCounted.toFixed(2)} ms ÷ ${c.cpuSkipped.toFixed(2)} ms, not counted ÷ counted, median of the rounds **${c.cpuRatio.toFixed(3)}** | ≥ 0.95 |`

/** Sequential requests: the server's own render time dominates (no queueing). */
async function sequentialLatency(base: string, paths: string[]): Promise<number[]> {
	const samples: number[] = []
	for (const p of paths) {
		const t = performance.now()
		const res = await fetch(base + p, { headers: ACCEPT })
		await res.arrayBuffer()
		if (!res.ok) throw new Error(`${p} answered ${res.status}`)
		samples.push(performance.now() - t)
	}
	return samples
}

export async function runHttpBench(options: {
	dataDir?: string
	databaseUrl?: string
	seconds: number
	paths: readonly string[]
	pageCache: boolean
	/** Directory for a V8 CPU profile of the server during the load run (`--cpu-prof`). */
	profileDir?: string
	/** Rounds and seconds per round of the counted ÷ not counted comparison (docs/product.md#your-listing). */
	counting?: { rounds: number; seconds: number }
}): Promise<string[]> {
	const base = `http://localhost:${PORT}`
	const profileDir = options.profileDir ? path.resolve(options.profileDir) : undefined
	if (profileDir) await mkdir(profileDir, { recursive: true })
	const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
	const spawnedAt = performance.now()
	const child = spawn(process.execPath, [...nodeArgs, 'server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(PORT),
			PUBLIC_URL: base,
			SEED_DEMO: 'never',
			LOG_LEVEL: 'info',
			REPORT_EVENT_LOOP_DELAY: '1',
			PAGE_CACHE: options.pageCache ? 'on' : 'off',
			...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : { DATA_DIR: options.dataDir }),
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	let output = ''
	child.stdout?.on('data', (chunk: Buffer) => {
		output += chunk.toString()
	})
	try {
		await waitForServer(`${base}/therapists`, child)
		// Measure the steady state: wait for the word index, which is built in the background after start.
		const started = Date.now()
		while (!output.includes('search word index built') && Date.now() - started < 300_000) {
			await new Promise((r) => setTimeout(r, 250))
		}
		// Profiles: 300 spread over the first sitemap chunk, rendered one at a time.
		const sitemap = await (await fetch(`${base}/sitemap-profiles.xml?page=1`)).text()
		const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
		const step = Math.max(1, Math.floor(locs.length / 300))
		const profiles = locs.filter((_, i) => i % step === 0).slice(0, 300)
		await sequentialLatency(base, profiles.slice(0, 20))
		const profile = stats(await sequentialLatency(base, profiles))
		const listing = stats(await sequentialLatency(base, [...options.paths, ...options.paths]))

		const loadFrom = performance.now() - spawnedAt
		const result = await autocannon({
			url: base,
			connections: 16,
			duration: options.seconds,
			headers: ACCEPT,
			requests: options.paths.map((path) => ({ method: 'GET', path })),
		})
		const loadTo = performance.now() - spawnedAt
		// The same server's ceiling: one precompressed static asset, same connections, same load generator.
		// The script every page loads first (the biggest one, served precompressed).
		const files = await readdir('build/client/assets')
		const scripts = files.filter((f) => f.endsWith('.js') && files.includes(`${f}.br`))
		const sizes = await Promise.all(scripts.map(async (f) => (await stat(`build/client/assets/${f}`)).size))
		const asset = scripts[sizes.indexOf(Math.max(...sizes))]
		const statics = await autocannon({
			url: `${base}/assets/${asset}`,
			connections: 16,
			duration: Math.min(10, options.seconds),
			headers: ACCEPT,
		})
		// The framework's floor: a page React Router renders with the same header and footer, no query.
		const content = await autocannon({
			url: `${base}/for-providers`,
			connections: 16,
			duration: Math.min(10, options.seconds),
			headers: ACCEPT,
		})
		const { rounds = 3, seconds = 8 } = options.counting ?? {}
		const pid = child.pid ?? 0
		const counting = await countingCost(base, options.paths, rounds, seconds, pid)
		const countingProfiles = await countingCost(base, profiles, rounds, seconds, pid)
		// The server's memory after all of the above (the soak, npm run bench:soak, follows it over time).
		const rss = residentBytes(pid)
		child.kill('SIGTERM')
		await new Promise((r) => child.once('exit', r))
		const loop = /event-loop-delay max=(\d+)ms p99=(\d+)ms/.exec(output)
		const errors = result.errors + result.timeouts + result.non2xx
		const ratio = result.requests.average / statics.requests.average
		const cpu = profileDir ? await summarizeCpuProfile(profileDir, { fromMs: loadFrom, toMs: loadTo }) : []
		return [
			`HTTP (built server, NODE_ENV=production, listing page cache ${options.pageCache ? 'on' : 'off'}, requests send \`Accept-Encoding: br, gzip\`${profileDir ? ', under the CPU profiler' : ''}), ${options.paths.length} listing URLs; the load generator runs on the same 2 cores:`,
			'',
			'| measure | result | target |',
			'|---|---|---|',
			`| profile page, sequential (n=${profile.n}) | p50 ${profile.p50} ms, p95 ${profile.p95} ms | p95 ≤ 20 ms |`,
			`| listing page, sequential (n=${listing.n}) | p50 ${listing.p50} ms, p95 ${listing.p95} ms | |`,
			`| 16 connections × ${options.seconds} s: throughput | ${Math.round(result.requests.average)} requests/s (${result.requests.total} requests) | ≥ 300/s on PostgreSQL |`,
			`| 16 connections: latency | p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms | p99 ≤ 150 ms |`,
			`| errors (network, timeouts, non-2xx) | ${errors} | 0 |`,
			`| worst event-loop delay in the server during the run | ${loop ? `${loop[1]} ms (p99 ${loop[2]} ms)` : 'not reported'} | |`,
			`| a static asset (${asset}, precompressed), 16 connections | ${Math.round(statics.requests.average)} requests/s | |`,
			`| listing pages ÷ static asset | ${ratio.toFixed(2)} | |`,
			`| a content page (/for-providers: same header and footer, no database), 16 connections | ${Math.round(content.requests.average)} requests/s, p99 ${content.latency.p99} ms | |`,
			countingRow('listing pages', counting),
			countingRow(`profile pages (${profiles.length})`, countingProfiles),
			`| the server's resident memory (RSS) at the end of the runs | ${Math.round(rss / 1024 / 1024)} MB | |`,
			...(cpu.length ? ['', ...cpu] : []),
		]
	} finally {
		if (child.exitCode === null) child.kill('SIGKILL')
	}
}
