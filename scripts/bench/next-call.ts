/**
 * npm run bench:next-call [-- --database openroom_bench_250000 --share 0.2 --rounds 4 --seconds 10]
 *
 * The listing's throughput with and without the cards' 'Next free call' line (issue 47: "listing
 * throughput unchanged within noise"), side by side: the PostgreSQL bench directory as it is (no
 * provider offers calls) and a copy of it (`<database>_calls`, made once from it as a template) where a
 * share of the providers have consultation settings and a next free call. Both built servers run at
 * once (page cache off, so every listing is rendered) and take alternating rounds of 16 connections
 * over the bench's listing URLs; the figures are the median throughput of each and the median of the
 * rounds' ratios, and each server's own CPU per request, which the load generator's share of the cores
 * does not move. Results go to docs/benchmarks.md. `--control`: both servers on the directory without
 * calls (an A/A run: how far two identical servers differ, the noise the figures are read against).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { ACCEPT, processCpuMs } from './http'
import { arg, waitForServer, writeSection } from './lib'
import { FACET_QUERIES } from './queries'

const database = arg('database', 'openroom_bench_250000') as string
const share = Number(arg('share', '0.2'))
const rounds = Number(arg('rounds', '4'))
const seconds = Number(arg('seconds', '10'))
const server = arg('server', 'postgres://postgres:postgres@localhost:5432') as string
const control = process.argv.includes('--control')
const withCalls = control ? database : `${database}_calls`

const psql = (db: string, command: string) => {
	const run = spawnSync('psql', [`${server}/${db}`, '-qtAc', command], { encoding: 'utf8' })
	if (run.status !== 0) throw new Error(run.stderr)
	return run.stdout.trim()
}

// The copy: every share-th provider offers 15-minute calls on weekday mornings, their next free call
// one to seven days ahead (what refreshNextConsultation would store), so their cards carry the line.
if (!control && psql('postgres', `select count(*) from pg_database where datname = '${withCalls}'`) === '0') {
	psql('postgres', `create database ${withCalls} template ${database}`)
	psql(
		withCalls,
		`insert into consultation_settings (provider_id, enabled, minutes, by, time_zone, windows)
		select id, true, 15, 'phone', 'America/New_York',
			'[{"day":"mon","from":"09:00","to":"12:00"},{"day":"wed","from":"09:00","to":"12:00"}]'::jsonb
		from providers where short_id % ${Math.round(1 / share)} = 0`,
	)
	psql(
		withCalls,
		`update providers set consultation_next_at = date_trunc('day', now()) + make_interval(days => 1 + short_id % 7, hours => 14),
			updated_at = now() where short_id % ${Math.round(1 / share)} = 0`,
	)
	psql(withCalls, 'vacuum analyze')
}
const offering = psql(withCalls, 'select count(*) from providers where consultation_next_at is not null')

function start(db: string, port: number): ChildProcess {
	return spawn(process.execPath, ['server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(port),
			PUBLIC_URL: `http://localhost:${port}`,
			SEED_DEMO: 'never',
			LOG_LEVEL: 'warn',
			PAGE_CACHE: 'off',
			DATABASE_URL: `${server}/${db}`,
		},
		stdio: ['ignore', 'ignore', 'inherit'],
	})
}

const servers = { without: { port: 3993, db: database }, with: { port: 3994, db: withCalls } } as const
const children = { without: start(database, 3993), with: start(withCalls, 3994) }
const loadAtStart = loadavg()[0]
try {
	await waitForServer('http://localhost:3993/therapists', children.without)
	await waitForServer('http://localhost:3994/therapists', children.with)
	// The word index is built in the background after start: let both finish before measuring.
	await new Promise((resolve) => setTimeout(resolve, 30_000))
	const cardsWith = await (await fetch('http://localhost:3994/therapists/new-york')).text()
	const lines = (cardsWith.match(/Next free call/g) ?? []).length
	const rates = { without: [] as number[], with: [] as number[] }
	const cpu = { without: [] as number[], with: [] as number[] }
	for (let round = 0; round < rounds; round++) {
		for (const kind of round % 2 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
			const pid = children[kind].pid ?? 0
			const before = await processCpuMs(pid)
			const run = await autocannon({
				url: `http://localhost:${servers[kind].port}`,
				connections: 16,
				duration: seconds,
				headers: ACCEPT,
				requests: FACET_QUERIES.map((path) => ({ method: 'GET', path })),
			})
			if (run.non2xx + run.errors > 0) throw new Error(`${kind}: ${run.non2xx + run.errors} failed requests`)
			rates[kind].push(run.requests.average)
			cpu[kind].push(((await processCpuMs(pid)) - before) / run.requests.total)
		}
	}
	const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
	const ratios = rates.with.map((w, i) => w / rates.without[i])
	const cpuRatios = cpu.without.map((w, i) => w / cpu.with[i])
	const markdown = [
		control
			? "## The listing with 'Next free call' (issue 47): the control"
			: "## The listing with 'Next free call' (issue 47)",
		'',
		`\`npm run bench:next-call${control ? ' -- --control' : ''}\` — ${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${control ? `two identical servers on ${database} (no provider offers calls): "with" is the second of them` : `${database} (no provider offers calls) beside a copy where ${Number(offering).toLocaleString('en')} providers have a next free call (a New York listing page showed ${lines} cards with the line)`}. Both built servers, page cache off, ${rounds} alternating rounds of ${seconds} s, 16 connections over the ${FACET_QUERIES.length} listing URLs of the search bench. Load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
		'',
		'| | without | with | with ÷ without (median of rounds) | target |',
		'|---|---|---|---|---|',
		`| throughput | ${Math.round(median(rates.without))} requests/s | ${Math.round(median(rates.with))} requests/s | **${median(ratios).toFixed(3)}** (${ratios.map((r) => r.toFixed(2)).join(', ')}) | unchanged within noise |`,
		`| the server's CPU per request | ${median(cpu.without).toFixed(2)} ms | ${median(cpu.with).toFixed(2)} ms | without ÷ with **${median(cpuRatios).toFixed(3)}** | |`,
	].join('\n')
	console.log(markdown)
	await writeSection(control ? 'next-call-listing-control' : 'next-call-listing', markdown)
} finally {
	for (const child of Object.values(children)) child.kill('SIGTERM')
}
