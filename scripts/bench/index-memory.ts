/**
 * Boot and memory of the search index (docs/deploy.md#sizing), run by `npm run bench:search`:
 *
 * - boot: the built server (`node server.js`) started over the bench database, timed from spawn to
 *   the first 200 from /readyz, and its peak RSS (the kernel's VmHWM) then and once the word index,
 *   built in the background after ready, is done;
 * - rebuild: this file run as its own process (`node --import tsx scripts/bench/index-memory.ts`): it
 *   builds the index as boot does, resets the peak (`/proc/self/clear_refs`), and builds it again
 *   while the first is held, as the hourly rebuild does, and reports the peak of that second build.
 */
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { waitForServer } from './lib'

const PORT = Number(process.env.BENCH_BOOT_PORT ?? 3991)

/** Peak and current resident set of a process, in MB, from /proc (Linux). */
export function residentMb(pid: number | 'self' = 'self'): { peak: number; now: number } {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8')
	const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0)
	return { peak: Math.round(kb('VmHWM') / 1024), now: Math.round(kb('VmRSS') / 1024) }
}

export type BootFigures = { readyMs: number; peakAtReadyMb: number; peakWithWordsMb: number; wordsMs: number }

/** Starts the built server over the database and times it to ready (readiness: GET /readyz is 200). */
export async function measureBoot(env: Record<string, string>): Promise<BootFigures> {
	const started = performance.now()
	const child = spawn(process.execPath, ['server.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			PORT: String(PORT),
			PUBLIC_URL: `http://localhost:${PORT}`,
			SEED_DEMO: 'never',
			LOG_LEVEL: 'info',
			...env,
		},
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	let output = ''
	child.stdout?.on('data', (chunk: Buffer) => {
		output += chunk.toString()
	})
	try {
		await waitForServer(`http://localhost:${PORT}/readyz`, child, 600_000)
		const readyMs = performance.now() - started
		const pid = child.pid as number
		const peakAtReadyMb = residentMb(pid).peak
		while (!output.includes('search word index built')) {
			if (child.exitCode !== null) throw new Error('server exited before its word index was built')
			await new Promise((r) => setTimeout(r, 100))
		}
		const wordsMs = performance.now() - started - readyMs
		return { readyMs, peakAtReadyMb, peakWithWordsMb: residentMb(pid).peak, wordsMs }
	} finally {
		child.kill('SIGTERM')
		await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)))
	}
}

export type RebuildFigures = {
	firstMs: number
	firstPeakMb: number
	heldMb: number
	rebuildMs: number
	rebuildPeakMb: number
}

/** Runs this file as a child process over the database (its own process: its own peak). */
export async function measureRebuild(databaseUrl: string): Promise<RebuildFigures> {
	const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', 'scripts/bench/index-memory.ts'], {
		env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
		stdio: ['ignore', 'pipe', 'inherit'],
	})
	let output = ''
	child.stdout?.on('data', (chunk: Buffer) => {
		output += chunk.toString()
	})
	const code = await new Promise((r) => child.once('exit', r))
	const line = output.split('\n').find((l) => l.startsWith('{"firstMs"'))
	if (code !== 0 || !line) throw new Error(`index memory bench failed (exit ${code}): ${output.slice(-2000)}`)
	return JSON.parse(line) as RebuildFigures
}

async function childMain(): Promise<void> {
	const { openDb } = await import('~/db/client.server')
	const { getSearchIndex } = await import('~/features/search/search-index.server')
	const { zipGeography } = await import('~/platform/geo/zip-geography.server')
	const handle = await openDb({ databaseUrl: process.env.DATABASE_URL })
	zipGeography()
	const index = getSearchIndex(handle.db)
	let t = performance.now()
	await index.rebuild(new Date(), { awaitWords: true })
	const firstMs = performance.now() - t
	const firstPeakMb = residentMb().peak
	;(globalThis as { gc?: () => void }).gc?.()
	const heldMb = residentMb().now
	// Resets VmHWM to the current RSS (Linux ≥ 4.0), so the next peak is the rebuild's own.
	writeFileSync('/proc/self/clear_refs', '5')
	t = performance.now()
	await index.rebuild(new Date(), { awaitWords: true })
	const rebuildMs = performance.now() - t
	const figures: RebuildFigures = {
		firstMs,
		firstPeakMb,
		heldMb,
		rebuildMs,
		rebuildPeakMb: residentMb().peak,
	}
	await handle.close()
	console.log(JSON.stringify(figures))
}

if (process.argv[1]?.endsWith('index-memory.ts')) await childMain()
