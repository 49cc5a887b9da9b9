import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createOpsDatabase, OPS_DATABASE_URL } from './support/instance'

// `npm run start:cluster`: ports 3787-3788.
const ROOT = path.resolve(import.meta.dirname, '../..')
const SCRIPT = path.join(ROOT, 'scripts/start-cluster.js')

function launch(env: Record<string, string>): {
	child: ChildProcess
	output: () => string
	exited: Promise<number | null>
} {
	let output = ''
	const child = spawn(process.execPath, [SCRIPT, '--instances', '2'], {
		cwd: ROOT,
		env: { PATH: process.env.PATH, LOG_LEVEL: 'info', SEED_DEMO: 'never', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (c) => {
		output += c
	})
	child.stderr?.on('data', (c) => {
		output += c
	})
	return { child, output: () => output, exited: new Promise((r) => child.once('exit', (code) => r(code))) }
}

// Two instances migrate and seed one fresh database at once; under CI's load that has taken over a minute.
async function ready(port: number): Promise<void> {
	const deadline = Date.now() + 150_000
	while (Date.now() < deadline) {
		const ok = await fetch(`http://127.0.0.1:${port}/readyz`, { headers: { connection: 'close' } }).then(
			(r) => r.ok,
			() => false,
		)
		if (ok) return
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error(`instance on ${port} not ready`)
}

test('without DATABASE_URL it refuses to start, saying why', () => {
	const result = spawnSync(process.execPath, [SCRIPT, '--instances', '2'], {
		cwd: ROOT,
		env: { PATH: process.env.PATH },
		encoding: 'utf8',
	})
	expect(result.status).toBe(2)
	expect(result.stderr).toContain('start:cluster needs DATABASE_URL (PostgreSQL)')
})

describe.skipIf(!OPS_DATABASE_URL)('start:cluster on PostgreSQL', () => {
	let databaseUrl: string
	let drop: () => Promise<void>
	beforeAll(async () => {
		const db = await createOpsDatabase(OPS_DATABASE_URL as string, 'launcher')
		databaseUrl = db.url
		drop = db.drop
	})
	afterAll(async () => {
		await drop?.()
	})
	const env = () => ({ DATABASE_URL: databaseUrl, PORT: '3787', PUBLIC_URL: 'http://127.0.0.1:3787' })

	test('starts two instances on consecutive ports; SIGTERM drains both, then it exits 0', async () => {
		const cluster = launch(env())
		try {
			await Promise.all([ready(3787), ready(3788)])
		} catch (error) {
			// Not ready: stop it so the next test finds the ports free, and show what it printed.
			cluster.child.kill('SIGKILL')
			throw new Error(`${(error as Error).message}\n${cluster.output().slice(-2000)}`)
		}
		cluster.child.kill('SIGTERM')
		expect(await cluster.exited).toBe(0)
		expect(cluster.output().match(/stopped in \d+ ms/g)).toHaveLength(2)
	}, 200_000)

	test('an instance that dies is not restarted: the other is stopped and the exit code says so', async () => {
		const cluster = launch(env())
		await Promise.all([ready(3787), ready(3788)])
		const pids = spawnSync('pgrep', ['-P', String(cluster.child.pid)], { encoding: 'utf8' })
			.stdout.trim()
			.split('\n')
			.map(Number)
		expect(pids).toHaveLength(2)
		process.kill(pids[0], 'SIGKILL')
		expect(await cluster.exited).toBe(1)
		expect(cluster.output()).toContain('exited (SIGKILL); stopping the others')
	})
})
