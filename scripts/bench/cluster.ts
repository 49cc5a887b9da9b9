/**
 * npm run bench:cluster -- [--count 250000] [--seconds 30] [--restart] [--soak-minutes N --rate R]
 *
 * Two built instances on one PostgreSQL database (openroom_bench_COUNT, seeded if missing) behind
 * nginx configured by deploy/nginx.conf (docs/deploy.md), autocannon in this process:
 * - always: uncached listing pages through nginx (16 connections), beside one instance alone and a
 *   static file served by nginx itself, in the same run;
 * - --restart: a rolling restart (SIGTERM one instance, start it, wait until ready, then the other)
 *   under the same load through nginx, counting every error and non-2xx answer (target 0);
 * - --soak-minutes N: N minutes at a fixed --rate (requests/s, default 50, open loop) through nginx, sampling
 *   each instance's RSS every 10 s; reports the RSS slope and p99 latency per 10 s over time.
 * Results go to docs/benchmarks.md. Ports: instances 3780-3781, nginx 3800.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import autocannon from 'autocannon'
import { migrateDb, openDb } from '~/db/client.server'
import { seedDemo } from '~/features/demo/seed-demo.server'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { type Instance, startInstance } from '../../tests/ops/support/instance'
import { paceLoad } from '../../tests/ops/support/load'
import { type Balancer, startNginx } from '../../tests/ops/support/nginx'
import { arg, flag, percentile, writeSection } from './lib'
import { FACET_QUERIES, TEXT_QUERIES } from './queries'

const total = Number(arg('count', '250000'))
const seconds = Number(arg('seconds', '30'))
const soakMinutes = Number(arg('soak-minutes', '0'))
const rate = Number(arg('rate', '50'))
const PORTS = [3780, 3781]
const NGINX_PORT = 3800
const ACCEPT = { 'accept-encoding': 'br, gzip' }
const PATHS = [...FACET_QUERIES, ...TEXT_QUERIES]

function databaseUrl(): { url: string; admin: string; name: string } {
	const admin = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:postgres@localhost:5432/postgres'
	const url = new URL(admin)
	url.pathname = `/openroom_bench_${total}`
	return { url: url.toString(), admin, name: `openroom_bench_${total}` }
}

/** The benchmark database: reused when it exists (never written to then), else made and seeded. */
async function ensureDatabase(): Promise<string> {
	const { url, admin, name } = databaseUrl()
	const { default: pg } = await import('pg')
	const client = new pg.Client({ connectionString: admin })
	await client.connect()
	const exists = (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount
	if (!exists) await client.query(`create database ${name}`)
	await client.end()
	if (!exists) {
		console.log(`seeding ${total} demo providers into ${name}…`)
		const handle = await openDb({ databaseUrl: url })
		await migrateDb(handle)
		await loadReferenceData(handle.db)
		await seedDemo(handle.db, { count: total })
		await handle.close()
	}
	return url
}

function rssMb(instance: Instance): number {
	const status = readFileSync(`/proc/${instance.process.pid}/status`, 'utf8')
	return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

async function startAll(url: string): Promise<{ instances: Instance[]; balancer: Balancer }> {
	const instances = await Promise.all(PORTS.map((port) => start(url, port)))
	// Waits for the word index (built in the background after the boot): steady state only.
	for (const instance of instances) {
		const started = Date.now()
		while (!instance.output().includes('search word index built') && Date.now() - started < 300_000)
			await new Promise((r) => setTimeout(r, 250))
	}
	// A static file served by nginx itself, for the ceiling of the same machine.
	const balancer = await startNginx({ port: NGINX_PORT, upstreamPorts: PORTS, workers: 1 })
	return { instances, balancer }
}

function start(url: string, port: number): Promise<Instance> {
	return startInstance({
		port,
		databaseUrl: url,
		readyTimeoutMs: 600_000,
		env: {
			PAGE_CACHE: 'off',
			TRUST_PROXY: 'true',
			LOG_LEVEL: 'info',
			PUBLIC_URL: `http://127.0.0.1:${NGINX_PORT}`,
		},
	})
}

function load(base: string, duration: number): Promise<autocannon.Result> {
	return autocannon({
		url: base,
		connections: 16,
		duration,
		headers: ACCEPT,
		requests: PATHS.map((path) => ({ method: 'GET', path })),
	})
}

const row = (label: string, r: autocannon.Result) =>
	`| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.timeouts + r.non2xx} |`

async function throughput(instances: Instance[], balancer: Balancer): Promise<string[]> {
	for (const path of PATHS) await fetch(balancer.url + path, { headers: ACCEPT }).then((r) => r.arrayBuffer())
	const both = await load(balancer.url, seconds)
	const one = await load(instances[0].url, seconds)
	const files = await readdir('build/client/assets')
	const scripts = files.filter((f) => f.endsWith('.js') && files.includes(`${f}.gz`))
	const sizes = await Promise.all(scripts.map(async (f) => (await stat(`build/client/assets/${f}`)).size))
	const asset = scripts[sizes.indexOf(Math.max(...sizes))]
	const statics = await autocannon({
		url: `${balancer.url}/assets/${asset}`,
		connections: 16,
		duration: Math.min(10, seconds),
		headers: ACCEPT,
	})
	return [
		`Uncached listing pages (\`PAGE_CACHE=off\`), ${PATHS.length} URLs, 16 connections × ${seconds} s each, \`Accept-Encoding: br, gzip\`. nginx (1 worker), both instances, PostgreSQL and autocannon share the machine's cores: on 2 cores two instances cannot double anything, the row to compare across machines is requests/s per instance per core.`,
		'',
		'| target | requests/s | p50 ms | p99 ms | errors |',
		'|---|---|---|---|---|',
		row('2 instances through nginx', both),
		row('1 instance, direct', one),
		row(`a static file served by nginx (${asset}, gzip_static)`, statics),
		'',
		`Memory after the run (RSS): ${instances.map((i) => `${rssMb(i)} MB`).join(', ')} for ${total.toLocaleString('en-US')} providers.`,
	]
}

async function rollingRestart(url: string, instances: Instance[], balancer: Balancer): Promise<string[]> {
	const before = Math.max(3, seconds / 5)
	const events: string[] = []
	const started = Date.now()
	let finished: (result: autocannon.Result) => void = () => {}
	const done = new Promise<autocannon.Result>((resolve) => {
		finished = resolve
	})
	const run = autocannon(
		{
			url: balancer.url,
			connections: 16,
			duration: 3600,
			headers: ACCEPT,
			requests: PATHS.map((path) => ({ method: 'GET', path })),
		},
		(_error, result) => finished(result),
	)
	await new Promise((r) => setTimeout(r, before * 1000))
	for (const i of [0, 1]) {
		const t = Date.now()
		await instances[i].stop('SIGTERM')
		const stopped = Date.now()
		instances[i] = await start(url, PORTS[i])
		events.push(
			`instance ${i + 1}: SIGTERM at ${((t - started) / 1000).toFixed(1)} s, exited after ${stopped - t} ms, ready again after ${Date.now() - stopped} ms`,
		)
		await new Promise((r) => setTimeout(r, before * 1000))
	}
	run.stop()
	const result = await done
	const duration = Math.round((Date.now() - started) / 1000)
	const errors = result.errors + result.timeouts + result.non2xx
	const statuses = Object.entries(result.statusCodeStats ?? {})
		.map(([code, { count }]) => `${code}: ${count}`)
		.join(', ')
	const nginxErrors = (await readFile(`${balancer.dir}/logs/error.log`, 'utf8').catch(() => ''))
		.split('\n')
		.filter((l) => l.includes('[error]'))
	const kinds = new Map<string, number>()
	for (const line of nginxErrors) {
		const kind = /\*\d+ (.*?)(,| while)/.exec(line)?.[1] ?? line
		kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
	}
	console.log('nginx errors:', kinds)
	if (process.env.BENCH_DEBUG) console.log(nginxErrors.slice(0, 8).join('\n'))
	return [
		`A rolling restart under load: uncached listing pages through nginx, 16 connections for ${duration} s; instance 1 gets SIGTERM after ${before} s, is started again, and ${before} s after it answers /readyz, instance 2; the load goes on ${before} s more.`,
		'',
		'| measure | result | target |',
		'|---|---|---|',
		`| requests | ${result.requests.total} (${Math.round(result.requests.average)}/s) | |`,
		`| errors (network, timeouts, non-2xx) | ${errors} | 0 |`,
		`| answers by status | ${statuses} | |`,
		`| nginx errors logged (a refused connection, retried on the other instance) | ${nginxErrors.length} | |`,
		`| latency | p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms | |`,
		'',
		...events.map((e) => `- ${e}`),
	]
}

async function soak(instances: Instance[], balancer: Balancer): Promise<string[]> {
	const samples: Array<{ at: number; rss: number[] }> = []
	const started = Date.now()
	const sample = () => samples.push({ at: (Date.now() - started) / 1000, rss: instances.map(rssMb) })
	sample()
	const timer = setInterval(sample, 10_000)
	const { latencies, total, failed } = await paceLoad({
		base: balancer.url,
		paths: PATHS,
		rate,
		seconds: soakMinutes * 60,
		headers: ACCEPT,
	})
	clearInterval(timer)
	const all = latencies.map((l) => l.ms).sort((a, b) => a - b)
	const warm = latencies
		.filter((l) => l.at >= 60_000)
		.map((l) => l.ms)
		.sort((a, b) => a - b)
	sample()
	// Least squares of the summed RSS against time, in MB per hour: after the first minute (caches and
	// the JIT warming up), and over the second half, once V8's heap has settled at its working size
	// (a young heap shrinks and regrows by 100-200 MB in the first minutes, which the first fit sees).
	const slope = (from: number) => {
		const fitted = samples.filter((s) => s.at >= from)
		const xs = fitted.map((s) => s.at)
		const ys = fitted.map((s) => s.rss.reduce((a, b) => a + b, 0))
		const mx = xs.reduce((a, b) => a + b, 0) / xs.length
		const my = ys.reduce((a, b) => a + b, 0) / ys.length
		const sxy = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0)
		const sxx = xs.reduce((a, x) => a + (x - mx) ** 2, 0)
		return `${((sxy / Math.max(1e-9, sxx)) * 3600).toFixed(1)} MB per hour`
	}
	const half = (soakMinutes * 60) / 2
	const secondHalf = samples.filter((s) => s.at >= half).flatMap((s) => s.rss)
	const rows = samples.map((s, i) => {
		const window = latencies
			.filter((l) => l.at >= (samples[i - 1]?.at ?? 0) * 1000 && l.at < s.at * 1000)
			.map((l) => l.ms)
			.sort((a, b) => a - b)
		return `| ${Math.round(s.at)} | ${s.rss.join(' + ')} | ${window.length ? Math.round(percentile(window, 99)) : '—'} |`
	})
	return [
		`Soak: ${soakMinutes} min at ${rate} requests/s through nginx (uncached listing pages), sent on schedule (open loop, \`paceLoad\` in tests/ops/support/load.ts) and timed to the last byte; each instance's RSS sampled every 10 s.`,
		'',
		`RSS slope of both instances together: ${slope(60)} after the first minute, ${slope(half)} over the second half (RSS there between ${Math.min(...secondHalf)} and ${Math.max(...secondHalf)} MB per instance).`,
		'',
		`Requests: ${total}, errors (network, timeouts, non-2xx) ${failed}, p99 over the whole run ${Math.round(percentile(all, 99))} ms, after the first minute (instances fresh from their boot: V8 still compiling) ${Math.round(percentile(warm, 99))} ms.`,
		'',
		'| s | RSS MB (instance 1 + 2) | p99 ms in the 10 s before |',
		'|---|---|---|',
		...rows,
	]
}

async function main() {
	const url = await ensureDatabase()
	const { instances, balancer } = await startAll(url)
	const command = `npm run bench:cluster -- --count ${total} --seconds ${seconds}${flag('restart') ? ' --restart' : ''}${soakMinutes ? ` --soak-minutes ${soakMinutes} --rate ${rate}` : ''}`
	const header = (title: string) => [
		`### ${title} — PostgreSQL, ${total.toLocaleString('en-US')} providers`,
		'',
		`\`${command}\` — ${new Date().toISOString().slice(0, 10)}`,
		'',
	]
	try {
		if (!soakMinutes && !flag('restart-only')) {
			const lines = [...header('Two instances behind nginx'), ...(await throughput(instances, balancer))]
			console.log(lines.join('\n'))
			await writeSection(`cluster-${total}`, lines.join('\n'))
		}
		if (flag('restart')) {
			const lines = [
				...header('Rolling restart under load'),
				...(await rollingRestart(url, instances, balancer)),
			]
			console.log(lines.join('\n'))
			await writeSection(`cluster-restart-${total}`, lines.join('\n'))
		}
		if (soakMinutes) {
			const lines = [...header('Soak through nginx'), ...(await soak(instances, balancer))]
			console.log(lines.join('\n'))
			await writeSection(`cluster-soak-${total}-${rate}`, lines.join('\n'))
		}
	} finally {
		// BENCH_LOG_DIR=dir keeps each instance's log (access lines with durations) for a closer look.
		if (process.env.BENCH_LOG_DIR)
			for (const [i, instance] of instances.entries())
				writeFileSync(`${process.env.BENCH_LOG_DIR}/instance-${i + 1}.log`, instance.output())
		await balancer.stop()
		await Promise.all(instances.map((i) => i.stop()))
	}
}

await main()
