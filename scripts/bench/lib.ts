import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'

export function arg(name: string, fallback?: string): string | undefined {
	const i = process.argv.indexOf(`--${name}`)
	return i >= 0 ? process.argv[i + 1] : fallback
}
export const flag = (name: string) => process.argv.includes(`--${name}`)

export function percentile(sorted: number[], p: number): number {
	if (sorted.length === 0) return 0
	return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export type Stats = { n: number; p50: number; p95: number; p99: number; max: number }
export function stats(samples: number[]): Stats {
	const sorted = [...samples].sort((a, b) => a - b)
	const r = (x: number) => Math.round(x * 100) / 100
	return {
		n: sorted.length,
		p50: r(percentile(sorted, 50)),
		p95: r(percentile(sorted, 95)),
		p99: r(percentile(sorted, 99)),
		max: r(sorted.at(-1) ?? 0),
	}
}

/** Replaces (or appends) the section between <!-- bench:KEY --> markers in docs/benchmarks.md. */
/**
 * Writes `markdown` as the section `key` of docs/benchmarks.md (between `<!-- bench:KEY -->` markers),
 * which holds the latest measurement of each benchmark. The measurement it replaces is appended to
 * docs/benchmarks-history.md with the day it was replaced, so no figure is lost.
 */
export async function writeSection(key: string, markdown: string): Promise<void> {
	const file = path.resolve('docs/benchmarks.md')
	await mkdir(path.dirname(file), { recursive: true })
	let text = ''
	try {
		text = await readFile(file, 'utf8')
	} catch {
		text =
			'# Benchmarks\n\nMeasured on the project machine (2 cores, 24 GiB). Reproduce with the command under each section.\n'
	}
	const start = `<!-- bench:${key} -->`
	const end = `<!-- /bench:${key} -->`
	const block = `${start}\n${markdown.trim()}\n${end}`
	const re = new RegExp(`${start}\\n([\\s\\S]*?)\\n?${end}`)
	const earlier = re.exec(text)?.[1]
	if (earlier && earlier.trim() !== markdown.trim()) await keepInHistory(key, earlier)
	text = earlier !== undefined ? text.replace(re, () => block) : `${text.trimEnd()}\n\n${block}\n`
	await writeFile(file, text)
}

async function keepInHistory(key: string, markdown: string): Promise<void> {
	const today = new Date().toISOString().slice(0, 10)
	// The section's own heading becomes the entry's title, one level down under the history's headings.
	const lines = markdown.trim().split('\n')
	const heading = /^#+ (.*)$/.exec(lines[0])
	const title = heading ? heading[1] : key
	const body = (heading ? lines.slice(1) : lines).join('\n').trim()
	await appendFile(
		path.resolve('docs/benchmarks-history.md'),
		`\n### ${title} (section \`${key}\`, replaced ${today})\n\n${body}\n`,
	)
}

/** Polls `url` until the server answers 200, or fails when it exits or the time is up. */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
	const started = Date.now()
	while (Date.now() - started < timeoutMs) {
		if (child.exitCode !== null) throw new Error('server exited before it was ready')
		try {
			if ((await fetch(url)).ok) return
		} catch {}
		await new Promise((r) => setTimeout(r, 500))
	}
	throw new Error('server did not start')
}

/** A port nobody listens on right now, for a server started by a bench or a test. */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const address = server.address()
			server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
		})
	})
}

/** A process's resident set, in bytes (Linux: VmRSS of /proc/PID/status). */
export function residentBytes(pid: number): number {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}
