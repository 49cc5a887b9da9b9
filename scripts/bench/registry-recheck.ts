/**
 * npm run bench:registry-recheck [-- --rows 1000000] [--database-url URL]
 *
 * The re-check after a registry import (issue 46, app/features/licences/recheck.server.ts) at
 * `--rows` providers, each with an NPI and a licence, against a registry of as many clinicians, on the
 * PostgreSQL database of --database-url (default: a database of its own, `openroom_recheck2_bench`,
 * created and emptied here). Three runs: the first re-check, which writes every provider's record;
 * one after an import that changed nothing (nothing written); one after an import that deactivated
 * 1% of the NPIs (their badge goes, an e-mail each). Meanwhile a probe measures how long a small
 * query waits (the servers keep answering). Budget: 1,000,000 in ≤ 60 s. Results go to docs/benchmarks.md.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { sql } from 'drizzle-orm'
import { type Db, openDb } from '~/db/client.server'
import { recheckAfterImport } from '~/features/licences/recheck.server'
import { arg, writeSection } from './lib'

const rows = Number(arg('rows', '1000000'))
const databaseUrl =
	arg('database-url') ?? 'postgres://postgres:postgres@localhost:5432/openroom_recheck2_bench'

const admin = databaseUrl.replace(/\/[^/]+$/, '/postgres')
const dbName = new URL(databaseUrl).pathname.slice(1)
spawnSync('psql', [admin, '-qc', `create database ${dbName}`], { stdio: 'ignore' })
const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], {
	env: { ...process.env, DATABASE_URL: databaseUrl },
	stdio: 'inherit',
})
if (migrated.status !== 0) throw new Error('migration failed')
const handle = await openDb({ databaseUrl, dataDir: '', statementTimeoutMs: 0 })
const db = handle.db as Db
const run = (text: string) => db.execute(sql.raw(text))

// A valid NPI from a 9-digit base: the Luhn check digit over 80840 + base (80840 contributes 24).
const NPI = `base || ((10 - (24 + (select sum(case when k % 2 = 1 then (case when d * 2 > 9 then d * 2 - 9 else d * 2 end) else d end)
	from (select k, substr(base, k, 1)::int as d from generate_series(1, 9) k) digits)) % 10) % 10)::text`

async function seed(): Promise<void> {
	const t = performance.now()
	await run(
		`truncate providers, npi_registry, npi_registry_imports, npi_registry_rechecks, email_outbox, audit_log cascade`,
	)
	await run(`insert into npi_registry_imports (file_name, file_date, kind, rows_read, rows_kept, added, changed, removed, began_at)
		values ('npidata_pfile_20050523-20261109.csv', '2026-11-09', 'full', ${rows}, ${rows}, ${rows}, 0, 0, now())`)
	await run(`insert into npi_registry (npi, last_name, first_name, taxonomies, practice_state, import_id)
		select ${NPI}, 'LAST' || g, 'FIRST' || g,
			jsonb_build_array(jsonb_build_object('code', '101YP2500X', 'license_number', 'LPC' || g, 'license_state', 'TX', 'primary', true)),
			'TX', (select max(id) from npi_registry_imports)
		from (select g, lpad((100000000 + g)::text, 9, '0') as base from generate_series(1, ${rows}) g) s`)
	await run(`insert into providers (email, first_name, last_name, headline, licensed_states, onboarded, email_verified, npi, licenses)
		select 'bench' || g || '@example.com', 'First' || g, 'Last' || g, 'Licensed Professional Counselor', '{TX}', true, true, ${NPI},
			jsonb_build_array(jsonb_build_object('type', 'lpc', 'number', '' || g, 'state', 'TX'))
		from (select g, lpad((100000000 + g)::text, 9, '0') as base from generate_series(1, ${rows}) g) s`)
	await run('vacuum analyze providers')
	await run('vacuum analyze npi_registry')
	console.log(
		`seeded ${rows} providers and registry rows in ${((performance.now() - t) / 1000).toFixed(0)} s`,
	)
}

async function newImport(date: string, deactivateEvery: number | null): Promise<void> {
	await run(`insert into npi_registry_imports (file_name, file_date, kind, rows_read, rows_kept, added, changed, removed, began_at)
		values ('npidata_pfile_${date}.csv', '${date.slice(9, 13)}-${date.slice(13, 15)}-${date.slice(15, 17)}', 'weekly', 0, 0, 0, 0, 0, now())`)
	if (deactivateEvery)
		await run(`update npi_registry set deactivation_date = '2026-11-20', import_id = (select max(id) from npi_registry_imports)
			where right(npi, 4)::int % ${deactivateEvery} = 0`)
}

/**
 * PostgreSQL's CPU seconds on this database's connections, when the server runs on this machine
 * (/proc of its backends; null otherwise): the side of the work the node process's CPU does not show.
 */
async function backendCpu(): Promise<Map<number, number> | null> {
	const result = await db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)
	const seconds = new Map<number, number>()
	try {
		for (const { pid } of (result as unknown as { rows: { pid: number }[] }).rows) {
			const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
			seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100)
		}
	} catch {
		return null
	}
	return seconds
}

const usedSince = (before: Map<number, number> | null, after: Map<number, number> | null) =>
	before && after ? [...after].reduce((sum, [pid, s]) => sum + s - (before.get(pid) ?? 0), 0) : null

type Result = {
	label: string
	seconds: number
	read: number
	changed: number
	deactivated: number
	probeMaxMs: number
	/** Load average (1 minute) as the run began, and the process's CPU seconds (user + system). */
	load: number
	cpuSeconds: number
	/** PostgreSQL's CPU seconds on this database's connections (null: not measurable from here). */
	pgCpuSeconds: number | null
}

async function timed(label: string): Promise<Result> {
	// The probe: what a request would wait for meanwhile (a one-row read every 50 ms).
	let probeMaxMs = 0
	let probing = true
	const probe = (async () => {
		while (probing) {
			const t = performance.now()
			await db.execute(sql`select short_id from providers limit 1`)
			probeMaxMs = Math.max(probeMaxMs, performance.now() - t)
			await new Promise((resolve) => setTimeout(resolve, 50))
		}
	})()
	const load = loadavg()[0]
	const pgBefore = await backendCpu()
	const cpu = process.cpuUsage()
	const t = performance.now()
	// The server's job passes deactivatedEmail (its catalogs need the build): a plain e-mail of the same size here.
	const done = await recheckAfterImport(db, {
		tell: ({ to, npi, registry_file_date }) => ({
			to,
			subject: 'Your licence is no longer shown as checked',
			text: `The NPI registry (file of ${registry_file_date}) lists your NPI ${npi} as deactivated.`,
			html: `<p>The NPI registry (file of ${registry_file_date}) lists your NPI ${npi} as deactivated.</p>`,
		}),
	})
	const seconds = (performance.now() - t) / 1000
	const used = process.cpuUsage(cpu)
	const pgCpuSeconds = usedSince(pgBefore, await backendCpu())
	probing = false
	await probe
	if (!done) throw new Error('nothing to re-check')
	const result = {
		label,
		seconds,
		read: done.providers_read,
		changed: done.changed,
		deactivated: done.deactivated,
		probeMaxMs,
		load,
		cpuSeconds: (used.user + used.system) / 1e6,
		pgCpuSeconds,
	}
	console.log(JSON.stringify(result))
	return result
}

const loadBefore = loadavg()[0]
await seed()
const results: Result[] = []
results.push(await timed('first re-check (every record written)'))
await newImport('20261110-20261116', null)
results.push(await timed('after an import that changed nothing'))
await newImport('20261117-20261123', 100)
results.push(await timed('after an import deactivating 1% of NPIs'))

// For scale, at the same load: what writing each record on the provider row itself cost before the
// records had a table of their own, one UPDATE of every provider's updated_at (index_row recomputed,
// every index written), no read, check or JSON.
const floorLoad = loadavg()[0]
const floorPgBefore = await backendCpu()
const floorStart = performance.now()
await run('update providers set updated_at = now() where npi is not null')
const floor = {
	seconds: (performance.now() - floorStart) / 1000,
	load: floorLoad,
	pgCpuSeconds: usedSince(floorPgBefore, await backendCpu()),
}
console.log(JSON.stringify({ floor }))
await handle.close()

const fmt = (n: number) => n.toLocaleString('en-US')
await writeSection(
	'registry-recheck',
	`## Licence re-check after a registry import (issue 46)

\`npm run bench:registry-recheck\` — ${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, PostgreSQL 15.
${fmt(rows)} providers, each with an NPI and one licence, against a registry of as many clinicians;
\`recheckAfterImport\` (app/features/licences/recheck.server.ts) in batches of 5,000, as a server's
job runs it: the first time every provider with an NPI (by ranges of short ids), afterwards only
those whose registry row an import changed or removed since the last finished re-check, and those
never checked. Each batch's write is its own transaction on its own pooled connection, two at once,
while the next batch is read and checked. The probe is a one-row query every 50 ms meanwhile: the
longest it waited. Node CPU is this process's (reading rows, the checks, the JSON of the writes);
PostgreSQL CPU is that of this database's connections. Budget: 1,000,000 providers in ≤ 60 s
without blocking requests. Load average (1 minute) ${loadBefore.toFixed(1)} at the start,
${loadavg()[0].toFixed(1)} at the end (about 1 is a quiet machine: this bench alone).

| run | time | node CPU | PostgreSQL CPU | load at start | providers read | written | deactivated (e-mailed) | longest probe wait |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${results.map((r) => `| ${r.label} | ${r.seconds.toFixed(1)} s | ${r.cpuSeconds.toFixed(1)} s | ${r.pgCpuSeconds === null ? '–' : `${r.pgCpuSeconds.toFixed(1)} s`} | ${r.load.toFixed(1)} | ${fmt(r.read)} | ${fmt(r.changed)} | ${fmt(r.deactivated)} | ${r.probeMaxMs.toFixed(0)} ms |`).join('\n')}
| for scale: one UPDATE of every provider row (its updated_at), no check | ${floor.seconds.toFixed(1)} s | – | ${floor.pgCpuSeconds === null ? '–' : `${floor.pgCpuSeconds.toFixed(1)} s`} | ${floor.load.toFixed(1)} | – | ${fmt(rows)} | – | – |

The first re-check writes every provider's record once: ${fmt(rows)} rows of license_checks
(app/db/schema/license-checks.ts), a narrow row with two indexes (the licence queue's partial one
holds only checks that need a person), and never the provider row, whose update is never HOT here
(updated_at is indexed and the pages are full) and adds an entry to each of its indexes that is not
partial. The last row is such an update of every provider, one
statement, at the same load: what the first re-check cost when the record was a column of
providers. It happens once, after the first import; later re-checks read only
what an import changed.
`,
)
console.log('docs/benchmarks.md: section registry-recheck written')
