/**
 * npm run bench:moderation [-- --count 250000 --reports 10000 --runs 20 --database-url postgres://…]
 *
 * The console's queues at directory scale (docs/product.md#moderation): `count` providers and `reports`
 * open reports (tests/setup/moderation-seed.ts), on a throwaway PGlite or the PostgreSQL of
 * --database-url (a scratch database: the bench creates its tables there and empties providers first;
 * never point it at real data). Times the three queues /moderation/queues reads, each on its own,
 * `runs` times after a warm-up. Budget: each ≤ 200 ms. Results go to docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { flaggedQueue, newProfilesQueue, reportQueue } from '~/features/moderation/queues.server'
import { seedModerationQueues } from '../../tests/setup/moderation-seed'
import { arg, stats, writeSection } from './lib'

const COUNT = Number(arg('count', '250000'))
const REPORTS = Number(arg('reports', '10000'))
const RUNS = Number(arg('runs', '20'))
const databaseUrl = arg('database-url')

const dataDir = databaseUrl ? null : mkdtempSync(path.join(tmpdir(), 'openroom-bench-moderation-'))
const handle = await openDb(databaseUrl ? { databaseUrl } : { dataDir: pgliteDir(dataDir as string) })
const db = handle.db
try {
	await migrateDb(handle)
	if (databaseUrl) await db.execute(sql`truncate providers cascade`)
	const seedStart = performance.now()
	await seedModerationQueues(db, COUNT, REPORTS)
	const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(0)
	const queues = [
		['Reports, grouped by profile (a page of 50)', () => reportQueue(db)],
		['Flagged by the keyword check', () => flaggedQueue(db)],
		['New profiles (last 14 days)', () => newProfilesQueue(db)],
	] as const
	const rows: string[] = []
	for (const [label, queue] of queues) {
		await queue() // warm-up: the first query's planning
		const samples: number[] = []
		for (let run = 0; run < RUNS; run++) {
			const started = performance.now()
			await queue()
			samples.push(performance.now() - started)
		}
		const s = stats(samples)
		rows.push(`| ${label} | ${s.n} | ${s.p50} ms | ${s.p95} ms | ${s.max} ms | ≤ 200 ms |`)
	}
	const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
	const lines = [
		'## Moderation queues (`npm run bench:moderation`)',
		'',
		`${new Date().toISOString().slice(0, 10)}, ${machine}; ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${COUNT.toLocaleString('en')} providers (one in 97 flagged, created over 60 days), ${REPORTS.toLocaleString('en')} open reports over a quarter of them (seeded in ${seedSeconds} s); each queue on its own, in process, after one warm-up. Load average ${loadavg()[0].toFixed(1)} at the end (other engineers' jobs share the 2 cores).`,
		'',
		'| Queue | Runs | p50 | p95 | max | Budget |',
		'|---|---|---|---|---|---|',
		...rows,
	]
	console.log(lines.join('\n'))
	await writeSection('moderation-queues', lines.join('\n'))
} finally {
	await handle.close()
	if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
