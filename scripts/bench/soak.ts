/**
 * npm run bench:soak -- [--engine pglite|postgres] [--minutes 10] [--connections 4] [--port 4001]
 *   [--database openroom_soak] [--no-write] [--node-args "--flag …"]
 *
 * The memory soak (issue 48): the built server as `npm start` runs it (the embedded PGlite default with
 * the demo's 1,000 providers, page cache on), or the same over PostgreSQL (a database of its own, the
 * demo seeded into it), under mixed visitor traffic for --minutes: listings with filters no cache has
 * seen, profiles, the JSON API, content pages, and a few writes (a report and a registration every
 * 20 s; a browser's user agent, so listings and profiles also write their counters,
 * docs/product.md#your-listing). The server's RSS is sampled every 10 s (/proc, so the figure does not
 * depend on the machine's load), its V8 heap and external memory from /metrics; the slope of the last
 * 5 minutes is a least-squares fit. The result goes to docs/benchmarks.md (section soak-<engine>).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_NODE_FLAGS, serverEnv } from '../server-runtime.js'
import { arg, flag, residentBytes, waitForServer, writeSection } from './lib'

const MB = 1024 * 1024
const BROWSER_UA =
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const STATES = ['california', 'new-york', 'texas', 'florida', 'illinois', 'washington', 'oregon']
const LISTING_FILTERS = [
	'',
	'?teletherapy=true',
	'?sliding_scale=true',
	'?gender=female',
	'?evening_hours=true',
	'?weekend_hours=true',
	'?price=150',
	'?language=spanish',
]

export type Sample = { at: number; rss: number; heap: number; external: number }

/** Least-squares slope of `ys` over `xs` (minutes), in the units of ys per minute. */
export function slope(xs: number[], ys: number[]): number {
	const n = xs.length
	if (n < 2) return 0
	const mx = xs.reduce((a, b) => a + b, 0) / n
	const my = ys.reduce((a, b) => a + b, 0) / n
	let num = 0
	let den = 0
	for (let i = 0; i < n; i++) {
		num += (xs[i] - mx) * (ys[i] - my)
		den += (xs[i] - mx) ** 2
	}
	return den === 0 ? 0 : num / den
}

async function metric(base: string, token: string): Promise<{ heap: number; external: number }> {
	const text = await (
		await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } })
	).text()
	const value = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? 0)
	return { heap: value('nodejs_heap_size_used_bytes'), external: value('nodejs_external_memory_bytes') }
}

async function postgresDatabase(name: string): Promise<string> {
	const admin = process.env.BENCH_PG_ADMIN ?? 'postgres://postgres:postgres@localhost:5432/postgres'
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: admin })
	await client.connect()
	// A fresh database each run: the soak starts where `npm start` over an empty PostgreSQL does.
	await client.query(`drop database if exists ${name} with (force)`)
	await client.query(`create database ${name}`)
	await client.end()
	const url = new URL(admin)
	url.pathname = `/${name}`
	return url.href
}

/** One visitor request chosen by weight; `n` varies the filters so most listings are new to the cache. */
function visit(n: number, profiles: string[]): { path: string; init?: RequestInit } {
	const r = n % 20
	const state = STATES[n % STATES.length]
	if (r < 8) {
		const filter = LISTING_FILTERS[Math.floor(n / 7) % LISTING_FILTERS.length]
		const page = (Math.floor(n / 56) % 5) + 1
		const sep = filter ? '&' : '?'
		return { path: `/therapists/${state}${filter}${page > 1 ? `${sep}page=${page}` : ''}` }
	}
	if (r < 14) return { path: profiles[n % profiles.length] }
	if (r === 14) return { path: `/api/user?state=${state.slice(0, 2).toUpperCase()}&page=${(n % 4) + 1}` }
	if (r === 15) return { path: `/api/user?short_id=${profiles[n % profiles.length].split('/').pop()}` }
	if (r === 16) return { path: '/api/question?pageSize=10' }
	if (r === 17) return { path: `/es/therapists/${state}` }
	if (r === 18) return { path: '/for-providers' }
	return { path: '/tests/depression' }
}

async function writes(base: string, n: number, recipients: string[]): Promise<void> {
	const headers = { 'content-type': 'application/json', origin: base, 'user-agent': BROWSER_UA }
	await fetch(`${base}/api/report`, {
		method: 'POST',
		headers,
		body: JSON.stringify({
			recipient_user: recipients[n % recipients.length],
			reason: 'other',
			details: `Soak report ${n}`,
			not_robot: true,
		}),
	}).then((r) => r.arrayBuffer())
	await fetch(`${base}/auth/register`, {
		method: 'POST',
		headers,
		body: JSON.stringify({
			email: `soak-${Date.now()}-${n}@example.test`,
			password: 'soak-password-1',
			not_robot: true,
		}),
	}).then((r) => r.arrayBuffer())
}

export async function runSoak(options: {
	engine: 'pglite' | 'postgres'
	minutes: number
	connections: number
	port: number
	database: string
	write: boolean
	/** Node or V8 options for the server, to compare settings side by side in one run. */
	nodeArgs?: string[]
}): Promise<{ lines: string[]; samples: Sample[] }> {
	const base = `http://localhost:${options.port}`
	const token = 'soak-metrics-token'
	const dataDir = options.engine === 'pglite' ? mkdtempSync(path.join(tmpdir(), 'openroom-soak-')) : undefined
	const databaseUrl = options.engine === 'postgres' ? await postgresDatabase(options.database) : undefined
	let child: ChildProcess | undefined
	try {
		// As `npm start` runs it (package.json): scripts/start.js with the server's Node and malloc settings.
		child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...(options.nodeArgs ?? []), 'scripts/start.js'], {
			env: serverEnv({
				...process.env,
				NODE_ENV: 'production',
				PORT: String(options.port),
				PUBLIC_URL: base,
				LOG_LEVEL: 'warn',
				METRICS_TOKEN: token,
				SMTP_URL: process.env.SOAK_SMTP_URL ?? 'smtp://localhost:1',
				...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'always' } : { DATA_DIR: dataDir }),
			}),
			stdio: ['ignore', 'ignore', 'inherit'],
		})
		const pid = child.pid ?? 0
		await waitForServer(`${base}/therapists/california`, child, 300_000)
		const sitemap = await (await fetch(`${base}/sitemap-profiles.xml?page=1`)).text()
		const profiles = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
		if (profiles.length === 0) throw new Error('no profiles in the sitemap')
		const ids = ((await (await fetch(`${base}/api/user?pageSize=50`)).json()) as { docs: { id: string }[] })
			.docs
		const recipients = ids.map((d) => d.id)

		const samples: Sample[] = []
		const start = performance.now()
		const end = start + options.minutes * 60_000
		const take = async () => {
			const { heap, external } = await metric(base, token)
			samples.push({ at: (performance.now() - start) / 60_000, rss: residentBytes(pid), heap, external })
		}
		await take()
		const sampler = setInterval(() => void take().catch(() => {}), 10_000)
		let n = 0
		let requests = 0
		let failures = 0
		const loop = async () => {
			while (performance.now() < end) {
				const { path } = visit(n++, profiles)
				try {
					const res = await fetch(base + path, {
						headers: { 'accept-encoding': 'br, gzip', 'user-agent': BROWSER_UA },
					})
					await res.arrayBuffer()
					if (res.status >= 500) failures++
				} catch {
					failures++
				}
				requests++
			}
		}
		let written = 0
		const writer = options.write
			? setInterval(() => void writes(base, written++, recipients).catch(() => failures++), 20_000)
			: undefined
		await Promise.all(Array.from({ length: options.connections }, loop))
		clearInterval(sampler)
		if (writer) clearInterval(writer)
		await take()

		const last = samples.filter((s) => s.at >= options.minutes - 5)
		const rssSlope = slope(
			last.map((s) => s.at),
			last.map((s) => s.rss / MB),
		)
		const heapSlope = slope(
			last.map((s) => s.at),
			last.map((s) => s.heap / MB),
		)
		const at = (s: Sample) =>
			`| ${s.at.toFixed(1)} | ${(s.rss / MB).toFixed(0)} | ${(s.heap / MB).toFixed(0)} | ${(s.external / MB).toFixed(0)} |`
		const first = samples[0]
		const final = samples[samples.length - 1]
		const peak = Math.max(...samples.map((s) => s.rss))
		const minute = (m: number) => samples.reduce((a, b) => (Math.abs(b.at - m) < Math.abs(a.at - m) ? b : a))
		const engineName = options.engine === 'pglite' ? 'embedded PGlite (npm start)' : 'PostgreSQL'
		return {
			samples,
			lines: [
				`Memory soak, ${engineName}, the demo's 1,000 providers, page cache on, ${options.connections} connections for ${options.minutes} min of mixed traffic (${requests} requests, ${failures} failures${options.write ? `, ${written} rounds of writes` : ''}); RSS from /proc every 10 s:`,
				'',
				'| measure | result | target |',
				'|---|---|---|',
				`| RSS at the start of the traffic → at the end | ${(first.rss / MB).toFixed(0)} MB → **${(final.rss / MB).toFixed(0)} MB** (peak ${(peak / MB).toFixed(0)} MB) | ≤ ${options.engine === 'pglite' ? 400 : 350} MB |`,
				`| RSS slope over the last 5 min | **${rssSlope >= 0 ? '+' : ''}${rssSlope.toFixed(2)} MB/min** | no upward slope |`,
				`| V8 heap used: start → end; slope over the last 5 min | ${(first.heap / MB).toFixed(0)} → ${(final.heap / MB).toFixed(0)} MB; ${heapSlope.toFixed(2)} MB/min | |`,
				'',
				'| minute | RSS MB | V8 heap used MB | external MB |',
				'|---|---|---|---|',
				...[0, 1, 2, 4, 6, 8, options.minutes].filter((m) => m <= options.minutes).map((m) => at(minute(m))),
			],
		}
	} finally {
		if (child && child.exitCode === null) {
			child.kill('SIGTERM')
			await new Promise((r) => setTimeout(r, 3000))
			if (child.exitCode === null) child.kill('SIGKILL')
		}
		if (dataDir) rmSync(dataDir, { recursive: true, force: true })
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const engine = arg('engine', 'pglite') === 'postgres' ? 'postgres' : 'pglite'
	const minutes = Number(arg('minutes', '10'))
	const { lines } = await runSoak({
		engine,
		minutes,
		connections: Number(arg('connections', '4')),
		port: Number(arg('port', '4001')),
		database: arg('database', 'openroom_soak') as string,
		write: !flag('no-write'),
		nodeArgs: (arg('node-args', '') as string).split(' ').filter(Boolean),
	})
	const command = `npm run bench:soak -- --engine ${engine} --minutes ${minutes}`
	const day = new Date().toISOString().slice(0, 10)
	const markdown = [`### Memory soak (${engine})`, '', `\`${command}\` — ${day}`, '', ...lines].join('\n')
	console.log(markdown)
	if (minutes >= 10) await writeSection(`soak-${engine}`, markdown)
}
