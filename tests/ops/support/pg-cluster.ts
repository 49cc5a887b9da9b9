import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * A throwaway PostgreSQL server of the test's own, to stop and start under a running app: the
 * shared cluster (15/main) is never touched. It needs root (the server runs as the `postgres` user)
 * and Debian's PostgreSQL binaries; `pgClusterUnavailable()` says why it cannot be made here.
 */
export type PgCluster = {
	url: string
	port: number
	stop: () => void
	start: () => void
	/** Stops the server and deletes its files. */
	destroy: () => void
}

function binDir(): string | null {
	const root = '/usr/lib/postgresql'
	if (!existsSync(root)) return null
	const versions = readdirSync(root)
		.filter((v) => existsSync(path.join(root, v, 'bin/initdb')))
		.sort((a, b) => Number(b) - Number(a))
	return versions.length ? path.join(root, versions[0], 'bin') : null
}

function postgresUser(): { uid: number; gid: number } | null {
	try {
		const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
		const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
		return { uid, gid }
	} catch {
		return null
	}
}

/** Why no cluster can be made here (the test then skips), or null. */
export function pgClusterUnavailable(): string | null {
	if (process.getuid?.() !== 0) return 'not root'
	if (!binDir()) return 'no PostgreSQL binaries under /usr/lib/postgresql'
	if (!postgresUser()) return 'no postgres user'
	return null
}

export function createPgCluster(port: number): PgCluster {
	const bin = binDir() as string
	const owner = postgresUser() as { uid: number; gid: number }
	const dir = mkdtempSync('/tmp/openroom-faults-pg-')
	chownSync(dir, owner.uid, owner.gid)
	chmodSync(dir, 0o700)
	const data = path.join(dir, 'data')
	const asPostgres = (command: string, args: string[]) =>
		execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], {
			stdio: ['ignore', 'pipe', 'pipe'],
			timeout: 60_000,
		})
	asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'])
	const options = `-p ${port} -k ${dir} -c listen_addresses=localhost -c fsync=off`
	const start = () =>
		asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
	const stop = () => {
		if (existsSync(path.join(data, 'postmaster.pid')))
			asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
	}
	start()
	return {
		url: `postgres://postgres@localhost:${port}/postgres`,
		port,
		start,
		stop,
		destroy: () => {
			stop()
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
