/**
 * npm run bench:media
 *
 * Starts the built server (NODE_ENV=production, local media store, a throwaway DATA_DIR), registers a
 * provider, and measures: the server's idle RSS; its peak RSS while a 100 MB recording is posted to
 * POST /uploads/local (streamed from disk by this process); the commit of that recording (the
 * content probe reads all 100 MB); and the time to first byte of 200 Range requests into the served
 * 100 MB file. Results go to docs/benchmarks.md (docs/product.md#answers for the rules).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { request } from 'node:http'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { finished } from 'node:stream/promises'
import { stats, writeSection } from './lib'

const PORT = 3991
const BASE = `http://localhost:${PORT}`
const FILE_MB = 100
const RANGE_REQUESTS = 200

function rssMb(pid: number): number {
	const status = readFileSync(`/proc/${pid}/status`, 'utf8')
	return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024
}

async function waitForServer(child: ChildProcess): Promise<void> {
	for (let i = 0; i < 360; i++) {
		if (child.exitCode !== null) throw new Error('server exited before it was ready')
		try {
			if ((await fetch(`${BASE}/api/tag`)).ok) return
		} catch {}
		await new Promise((r) => setTimeout(r, 500))
	}
	throw new Error('server did not start')
}

/**
 * A valid ~100 MB WebM made from the 3-second fixture: its header and tracks, then its clusters
 * repeated. Timestamps repeat, so the probe reads a 3-second recording, after all 100 MB.
 */
async function writeLargeWebm(file: string): Promise<number> {
	const source = readFileSync(path.resolve('tests/fixtures/media/video-3s.webm'))
	const firstCluster = source.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))
	const head = source.subarray(0, firstCluster)
	const clusters = source.subarray(firstCluster)
	const out = createWriteStream(file)
	out.write(head)
	let size = head.length
	while (size < FILE_MB * 1024 * 1024) {
		if (!out.write(clusters)) await new Promise<void>((r) => out.once('drain', () => r()))
		size += clusters.length
	}
	out.end()
	await finished(out)
	return size
}

async function api(pathName: string, cookie: string, body?: unknown): Promise<Response> {
	const response = await fetch(BASE + pathName, {
		method: body ? 'POST' : 'GET',
		headers: { cookie, origin: BASE, ...(body ? { 'content-type': 'application/json' } : {}) },
		body: body ? JSON.stringify(body) : undefined,
	})
	if (!response.ok) throw new Error(`${pathName} answered ${response.status}: ${await response.text()}`)
	return response
}

/** The multipart body the browser would send, with the file streamed from disk. */
function postFile(
	url: string,
	cookie: string,
	fields: Record<string, string>,
	file: string,
): Promise<number> {
	const boundary = `----bench${randomBytes(8).toString('hex')}`
	const head = Buffer.from(
		`${Object.entries(fields)
			.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
			.join(
				'',
			)}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="r.webm"\r\nContent-Type: video/webm\r\n\r\n`,
	)
	const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
	const length = head.length + statSync(file).size + tail.length
	return new Promise((resolve, reject) => {
		const req = request(url, {
			method: 'POST',
			headers: {
				cookie,
				origin: BASE,
				'content-type': `multipart/form-data; boundary=${boundary}`,
				'content-length': length,
			},
		})
		req.on('response', (res) => {
			res.resume()
			res.on('end', () => resolve(res.statusCode ?? 0))
		})
		req.on('error', reject)
		req.write(head)
		const stream = createReadStream(file)
		stream.pipe(req, { end: false })
		stream.on('end', () => req.end(tail))
	})
}

/** Milliseconds from sending a Range request to its first body byte. */
function rangeTtfb(url: string, start: number): Promise<{ ms: number; status: number; type: string }> {
	return new Promise((resolve, reject) => {
		const t = performance.now()
		const req = request(url, { headers: { range: `bytes=${start}-${start + 65535}` } }, (res) => {
			res.once('data', () => {
				const ms = performance.now() - t
				res.resume()
				res.on('end', () =>
					resolve({ ms, status: res.statusCode ?? 0, type: String(res.headers['content-type']) }),
				)
			})
		})
		req.on('error', reject)
		req.end()
	})
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'openroom-bench-media-'))
const bigFile = path.join(dataDir, 'big.webm')
const child = spawn(process.execPath, ['server.js'], {
	env: {
		...process.env,
		NODE_ENV: 'production',
		PORT: String(PORT),
		PUBLIC_URL: BASE,
		DATA_DIR: dataDir,
		SEED_DEMO: 'never',
		LOG_LEVEL: 'warn',
		S3_BUCKET: '',
	},
	stdio: ['ignore', 'inherit', 'inherit'],
})
try {
	const fileSize = await writeLargeWebm(bigFile)
	await waitForServer(child)
	const pid = child.pid as number
	const login = await fetch(`${BASE}/auth/register`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', origin: BASE },
		body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'bench-password-123' }),
	})
	const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
	if (!login.ok || !cookie) throw new Error(`register answered ${login.status}`)
	const answerId = (
		(await (await api('/api/response', cookie, { question_id: 1 })).json()) as { docs: [{ id: string }] }
	).docs[0].id
	await api('/api/response', cookie, { id: answerId, type: 'video' })
	// Warm the routes once with a small upload, then let the heap settle before reading idle RSS.
	const warm = path.join(dataDir, 'warm.webm')
	await finished(
		createReadStream(path.resolve('tests/fixtures/media/video-3s.webm')).pipe(createWriteStream(warm)),
	)
	const [warmTarget] = (await (
		await api(`/uploads/response?id=${answerId}&type=video`, cookie)
	).json()) as Array<{
		url: string
		fields: Record<string, string>
	}>
	await postFile(warmTarget.url, cookie, warmTarget.fields, warm)
	await new Promise((r) => setTimeout(r, 3000))
	const idle = rssMb(pid)

	const [target] = (await (
		await api(`/uploads/response?id=${answerId}&type=video`, cookie)
	).json()) as Array<{
		url: string
		fields: Record<string, string>
	}>
	let peak = idle
	const sampler = setInterval(() => {
		peak = Math.max(peak, rssMb(pid))
	}, 10)
	const uploadStarted = performance.now()
	const status = await postFile(target.url, cookie, target.fields, bigFile)
	const uploadMs = performance.now() - uploadStarted
	if (status !== 201) throw new Error(`upload answered ${status}`)
	const commitStarted = performance.now()
	const committed = (await (
		await api('/api/response', cookie, { id: answerId, video_url: true })
	).json()) as {
		docs: [{ video_url: string; media_duration: number }]
	}
	const commitMs = performance.now() - commitStarted
	clearInterval(sampler)
	const commitPeak = peak

	const url = BASE + committed.docs[0].video_url
	const samples: number[] = []
	for (let i = 0; i < RANGE_REQUESTS; i++) {
		const start = Math.floor(Math.random() * (fileSize - 65536))
		const result = await rangeTtfb(url, start)
		if (result.status !== 206 || result.type !== 'video/webm')
			throw new Error(`range answered ${result.status}`)
		samples.push(result.ms)
	}
	const ttfb = stats(samples)
	const mb = (x: number) => `${Math.round(x)} MB`
	const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`
	const lines = [
		'## Recorded answers: upload, commit and ranged reads (`npm run bench:media`)',
		'',
		`${new Date().toISOString().slice(0, 10)}, ${machine}; the built server (production) on the local store, other engineers' jobs sharing the machine.`,
		'',
		'| Measure | Result | Target |',
		'|---|---|---|',
		`| Server RSS, idle | ${mb(idle)} | |`,
		`| Peak RSS while a ${FILE_MB} MB recording is posted to POST /uploads/local | ${mb(commitPeak)} (+${mb(commitPeak - idle)}) | ≤ idle + 30 MB |`,
		`| Upload time, ${FILE_MB} MB over localhost | ${(uploadMs / 1000).toFixed(1)} s | |`,
		`| Commit (content probe reads all ${FILE_MB} MB, then moves the file) | ${(commitMs / 1000).toFixed(1)} s | |`,
		`| Range TTFB into the served ${FILE_MB} MB file, ${ttfb.n} requests of 64 KiB | p50 ${ttfb.p50} ms, p95 ${ttfb.p95} ms, max ${ttfb.max} ms | p95 ≤ 20 ms |`,
		'',
		'The peak covers the upload and the commit. The file is a valid WebM (the 3-second fixture’s clusters repeated).',
	]
	console.log(lines.join('\n'))
	await writeSection('media', lines.join('\n'))
} finally {
	child.kill()
	rmSync(dataDir, { recursive: true, force: true })
}
