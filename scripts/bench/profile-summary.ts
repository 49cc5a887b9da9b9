/**
 * Reads the newest V8 CPU profile (`node --cpu-prof`) in a directory and says where the time went:
 * self time by area (React's server render, the PostgreSQL driver, compression, our own code…) and
 * the heaviest functions. Used by `npm run bench:search -- --http --cpu-prof DIR`.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] }
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
/** Milliseconds since the profiled process started: only samples inside count. */
type ProfileWindow = { fromMs: number; toMs: number }

const AREAS: [string, (frame: CallFrame) => boolean][] = [
	['idle (waiting for I/O)', (f) => f.functionName === '(idle)'],
	['garbage collection', (f) => f.functionName === '(garbage collector)'],
	['React server render (react-dom/server)', (f) => /react-dom/.test(f.url)],
	['React Router (request handling, data, meta)', (f) => /react-router/.test(f.url)],
	['PostgreSQL driver (pg, pg-protocol)', (f) => /node_modules\/pg(-[a-z]+)?\//.test(f.url)],
	['PGlite', (f) => /pglite/.test(f.url)],
	['Drizzle (query building, row mapping)', (f) => /drizzle-orm/.test(f.url)],
	[
		'Hono and the Node HTTP server',
		(f) => /hono|node:_http|node:internal\/http|node:net|node:internal\/streams/.test(f.url),
	],
	['compression (node:zlib)', (f) => /zlib/.test(f.url)],
	['our server code (build/server)', (f) => /build\/server\//.test(f.url)],
	['native and V8 internals ((program), builtins)', (f) => f.url === ''],
]

function areaOf(frame: CallFrame): string {
	for (const [name, test] of AREAS) if (test(frame)) return name
	return 'other node_modules and node internals'
}

export async function summarizeCpuProfile(dir: string, window?: ProfileWindow, top = 12): Promise<string[]> {
	const files = (await readdir(dir)).filter((f) => f.endsWith('.cpuprofile'))
	if (files.length === 0) return ['(no CPU profile was written)']
	const dated = await Promise.all(files.map(async (f) => ({ f, t: (await stat(path.join(dir, f))).mtimeMs })))
	const newest = dated.sort((a, b) => b.t - a.t)[0].f
	const profile = JSON.parse(await readFile(path.join(dir, newest), 'utf8')) as CpuProfile
	const byId = new Map(profile.nodes.map((n) => [n.id, n]))
	const selfUs = new Map<number, number>()
	let at = 0
	profile.samples.forEach((id, i) => {
		at += profile.timeDeltas[i] ?? 0
		if (window && (at < window.fromMs * 1000 || at > window.toMs * 1000)) return
		selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
	})
	const total = [...selfUs.values()].reduce((a, b) => a + b, 0)
	const areas = new Map<string, number>()
	const functions = new Map<string, number>()
	for (const [id, us] of selfUs) {
		const frame = byId.get(id)?.callFrame
		if (!frame) continue
		const area = areaOf(frame)
		areas.set(area, (areas.get(area) ?? 0) + us)
		if (frame.functionName === '(idle)') continue
		const file = frame.url ? path.basename(frame.url.replace(/^file:\/\//, '')) : 'native'
		const key = `${frame.functionName || '(anonymous)'} (${file}${frame.url ? `:${frame.lineNumber + 1}` : ''})`
		functions.set(key, (functions.get(key) ?? 0) + us)
	}
	const pct = (us: number) => `${((100 * us) / total).toFixed(1)} %`
	const ms = (us: number) => `${Math.round(us / 1000).toLocaleString('en-US')} ms`
	return [
		`CPU profile of the server ${window ? 'during the load run' : 'over its whole life'} (${newest}, ${ms(total)} sampled), self time:`,
		'',
		'| area | self time | share |',
		'|---|---|---|',
		...[...areas].sort((a, b) => b[1] - a[1]).map(([name, us]) => `| ${name} | ${ms(us)} | ${pct(us)} |`),
		'',
		`Heaviest ${top} functions by self time:`,
		'',
		'| function | self time | share |',
		'|---|---|---|',
		...[...functions]
			.sort((a, b) => b[1] - a[1])
			.slice(0, top)
			.map(([name, us]) => `| \`${name}\` | ${ms(us)} | ${pct(us)} |`),
	]
}

// `node --import tsx scripts/bench/profile-summary.ts DIR` prints the summary of a profile on its own.
if (import.meta.url === `file://${process.argv[1]}`) {
	console.log((await summarizeCpuProfile(process.argv[2] ?? '.')).join('\n'))
}
