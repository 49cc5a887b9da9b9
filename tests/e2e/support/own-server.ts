import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { expect } from '@playwright/test'

/**
 * A built server of a spec's own, on PGlite in a fresh data directory (whatever database the shared
 * server uses), with the real scheduler and outbox: for specs whose timing or data the shared server
 * cannot have. `seedAvailability` prepares the directory with tests/e2e/support/seed-availability.ts
 * first and returns what it printed.
 */
export async function startOwnServer(options: {
	port: number
	dataDir: string
	env: Record<string, string>
	seedAvailability?: boolean
	/** Another preparing script of tests/e2e/support, run like seed-availability.ts. */
	seedScript?: string
	timeoutMs?: number
}): Promise<{ seeded: unknown; stop: () => void }> {
	rmSync(options.dataDir, { recursive: true, force: true })
	let seeded: unknown = null
	const script = options.seedScript ?? (options.seedAvailability ? 'seed-availability.ts' : null)
	if (script) {
		const out = execFileSync(
			'node',
			['node_modules/tsx/dist/cli.mjs', `tests/e2e/support/${script}`, options.dataDir],
			{ encoding: 'utf8' },
		)
		seeded = JSON.parse(out.trim().split('\n').at(-1) ?? '{}')
	}
	// Only what the spec names: never the shared server's database or mail settings.
	const { DATABASE_URL: _shared, SMTP_URL: _smtp, ...inherited } = process.env
	const origin = `http://localhost:${options.port}`
	const server: ChildProcess = spawn('node', ['server.js'], {
		env: {
			...inherited,
			NODE_ENV: 'production',
			PORT: String(options.port),
			DATA_DIR: options.dataDir,
			PUBLIC_URL: origin,
			LOG_LEVEL: 'error',
			TRUST_PROXY: 'true',
			...options.env,
		},
		stdio: 'inherit',
	})
	await expect
		.poll(async () => (await fetch(`${origin}/`).catch(() => null))?.status ?? 0, {
			timeout: options.timeoutMs ?? 60_000,
		})
		.toBe(200)
	return {
		seeded,
		stop: () => {
			server.kill()
			rmSync(options.dataDir, { recursive: true, force: true })
		},
	}
}
