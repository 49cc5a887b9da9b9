import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

/**
 * A built app instance (`node server.js`) in its own process, for tests that restart, balance or
 * fault it. The caller gives the database and the ports; the instance's output is kept for asserts.
 */
export type Instance = {
	url: string
	port: number
	process: ChildProcess
	/** Everything the process wrote to stdout and stderr so far. */
	output: () => string
	/** Sends a signal and waits for the exit; resolves with the exit code. */
	stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** The PostgreSQL server the ops tests use, or undefined (the tests then skip). */
export const OPS_DATABASE_URL = process.env.OPS_DATABASE_URL

export async function startInstance(options: {
	port: number
	/** Omitted: the embedded database under DATA_DIR, as `npm start` runs by default. */
	databaseUrl?: string
	env?: Record<string, string>
	/** How long to wait for /readyz to answer 200. */
	readyTimeoutMs?: number
	/** 'listening': return once /healthz answers, booted or not (a database down at start). */
	waitFor?: 'ready' | 'listening'
}): Promise<Instance> {
	const url = `http://localhost:${options.port}`
	let output = ''
	const child = spawn(process.execPath, ['server.js'], {
		cwd: ROOT,
		env: {
			PATH: process.env.PATH,
			NODE_ENV: 'production',
			PORT: String(options.port),
			PUBLIC_URL: url,
			...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
			DATA_DIR: `/tmp/openroom-ops-${options.port}`,
			SEED_DEMO: 'never',
			LOG_LEVEL: 'warn',
			...options.env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout?.on('data', (chunk) => {
		output += chunk
	})
	child.stderr?.on('data', (chunk) => {
		output += chunk
	})
	const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
	const instance: Instance = {
		url,
		port: options.port,
		process: child,
		output: () => output,
		stop: async (signal = 'SIGTERM') => {
			if (child.exitCode === null && child.signalCode === null) child.kill(signal)
			return exited
		},
	}
	const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000)
	while (Date.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`instance on ${options.port} exited:\n${output}`)
		const probe = options.waitFor === 'listening' ? 'healthz' : 'readyz'
		const ready = await fetch(`${url}/${probe}`).then(
			(r) => r.status === 200,
			() => false,
		)
		if (ready) return instance
		await new Promise((r) => setTimeout(r, 200))
	}
	await instance.stop('SIGKILL')
	throw new Error(`instance on ${options.port} not ready in time:\n${output}`)
}

/** A fresh database on the ops PostgreSQL server, dropped by the returned function. */
export async function createOpsDatabase(
	adminUrl: string,
	label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
	const { default: pg } = await import('pg')
	const name = `openroom_ops_${label}_${process.pid}_${Date.now()}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return {
		url: url.toString(),
		drop: async () => {
			const client = new pg.Client({ connectionString: adminUrl })
			await client.connect()
			await client.query(`drop database if exists ${name} with (force)`)
			await client.end()
		},
	}
}
