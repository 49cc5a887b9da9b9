/**
 * npm run bench:registry [-- --sizes 250000,1000000] [--dir /tmp/npi-bench] [--database-url URL]
 *
 * `npm run registry:import` on generated NPPES files in the full 330-column format (issue 46): the
 * time and peak RSS of the import process, and its RSS as it reads (flat as the file grows). Each
 * size gets a fresh, migrated embedded database (or, with --database-url, the registry tables of that
 * PostgreSQL database emptied first). Files are generated once under --dir (about 1.2 GB per
 * million rows) and kept for the next run. Results go to docs/benchmarks.md.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import path from 'node:path'
import { writeRegistryFile } from '~/features/licences/registry-file.server'
import { arg, writeSection } from './lib'

const sizes = (arg('sizes', '250000,1000000') ?? '').split(',').map(Number)
const dir = path.resolve(arg('dir', '/tmp/npi-bench') ?? '/tmp/npi-bench')
const databaseUrl = arg('database-url')
const FILE_NAME = 'npidata_pfile_20050523-20261109.csv'
/** The command an operator runs (package.json's registry:import: `node <flags> … scripts/registry-import.ts`), its node flags included. */
const importArgs = (
	JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts['registry:import']
	.split(' ')
	.slice(1)

/** VmRSS or VmHWM of a process in MB, or null once it has gone. */
function memoryOf(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
	try {
		const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
		return match ? Math.round(Number(match[1]) / 1024) : null
	} catch {
		return null
	}
}

type Run = {
	rows: number
	mb: number
	seconds: number
	/** user + sys seconds of the import process (its two threads). */
	cpu: string
	peakMb: number
	rssAt: Array<[lines: number, mb: number]>
	summary: string
}

async function importOnce(file: string, rows: number): Promise<Run> {
	const dataDir = path.join(dir, `data-${rows}`)
	rmSync(dataDir, { recursive: true, force: true })
	// The database exists before the import, as it does for an operator: its creation is not measured.
	spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
		env: { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
		stdio: 'inherit',
	})
	if (databaseUrl)
		spawnSync('psql', [databaseUrl, '-qc', 'delete from npi_registry; delete from npi_registry_imports'], {
			stdio: 'inherit',
		})
	const started = performance.now()
	// GNU time reports the import's CPU time and its exact peak RSS.
	const child = spawn(
		'/usr/bin/time',
		['-f', 'CPU %U %S %M', process.execPath, ...importArgs, file, '--force'],
		{
			env: { ...process.env, DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	)
	let peakMb = 0
	const rssAt: Run['rssAt'] = []
	// The import is the child of `time`.
	const importPid = () =>
		Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(' ')[0])
	let pid = 0
	const timer = setInterval(() => {
		try {
			pid ||= importPid()
		} catch {}
		peakMb = Math.max(peakMb, memoryOf(pid, 'VmHWM') ?? 0)
	}, 100)
	let cpu = ''
	let out = ''
	let err = ''
	child.stdout.on('data', (chunk) => {
		out += chunk
	})
	// Whole lines only: a chunk can end inside one (the CPU line was once cut in two and not read).
	child.stderr.on('data', (chunk: Buffer) => {
		err += chunk
		const lines = err.split('\n')
		err = lines.pop() ?? ''
		for (const line of lines) {
			const read = /([\d,]+) lines read/.exec(line)
			const time = /CPU ([\d.]+) ([\d.]+) (\d+)/.exec(line)
			if (read) rssAt.push([Number(read[1].replaceAll(',', '')), memoryOf(pid, 'VmRSS') ?? 0])
			else if (time) {
				cpu = (Number(time[1]) + Number(time[2])).toFixed(1)
				peakMb = Math.max(peakMb, Math.round(Number(time[3]) / 1024))
			} else process.stderr.write(`${line}\n`)
		}
	})
	const code: number = await new Promise((resolve) => child.on('close', resolve))
	clearInterval(timer)
	if (err) process.stderr.write(err)
	if (code !== 0) throw new Error(`the import exited with ${code}: ${out}`)
	const seconds = (performance.now() - started) / 1000
	return { rows, mb: statSync(file).size / 1e6, seconds, cpu, peakMb, rssAt, summary: out.trim() }
}

const runs: Run[] = []
const loadBefore = loadavg()[0]
for (const rows of sizes) {
	const file = path.join(dir, String(rows), FILE_NAME)
	if (!existsSync(file)) {
		mkdirSync(path.dirname(file), { recursive: true })
		const t = performance.now()
		await writeRegistryFile(file, { rows, seed: 1 })
		console.log(`generated ${file} in ${((performance.now() - t) / 1000).toFixed(0)} s`)
	}
	const run = await importOnce(file, rows)
	console.log(`${rows} rows: ${run.seconds.toFixed(1)} s, peak RSS ${run.peakMb} MB\n  ${run.summary}`)
	runs.push(run)
}

const fmt = (n: number) => n.toLocaleString('en-US')
const quarter = (run: Run) =>
	[0.25, 0.5, 0.75, 1]
		.map((q) => run.rssAt.find(([lines]) => lines >= q * run.rows) ?? run.rssAt.at(-1))
		.map((at) => (at ? `${at[1]}` : '–'))
		.join(' / ')
const engine = databaseUrl ? 'PostgreSQL 15 (DATABASE_URL)' : 'embedded PGlite (fresh DATA_DIR)'
await writeSection(
	'registry-import',
	`## NPI registry import (issue 46)

\`npm run bench:registry\` — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${engine}.
\`npm run registry:import\` of a generated full NPPES file (\`npm run registry:generate\`, seed 1: the
exact 330-column header, every field quoted; about 44% of lines kept: behavioural-health individuals and
deactivated NPIs), as its own process, into a migrated empty database: wall time (the database's start included), peak
RSS, and RSS when a quarter, half, three quarters and all of the lines were read. Budget: 1,000,000
rows in ≤ 120 s and ≤ 400 MB, memory flat as the file grows. The machine's load average (1 minute) was
${loadBefore.toFixed(1)} when the run began and ${loadavg()[0].toFixed(1)} when it ended: above 2, other work shared the two cores, and the
wall time is longer than the CPU time allows on an idle machine.

| rows | file | time | CPU (both threads) | peak RSS | RSS at ¼ / ½ / ¾ / all lines | kept |
|---:|---:|---:|---:|---:|---|---|
${runs.map((r) => `| ${fmt(r.rows)} | ${fmt(Math.round(r.mb))} MB | ${r.seconds.toFixed(1)} s | ${r.cpu} s | ${r.peakMb} MB | ${quarter(r)} MB | ${/([\d,]+) kept/.exec(r.summary)?.[1] ?? '?'} |`).join('\n')}
`,
)
console.log('docs/benchmarks.md: section registry-import written')
