/**
 * npm run bench:picker
 *
 * The question picker's search: GET /api/question?search=… (the route's loader, in process, on a
 * throwaway PGlite) over the whole question bank, with varied queries, many runs each. Each request
 * comes from its own client address so the public-read rate limit does not interfere. Results go to
 * docs/benchmarks.md.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { RouterContextProvider } from 'react-router'
import { userContext } from '~/auth/context'
import { migrateDb, openDb, pgliteDir } from '~/db/client.server'
import { dbContext } from '~/db/context'
import { loadReferenceData } from '~/platform/reference/load-reference-data.server'
import { clientIpContext } from '~/lib/request-context'
import { loader } from '~/routes/api/question'
import { arg, stats, writeSection } from './lib'

const QUERIES = [
	'anxiety',
	'depression',
	'couples',
	'trauma',
	'grief',
	'therapy',
	'first session',
	'cost',
	'insurance',
	'teen',
	'children',
	'family',
	'cbt',
	'mindfulness',
	'emdr',
	'stress',
	'sleep',
	'addiction',
	'lgbtq',
	'cultural',
	'online',
	'how long',
	'why did you become',
	'what should i expect',
	'panic attacks',
	'self esteem',
	'relationship',
	'work life balance',
	'zzz-no-match',
	'a',
]
const RUNS = Number(arg('runs', '40'))
const TAGS = ['all', 'all', 'all', 'specialties']

const dataDir = mkdtempSync(path.join(tmpdir(), 'openroom-bench-picker-'))
const handle = await openDb({ dataDir: pgliteDir(dataDir) })
try {
	await migrateDb(handle)
	await loadReferenceData(handle.db)
	let n = 0
	const call = async (query: string, tag: string) => {
		n += 1
		const context = new RouterContextProvider()
		context.set(dbContext, handle.db)
		context.set(userContext, null)
		context.set(clientIpContext, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)
		const url = `http://localhost/api/question?tag=${tag}&search=${encodeURIComponent(query)}&pageSize=20&page=1`
		const request = new Request(url)
		const t = performance.now()
		const response = await loader({ request, context, params: {}, url: new URL(url), pattern: '' } as never)
		await response.text()
		if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
		return performance.now() - t
	}
	for (const q of QUERIES) await call(q, 'all') // warm-up
	const samples: number[] = []
	for (let run = 0; run < RUNS; run++) {
		for (const [i, q] of QUERIES.entries()) samples.push(await call(q, TAGS[(i + run) % TAGS.length]))
	}
	const s = stats(samples)
	const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
	const lines = [
		'## Question picker search (`npm run bench:picker`)',
		'',
		`${new Date().toISOString().slice(0, 10)}, ${machine}; GET /api/question's loader in process (PGlite), ${QUERIES.length} queries × ${RUNS} runs over the whole bank, other engineers' jobs sharing the machine.`,
		'',
		'| Requests | p50 | p95 | p99 | max | Target |',
		'|---|---|---|---|---|---|',
		`| ${s.n} | ${s.p50} ms | ${s.p95} ms | ${s.p99} ms | ${s.max} ms | p95 ≤ 30 ms |`,
	]
	console.log(lines.join('\n'))
	await writeSection('picker', lines.join('\n'))
} finally {
	await handle.close()
	rmSync(dataDir, { recursive: true, force: true })
}
